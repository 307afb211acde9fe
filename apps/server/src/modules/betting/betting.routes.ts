import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betOddsAnswer,
  betOddsQuery,
  betOrder,
  bettingOperatorPaths,
  bettingPaths,
  cancelBetAnswer,
  cancelBetBody,
  ok,
  okEnvelope,
  placeSlipAnswer,
  placeSlipBody,
  setBetLimitsBody,
  setBetOddsBody,
  turnOrdersQuery,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';
import { memberOf, requireMember } from '../auth/auth';

/**
 * Betting calls (docs/api.md "Betting"): the odds for everyone, placing, cancelling and the
 * turn's orders for members (trial accounts bet with their play credit), and the operator's
 * odds and limits behind OPERATOR_TOKEN.
 */
export const bettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const betting = () => app.services.betting;
  const authorize = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.get(
    bettingPaths.odds,
    { schema: { querystring: betOddsQuery, response: { 200: okEnvelope(betOddsAnswer) } } },
    async (request) => ok(await betting().odds(request.query.gameId)),
  );

  app.post(
    bettingPaths.place,
    {
      preValidation: requireMember,
      schema: { body: placeSlipBody, response: { 200: okEnvelope(placeSlipAnswer) } },
    },
    async (request) => ok(await betting().place(memberOf(request), request.body)),
  );

  app.post(
    bettingPaths.cancel,
    {
      preValidation: requireMember,
      schema: { body: cancelBetBody, response: { 200: okEnvelope(cancelBetAnswer) } },
    },
    async (request) => ok(await betting().cancel(memberOf(request), request.body.orderNo)),
  );

  app.get(
    bettingPaths.turnOrders,
    {
      preValidation: requireMember,
      schema: { querystring: turnOrdersQuery, response: { 200: okEnvelope(z.array(betOrder)) } },
    },
    async (request) =>
      ok(
        await betting().turnOrders(memberOf(request), request.query.gameId, request.query.turnNum),
      ),
  );

  app.post(
    bettingOperatorPaths.odds,
    {
      preHandler: authorize,
      schema: { body: setBetOddsBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await betting().setOdds(request.body);
      return ok(null);
    },
  );

  app.post(
    bettingOperatorPaths.limits,
    {
      preHandler: authorize,
      schema: { body: setBetLimitsBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await betting().setLimits(request.body);
      return ok(null);
    },
  );
};
