import { secretLimits, type ErrorCode } from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { clearUses, takeUse } from './usage.repository';

interface Limit {
  maxFailures: number;
  lockMinutes: number;
}

export type SecretGuard = ReturnType<typeof createSecretGuard>;

/**
 * Guessing limits of one secret per key, kept in the database so they hold across processes and
 * restarts. Each comparison takes its use first (parallel guesses cannot slip past the count); a
 * match clears the count; `maxFailures` misses lock the key until `lockMinutes` after the last.
 */
export const createSecretGuard = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const attempt = async (
    key: string,
    limit: Limit,
    locked: ErrorCode,
    matches: () => Promise<boolean>,
  ): Promise<boolean> => {
    const at = now();
    const since = new Date(at.getTime() - limit.lockMinutes * 60_000);
    if (!(await takeUse(db, key, { at, since, max: limit.maxFailures }))) {
      throw new AppError(locked);
    }
    const matched = await matches();
    if (matched) await clearUses(db, key);
    return matched;
  };

  return {
    /** The withdraw password of a member: every call that checks it shares this count. */
    fundPassword: (userId: number, matches: () => Promise<boolean>) =>
      attempt(`fund:${userId}`, secretLimits.fundPassword, 'UC/CASH_PASSWORD_LOCKED', matches),
    /** The login password of an account name, whether the account exists or not. */
    loginPassword: (account: string, matches: () => Promise<boolean>) =>
      attempt(
        `password:${account.trim().toLowerCase()}`,
        secretLimits.loginPassword,
        'UC/PASSWORD_LOCKED',
        matches,
      ),
    /** Takes one of `max` uses of `key` in 24 hours; false once they are spent. */
    takeDaily: (key: string, max: number, outer: Db) => {
      const at = now();
      return takeUse(outer, key, { at, since: new Date(at.getTime() - 24 * 3600_000), max });
    },
  };
};
