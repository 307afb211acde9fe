import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInfo, companyPaths, okEnvelope, ok, query } from '@lottery/contracts';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    companyPaths.get,
    { schema: { querystring: query({}), response: { 200: okEnvelope(companyInfo) } } },
    async () => ok(await app.services.settings.company()),
  );
};
