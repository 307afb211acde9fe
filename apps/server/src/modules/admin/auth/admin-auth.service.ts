import { createHash, randomBytes } from 'node:crypto';
import {
  adminLimits,
  type AdminLoginAnswer,
  type AdminLoginBody,
  type AdminOperator,
  type AdminRole,
  type OperatorSaveAnswer,
  type SaveOperatorBody,
} from '@lottery/contracts';
import type { OperatorRow } from '../../../db/admin-schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { hashPassword, verifyPassword } from '../../account/password';
import { clearUses, takeUse } from '../../account/usage.repository';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';
import * as repo from './operators.repository';
import { newTotpSecret, otpauthUrlOf, totpStepOf } from './totp';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const operatorView = (row: OperatorRow): AdminOperator => ({
  id: row.id,
  account: row.account,
  name: row.name,
  role: row.role as AdminRole,
  disabled: row.disabled,
  lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  createdAt: row.createdAt.getTime(),
});

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

/**
 * Operators and their sessions. Signing in takes the password and the authenticator's code; a
 * session ends on logout, after `idleMinutes` without a call, `maxHours` after sign-in, and when
 * the operator's role, password or code changes or the operator is disabled. Each call reads the
 * session from the database, so an ended one is refused by every process at once.
 */
export const createAdminAuthService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { audit }: { audit: AuditService },
) => {
  // A hash to verify against when the account does not exist, so both take the same time.
  const missingHash = hashPassword(randomBytes(16).toString('hex'));

  const login = async (
    body: AdminLoginBody,
    from: { ip: string; userAgent: string },
  ): Promise<AdminLoginAnswer> => {
    const at = now();
    const limitKey = `admin-login:${body.account.toLowerCase()}`;
    const since = new Date(at.getTime() - adminLimits.login.lockMinutes * 60_000);
    if (!(await takeUse(db, limitKey, { at, since, max: adminLimits.login.maxFailures }))) {
      throw new AppError('ADMIN/LOCKED');
    }
    const operator = await repo.findByAccount(db, body.account);
    const passwordOk = await verifyPassword(
      operator?.passwordHash ?? (await missingHash),
      body.password,
    );
    const step =
      operator && passwordOk && !operator.disabled
        ? totpStepOf(operator.account, operator.totpSecret, body.code, at)
        : null;
    if (!operator || step === null) throw new AppError('ADMIN/LOGIN_FAILED');

    const token = randomBytes(32).toString('base64url');
    const actor = { operatorId: operator.id, account: operator.account, ip: from.ip };
    const signedIn = await db.transaction(async (tx) => {
      if (!(await repo.takeTotpStep(tx, operator.id, step, at))) return false;
      await repo.insertSession(tx, {
        operatorId: operator.id,
        tokenHash: hashToken(token),
        ip: from.ip,
        userAgent: from.userAgent.slice(0, 300),
        createdAt: at,
        lastSeenAt: at,
      });
      await audit.record(
        tx,
        { ...actor, role: operator.role as AdminRole, sessionId: 0 },
        {
          action: 'operator.login',
          target: operator.account,
        },
      );
      return true;
    });
    if (!signedIn) throw new AppError('ADMIN/LOGIN_FAILED');
    await clearUses(db, limitKey);
    return { token, operator: operatorView({ ...operator, lastLoginAt: at }) };
  };

  /** The operator behind a token, or ADMIN/SESSION_ENDED for one that no longer works. */
  const authenticate = async (token: string, ip: string): Promise<AdminActor> => {
    const found = await repo.findSession(db, hashToken(token));
    if (!found) throw new AppError('ADMIN/SESSION_ENDED');
    const { session, operator } = found;
    if (session.endedAt) throw new AppError('ADMIN/SESSION_ENDED');
    const at = now();
    const ending = operator.disabled
      ? 'disabled'
      : at.getTime() - session.lastSeenAt.getTime() > adminLimits.idleMinutes * 60_000
        ? 'idle'
        : at.getTime() - session.createdAt.getTime() > adminLimits.maxHours * 3_600_000
          ? 'expired'
          : null;
    if (ending) {
      await repo.endSession(db, session.id, ending, at);
      throw new AppError('ADMIN/SESSION_ENDED');
    }
    // Written at most once a minute: the idle limit needs no finer clock.
    if (at.getTime() - session.lastSeenAt.getTime() > 60_000) {
      await repo.touchSession(db, session.id, at);
    }
    return {
      operatorId: operator.id,
      account: operator.account,
      role: operator.role as AdminRole,
      ip,
      sessionId: session.id,
    };
  };

  const logout = async (actor: AdminActor) => {
    await db.transaction(async (tx) => {
      await repo.endSession(tx, actor.sessionId, 'logout', now());
      await audit.record(tx, actor, { action: 'operator.logout', target: actor.account });
    });
  };

  const me = async (actor: AdminActor) => {
    const row = await repo.findById(db, actor.operatorId);
    if (!row) throw new AppError('ADMIN/SESSION_ENDED');
    return operatorView(row);
  };

  const list = async () => (await repo.listOperators(db)).map(operatorView);

  const totpOf = (row: OperatorRow) => ({
    secret: row.totpSecret,
    otpauthUrl: otpauthUrlOf(row.account, row.totpSecret),
  });

  const create = async (actor: AdminActor, body: SaveOperatorBody): Promise<OperatorSaveAnswer> => {
    if (!body.password) throw new AppError('SYS/VALIDATION', '请设置初始密码');
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      if (await repo.findByAccount(tx, body.account)) throw new AppError('ADMIN/OPERATOR_EXISTS');
      const row = await repo.insertOperator(tx, {
        account: body.account,
        name: body.name,
        role: body.role,
        disabled: body.disabled,
        passwordHash,
        totpSecret: newTotpSecret(),
        createdAt: now(),
      });
      await audit.record(tx, actor, {
        action: 'operator.save',
        target: row.account,
        after: operatorView(row),
      });
      return { operator: operatorView(row), totp: totpOf(row) };
    });
  };

  const update = async (
    actor: AdminActor,
    id: number,
    body: SaveOperatorBody,
  ): Promise<OperatorSaveAnswer> => {
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    return db.transaction(async (tx) => {
      const before = await repo.findById(tx, id);
      if (!before) throw new AppError('ADMIN/NOT_FOUND');
      const other = await repo.findByAccount(tx, body.account);
      if (other && other.id !== id) throw new AppError('ADMIN/OPERATOR_EXISTS');
      const staysSuper = body.role === 'super' && !body.disabled;
      if (before.role === 'super' && !staysSuper && (await repo.countEnabledSupers(tx, id)) === 0) {
        throw new AppError('ADMIN/LAST_SUPER');
      }
      const row = await repo.updateOperator(tx, id, {
        account: body.account,
        name: body.name,
        role: body.role,
        disabled: body.disabled,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (!row) throw new AppError('ADMIN/NOT_FOUND');
      if (row.role !== before.role || row.disabled || passwordHash) {
        await repo.endSessionsOf(tx, id, 'changed', now());
      }
      await audit.record(tx, actor, {
        action: 'operator.save',
        target: row.account,
        before: operatorView(before),
        after: { ...operatorView(row), passwordChanged: Boolean(passwordHash) },
      });
      return { operator: operatorView(row), totp: null };
    });
  };

  const save = (actor: AdminActor, body: SaveOperatorBody) =>
    body.id === undefined ? create(actor, body) : update(actor, body.id, body);

  /** A new authenticator secret (a lost phone): the old code stops working, sessions end. */
  const resetTotp = (actor: AdminActor, id: number): Promise<OperatorSaveAnswer> =>
    db.transaction(async (tx) => {
      const row = await repo.updateOperator(tx, id, {
        totpSecret: newTotpSecret(),
        totpLastStep: 0,
      });
      if (!row) throw new AppError('ADMIN/NOT_FOUND');
      await repo.endSessionsOf(tx, id, 'totp-reset', now());
      await audit.record(tx, actor, { action: 'operator.resetTotp', target: row.account });
      return { operator: operatorView(row), totp: totpOf(row) };
    });

  return { login, authenticate, logout, me, list, save, resetTotp };
};
