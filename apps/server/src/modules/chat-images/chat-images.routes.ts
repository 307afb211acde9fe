import type { FastifyPluginAsync } from 'fastify';

/** POST /api-messen/chat/uploadImage. */
export const chatImageUploadRoutes: FastifyPluginAsync = async () => {};

/** GET /img-messen/chat/{name}. */
export const chatImageRoutes: FastifyPluginAsync = async () => {};
