import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freeBankWithdrawForm,
  ok,
  okEnvelope,
  operatorWithdrawDecision,
  operatorWithdrawQuery,
  operatorWithdrawRejection,
  validWithdraw,
  withdrawForm,
  withdrawIdQuery,
  withdrawListQuery,
  withdrawOperatorPaths,
  withdrawOrder,
  withdrawOrderPage,
  withdrawPaths,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';
import { memberOf, requireMember, requireOfficial } from '../auth/auth';

/**
 * Per address, beside the per-member count of wrong withdraw passwords (secret-guard.ts): a
 * member asks a few withdrawals a day, a guesser with many sessions asks far more.
 */
const askLimit = { max: 30, timeWindow: '10 minutes' } as const;

/**
 * Withdraw calls (docs/api.md "Wallet: withdraw"): official members ask and read their own
 * withdrawals; the operator pays or rejects them behind OPERATOR_TOKEN.
 */
export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const withdraw = () => app.services.withdraw;
  const decisions = () => app.services.withdrawDecisions;
  const authorize = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.post(
    withdrawPaths.save,
    {
      config: { rateLimit: askLimit },
      preValidation: requireOfficial,
      schema: { body: withdrawForm, response: { 200: okEnvelope(withdrawOrder) } },
    },
    async (request) => ok(await withdraw().save(memberOf(request), request.body)),
  );

  app.post(
    withdrawPaths.freeBank,
    {
      config: { rateLimit: askLimit },
      preValidation: requireOfficial,
      schema: { body: freeBankWithdrawForm, response: { 200: okEnvelope(withdrawOrder) } },
    },
    async (request) => ok(await withdraw().freeBank(memberOf(request), request.body)),
  );

  app.get(
    withdrawPaths.validWithdraw,
    { preValidation: requireMember, schema: { response: { 200: okEnvelope(validWithdraw) } } },
    async (request) => ok(await withdraw().validWithdraw(memberOf(request))),
  );

  app.get(
    withdrawPaths.list,
    {
      preValidation: requireMember,
      schema: { querystring: withdrawListQuery, response: { 200: okEnvelope(withdrawOrderPage) } },
    },
    async (request) => ok(await withdraw().list(memberOf(request), request.query)),
  );

  app.get(
    withdrawPaths.detail,
    {
      preValidation: requireMember,
      schema: { querystring: withdrawIdQuery, response: { 200: okEnvelope(withdrawOrder) } },
    },
    async (request) => ok(await withdraw().detail(memberOf(request), request.query.id)),
  );

  app.get(
    withdrawOperatorPaths.orders,
    {
      preHandler: authorize,
      schema: {
        querystring: operatorWithdrawQuery,
        response: { 200: okEnvelope(withdrawOrderPage) },
      },
    },
    async (request) => ok(await decisions().orders(request.query)),
  );

  app.post(
    withdrawOperatorPaths.pay,
    {
      preHandler: authorize,
      schema: { body: operatorWithdrawDecision, response: { 200: okEnvelope(withdrawOrder) } },
    },
    async (request) => ok(await decisions().pay(request.body.id, request.body.reason)),
  );

  app.post(
    withdrawOperatorPaths.reject,
    {
      preHandler: authorize,
      schema: { body: operatorWithdrawRejection, response: { 200: okEnvelope(withdrawOrder) } },
    },
    async (request) => ok(await decisions().reject(request.body.id, request.body.reason)),
  );
};
