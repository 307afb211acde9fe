import type { FastifyPluginAsync } from 'fastify';

/** The red-packet calls under the API base (access token). */
export const redPacketsRoutes: FastifyPluginAsync = async () => {};
