import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorCatalog, ok, okEnvelope, query } from '@lottery/contracts';
import { AppError } from '../../../../http/app-error';
import { demoEngines, slotSymbols } from './demo-engines';
import { demoExpiredPage, demoGamePage, demoScript } from './demo-pages';
import { roundIdSchema, spinBody, tableBetBody } from './demo-provider';

/** The header the game page sends its session in. */
export const liveTokenHeader = 'x-live-token';

const card = z.object({ rank: z.number().int(), suit: z.number().int() });

const roundAnswer = z.object({
  roundId: z.string(),
  engine: z.enum(demoEngines),
  status: z.string(),
  bets: z.record(z.string(), z.number()),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  deal: z
    .object({
      winner: z.string(),
      dragon: card.optional(),
      tiger: card.optional(),
      player: z.array(card).optional(),
      banker: z.array(card).optional(),
      playerPoints: z.number().int().optional(),
      bankerPoints: z.number().int().optional(),
    })
    .nullable(),
  spin: z.object({ reels: z.array(z.enum(slotSymbols)), multiple: z.number() }).nullable(),
  balance: z.number().int(),
});

const stateAnswer = z.object({
  gameName: z.string(),
  gameCode: z.string(),
  engine: z.enum(demoEngines),
  labels: z.record(z.string(), z.string()),
  chips: z.array(z.number().int()),
  balance: z.number().int(),
  openRound: roundAnswer.nullable(),
});

/**
 * The built-in provider's own surface, as a third-party provider's host would be: the game pages
 * a launch URL opens, their script, and the calls the pages make with the session token.
 */
export const demoCasinoRoutes: FastifyPluginAsyncZod = async (app) => {
  const demo = () => app.services.demoProvider;
  // Pages and calls carry a session or the member's balance: never stored by a browser or a
  // proxy. The script's route sets its own year of caching.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const sessionOf = (request: FastifyRequest) => {
    const header = request.headers[liveTokenHeader];
    return demo().session(Array.isArray(header) ? header[0] : header);
  };

  app.get(
    '/play/:gameCode',
    {
      schema: {
        params: z.strictObject({ gameCode: z.string().max(64) }),
        querystring: query({ token: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      try {
        const session = await demo().session(request.query.token);
        if (session.game.gameCode !== request.params.gameCode) {
          throw new AppError('LIVE/SESSION_INVALID');
        }
        return demoGamePage({
          gameName: session.game.gameName,
          engine: session.engine,
          token: request.query.token ?? '',
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reply.status(error.statusCode);
        return demoExpiredPage(errorCatalog['LIVE/SESSION_INVALID'].message);
      }
    },
  );

  app.get(`/assets/${demoScript.name}`, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(demoScript.body),
  );

  app.get(
    '/api/state',
    { schema: { querystring: query({}), response: { 200: okEnvelope(stateAnswer) } } },
    async (request) => ok(await demo().state(await sessionOf(request))),
  );

  app.post(
    '/api/bet',
    { schema: { body: tableBetBody, response: { 200: okEnvelope(roundAnswer) } } },
    async (request) => ok(await demo().bet(await sessionOf(request), request.body)),
  );

  app.post(
    '/api/settle',
    {
      schema: {
        body: z.strictObject({ roundId: roundIdSchema }),
        response: { 200: okEnvelope(roundAnswer) },
      },
    },
    async (request) => ok(await demo().settle(await sessionOf(request), request.body.roundId)),
  );

  app.post(
    '/api/spin',
    { schema: { body: spinBody, response: { 200: okEnvelope(roundAnswer) } } },
    async (request) => ok(await demo().spin(await sessionOf(request), request.body)),
  );
};
