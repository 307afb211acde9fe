import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCorrectResultBody,
  adminDrawGameList,
  adminDrawPaths,
  adminEnterResultBody,
  adminTurnDetail,
  adminTurnPage,
  adminTurnQuery,
  adminTurnsQuery,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** 开奖管理 (docs/admin.md): every role reads; those who run games enter and correct results. */
export const adminDrawsRoutes: FastifyPluginAsyncZod = async (app) => {
  const draws = () => app.services.admin.draws;

  app.get(
    adminDrawPaths.games,
    {
      preValidation: adminAccess('view'),
      schema: { response: { 200: okEnvelope(adminDrawGameList) } },
    },
    async () => ok(await draws().games()),
  );

  app.get(
    adminDrawPaths.turns,
    {
      preValidation: adminAccess('view'),
      schema: { querystring: adminTurnsQuery, response: { 200: okEnvelope(adminTurnPage) } },
    },
    async (request) => ok(await draws().turns(request.query)),
  );

  app.get(
    adminDrawPaths.turn,
    {
      preValidation: adminAccess('view'),
      schema: { querystring: adminTurnQuery, response: { 200: okEnvelope(adminTurnDetail) } },
    },
    async (request) => ok(await draws().turn(request.query.gameId, request.query.turnNum)),
  );

  app.post(
    adminDrawPaths.enterResult,
    {
      preValidation: adminAccess('runGames'),
      schema: { body: adminEnterResultBody, response: { 200: okEnvelope(adminTurnDetail) } },
    },
    async (request) => ok(await draws().enterResult(actorOf(request), request.body)),
  );

  app.post(
    adminDrawPaths.correctResult,
    {
      preValidation: adminAccess('runGames'),
      schema: { body: adminCorrectResultBody, response: { 200: okEnvelope(adminTurnDetail) } },
    },
    async (request) => ok(await draws().correctResult(actorOf(request), request.body)),
  );
};
