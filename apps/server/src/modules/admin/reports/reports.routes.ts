import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFinanceReport,
  adminFinanceReportQuery,
  adminReportPaths,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { adminAccess } from '../admin-guard';

/** 财务报表 (docs/admin.md): every role reads it. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminReportPaths.finance,
    {
      preValidation: adminAccess('view'),
      schema: {
        querystring: adminFinanceReportQuery,
        response: { 200: okEnvelope(adminFinanceReport) },
      },
    },
    async (request) => ok(await app.services.admin.reports.finance(request.query)),
  );
};
