import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboard,
  adminDashboardQuery,
  adminPaths,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { adminAccess } from '../admin-guard';

/** The dashboard (docs/admin.md): every role reads it. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.dashboard,
    {
      preValidation: adminAccess('view'),
      schema: { querystring: adminDashboardQuery, response: { 200: okEnvelope(adminDashboard) } },
    },
    async (request) => ok(await app.services.admin.dashboard.dashboard(request.query)),
  );
};
