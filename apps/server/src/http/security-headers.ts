import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { apiBase, uploadBase } from '@lottery/contracts';
import { appScriptLoaderSource } from './boot-shell';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", appScriptLoaderSource],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'", 'https:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets on pages with these options, worked out once. */
export const pageSecurityHeaders = (): Record<string, string> => {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
};

/**
 * What a response that is never a page needs (OWASP's REST headers): it cannot be framed, sniffed
 * into a script, read by another origin or sent over plain HTTP. The page policies (CSP sources,
 * opener, referrer) mean nothing on JSON or an image, and they were most of each answer's header
 * bytes.
 */
const resourceHeaders = (page: Record<string, string>): Record<string, string> => ({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security':
    page['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

const isResource = (url: string) => url.startsWith(apiBase) || url.startsWith(uploadBase);

/**
 * Security headers on every answer: helmet's page set on pages (the app, its assets, the demo
 * casino), the resource set on the API and uploads. They never change, so they are worked out
 * once: the Fastify plugin rebuilt helmet (CSP parsing included) for every request, a large share
 * of a static file's cost.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  const page = pageSecurityHeaders();
  const resource = resourceHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isResource(request.url) ? resource : page);
    done();
  });
};
