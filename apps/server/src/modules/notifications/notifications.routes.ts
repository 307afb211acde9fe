import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountPaths,
  messageIdQuery,
  messagePage,
  messagesQuery,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { memberOf, requireMember } from '../auth/auth';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = () => app.services.notifications;

  app.get(
    accountPaths.messages,
    {
      preValidation: requireMember,
      schema: { querystring: messagesQuery, response: { 200: okEnvelope(messagePage) } },
    },
    async (request) =>
      ok(
        await notifications().page(
          memberOf(request).user.id,
          request.query.page,
          request.query.rows,
        ),
      ),
  );

  app.get(
    accountPaths.messageRead,
    {
      preValidation: requireMember,
      schema: { querystring: messageIdQuery, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await notifications().markRead(memberOf(request).user.id, request.query.id);
      return ok(null);
    },
  );

  app.get(
    accountPaths.messageRemove,
    {
      preValidation: requireMember,
      schema: { querystring: messageIdQuery, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await notifications().remove(memberOf(request).user.id, request.query.id);
      return ok(null);
    },
  );
};
