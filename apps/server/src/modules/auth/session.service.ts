import { createHash, randomBytes } from 'node:crypto';
import { sessionLifetime, type SessionTokens } from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as repo from './session.repository';

export type User = typeof users.$inferSelect;
export interface Authenticated {
  user: User;
  sessionId: number;
}
export type SessionService = ReturnType<typeof createSessionService>;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions: opaque random tokens stored as hashes. One open session per member: signing in
 * ends the older one, whose next call is answered UC/LOGIN_ELSEWHERE.
 */
export const createSessionService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const lifetimeMs = (remember: boolean) =>
    1000 * (remember ? sessionLifetime.rememberSeconds : sessionLifetime.defaultSeconds);

  const start = async (
    user: Pick<User, 'id'>,
    options: { remember: boolean; ip: string; userAgent: string },
    outer?: Db,
  ): Promise<SessionTokens> => {
    const token = newToken();
    const tokenChat = newToken();
    const at = now();
    await (outer ?? db).transaction(async (tx) => {
      await repo.endOtherSessions(tx, user.id, 'replaced', at);
      await repo.insertSession(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        chatTokenHash: hashToken(tokenChat),
        remember: options.remember,
        ip: options.ip,
        userAgent: options.userAgent.slice(0, 300),
        createdAt: at,
        expiresAt: new Date(at.getTime() + lifetimeMs(options.remember)),
      });
    });
    return { token, tokenChat };
  };

  /** The member behind a token, or the spec's error for a token that no longer works. */
  const authenticate = async (token: string): Promise<Authenticated> => {
    const found = await repo.findSessionWithUser(db, hashToken(token));
    if (!found) throw new AppError('UC/TOKEN_INVALID');
    const { session, user } = found;
    if (session.endedAt) {
      throw new AppError(
        session.endReason === 'replaced' ? 'UC/LOGIN_ELSEWHERE' : 'UC/TOKEN_INVALID',
      );
    }
    const at = now();
    if (session.expiresAt <= at) {
      await repo.endSession(db, session.id, 'expired', at);
      throw new AppError('UC/TOKEN_INVALID');
    }
    const lifetime = lifetimeMs(session.remember);
    // Sliding expiry: an active member stays signed in; written at most every half lifetime.
    if (session.expiresAt.getTime() - at.getTime() < lifetime / 2) {
      await repo.extendSession(db, session.id, new Date(at.getTime() + lifetime));
    }
    return { user, sessionId: session.id };
  };

  const end = (sessionId: number, reason = 'logout') =>
    repo.endSession(db, sessionId, reason, now());

  const endOthers = (userId: number, keepSessionId: number, reason: string) =>
    repo.endOtherSessions(db, userId, reason, now(), keepSessionId);

  return { start, authenticate, end, endOthers };
};
