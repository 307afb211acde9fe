import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminTokenHeader, roleCan, type AdminCapability } from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import type { AdminActor } from './admin-actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `adminAccess`: the signed-in operator of a back-office call. */
    operator: AdminActor | null;
  }
}

export const registerAdminRequest = (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
};

/**
 * Pre-handler of a back-office call: a working operator session in `x-admin-token` (never a
 * cookie), whose role has `capability`. A member's token is no operator's.
 */
export const adminAccess = (capability: AdminCapability) =>
  async function (this: FastifyInstance, request: FastifyRequest) {
    const header = request.headers[adminTokenHeader];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new AppError('ADMIN/NOT_SIGNED_IN');
    const actor = await this.services.admin.auth.authenticate(token.trim(), request.ip);
    if (!roleCan(actor.role, capability)) throw new AppError('ADMIN/FORBIDDEN');
    request.operator = actor;
  };

/** The operator of a call behind `adminAccess`. */
export const actorOf = (request: FastifyRequest): AdminActor => {
  if (!request.operator) throw new AppError('ADMIN/NOT_SIGNED_IN');
  return request.operator;
};
