import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  galleryCategoryQuery,
  galleryGroupDetail,
  galleryGroupNames,
  galleryGroupPage,
  galleryGroupQuery,
  galleryImagePage,
  galleryImagesQuery,
  galleryLikeAnswer,
  galleryLikeBody,
  galleryPaths,
  galleryPlayCategory,
  galleryPlayCategoryQuery,
  gallerySearchQuery,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import { memberOf, optionalMember, requireMember } from '../auth/auth';

/** The gallery calls of spec part 1 §7 "Gallery": reads for everyone, likes for members. */
export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gallery = () => app.services.gallery;

  /** The group calls carry the site's company code; another site's is refused. */
  const checkCompanyCode = (companyCode: string | undefined) => {
    if (companyCode !== undefined && companyCode !== app.config.COMPANY_CODE) {
      throw new AppError('SYS/VALIDATION', '公司代码不匹配');
    }
  };
  const viewerOf = (request: FastifyRequest) => request.member?.user.id;

  app.get(
    galleryPaths.playCategory,
    {
      schema: {
        querystring: galleryPlayCategoryQuery,
        response: { 200: okEnvelope(z.array(galleryPlayCategory)) },
      },
    },
    async (request) => ok(await gallery().playCategories(request.query.gameId)),
  );

  const groupsSchema = {
    schema: { querystring: galleryGroupQuery, response: { 200: okEnvelope(galleryGroupPage) } },
  };
  app.get(galleryPaths.group, groupsSchema, async (request) => {
    checkCompanyCode(request.query.companyCode);
    return ok(await gallery().groups(request.query));
  });
  app.get(
    galleryPaths.search,
    {
      schema: { querystring: gallerySearchQuery, response: { 200: okEnvelope(galleryGroupPage) } },
    },
    async (request) => {
      checkCompanyCode(request.query.companyCode);
      return ok(await gallery().groups(request.query));
    },
  );

  app.get(
    galleryPaths.groupName,
    {
      schema: { querystring: galleryGroupQuery, response: { 200: okEnvelope(galleryGroupNames) } },
    },
    async (request) => {
      checkCompanyCode(request.query.companyCode);
      return ok(await gallery().groupNames(request.query));
    },
  );

  app.get(
    galleryPaths.category,
    {
      schema: {
        querystring: galleryCategoryQuery,
        response: { 200: okEnvelope(galleryGroupPage) },
      },
    },
    async (request) => ok(await gallery().categoryGroups(request.query)),
  );

  app.get(
    galleryPaths.gallery,
    {
      preValidation: optionalMember,
      schema: { querystring: galleryImagesQuery, response: { 200: okEnvelope(galleryImagePage) } },
    },
    async (request) => ok(await gallery().images(request.query, viewerOf(request))),
  );

  app.get(
    galleryPaths.groupDetail,
    {
      preValidation: optionalMember,
      schema: {
        querystring: galleryImagesQuery,
        response: { 200: okEnvelope(galleryGroupDetail) },
      },
    },
    async (request) => ok(await gallery().groupDetail(request.query, viewerOf(request))),
  );

  app.post(
    galleryPaths.toggleLike,
    {
      preValidation: requireMember,
      schema: { body: galleryLikeBody, response: { 200: okEnvelope(galleryLikeAnswer) } },
    },
    async (request) => ok(await gallery().toggleLike(memberOf(request).user.id, request.body)),
  );
};
