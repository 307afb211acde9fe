import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGameCategory,
  adminGameCategoryList,
  adminGameIdQuery,
  adminCentreGamePage,
  adminGamePaths,
  adminGamePlays,
  adminGameProvider,
  adminGameProviderList,
  adminCentreGame,
  adminGamesQuery,
  adminLotteryGameList,
  adminNoQuery,
  ok,
  okEnvelope,
  redPacketLimits,
  saveCategoryBody,
  saveGameBody,
  saveLimitsBody,
  saveMaintenanceBody,
  saveOddsBody,
  saveProviderBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/**
 * 游戏管理 (docs/admin.md): every role reads; 运营 and super change odds, limits, maintenance and
 * the game centre; the red-packet limits are chat moderation's (客服/风控 and super).
 */
export const adminGamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = () => app.services.admin.games;
  const redPackets = () => app.services.admin.redPacketLimits;
  const view = adminAccess('view');
  const run = adminAccess('runGames');

  app.get(
    adminGamePaths.lotteryGames,
    {
      preValidation: view,
      schema: { querystring: adminNoQuery, response: { 200: okEnvelope(adminLotteryGameList) } },
    },
    async () => ok(await games().lotteryGames()),
  );

  app.get(
    adminGamePaths.lotteryPlays,
    {
      preValidation: view,
      schema: { querystring: adminGameIdQuery, response: { 200: okEnvelope(adminGamePlays) } },
    },
    async (request) => ok(await games().lotteryPlays(request.query.gameId)),
  );

  app.post(
    adminGamePaths.saveOdds,
    {
      preValidation: run,
      schema: { body: saveOddsBody, response: { 200: okEnvelope(adminGamePlays) } },
    },
    async (request) => ok(await games().saveOdds(actorOf(request), request.body)),
  );

  app.post(
    adminGamePaths.saveLimits,
    {
      preValidation: run,
      schema: { body: saveLimitsBody, response: { 200: okEnvelope(adminGamePlays) } },
    },
    async (request) => ok(await games().saveLimits(actorOf(request), request.body)),
  );

  app.post(
    adminGamePaths.saveMaintenance,
    {
      preValidation: run,
      schema: { body: saveMaintenanceBody, response: { 200: okEnvelope(adminCentreGame) } },
    },
    async (request) => ok(await games().saveMaintenance(actorOf(request), request.body)),
  );

  app.get(
    adminGamePaths.games,
    {
      preValidation: view,
      schema: { querystring: adminGamesQuery, response: { 200: okEnvelope(adminCentreGamePage) } },
    },
    async (request) => ok(await games().gameList(request.query)),
  );

  app.post(
    adminGamePaths.saveGame,
    {
      preValidation: run,
      schema: { body: saveGameBody, response: { 200: okEnvelope(adminCentreGame) } },
    },
    async (request) => ok(await games().saveGame(actorOf(request), request.body)),
  );

  app.get(
    adminGamePaths.providers,
    {
      preValidation: view,
      schema: { querystring: adminNoQuery, response: { 200: okEnvelope(adminGameProviderList) } },
    },
    async () => ok(await games().providers()),
  );

  app.post(
    adminGamePaths.saveProvider,
    {
      preValidation: run,
      schema: { body: saveProviderBody, response: { 200: okEnvelope(adminGameProvider) } },
    },
    async (request) => ok(await games().saveProvider(actorOf(request), request.body)),
  );

  app.get(
    adminGamePaths.categories,
    {
      preValidation: view,
      schema: { querystring: adminNoQuery, response: { 200: okEnvelope(adminGameCategoryList) } },
    },
    async () => ok(await games().categories()),
  );

  app.post(
    adminGamePaths.saveCategory,
    {
      preValidation: run,
      schema: { body: saveCategoryBody, response: { 200: okEnvelope(adminGameCategory) } },
    },
    async (request) => ok(await games().saveCategory(actorOf(request), request.body)),
  );

  app.get(
    adminGamePaths.redPacketLimits,
    {
      preValidation: view,
      schema: { querystring: adminNoQuery, response: { 200: okEnvelope(redPacketLimits) } },
    },
    async () => ok(await redPackets().limits()),
  );

  app.post(
    adminGamePaths.saveRedPacketLimits,
    {
      preValidation: adminAccess('moderateChat'),
      schema: { body: redPacketLimits, response: { 200: okEnvelope(redPacketLimits) } },
    },
    async (request) => ok(await redPackets().save(actorOf(request), request.body)),
  );
};
