import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app and every route it registered, read from the app itself (Fastify's
 * `fastify.initialization` channel), so a route added later is covered without a list to keep.
 */
export const createTestAppWithRoutes = async (
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; routes: RouteOptions[] }> => {
  const routes: RouteOptions[] = [];
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      routes.push(route);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    return { t: await createTestApp(options), routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
};

/** A log stream for `overrides.logStream` that keeps the lines at error level or above. */
export const errorLineSink = (lines: string[]) => ({
  write: (line: string) => {
    if ((JSON.parse(line) as { level: number }).level >= 50) lines.push(line);
  },
});
