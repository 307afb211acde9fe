import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalog, type ErrorCode } from '@lottery/contracts';
import { AppError, errorBodyOf } from './app-error';
import { RequestValidationError } from './request-validation-error';

/** Fastify's own client errors, mapped to the catalogue. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'SYS/BAD_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'SYS/BAD_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'SYS/BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'SYS/UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'SYS/VALIDATION',
  FST_ERR_VALIDATION: 'SYS/VALIDATION',
  FST_ERR_NOT_FOUND: 'SYS/NOT_FOUND',
};

const send = (reply: FastifyReply, code: string, message: string, statusCode: number) =>
  reply.status(statusCode).send(errorBodyOf(code, message, statusCode));

/** The one place errors become responses; nothing of a 5xx's cause leaves the server. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error instanceof RequestValidationError) {
      return send(reply, 'SYS/VALIDATION', error.describe(), 400);
    }
    if (error.statusCode === 429) {
      const code: ErrorCode = 'SYS/RATE_LIMITED';
      return send(reply, code, errorCatalog[code].message, 429);
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      const { status, message } = errorCatalog[mapped];
      return send(reply, mapped, message, status);
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, 'SYS/VALIDATION', errorCatalog['SYS/VALIDATION'].message, statusCode);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 'SYS/INTERNAL', errorCatalog['SYS/INTERNAL'].message, 500);
  });
};
