import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okEnvelope,
  promotion,
  promotionDetail,
  promotionDetailQuery,
  promotionListQuery,
  promotionOperatorPaths,
  promotionPaths,
  removePromotionBody,
  savePromotionBody,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import { operatorAuthorization } from '../../http/operator-auth';

export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const authorize = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.get(
    promotionPaths.list,
    {
      schema: {
        querystring: promotionListQuery,
        response: { 200: okEnvelope(z.array(promotion)) },
      },
    },
    async (request) => {
      const { device, companyCode } = request.query;
      if (companyCode !== undefined && companyCode !== app.config.COMPANY_CODE) {
        throw new AppError('SYS/VALIDATION', '公司代码不匹配');
      }
      return ok(await app.services.promotions.list(device));
    },
  );

  app.get(
    promotionPaths.detail,
    {
      schema: { querystring: promotionDetailQuery, response: { 200: okEnvelope(promotionDetail) } },
    },
    async (request) => ok(await app.services.promotions.detail(request.query.id)),
  );

  app.post(
    promotionOperatorPaths.save,
    {
      preHandler: authorize,
      schema: {
        body: savePromotionBody,
        response: { 200: okEnvelope(z.object({ id: z.number() })) },
      },
    },
    async (request) => ok({ id: await app.services.promotions.save(request.body) }),
  );

  app.post(
    promotionOperatorPaths.remove,
    {
      preHandler: authorize,
      schema: { body: removePromotionBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await app.services.promotions.remove(request.body.id);
      return ok(null);
    },
  );
};
