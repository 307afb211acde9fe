import { createHash, randomBytes } from 'node:crypto';
import { sessionLifetime, type SessionTokens } from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { memberCacheOn } from '../../lib/member-cache';
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

type SessionWithUser = NonNullable<Awaited<ReturnType<typeof repo.findSessionWithUser>>>;

/**
 * Sessions: opaque random tokens stored as hashes. One open session per member: signing in
 * ends the older one, whose next call is answered UC/LOGIN_ELSEWHERE. A frozen (`status` ≠ 0)
 * or deleted account is refused on every call (UC/ACCOUNT_STATE_ERROR).
 *
 * Each process keeps the sessions it has seen with their account rows; a change to a member's
 * sessions or account row (here, in another process, or by plain SQL) drops them from every
 * process when it commits (the change feed), so a call never passes on a stale one.
 */
export const createSessionService = ({
  db,
  now,
  changes,
}: Pick<Deps, 'db' | 'now' | 'changes'>) => {
  const lifetimeMs = (remember: boolean) =>
    1000 * (remember ? sessionLifetime.rememberSeconds : sessionLifetime.defaultSeconds);

  // By token hash, dropped when the member's sessions or account row change (lib/member-cache.ts).
  const cache = memberCacheOn<string, SessionWithUser>(changes, ['user', 'session'], now);
  const find = (tokenHash: string) =>
    cache.get(
      tokenHash,
      undefined,
      () => repo.findSessionWithUser(db, tokenHash),
      (row) => row.user?.id,
    );

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

  const end = async (sessionId: number, reason = 'logout') => {
    await repo.endSession(db, sessionId, reason, now());
  };

  /** The member behind a token, or the spec's error for a token that no longer works. */
  const authenticate = async (token: string): Promise<Authenticated> => {
    const found = await find(hashToken(token));
    if (!found) throw new AppError('UC/TOKEN_INVALID');
    const { session, user } = found;
    if (session.endedAt) {
      throw new AppError(
        session.endReason === 'replaced' ? 'UC/LOGIN_ELSEWHERE' : 'UC/TOKEN_INVALID',
      );
    }
    const at = now();
    if (session.expiresAt <= at) {
      await end(session.id, 'expired');
      throw new AppError('UC/TOKEN_INVALID');
    }
    if (!user || user.status !== 0) throw new AppError('UC/ACCOUNT_STATE_ERROR');
    const lifetime = lifetimeMs(session.remember);
    // Sliding expiry: an active member stays signed in; written at most every half lifetime.
    if (session.expiresAt.getTime() - at.getTime() < lifetime / 2) {
      await repo.extendSession(db, session.id, new Date(at.getTime() + lifetime));
    }
    return { user, sessionId: session.id };
  };

  /**
   * The member behind a chat token (the session's tokenChat): the same checks as the access
   * token's, each failure answered CHAT/TOKEN_INVALID (the client then signs in again).
   */
  const authenticateChat = async (tokenChat: string): Promise<Authenticated> => {
    const found = await repo.findSessionByChatToken(db, hashToken(tokenChat));
    if (!found) throw new AppError('CHAT/TOKEN_INVALID');
    const { session, user } = found;
    if (session.endedAt || session.expiresAt <= now()) throw new AppError('CHAT/TOKEN_INVALID');
    if (!user || user.status !== 0) throw new AppError('CHAT/TOKEN_INVALID');
    return { user, sessionId: session.id };
  };

  /** A new chat token for a session; the old one stops working at once. */
  const rotateChatToken = async (sessionId: number): Promise<string> => {
    const tokenChat = newToken();
    await repo.setChatTokenHash(db, sessionId, hashToken(tokenChat));
    return tokenChat;
  };

  const endOthers = async (userId: number, keepSessionId: number, reason: string) => {
    await repo.endOtherSessions(db, userId, reason, now(), keepSessionId);
  };

  return { start, authenticate, authenticateChat, rotateChatToken, end, endOthers };
};
