import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenHeaders } from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import type { Authenticated } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `requireMember` / `requireOfficial` / `optionalMember` pre-handlers. */
    member: Authenticated | null;
  }
}

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * The access token of a request: the `token` header, then `Authorization` (plain or Bearer).
 * Never a cookie: a browser sends cookies on links and forms from other sites, and some GET
 * calls of the spec change state (logout, removing a message, opening a game).
 */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = headerValue(request.headers[tokenHeaders.token]);
  if (header) return header.trim();
  const authorization = headerValue(request.headers[tokenHeaders.authorization]);
  if (authorization) return authorization.replace(/^Bearer\s+/i, '').trim();
  return undefined;
};

export const registerAuth = (app: FastifyInstance) => {
  app.decorateRequest('member', null);
};

/** Pre-handler: the call needs a signed-in member (trial accounts included). */
export const requireMember = async function (this: FastifyInstance, request: FastifyRequest) {
  const token = tokenOf(request);
  if (!token) throw new AppError('UC/NOT_LOGGED_IN');
  request.member = await this.services.sessions.authenticate(token);
};

/**
 * Pre-handler of calls guests may make too (the gallery's reads): a working token sets the
 * member; no token, or one that no longer works, reads as a guest, so a stale token never breaks
 * a public page (the member-only calls are where the client learns it must sign in again).
 */
export const optionalMember = async function (this: FastifyInstance, request: FastifyRequest) {
  const token = tokenOf(request);
  if (!token) return;
  try {
    request.member = await this.services.sessions.authenticate(token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
};

/** Pre-handler: the call needs an official (HY) member; trial accounts are refused. */
export const requireOfficial = async function (this: FastifyInstance, request: FastifyRequest) {
  await requireMember.call(this, request);
  if (request.member?.user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
};

/** The member a handler behind requireMember acts for. */
export const memberOf = (request: FastifyRequest): Authenticated => {
  if (!request.member) throw new AppError('UC/NOT_LOGGED_IN');
  return request.member;
};
