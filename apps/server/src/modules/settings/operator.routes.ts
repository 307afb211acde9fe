import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okEnvelope,
  operatorPaths,
  setSystemConfigBody,
  systemConfigValueRule,
} from '@lottery/contracts';
import { operatorAuthorization } from '../../http/operator-auth';

/** The body, plus the rule of keys whose values are constrained (e.g. site_theme). */
const systemConfigRequest = setSystemConfigBody.superRefine(({ configKey, configValue }, ctx) => {
  const result = systemConfigValueRule(configKey)?.safeParse(configValue);
  if (result && !result.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['configValue'],
      message: `${configKey} ${result.error.issues[0]?.message ?? ''}`.trim(),
    });
  }
});

/** Operator calls: content and settings maintenance, behind OPERATOR_TOKEN. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const authorize = operatorAuthorization(app.config.OPERATOR_TOKEN);

  app.post(
    operatorPaths.systemConfig,
    {
      preHandler: authorize,
      schema: { body: systemConfigRequest, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await app.services.settings.setSystemConfig(request.body);
      return ok(null);
    },
  );
};
