import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drawOperatorPaths,
  drawResultBody,
  gamePlayCateQuery,
  historyGroupQuery,
  historyGroups,
  historyPage,
  historyQuery,
  lotteryInfo,
  lotteryPaths,
  ok,
  okEnvelope,
  openInfoQuery,
  playCategory,
  verifyAnswer,
  verifyQuery,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';

/** Lottery calls of spec part 2 §7, the fairness check, and the operator's result entry. */
export const drawsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openInfo = {
    schema: { querystring: openInfoQuery, response: { 200: okEnvelope(lotteryInfo) } },
  };
  app.get(lotteryPaths.openInfo, openInfo, async (request) =>
    ok(await app.services.draws.lotteryInfo(request.query.gameId)),
  );
  app.get(lotteryPaths.openInfoV, openInfo, async (request) =>
    ok(await app.services.draws.lotteryInfo(request.query.gameId)),
  );

  app.get(
    lotteryPaths.history,
    { schema: { querystring: historyQuery, response: { 200: okEnvelope(historyPage) } } },
    async (request) => ok(await app.services.draws.history(request.query)),
  );

  app.get(
    lotteryPaths.historyGroup,
    { schema: { querystring: historyGroupQuery, response: { 200: okEnvelope(historyGroups) } } },
    async (request) => ok(await app.services.draws.historyGroups(request.query.gameId)),
  );

  app.get(
    lotteryPaths.verify,
    { schema: { querystring: verifyQuery, response: { 200: okEnvelope(verifyAnswer) } } },
    async (request) =>
      ok(await app.services.draws.verify(request.query.gameId, request.query.turnNum)),
  );

  // A lottery game's play categories: the same list as the templates' chips (one source).
  app.get(
    lotteryPaths.playCate,
    {
      schema: {
        querystring: gamePlayCateQuery,
        response: { 200: okEnvelope(z.array(playCategory)) },
      },
    },
    async (request) => ok(await app.services.templates.playCategories(request.query.gameId)),
  );

  const authorizeOperator = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.post(
    drawOperatorPaths.drawResult,
    {
      onRequest: authorizeOperator,
      schema: { body: drawResultBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await app.services.draws.enterResult(request.body);
      return ok(null);
    },
  );
};
