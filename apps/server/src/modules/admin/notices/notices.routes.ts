import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdBody,
  adminNotice,
  adminNoticeList,
  adminNoticesQuery,
  adminPaths,
  ok,
  okEnvelope,
  saveNoticeBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** The three kinds of notices (docs/admin.md): every role reads them, content editors change them. */
export const adminNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notices = () => app.services.admin.notices;

  app.get(
    adminPaths.notices,
    {
      preValidation: adminAccess('view'),
      schema: { querystring: adminNoticesQuery, response: { 200: okEnvelope(adminNoticeList) } },
    },
    async (request) => ok(await notices().notices(request.query.noticeType)),
  );

  app.post(
    adminPaths.saveNotice,
    {
      preValidation: adminAccess('editContent'),
      schema: { body: saveNoticeBody, response: { 200: okEnvelope(adminNotice) } },
    },
    async (request) => ok(await notices().save(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.removeNotice,
    {
      preValidation: adminAccess('editContent'),
      schema: { body: adminIdBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await notices().remove(actorOf(request), request.body.id);
      return ok(null);
    },
  );
};
