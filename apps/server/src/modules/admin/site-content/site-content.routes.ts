import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAd,
  adminAdList,
  adminCarouselList,
  adminSiteContentNoQuery,
  adminSiteContentPaths as paths,
  adminSitePage,
  adminSitePageList,
  ok,
  okEnvelope,
  saveAdBody,
  saveCarouselsBody,
  saveSitePageBody,
  siteImageBodyLimit,
  uploadedSiteImage,
  uploadSiteImageBody,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** Ads, the home carousel, site pages and image uploads: every role reads, content editors change. */
export const adminSiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteContent = () => app.services.admin.siteContent;
  const view = adminAccess('view');
  const edit = adminAccess('editContent');

  app.get(
    paths.ads,
    {
      preValidation: view,
      schema: { querystring: adminSiteContentNoQuery, response: { 200: okEnvelope(adminAdList) } },
    },
    async () => ok(await siteContent().ads()),
  );

  app.post(
    paths.saveAd,
    { preValidation: edit, schema: { body: saveAdBody, response: { 200: okEnvelope(adminAd) } } },
    async (request) => ok(await siteContent().saveAd(actorOf(request), request.body)),
  );

  app.get(
    paths.carousels,
    {
      preValidation: view,
      schema: {
        querystring: adminSiteContentNoQuery,
        response: { 200: okEnvelope(adminCarouselList) },
      },
    },
    async () => ok(await siteContent().carousels()),
  );

  app.post(
    paths.saveCarousels,
    {
      preValidation: edit,
      schema: { body: saveCarouselsBody, response: { 200: okEnvelope(adminCarouselList) } },
    },
    async (request) => ok(await siteContent().saveCarousels(actorOf(request), request.body)),
  );

  app.get(
    paths.pages,
    {
      preValidation: view,
      schema: {
        querystring: adminSiteContentNoQuery,
        response: { 200: okEnvelope(adminSitePageList) },
      },
    },
    async () => ok(await siteContent().pages()),
  );

  app.post(
    paths.savePage,
    {
      preValidation: edit,
      schema: { body: saveSitePageBody, response: { 200: okEnvelope(adminSitePage) } },
    },
    async (request) => ok(await siteContent().savePage(actorOf(request), request.body)),
  );

  app.post(
    paths.uploadImage,
    {
      // Base64 of an image up to siteImageMaxBytes; the service refuses larger decoded files.
      bodyLimit: siteImageBodyLimit,
      preValidation: edit,
      schema: { body: uploadSiteImageBody, response: { 200: okEnvelope(uploadedSiteImage) } },
    },
    async (request) =>
      ok(
        await siteContent().uploadImage(actorOf(request), Buffer.from(request.body.data, 'base64')),
      ),
  );
};
