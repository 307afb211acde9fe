import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRechargeBody,
  gatewayNotifyAnswer,
  ok,
  okEnvelope,
  orderNoForm,
  orderNoQuery,
  rechargeChannel,
  rechargeListQuery,
  rechargeOrder,
  rechargeOrderPage,
  rechargePaths,
} from '@lottery/contracts';
import { memberOf, requireMember } from '../auth/auth';

/** The gateway's notification, kept as sent: its signature covers the bytes. */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    rechargePaths.notify,
    {
      schema: {
        params: z.strictObject({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
        body: z.string(),
        response: { 200: okEnvelope(gatewayNotifyAnswer) },
      },
    },
    async (request) =>
      ok(
        await app.services.recharge.crediting.notify(
          request.params.provider,
          request.body,
          request.headers,
        ),
      ),
  );
};

/** The member's recharge calls (docs/api.md "Wallet: recharge"), and the gateways' notify. */
export const rechargeRoutes: FastifyPluginAsyncZod = async (app) => {
  const recharge = () => app.services.recharge;

  app.get(
    rechargePaths.channels,
    {
      preValidation: requireMember,
      schema: { response: { 200: okEnvelope(z.array(rechargeChannel)) } },
    },
    async () => ok(await recharge().channels.enabled()),
  );

  app.post(
    rechargePaths.create,
    {
      preValidation: requireMember,
      schema: { body: createRechargeBody, response: { 200: okEnvelope(rechargeOrder) } },
    },
    async (request) => ok(await recharge().orders.create(memberOf(request), request.body)),
  );

  app.get(
    rechargePaths.detail,
    {
      preValidation: requireMember,
      schema: { querystring: orderNoQuery, response: { 200: okEnvelope(rechargeOrder) } },
    },
    async (request) => ok(await recharge().orders.detail(memberOf(request), request.query.orderNo)),
  );

  app.get(
    rechargePaths.list,
    {
      preValidation: requireMember,
      schema: { querystring: rechargeListQuery, response: { 200: okEnvelope(rechargeOrderPage) } },
    },
    async (request) => ok(await recharge().orders.list(memberOf(request), request.query)),
  );

  app.post(
    rechargePaths.paid,
    {
      preValidation: requireMember,
      schema: { body: orderNoForm, response: { 200: okEnvelope(rechargeOrder) } },
    },
    async (request) =>
      ok(await recharge().orders.markPaid(memberOf(request), request.body.orderNo)),
  );

  app.post(
    rechargePaths.cancel,
    {
      preValidation: requireMember,
      schema: { body: orderNoForm, response: { 200: okEnvelope(rechargeOrder) } },
    },
    async (request) => ok(await recharge().orders.cancel(memberOf(request), request.body.orderNo)),
  );

  await app.register(notifyRoutes);
};
