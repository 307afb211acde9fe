import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChannelList,
  adminChannelsQuery,
  adminConfirmRechargeBody,
  adminIdQuery,
  adminPaths,
  adminPayWithdrawalBody,
  adminRecharge,
  adminRechargePage,
  adminRechargesQuery,
  adminRejectRechargeBody,
  adminRejectWithdrawalBody,
  adminWithdrawal,
  adminWithdrawalDetail,
  adminWithdrawalPage,
  adminWithdrawalsQuery,
  ok,
  okEnvelope,
  paymentChannelBody,
  rechargeChannel,
} from '@lottery/contracts';
import { actorOf, adminAccess } from '../admin-guard';

/** Recharge and withdrawal orders, their decisions, payment channels (docs/admin.md). */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const finance = () => app.services.admin.finance;

  app.get(
    adminPaths.withdrawals,
    {
      preValidation: adminAccess('view'),
      schema: {
        querystring: adminWithdrawalsQuery,
        response: { 200: okEnvelope(adminWithdrawalPage) },
      },
    },
    async (request) => ok(await finance().withdrawals(request.query)),
  );

  app.get(
    adminPaths.withdrawal,
    {
      preValidation: adminAccess('view'),
      schema: { querystring: adminIdQuery, response: { 200: okEnvelope(adminWithdrawalDetail) } },
    },
    async (request) => ok(await finance().withdrawal(request.query.id)),
  );

  app.post(
    adminPaths.payWithdrawal,
    {
      preValidation: adminAccess('decideMoney'),
      schema: { body: adminPayWithdrawalBody, response: { 200: okEnvelope(adminWithdrawal) } },
    },
    async (request) => ok(await finance().payWithdrawal(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.rejectWithdrawal,
    {
      preValidation: adminAccess('decideMoney'),
      schema: { body: adminRejectWithdrawalBody, response: { 200: okEnvelope(adminWithdrawal) } },
    },
    async (request) => ok(await finance().rejectWithdrawal(actorOf(request), request.body)),
  );

  app.get(
    adminPaths.recharges,
    {
      preValidation: adminAccess('view'),
      schema: {
        querystring: adminRechargesQuery,
        response: { 200: okEnvelope(adminRechargePage) },
      },
    },
    async (request) => ok(await finance().recharges(request.query)),
  );

  app.post(
    adminPaths.confirmRecharge,
    {
      preValidation: adminAccess('decideMoney'),
      schema: { body: adminConfirmRechargeBody, response: { 200: okEnvelope(adminRecharge) } },
    },
    async (request) => ok(await finance().confirmRecharge(actorOf(request), request.body)),
  );

  app.post(
    adminPaths.rejectRecharge,
    {
      preValidation: adminAccess('decideMoney'),
      schema: { body: adminRejectRechargeBody, response: { 200: okEnvelope(adminRecharge) } },
    },
    async (request) => ok(await finance().rejectRecharge(actorOf(request), request.body)),
  );

  app.get(
    adminPaths.channels,
    {
      preValidation: adminAccess('view'),
      schema: { querystring: adminChannelsQuery, response: { 200: okEnvelope(adminChannelList) } },
    },
    async () => ok(await finance().channels()),
  );

  app.post(
    adminPaths.saveChannel,
    {
      preValidation: adminAccess('decideMoney'),
      schema: { body: paymentChannelBody, response: { 200: okEnvelope(rechargeChannel) } },
    },
    async (request) => ok(await finance().saveChannel(actorOf(request), request.body)),
  );
};
