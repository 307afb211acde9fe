import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGalleryCategoriesQuery,
  adminGalleryCategory,
  adminGalleryGroup,
  adminGalleryGroupPage,
  adminGalleryGroupsQuery,
  adminGameOption,
  adminIdBody,
  adminIdQuery,
  adminLibraryArticlePage,
  adminLibraryArticlesQuery,
  adminPromotion,
  adminPromotionClass,
  adminPublishingNoQuery,
  adminPublishingPaths as paths,
  adminTemplate,
  adminTemplateDetail,
  adminTemplateGroup,
  adminTemplateItem,
  adminTemplateItemPage,
  adminTemplateItemsQuery,
  adminTemplatesQuery,
  libraryArticle,
  libraryCategory,
  ok,
  okEnvelope,
  saveGalleryGroupBody,
  saveLibraryArticleBody,
  saveLibraryCategoryBody,
  savePromotionBody,
  saveTemplateBody,
  saveTemplateGroupBody,
  saveTemplateItemBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

const done = okEnvelope(z.null());

/**
 * Published content (docs/admin.md): template cards, gallery groups, promotions and the data
 * library. Every role reads them; content editors change them.
 */
export const adminPublishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = () => app.services.admin.templateCards;
  const publishing = () => app.services.admin.publishing;
  const view = adminAccess('view');
  const edit = adminAccess('editContent');

  // --- template cards ----------------------------------------------------------------------

  app.get(
    paths.games,
    {
      preValidation: view,
      schema: {
        querystring: adminPublishingNoQuery,
        response: { 200: okEnvelope(z.array(adminGameOption)) },
      },
    },
    async () => ok(await cards().games()),
  );
  app.get(
    paths.templates,
    {
      preValidation: view,
      schema: {
        querystring: adminTemplatesQuery,
        response: { 200: okEnvelope(z.array(adminTemplate)) },
      },
    },
    async (request) => ok(await cards().cards(request.query.gameId)),
  );
  app.get(
    paths.template,
    {
      preValidation: view,
      schema: { querystring: adminIdQuery, response: { 200: okEnvelope(adminTemplateDetail) } },
    },
    async (request) => ok(await cards().card(request.query.id)),
  );
  app.get(
    paths.templateItems,
    {
      preValidation: view,
      schema: {
        querystring: adminTemplateItemsQuery,
        response: { 200: okEnvelope(adminTemplateItemPage) },
      },
    },
    async (request) => ok(await cards().items(request.query.groupId, request.query)),
  );
  app.post(
    paths.saveTemplate,
    {
      preValidation: edit,
      schema: { body: saveTemplateBody, response: { 200: okEnvelope(adminTemplate) } },
    },
    async (request) => ok(await cards().saveCard(actorOf(request), request.body)),
  );
  app.post(
    paths.removeTemplate,
    { preValidation: edit, schema: { body: adminIdBody, response: { 200: done } } },
    async (request) => {
      await cards().removeCard(actorOf(request), request.body.id);
      return ok(null);
    },
  );
  app.post(
    paths.saveTemplateGroup,
    {
      preValidation: edit,
      schema: { body: saveTemplateGroupBody, response: { 200: okEnvelope(adminTemplateGroup) } },
    },
    async (request) => ok(await cards().saveGroup(actorOf(request), request.body)),
  );
  app.post(
    paths.removeTemplateGroup,
    { preValidation: edit, schema: { body: adminIdBody, response: { 200: done } } },
    async (request) => {
      await cards().removeGroup(actorOf(request), request.body.id);
      return ok(null);
    },
  );
  app.post(
    paths.saveTemplateItem,
    {
      preValidation: edit,
      schema: { body: saveTemplateItemBody, response: { 200: okEnvelope(adminTemplateItem) } },
    },
    async (request) => ok(await cards().saveItem(actorOf(request), request.body)),
  );
  app.post(
    paths.removeTemplateItem,
    { preValidation: edit, schema: { body: adminIdBody, response: { 200: done } } },
    async (request) => {
      await cards().removeItem(actorOf(request), request.body.id);
      return ok(null);
    },
  );

  // --- gallery -----------------------------------------------------------------------------

  app.get(
    paths.galleryCategories,
    {
      preValidation: view,
      schema: {
        querystring: adminGalleryCategoriesQuery,
        response: { 200: okEnvelope(z.array(adminGalleryCategory)) },
      },
    },
    async (request) => ok(await publishing().galleryCategories(request.query.gameId)),
  );
  app.get(
    paths.galleryGroups,
    {
      preValidation: view,
      schema: {
        querystring: adminGalleryGroupsQuery,
        response: { 200: okEnvelope(adminGalleryGroupPage) },
      },
    },
    async (request) => ok(await publishing().galleryGroups(request.query)),
  );
  app.post(
    paths.saveGalleryGroup,
    {
      preValidation: edit,
      schema: { body: saveGalleryGroupBody, response: { 200: okEnvelope(adminGalleryGroup) } },
    },
    async (request) => ok(await publishing().saveGalleryGroup(actorOf(request), request.body)),
  );
  app.post(
    paths.removeGalleryGroup,
    { preValidation: edit, schema: { body: adminIdBody, response: { 200: done } } },
    async (request) => {
      await publishing().removeGalleryGroup(actorOf(request), request.body.id);
      return ok(null);
    },
  );

  // --- promotions --------------------------------------------------------------------------

  app.get(
    paths.promotions,
    {
      preValidation: view,
      schema: {
        querystring: adminPublishingNoQuery,
        response: { 200: okEnvelope(z.array(adminPromotion)) },
      },
    },
    async () => ok(await publishing().promotions()),
  );
  app.get(
    paths.promotionClasses,
    {
      preValidation: view,
      schema: {
        querystring: adminPublishingNoQuery,
        response: { 200: okEnvelope(z.array(adminPromotionClass)) },
      },
    },
    async () => ok(await publishing().promotionClasses()),
  );
  app.post(
    paths.savePromotion,
    {
      preValidation: edit,
      schema: { body: savePromotionBody, response: { 200: okEnvelope(adminPromotion) } },
    },
    async (request) => ok(await publishing().savePromotion(actorOf(request), request.body)),
  );
  app.post(
    paths.removePromotion,
    { preValidation: edit, schema: { body: adminIdBody, response: { 200: done } } },
    async (request) => {
      await publishing().removePromotion(actorOf(request), request.body.id);
      return ok(null);
    },
  );

  // --- data library ------------------------------------------------------------------------

  app.get(
    paths.libraryCategories,
    {
      preValidation: view,
      schema: {
        querystring: adminPublishingNoQuery,
        response: { 200: okEnvelope(z.array(libraryCategory)) },
      },
    },
    async () => ok(await publishing().libraryCategories()),
  );
  app.post(
    paths.saveLibraryCategory,
    {
      preValidation: edit,
      schema: { body: saveLibraryCategoryBody, response: { 200: okEnvelope(libraryCategory) } },
    },
    async (request) => ok(await publishing().saveLibraryCategory(actorOf(request), request.body)),
  );
  app.get(
    paths.libraryArticles,
    {
      preValidation: view,
      schema: {
        querystring: adminLibraryArticlesQuery,
        response: { 200: okEnvelope(adminLibraryArticlePage) },
      },
    },
    async (request) => ok(await publishing().libraryArticles(request.query)),
  );
  app.get(
    paths.libraryArticle,
    {
      preValidation: view,
      schema: { querystring: adminIdQuery, response: { 200: okEnvelope(libraryArticle) } },
    },
    async (request) => ok(await publishing().libraryArticle(request.query.id)),
  );
  app.post(
    paths.saveLibraryArticle,
    {
      preValidation: edit,
      schema: { body: saveLibraryArticleBody, response: { 200: okEnvelope(libraryArticle) } },
    },
    async (request) => ok(await publishing().saveLibraryArticle(actorOf(request), request.body)),
  );
  app.post(
    paths.removeLibraryArticle,
    { preValidation: edit, schema: { body: adminIdBody, response: { 200: done } } },
    async (request) => {
      await publishing().removeLibraryArticle(actorOf(request), request.body.id);
      return ok(null);
    },
  );
};
