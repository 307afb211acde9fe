import type { FastifyPluginAsync } from 'fastify';

/** The chat socket at /api-messen/ws (issue 21). */
export const chatSocketRoutes: FastifyPluginAsync<{ now: () => Date }> = async () => {};
