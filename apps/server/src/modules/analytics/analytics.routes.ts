import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsAnswer, analyticsPaths, analyticsQuery, okEnvelope } from '@lottery/contracts';
import { sendEncoded } from '../../lib/encoded-body';

/** The lottery analytics of a game (issue 23): every /game/{id}/analytic page reads this one call. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    analyticsPaths.analytics,
    { schema: { querystring: analyticsQuery, response: { 200: okEnvelope(analyticsAnswer) } } },
    async (request, reply) => {
      // The same bytes for everyone until the next draw: serialized and compressed once (the
      // typed reply only knows the object form, hence `never`).
      const body = await app.services.analytics.body(request.query);
      return sendEncoded(reply, request.headers['accept-encoding'], body) as never;
    },
  );
  // Its bus subscriptions end with the app.
  app.addHook('onClose', () => app.services.analytics.close());
};
