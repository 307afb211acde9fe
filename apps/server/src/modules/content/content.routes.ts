import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adPaths,
  adQuery,
  adTemplate,
  noticePage,
  noticePaths,
  noticeQuery,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    noticePaths.queryPage,
    { schema: { querystring: noticeQuery, response: { 200: okEnvelope(noticePage) } } },
    async (request) => {
      const { noticeType, page, rows } = request.query;
      return ok(await app.services.content.noticePage(noticeType, page, rows));
    },
  );

  app.get(
    adPaths.ads,
    { schema: { querystring: adQuery, response: { 200: okEnvelope(z.array(adTemplate)) } } },
    async (request) => {
      const { companyCode } = request.query;
      if (companyCode !== undefined && companyCode !== app.config.COMPANY_CODE) {
        throw new AppError('SYS/VALIDATION', '公司代码不匹配');
      }
      return ok(await app.services.content.adTemplates());
    },
  );
};

/** Images under /sys-upload/images/: content-addressed names, cached for a year. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/*',
    { schema: { params: z.object({ '*': z.string().max(200) }) } },
    async (request, reply) => {
      const path = request.params['*'];
      const image = /^[\w-]{1,80}\.(svg|png|webp|jpg)$/.test(path)
        ? await app.services.content.image(path)
        : undefined;
      if (!image) throw new AppError('SYS/NOT_FOUND', '图片不存在');
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(image.body);
    },
  );
};
