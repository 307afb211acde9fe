import type { Deps } from '../../deps';
import type { AccountService } from '../account/account.service';
import type { AgentService } from '../agent/agent.service';
import type { SessionService } from '../auth/session.service';
import type { ContentService } from '../content/content.service';
import type { GamesService } from '../games/games.service';
import type { RechargeService } from '../recharge/recharge.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawDecisionService } from '../withdraw/withdraw-decision.service';
import type { WithdrawService } from '../withdraw/withdraw.service';
import { createAdminAuthService } from './auth/admin-auth.service';
import { createAuditService } from './audit/audit.service';
import { createAdminChatService } from './chat/chat.service';
import { createDashboardService } from './dashboard/dashboard.service';
import { createFinanceService } from './finance/finance.service';
import { createAdminMembersService } from './members/members.service';
import { createAdminNoticesService } from './notices/notices.service';
import { createAdminSettingsService } from './settings/settings.service';

/** The services of other areas the back office acts through. */
export interface AdminPeers {
  wallet: WalletService;
  sessions: SessionService;
  account: AccountService;
  agent: AgentService;
  content: ContentService;
  games: GamesService;
  settings: SettingsService;
  recharge: RechargeService;
  withdraw: WithdrawService;
  withdrawDecisions: WithdrawDecisionService;
}

export type AdminServices = ReturnType<typeof createAdminServices>;

/** The back office's own services; its calls reach the other areas through their services. */
export const createAdminServices = (deps: Deps, peers: AdminPeers) => {
  const audit = createAuditService(deps);
  const auth = createAdminAuthService(deps, { audit });
  const finance = createFinanceService(deps, { audit, ...peers });
  const dashboard = createDashboardService(deps);
  const members = createAdminMembersService(deps, { audit, ...peers });
  const notices = createAdminNoticesService(deps, { audit, ...peers });
  const settings = createAdminSettingsService(deps, { audit, ...peers });
  const chat = createAdminChatService(deps, { audit, ...peers });
  return { audit, auth, chat, finance, dashboard, notices, members, settings };
};
