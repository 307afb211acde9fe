import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAgentDetail,
  adminAgentDetailQuery,
  adminAgentLinkPage,
  adminAgentLinksQuery,
  adminAgentMemberPage,
  adminAgentMembersQuery,
  adminAgentNodePage,
  adminAgentPaths,
  adminAgentTeam,
  adminAgentTeamQuery,
  adminAgentTreeQuery,
  adminBonusRates,
  adminBonusRatesQuery,
  ok,
  okEnvelope,
  saveBonusRateBody,
  setAgentRebateBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** 代理管理 (docs/admin.md): every role reads the tree and teams; `manageAgents` changes. */
export const adminAgentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = () => app.services.admin.agents;
  const view = adminAccess('view');
  const manage = adminAccess('manageAgents');

  app.get(
    adminAgentPaths.tree,
    {
      preValidation: view,
      schema: {
        querystring: adminAgentTreeQuery,
        response: { 200: okEnvelope(adminAgentNodePage) },
      },
    },
    async (request) => ok(await agents().tree(request.query)),
  );

  app.get(
    adminAgentPaths.detail,
    {
      preValidation: view,
      schema: {
        querystring: adminAgentDetailQuery,
        response: { 200: okEnvelope(adminAgentDetail) },
      },
    },
    async (request) => ok(await agents().detail(request.query)),
  );

  app.get(
    adminAgentPaths.team,
    {
      preValidation: view,
      schema: { querystring: adminAgentTeamQuery, response: { 200: okEnvelope(adminAgentTeam) } },
    },
    async (request) => ok(await agents().team(request.query)),
  );

  app.get(
    adminAgentPaths.members,
    {
      preValidation: view,
      schema: {
        querystring: adminAgentMembersQuery,
        response: { 200: okEnvelope(adminAgentMemberPage) },
      },
    },
    async (request) => ok(await agents().members(request.query)),
  );

  app.get(
    adminAgentPaths.links,
    {
      preValidation: view,
      schema: {
        querystring: adminAgentLinksQuery,
        response: { 200: okEnvelope(adminAgentLinkPage) },
      },
    },
    async (request) => ok(await agents().links(request.query)),
  );

  app.post(
    adminAgentPaths.setRebate,
    {
      preValidation: manage,
      schema: { body: setAgentRebateBody, response: { 200: okEnvelope(adminAgentDetail) } },
    },
    async (request) => ok(await agents().setRebate(actorOf(request), request.body)),
  );

  app.get(
    adminAgentPaths.bonusRates,
    {
      preValidation: view,
      schema: { querystring: adminBonusRatesQuery, response: { 200: okEnvelope(adminBonusRates) } },
    },
    async () => ok(await agents().bonusRates()),
  );

  app.post(
    adminAgentPaths.saveBonusRate,
    {
      preValidation: manage,
      schema: { body: saveBonusRateBody, response: { 200: okEnvelope(adminBonusRates) } },
    },
    async (request) => ok(await agents().saveBonusRate(actorOf(request), request.body)),
  );
};
