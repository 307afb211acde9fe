import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryProviders,
  followIdsAnswer,
  gameCategory,
  gameGroupQuery,
  gameGroupTypeQuery,
  gameListQuery,
  gamePage,
  gamePaths,
  gameToggleLikeBody,
  launchUrl,
  livePlayQuery,
  ok,
  okEnvelope,
  query,
  toggleLikeAnswer,
} from '@lottery/contracts';
import { publicUrlOf } from '../../config';
import { AppError } from '../../http/app-error';
import { memberOf, optionalMember, requireMember } from '../auth/auth';

/**
 * The game centre calls of spec part 1 §7 "Game centre": the catalogue for everyone (a member
 * also sees their follows), follows for members, and the launch of a third-party game.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = () => app.services.games;

  /**
   * The site's own address for launch URLs: PUBLIC_URL, else this server on localhost at the
   * port it listens on. Never the request's Host header, which the caller chooses.
   */
  const siteUrl = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : app.config.PORT;
    return publicUrlOf({ ...app.config, PORT: port }).replace(/\/+$/, '');
  };

  const checkCompanyCode = (companyCode: string | undefined) => {
    if (companyCode !== undefined && companyCode !== app.config.COMPANY_CODE) {
      throw new AppError('SYS/VALIDATION', '公司代码不匹配');
    }
  };

  app.get(
    gamePaths.group,
    {
      schema: {
        querystring: gameGroupQuery,
        response: { 200: okEnvelope(z.array(gameCategory)) },
      },
    },
    async (request) => {
      checkCompanyCode(request.query.companyCode);
      return ok(await games().categories());
    },
  );

  app.get(
    gamePaths.groupType,
    {
      schema: {
        querystring: gameGroupTypeQuery,
        response: { 200: okEnvelope(z.array(categoryProviders)) },
      },
    },
    async (request) => {
      checkCompanyCode(request.query.companyCode);
      return ok(await games().categoryProviders(request.query));
    },
  );

  app.get(
    gamePaths.listAll,
    {
      preValidation: optionalMember,
      schema: { querystring: gameListQuery, response: { 200: okEnvelope(gamePage) } },
    },
    async (request) => {
      checkCompanyCode(request.query.companyCode);
      return ok(await games().list(request.query, request.member?.user.id));
    },
  );

  app.get(
    gamePaths.followIds,
    {
      preValidation: requireMember,
      schema: { querystring: query({}), response: { 200: okEnvelope(followIdsAnswer) } },
    },
    async (request) => ok(await games().followIds(memberOf(request).user.id)),
  );

  app.post(
    gamePaths.toggleLike,
    {
      preValidation: requireMember,
      schema: { body: gameToggleLikeBody, response: { 200: okEnvelope(toggleLikeAnswer) } },
    },
    async (request) => ok(await games().toggleLike(memberOf(request).user.id, request.body)),
  );

  app.get(
    gamePaths.livePlay,
    {
      preValidation: requireMember,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { querystring: livePlayQuery, response: { 200: okEnvelope(launchUrl) } },
    },
    async (request) => ok(await games().launch(memberOf(request), request.query, siteUrl())),
  );
};
