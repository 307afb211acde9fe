import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { chatUsers } from '../../db/chat-schema';
import { AppError } from '../../http/app-error';
import { hashToken, type Authenticated, type SessionService } from '../auth/session.service';
import { chatUserOfMember, type ChatUserRow } from './chat-store';

/** Who calls the chat service: a member (with their session) or a guest. */
export type ChatCaller =
  | { kind: 'member'; chatUser: ChatUserRow; member: Authenticated }
  | { kind: 'guest'; chatUser: ChatUserRow; member: null };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireChatCaller` pre-handler. */
    chatCaller: ChatCaller | null;
  }
}

/** The bearer token of a chat call (`Authorization: Bearer <token>`). */
export const chatTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : undefined;
};

/**
 * Resolves a chat token: a member's tokenChat (checked as the session's access token is: ended,
 * expired or frozen is refused), else a guest's hash id. Anything else is CHAT/TOKEN_INVALID
 * (403: the client drops its tokens and signs in again, spec part 2 §8).
 */
export const createChatAuth = ({
  db,
  sessions,
}: {
  db: Db;
  sessions: Pick<SessionService, 'authenticateChat'>;
}) => {
  const guestOf = async (token: string): Promise<ChatUserRow | undefined> => {
    const [guest] = await db
      .select()
      .from(chatUsers)
      .where(eq(chatUsers.guestTokenHash, hashToken(token)));
    return guest;
  };

  const resolve = async (token: string, isGuest: boolean): Promise<ChatCaller> => {
    if (isGuest) {
      const guest = await guestOf(token);
      if (!guest) throw new AppError('CHAT/TOKEN_INVALID');
      return { kind: 'guest', chatUser: guest, member: null };
    }
    try {
      const member = await sessions.authenticateChat(token);
      return { kind: 'member', chatUser: await chatUserOfMember(db, member.user.id), member };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const guest = await guestOf(token);
      if (!guest) throw error;
      return { kind: 'guest', chatUser: guest, member: null };
    }
  };

  return { resolve };
};
export type ChatAuth = ReturnType<typeof createChatAuth>;

export const registerChatAuth = (app: FastifyInstance) => {
  if (!app.hasRequestDecorator('chatCaller')) app.decorateRequest('chatCaller', null);
};

/** The caller a handler behind `requireChatCaller` acts for. */
export const chatCallerOf = (request: FastifyRequest): ChatCaller => {
  if (!request.chatCaller) throw new AppError('CHAT/TOKEN_INVALID');
  return request.chatCaller;
};

/** A member-only chat call: guests are refused CHAT/GUEST_FORBIDDEN. */
export const chatMemberOf = (request: FastifyRequest) => {
  const caller = chatCallerOf(request);
  if (caller.kind !== 'member') throw new AppError('CHAT/GUEST_FORBIDDEN');
  return caller;
};

/** Pre-handler of the chat service's calls: the bearer token, a member's or a guest's. */
export const requireChatCaller =
  (auth: () => ChatAuth) =>
  async (request: FastifyRequest): Promise<void> => {
    const token = chatTokenOf(request);
    if (!token) throw new AppError('CHAT/TOKEN_INVALID');
    request.chatCaller = await auth().resolve(token, false);
  };
