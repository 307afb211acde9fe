import type { FastifyPluginAsync } from 'fastify';
import { adminAuthRoutes } from './admin-auth.routes';
import { registerAdminRequest } from './admin-guard';
import { adminChatRoutes } from './chat/chat.routes';
import { adminDashboardRoutes } from './dashboard/dashboard.routes';
import { adminFinanceRoutes } from './finance/finance.routes';
import { adminMembersRoutes } from './members/members.routes';
import { adminNoticesRoutes } from './notices/notices.routes';
import { adminSettingsRoutes } from './settings/settings.routes';

/** Every back-office call under `/app-api/admin` (docs/admin.md). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminRequest(app);
  await app.register(adminAuthRoutes);
  await app.register(adminFinanceRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminNoticesRoutes);
  await app.register(adminChatRoutes);
  await app.register(adminSettingsRoutes);
};
