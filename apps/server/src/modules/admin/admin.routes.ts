import type { FastifyPluginAsync } from 'fastify';
import { adminAuthRoutes } from './admin-auth.routes';
import { registerAdminRequest } from './admin-guard';

/** Every back-office call under `/app-api/admin` (docs/admin.md). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminRequest(app);
  await app.register(adminAuthRoutes);
};
