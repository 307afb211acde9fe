import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuditPage,
  adminAuditQuery,
  adminIdBody,
  adminLoginAnswer,
  adminLoginBody,
  adminOperator,
  adminPaths,
  ok,
  okEnvelope,
  operatorSaveAnswer,
  saveOperatorBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from './admin-guard';

/** Per address (an office shares one), beside the per-account lock of wrong sign-ins. */
const loginLimit = { max: 60, timeWindow: '10 minutes' } as const;

/** Sign-in, the operators themselves and the audit log (docs/admin.md). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = () => app.services.admin.auth;

  app.post(
    adminPaths.login,
    {
      config: { rateLimit: loginLimit },
      schema: { body: adminLoginBody, response: { 200: okEnvelope(adminLoginAnswer) } },
    },
    async (request) =>
      ok(
        await auth().login(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
      ),
  );

  app.post(
    adminPaths.logout,
    { preValidation: adminAccess('view'), schema: { response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await auth().logout(actorOf(request));
      return ok(null);
    },
  );

  app.get(
    adminPaths.me,
    {
      preValidation: adminAccess('view'),
      schema: { response: { 200: okEnvelope(adminOperator) } },
    },
    async (request) => ok(await auth().me(actorOf(request))),
  );

  app.get(
    adminPaths.operators,
    {
      preValidation: adminAccess('manageOperators'),
      schema: { response: { 200: okEnvelope(z.array(adminOperator)) } },
    },
    async () => ok(await auth().list()),
  );

  app.post(
    adminPaths.saveOperator,
    {
      preValidation: adminAccess('manageOperators'),
      schema: { body: saveOperatorBody, response: { 200: okEnvelope(operatorSaveAnswer) } },
    },
    async (request) => ok(await auth().save(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.resetOperatorTotp,
    {
      preValidation: adminAccess('manageOperators'),
      schema: { body: adminIdBody, response: { 200: okEnvelope(operatorSaveAnswer) } },
    },
    async (request) => ok(await auth().resetTotp(actorOf(request), request.body.id)),
  );

  app.get(
    adminPaths.audit,
    {
      preValidation: adminAccess('readAudit'),
      schema: { querystring: adminAuditQuery, response: { 200: okEnvelope(adminAuditPage) } },
    },
    async (request) => ok(await app.services.admin.audit.list(request.query)),
  );
};
