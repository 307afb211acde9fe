import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okEnvelope,
  playCategory,
  playCateQuery,
  templateCollectionQuery,
  templateDetail,
  templateIdParams,
  templateInfoParams,
  templateLikeAnswer,
  templateLikeBody,
  templateListQuery,
  templatePage,
  templatePaths,
  templateVoteBody,
  zodiacPoll,
  type TemplateViewer,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import { sendEncoded } from '../../lib/encoded-body';
import { memberOf, optionalMember, requireMember } from '../auth/auth';

/** Who reads: null for a guest; a member's type and recharge total decide the locks. */
const viewerOf = (request: FastifyRequest): TemplateViewer => {
  const user = request.member?.user;
  return user ? { type: user.type, rechMoney: user.rechargeTotal } : null;
};

/** The template calls of spec part 2 §7 "Templates": reads for everyone, the rest for members. */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = () => app.services.templates;

  app.get(
    templatePaths.playCate,
    {
      schema: { querystring: playCateQuery, response: { 200: okEnvelope(z.array(playCategory)) } },
    },
    async (request) => ok(await templates().playCategories(request.query.gameId)),
  );

  app.get(
    templatePaths.list,
    {
      schema: { querystring: templateListQuery, response: { 200: okEnvelope(templatePage) } },
      preHandler: optionalMember,
    },
    async (request, reply) => {
      const { query } = request;
      if (query.companyCode !== undefined && query.companyCode !== app.config.COMPANY_CODE) {
        throw new AppError('SYS/VALIDATION', '公司代码不匹配');
      }
      if (!request.member) {
        // A guest's page is serialized and compressed once per change and sent as bytes (the
        // typed reply only knows the object form, hence `never`).
        const body = await templates().guestListBody(query);
        return sendEncoded(reply, request.headers['accept-encoding'], body) as never;
      }
      return ok(await templates().list(query, viewerOf(request), request.member.user.id));
    },
  );

  for (const suffix of ['', '/:documentId', '/:documentId/:client']) {
    app.get(
      `${templatePaths.info}/:gameId/:templateId${suffix}`,
      {
        schema: { params: templateInfoParams, response: { 200: okEnvelope(templateDetail) } },
        preHandler: optionalMember,
      },
      async (request) =>
        ok(await templates().info(request.params, viewerOf(request), request.member?.user.id)),
    );
  }

  app.get(
    '/game-document/template/:id/vote',
    {
      schema: { params: templateIdParams, response: { 200: okEnvelope(zodiacPoll) } },
      preHandler: optionalMember,
    },
    async (request) => ok(await templates().pollOf(request.params.id, request.member?.user.id)),
  );

  for (const path of [templatePaths.vote, templatePaths.voteV2]) {
    app.post(
      path,
      {
        schema: { body: templateVoteBody, response: { 200: okEnvelope(zodiacPoll) } },
        preHandler: requireMember,
      },
      async (request) => ok(await templates().vote(memberOf(request).user.id, request.body)),
    );
  }

  app.post(
    templatePaths.toggleLike,
    {
      schema: { body: templateLikeBody, response: { 200: okEnvelope(templateLikeAnswer) } },
      preHandler: requireMember,
    },
    async (request) => ok(await templates().toggleLike(memberOf(request).user.id, request.body)),
  );

  app.get(
    templatePaths.collection,
    {
      schema: { querystring: templateCollectionQuery, response: { 200: okEnvelope(templatePage) } },
      preHandler: requireMember,
    },
    async (request) =>
      ok(await templates().collection(memberOf(request).user.id, viewerOf(request), request.query)),
  );
};
