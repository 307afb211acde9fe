import type { FastifyPluginAsync } from 'fastify';
import { adminAuthRoutes } from './admin-auth.routes';
import { adminAgentsRoutes } from './agents/agents.routes';
import { registerAdminRequest } from './admin-guard';
import { adminChatRoutes } from './chat/chat.routes';
import { adminDashboardRoutes } from './dashboard/dashboard.routes';
import { adminDrawsRoutes } from './draws/draws.routes';
import { adminFinanceRoutes } from './finance/finance.routes';
import { adminGamesRoutes } from './games/games.routes';
import { adminMembersRoutes } from './members/members.routes';
import { adminNoticesRoutes } from './notices/notices.routes';
import { adminPublishingRoutes } from './publishing/publishing.routes';
import { adminReportsRoutes } from './reports/reports.routes';
import { adminSettingsRoutes } from './settings/settings.routes';
import { adminSiteContentRoutes } from './site-content/site-content.routes';

/** Every back-office call under `/app-api/admin` (docs/admin.md). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  registerAdminRequest(app);
  await app.register(adminAuthRoutes);
  await app.register(adminFinanceRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminDrawsRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminNoticesRoutes);
  await app.register(adminSiteContentRoutes);
  await app.register(adminPublishingRoutes);
  await app.register(adminChatRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminAgentsRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminGamesRoutes);
};
