import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  libraryArticle,
  libraryArticlePage,
  libraryArticleQuery,
  libraryArticlesQuery,
  libraryCategoriesQuery,
  libraryCategory,
  libraryOperatorPaths,
  libraryPaths,
  ok,
  okEnvelope,
  removeLibraryArticleBody,
  saveLibraryArticleBody,
  saveLibraryCategoryBody,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';

/**
 * The data library (docs/library.md): reads for everyone, and the operator's writes behind
 * OPERATOR_TOKEN.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const library = () => app.services.library;
  const preHandler = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.get(
    libraryPaths.categories,
    {
      schema: {
        querystring: libraryCategoriesQuery,
        response: { 200: okEnvelope(z.array(libraryCategory)) },
      },
    },
    async () => ok(await library().categories()),
  );

  app.get(
    libraryPaths.articles,
    {
      schema: {
        querystring: libraryArticlesQuery,
        response: { 200: okEnvelope(libraryArticlePage) },
      },
    },
    async (request) => ok(await library().articles(request.query)),
  );

  app.get(
    libraryPaths.article,
    {
      schema: { querystring: libraryArticleQuery, response: { 200: okEnvelope(libraryArticle) } },
    },
    async (request) => ok(await library().article(request.query.id)),
  );

  app.post(
    libraryOperatorPaths.saveCategory,
    {
      preHandler,
      schema: { body: saveLibraryCategoryBody, response: { 200: okEnvelope(libraryCategory) } },
    },
    async (request) => ok(await library().saveCategory(request.body)),
  );

  app.post(
    libraryOperatorPaths.saveArticle,
    {
      preHandler,
      schema: { body: saveLibraryArticleBody, response: { 200: okEnvelope(libraryArticle) } },
    },
    async (request) => ok(await library().saveArticle(request.body)),
  );

  app.post(
    libraryOperatorPaths.removeArticle,
    {
      preHandler,
      schema: { body: removeLibraryArticleBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await library().removeArticle(request.body.id);
      return ok(null);
    },
  );
};
