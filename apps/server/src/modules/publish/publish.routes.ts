import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { query } from '@lottery/contracts';
import { AppError } from '../../http/app-error';

/** Clients add `_t` to bypass caches; ETag revalidation keeps the rest cheap. */
const cacheControl = 'public, max-age=5, must-revalidate';

export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    { schema: { params: z.object({ '*': z.string().max(200) }), querystring: query({}) } },
    async (request, reply) => {
      const snapshot = await app.services.publish.get(request.params['*']);
      if (!snapshot) throw new AppError('SYS/NOT_FOUND', '文件不存在');
      reply.header('etag', snapshot.etag).header('cache-control', cacheControl);
      if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(snapshot.body);
    },
  );
};
