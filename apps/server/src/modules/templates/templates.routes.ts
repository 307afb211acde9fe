import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okEnvelope, playCategory, playCateQuery, templatePaths } from '@lottery/contracts';

export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    templatePaths.playCate,
    {
      schema: { querystring: playCateQuery, response: { 200: okEnvelope(z.array(playCategory)) } },
    },
    async (request) => ok(await app.services.templates.playCategories(request.query.gameId)),
  );
};
