import type { FastifyPluginAsync } from 'fastify';

/** The chat service's calls under the chat base /api-messen (Bearer chat token). */
export const chatRoutes: FastifyPluginAsync = async () => {};

/** The chat calls of the main API (/app-api, access token). */
export const chatApiRoutes: FastifyPluginAsync = async () => {};
