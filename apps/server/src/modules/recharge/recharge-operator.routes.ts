import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceAdjustAnswer,
  balanceAdjustBody,
  ok,
  okEnvelope,
  operatorRechargeDecision,
  operatorRechargeOrderPage,
  operatorRechargeOrdersQuery,
  paymentChannelBody,
  rechargeChannel,
  rechargeOperatorPaths,
  rechargeOrder,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';

/** The operator's recharge calls behind OPERATOR_TOKEN (docs/api.md "Wallet: recharge"). */
export const rechargeOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const recharge = () => app.services.recharge;
  const preHandler = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.post(
    rechargeOperatorPaths.channel,
    {
      preHandler,
      schema: { body: paymentChannelBody, response: { 200: okEnvelope(rechargeChannel) } },
    },
    async (request) => ok(await recharge().channels.upsert(request.body)),
  );

  app.get(
    rechargeOperatorPaths.orders,
    {
      preHandler,
      schema: {
        querystring: operatorRechargeOrdersQuery,
        response: { 200: okEnvelope(operatorRechargeOrderPage) },
      },
    },
    async (request) => ok(await recharge().orders.listAll(request.query)),
  );

  app.post(
    rechargeOperatorPaths.confirm,
    {
      preHandler,
      schema: { body: operatorRechargeDecision, response: { 200: okEnvelope(rechargeOrder) } },
    },
    async (request) => ok(await recharge().crediting.confirm(request.body.orderNo)),
  );

  app.post(
    rechargeOperatorPaths.reject,
    {
      preHandler,
      schema: { body: operatorRechargeDecision, response: { 200: okEnvelope(rechargeOrder) } },
    },
    async (request) =>
      ok(await recharge().crediting.reject(request.body.orderNo, request.body.reason)),
  );

  app.post(
    rechargeOperatorPaths.adjust,
    {
      preHandler,
      schema: { body: balanceAdjustBody, response: { 200: okEnvelope(balanceAdjustAnswer) } },
    },
    async (request) => ok(await recharge().adjustments.adjust(request.body)),
  );
};
