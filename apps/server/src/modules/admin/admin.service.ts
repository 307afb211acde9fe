import type { Deps } from '../../deps';
import type { AccountService } from '../account/account.service';
import type { AgentService } from '../agent/agent.service';
import type { BettingBonusService } from '../betting-bonus/betting-bonus.service';
import type { BettingService } from '../betting/betting.service';
import type { SessionService } from '../auth/session.service';
import type { ContentService } from '../content/content.service';
import type { GalleryService } from '../gallery/gallery.service';
import type { LibraryService } from '../library/library.service';
import type { PromotionsService } from '../promotions/promotions.service';
import type { TemplatesService } from '../templates/templates.service';
import { createTemplateEditorService } from '../templates/template-editor.service';
import type { DrawsService } from '../draws/draws.service';
import type { SettlementService } from '../betting/settlement.service';
import type { GamesService } from '../games/games.service';
import type { RechargeService } from '../recharge/recharge.service';
import type { RedPacketsService } from '../red-packets/red-packets.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawDecisionService } from '../withdraw/withdraw-decision.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import { createAdminAuthService } from './auth/admin-auth.service';
import { createAdminAgentsService } from './agents/agents.service';
import { createAuditService } from './audit/audit.service';
import { createAdminChatService } from './chat/chat.service';
import { createDashboardService } from './dashboard/dashboard.service';
import { createAdminDrawsService } from './draws/draws.service';
import { createFinanceService } from './finance/finance.service';
import { createAdminGamesService } from './games/games.service';
import { createRedPacketLimitsService } from './games/red-packet-limits.service';
import { createAdminMembersService } from './members/members.service';
import { createAdminNoticesService } from './notices/notices.service';
import { createAdminPublishingService } from './publishing/publishing.service';
import { createAdminTemplateCardsService } from './publishing/template-cards.service';
import { createAdminReportsService } from './reports/reports.service';
import { createAdminSettingsService } from './settings/settings.service';
import { createAdminSiteContentService } from './site-content/site-content.service';

/** The services of other areas the back office acts through. */
export interface AdminPeers {
  wallet: WalletService;
  sessions: SessionService;
  account: AccountService;
  agent: AgentService;
  bettingBonus: BettingBonusService;
  content: ContentService;
  draws: DrawsService;
  settlement: SettlementService;
  games: GamesService;
  betting: BettingService;
  redPackets: RedPacketsService;
  settings: SettingsService;
  recharge: RechargeService;
  withdraw: WithdrawService;
  withdrawDecisions: WithdrawDecisionService;
  templates: TemplatesService;
  gallery: GalleryService;
  promotions: PromotionsService;
  library: LibraryService;
}

export type AdminServices = ReturnType<typeof createAdminServices>;

/** The back office's own services; its calls reach the other areas through their services. */
export const createAdminServices = (deps: Deps, peers: AdminPeers) => {
  const audit = createAuditService(deps);
  const auth = createAdminAuthService(deps, { audit });
  const finance = createFinanceService(deps, { audit, ...peers });
  const dashboard = createDashboardService(deps);
  const draws = createAdminDrawsService(deps, { audit, ...peers });
  const members = createAdminMembersService(deps, { audit, ...peers });
  const notices = createAdminNoticesService(deps, { audit, ...peers });
  const siteContent = createAdminSiteContentService(deps, { audit, ...peers });
  const settings = createAdminSettingsService(deps, { audit, ...peers });
  const chat = createAdminChatService(deps, { audit, ...peers });
  const templateEditor = createTemplateEditorService(deps, peers);
  const templateCards = createAdminTemplateCardsService(deps, { audit, templateEditor });
  const publishing = createAdminPublishingService(deps, { audit, ...peers });
  const agents = createAdminAgentsService(deps, { audit, ...peers });
  const reports = createAdminReportsService(deps);
  const games = createAdminGamesService(deps, { audit, ...peers });
  const redPacketLimits = createRedPacketLimitsService(deps, { audit, ...peers });
  return {
    audit,
    auth,
    chat,
    finance,
    dashboard,
    draws,
    notices,
    siteContent,
    templateCards,
    publishing,
    members,
    settings,
    games,
    redPacketLimits,
    agents,
    reports,
  };
};
