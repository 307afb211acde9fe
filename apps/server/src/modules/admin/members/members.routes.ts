import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjustAnswer,
  adminAdjustBody,
  adminBetPage,
  adminIdQuery,
  adminLedgerPage,
  adminMemberActionAnswer,
  adminMemberDetail,
  adminMemberPage,
  adminMemberPageQuery,
  adminMembersQuery,
  adminPaths,
  adminSessionPage,
  blacklistMemberBody,
  clearFundLockBody,
  freezeMemberBody,
  moveMemberBody,
  ok,
  okEnvelope,
  resetMemberPasswordBody,
  setVipLevelBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** Members: search, a member's page and lists (every role), and the actions. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = () => app.services.admin.members;
  const view = adminAccess('view');
  const manage = adminAccess('manageMembers');
  const answer = { 200: okEnvelope(adminMemberActionAnswer) };

  app.get(
    adminPaths.members,
    {
      preValidation: view,
      schema: { querystring: adminMembersQuery, response: { 200: okEnvelope(adminMemberPage) } },
    },
    async (request) => ok(await members().search(request.query)),
  );

  app.get(
    adminPaths.member,
    {
      preValidation: view,
      schema: { querystring: adminIdQuery, response: { 200: okEnvelope(adminMemberDetail) } },
    },
    async (request) => ok(await members().detail(request.query.id)),
  );

  app.get(
    adminPaths.memberLedger,
    {
      preValidation: view,
      schema: { querystring: adminMemberPageQuery, response: { 200: okEnvelope(adminLedgerPage) } },
    },
    async (request) => ok(await members().ledger(request.query)),
  );

  app.get(
    adminPaths.memberBets,
    {
      preValidation: view,
      schema: { querystring: adminMemberPageQuery, response: { 200: okEnvelope(adminBetPage) } },
    },
    async (request) => ok(await members().bets(request.query)),
  );

  app.get(
    adminPaths.memberSessions,
    {
      preValidation: view,
      schema: {
        querystring: adminMemberPageQuery,
        response: { 200: okEnvelope(adminSessionPage) },
      },
    },
    async (request) => ok(await members().sessions(request.query)),
  );

  app.post(
    adminPaths.freezeMember,
    { preValidation: manage, schema: { body: freezeMemberBody, response: answer } },
    async (request) => ok(await members().freeze(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.blacklistMember,
    { preValidation: manage, schema: { body: blacklistMemberBody, response: answer } },
    async (request) => ok(await members().blacklist(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.resetMemberPassword,
    { preValidation: manage, schema: { body: resetMemberPasswordBody, response: answer } },
    async (request) => ok(await members().resetPassword(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.clearFundLock,
    { preValidation: manage, schema: { body: clearFundLockBody, response: answer } },
    async (request) => ok(await members().clearFundLock(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.setVipLevel,
    { preValidation: manage, schema: { body: setVipLevelBody, response: answer } },
    async (request) => ok(await members().setVipLevel(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.moveMember,
    { preValidation: manage, schema: { body: moveMemberBody, response: answer } },
    async (request) => ok(await members().move(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.adjustBalance,
    {
      preValidation: adminAccess('adjustBalance'),
      schema: { body: adminAdjustBody, response: { 200: okEnvelope(adminAdjustAnswer) } },
    },
    async (request) => ok(await members().adjust(actorOf(request), request.body)),
  );
};
