import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { query } from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import { sendEncoded } from '../../lib/encoded-body';

/** Clients add `_t` to bypass caches; ETag revalidation keeps the rest cheap. */
const cacheControl = 'public, max-age=5, must-revalidate';

export const publishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    {
      schema: { params: z.object({ '*': z.string().max(200) }), querystring: query({}) },
      // Each file is compressed once when it changes; the plugin's hooks would only look and pass.
      compress: false,
    },
    async (request, reply) => {
      const snapshot = await app.services.publish.get(request.params['*']);
      if (!snapshot) throw new AppError('SYS/NOT_FOUND', '文件不存在');
      reply.header('etag', snapshot.etag).header('cache-control', cacheControl);
      if (request.headers['if-none-match'] === snapshot.etag) return reply.status(304).send();
      const body = app.services.publish.bytesOf(snapshot);
      return sendEncoded(reply, request.headers['accept-encoding'], body);
    },
  );
};
