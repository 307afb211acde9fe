import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bettingBonus,
  bettingBonusClaim,
  bettingBonusOperatorPaths,
  bettingBonusPaths,
  claimBettingBonusBody,
  ok,
  okEnvelope,
  setBettingBonusRateBody,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';
import { memberOf, requireMember } from '../auth/auth';

/**
 * 我的洗码 calls (docs/api.md "我的洗码"): the member's unclaimed bonus and its claim (trial
 * accounts may look, not claim), and the operator's rates behind OPERATOR_TOKEN.
 */
export const bettingBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  const bonus = () => app.services.bettingBonus;
  const authorize = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.get(
    bettingBonusPaths.summary,
    { preValidation: requireMember, schema: { response: { 200: okEnvelope(bettingBonus) } } },
    async (request) => ok(await bonus().summary(memberOf(request))),
  );

  app.post(
    bettingBonusPaths.claim,
    {
      preValidation: requireMember,
      schema: { body: claimBettingBonusBody, response: { 200: okEnvelope(bettingBonusClaim) } },
    },
    async (request) => ok(await bonus().claim(memberOf(request), request.body)),
  );

  app.post(
    bettingBonusOperatorPaths.rates,
    {
      preHandler: authorize,
      schema: { body: setBettingBonusRateBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await bonus().setRate(request.body);
      return ok(null);
    },
  );
};
