import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ok,
  okEnvelope,
  operatorPaths,
  operatorTokenHeader,
  setSystemConfigBody,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Operator calls: content and settings maintenance, behind OPERATOR_TOKEN. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = app.config.OPERATOR_TOKEN ? digest(app.config.OPERATOR_TOKEN) : undefined;

  const authorize = async (request: FastifyRequest) => {
    if (!expected) throw new AppError('OP/DISABLED');
    const given = request.headers[operatorTokenHeader];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('OP/UNAUTHORIZED');
    }
  };

  app.post(
    operatorPaths.systemConfig,
    {
      preHandler: authorize,
      schema: { body: setSystemConfigBody, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await app.services.settings.setSystemConfig(request.body);
      return ok(null);
    },
  );
};
