import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addSubUserForm,
  agentPaths,
  linkForm,
  linkIdQuery,
  linkInfo,
  linkInfoQuery,
  linkListQuery,
  linkPage,
  memberInformation,
  memberInformationQuery,
  ok,
  okEnvelope,
  promotionLink,
  rebateRange,
  removeLinkForm,
  subUser,
  subUserPage,
  subUserQuery,
  teamReport,
  teamReportQuery,
} from '@lottery/contracts';
import { memberOf, requireMember } from '../auth/auth';

/**
 * The agent programme (docs/api.md "Agent"): sign-in and the agent flag on every call but the
 * link lookup, which the register page makes before anyone signs in.
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const agent = () => app.services.agent;
  const signedIn = { preValidation: requireMember };

  app.get(
    agentPaths.rebateRange,
    { ...signedIn, schema: { response: { 200: okEnvelope(rebateRange) } } },
    async (request) => ok(agent().rebateRange(memberOf(request))),
  );

  app.post(
    agentPaths.createLink,
    { ...signedIn, schema: { body: linkForm, response: { 200: okEnvelope(promotionLink) } } },
    async (request) => ok(await agent().createLink(memberOf(request), request.body)),
  );

  app.post(
    agentPaths.updateLink,
    {
      ...signedIn,
      schema: {
        querystring: linkIdQuery,
        body: linkForm,
        response: { 200: okEnvelope(promotionLink) },
      },
    },
    async (request) =>
      ok(await agent().updateLink(memberOf(request), request.query.id, request.body)),
  );

  app.post(
    agentPaths.removeLink,
    { ...signedIn, schema: { body: removeLinkForm, response: { 200: okEnvelope(z.null()) } } },
    async (request) => ok(await agent().removeLink(memberOf(request), request.body.id)),
  );

  app.get(
    agentPaths.links,
    {
      ...signedIn,
      schema: { querystring: linkListQuery, response: { 200: okEnvelope(linkPage) } },
    },
    async (request) => ok(await agent().links(memberOf(request), request.query)),
  );

  app.get(
    agentPaths.linkInfo,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { querystring: linkInfoQuery, response: { 200: okEnvelope(linkInfo) } },
    },
    async (request) => ok(await agent().linkInfo(request.query.code)),
  );

  app.get(
    agentPaths.teamReport,
    {
      ...signedIn,
      schema: { querystring: teamReportQuery, response: { 200: okEnvelope(teamReport) } },
    },
    async (request) => ok(await agent().teamReport(memberOf(request), request.query)),
  );

  app.get(
    agentPaths.subUsers,
    {
      ...signedIn,
      schema: { querystring: subUserQuery, response: { 200: okEnvelope(subUserPage) } },
    },
    async (request) => ok(await agent().subUsers(memberOf(request), request.query)),
  );

  app.get(
    agentPaths.memberInformation,
    {
      ...signedIn,
      schema: {
        querystring: memberInformationQuery,
        response: { 200: okEnvelope(memberInformation) },
      },
    },
    async (request) => ok(await agent().memberInformation(memberOf(request), request.query.userId)),
  );

  app.post(
    agentPaths.addUser,
    {
      ...signedIn,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: { body: addSubUserForm, response: { 200: okEnvelope(subUser) } },
    },
    async (request) => ok(await agent().addUser(memberOf(request), request.body)),
  );

  app.get(agentPaths.declaration, { ...signedIn }, async (request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'",
      );
    return agent().declaration(memberOf(request));
  });
};
