import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betOrder,
  betOrderPage,
  billListQuery,
  billPage,
  billPaths,
  dateRangeQuery,
  dayReport,
  gameReport,
  gameReportListQuery,
  historyListQuery,
  liveBetListQuery,
  liveBetPage,
  liveGame,
  liveReportPaths,
  liveReportRow,
  ok,
  okEnvelope,
  recordDetailQuery,
  recordPaths,
  todayListQuery,
} from '@lottery/contracts';
import { memberOf, requireMember } from '../auth/auth';

/**
 * The member's reports (docs/api.md "Reports"): lottery records, 资金明细 and the live-casino
 * report. All read-only, all the signed-in member's own rows (trial accounts included).
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = () => app.services.reports;

  app.get(
    recordPaths.todayList,
    {
      preValidation: requireMember,
      schema: { querystring: todayListQuery, response: { 200: okEnvelope(betOrderPage) } },
    },
    async (request) => ok(await reports().todayList(memberOf(request), request.query)),
  );

  app.get(
    recordPaths.historyList,
    {
      preValidation: requireMember,
      schema: { querystring: historyListQuery, response: { 200: okEnvelope(betOrderPage) } },
    },
    async (request) => ok(await reports().historyList(memberOf(request), request.query)),
  );

  app.get(
    recordPaths.historyDayReport,
    {
      preValidation: requireMember,
      schema: { querystring: dateRangeQuery, response: { 200: okEnvelope(dayReport) } },
    },
    async (request) => ok(await reports().historyDayReport(memberOf(request), request.query)),
  );

  app.get(
    recordPaths.gameReport,
    {
      preValidation: requireMember,
      schema: { querystring: dateRangeQuery, response: { 200: okEnvelope(gameReport) } },
    },
    async (request) => ok(await reports().gameReport(memberOf(request), request.query)),
  );

  app.get(
    recordPaths.detail,
    {
      preValidation: requireMember,
      schema: { querystring: recordDetailQuery, response: { 200: okEnvelope(betOrder) } },
    },
    async (request) => ok(await reports().detail(memberOf(request), request.query.orderNo)),
  );

  app.get(
    billPaths.list,
    {
      preValidation: requireMember,
      schema: { querystring: billListQuery, response: { 200: okEnvelope(billPage) } },
    },
    async (request) => ok(await reports().billList(memberOf(request), request.query)),
  );

  app.get(
    liveReportPaths.allLiveGames,
    {
      preValidation: requireMember,
      schema: { response: { 200: okEnvelope(z.array(liveGame)) } },
    },
    async () => ok(await reports().allLiveGames()),
  );

  app.get(
    liveReportPaths.gameReportList,
    {
      preValidation: requireMember,
      schema: {
        querystring: gameReportListQuery,
        response: { 200: okEnvelope(z.array(liveReportRow)) },
      },
    },
    async (request) => ok(await reports().liveGameReport(memberOf(request), request.query)),
  );

  app.get(
    liveReportPaths.br,
    {
      preValidation: requireMember,
      schema: { querystring: liveBetListQuery, response: { 200: okEnvelope(liveBetPage) } },
    },
    async (request) => ok(await reports().liveBets(memberOf(request), request.query)),
  );
};
