import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import {
  apiBase,
  channelType,
  rechargePaths,
  rechargeProcessingPage,
  rechargeStatus,
  rechargeStatusLabels,
  type RechargeStatus,
} from '@lottery/contracts';
import * as repo from '../recharge.repository';
import { demoMissingPage, demoPaymentPage } from './demo-gateway-page';

/** How the gateway's notification reaches the notify call; answers its HTTP status. */
export type NotificationDelivery = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

const orderParams = z.strictObject({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/) });

/**
 * The demo gateway's own surface, as a real gateway's site would be: the page the payer pays on
 * and its two answers, each of which signs a notification, delivers it to our notify call
 * (through the HTTP pipeline, `app.inject` unless `deliver` is given) and sends the payer back.
 */
export const demoGatewayRoutes: FastifyPluginAsyncZod<{ deliver?: NotificationDelivery }> = async (
  app,
  options,
) => {
  const notifyUrl = `${apiBase}${rechargePaths.notify.replace(':provider', 'demo')}`;
  const deliver: NotificationDelivery =
    options.deliver ??
    (async ({ url, headers, body }) => {
      const request: InjectOptions = { method: 'POST', url, headers, payload: body };
      return (await app.inject(request)).statusCode;
    });
  const demoOrder = async (orderNo: string) => {
    const order = await repo.findOrder(app.database.db, orderNo);
    return order?.channelType === channelType.online && order.payTo.provider === 'demo'
      ? order
      : undefined;
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/:orderNo', { schema: { params: orderParams } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const order = await demoOrder(request.params.orderNo);
    if (!order) return reply.code(404).send(demoMissingPage());
    return demoPaymentPage({
      orderNo: order.orderNo,
      amount: order.amount,
      channelName: order.channelName,
      payable: order.status === rechargeStatus.pending,
      statusText: rechargeStatusLabels[order.status as RechargeStatus] ?? '',
    });
  });

  for (const [verb, paid] of [
    ['approve', true],
    ['decline', false],
  ] as const) {
    app.post(`/:orderNo/${verb}`, { schema: { params: orderParams } }, async (request, reply) => {
      const order = await demoOrder(request.params.orderNo);
      if (!order) return reply.code(404).type('text/html; charset=utf-8').send(demoMissingPage());
      const signed = await app.services.demoGateway.notification({
        orderNo: order.orderNo,
        amount: order.amount,
        paid,
      });
      const status = await deliver({ url: notifyUrl, ...signed });
      if (status >= 300) {
        request.log.warn({ orderNo: order.orderNo, status }, 'demo gateway notification refused');
      }
      return reply.redirect(rechargeProcessingPage(order.orderNo), 303);
    });
  }
};
