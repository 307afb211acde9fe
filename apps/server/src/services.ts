import type { Deps } from './deps';
import { createAdminServices } from './modules/admin/admin.service';
import { createAccountService } from './modules/account/account.service';
import { createAgentService } from './modules/agent/agent.service';
import { createSecretService } from './modules/account/secret.service';
import { createSessionService } from './modules/auth/session.service';
import { createCaptchaService, type CaptchaOptions } from './modules/captcha/captcha.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createContentService } from './modules/content/content.service';
import { openInfoFiles } from './modules/draws/draw-static-files';
import { createDrawsService } from './modules/draws/draws.service';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createGalleryService } from './modules/gallery/gallery.service';
import { createLibraryService } from './modules/library/library.service';
import { createPromotionsService } from './modules/promotions/promotions.service';
import { gameCenterFiles } from './modules/games/game-center-file';
import { createGamesService } from './modules/games/games.service';
import { createProviderRegistry } from './modules/games/providers';
import { createDemoProvider } from './modules/games/providers/demo/demo-provider';
import { createPublishService } from './modules/publish/publish.service';
import { staticFileDefinitions } from './modules/publish/static-files';
import { createSettingsService } from './modules/settings/settings.service';
import { templateListFiles } from './modules/templates/template-static-files';
import { createTemplatesService } from './modules/templates/templates.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { createBettingService } from './modules/betting/betting.service';
import { createSettlementService } from './modules/betting/settlement.service';
import { createRechargeService } from './modules/recharge/recharge.service';
import { createDemoGateway } from './modules/recharge/providers/demo-gateway';
import { createPaymentProviders } from './modules/recharge/providers/payment-provider';
import { createWithdrawService } from './modules/withdraw/withdraw.service';
import { createWithdrawDecisionService } from './modules/withdraw/withdraw-decision.service';
import { createReportsService } from './modules/reports/reports.service';
import { createBettingBonusService } from './modules/betting-bonus/betting-bonus.service';
import { createChatService } from './modules/chat/chat.service';
import { createChatImagesService } from './modules/chat-images/chat-images.service';
import { createRedPacketsService } from './modules/red-packets/red-packets.service';

export type Services = ReturnType<typeof createServices>;

/** Builds every service once, in dependency order. */
export const createServices = (deps: Deps, options: { captcha?: CaptchaOptions } = {}) => {
  const settings = createSettingsService(deps);
  const wallet = createWalletService(deps);
  const sessions = createSessionService(deps);
  const secrets = createSecretService(deps);
  const captcha = createCaptchaService(deps, options.captcha);
  const notifications = createNotificationsService(deps);
  const account = createAccountService(deps, {
    wallet,
    sessions,
    secrets,
    captcha,
    settings,
    notifications,
  });
  const content = createContentService(deps);
  const templates = createTemplatesService(deps);
  const draws = createDrawsService(deps, { settings });
  const gallery = createGalleryService(deps, { content });
  const library = createLibraryService(deps);
  const promotions = createPromotionsService(deps);
  const demoProvider = createDemoProvider(deps, { wallet });
  const gameProviders = createProviderRegistry([demoProvider.adapter]);
  const games = createGamesService(deps, { settings, wallet, providers: gameProviders });
  const betting = createBettingService(deps, { wallet, settings });
  const settlement = createSettlementService(deps, { wallet, settings });
  const demoGateway = createDemoGateway(deps);
  const paymentProviders = createPaymentProviders([demoGateway.adapter]);
  const recharge = createRechargeService(deps, {
    wallet,
    settings,
    providers: paymentProviders,
  });
  const withdraw = createWithdrawService(deps, { wallet, account, settings });
  const withdrawDecisions = createWithdrawDecisionService(deps, { wallet });
  const reports = createReportsService(deps);
  const bettingBonus = createBettingBonusService(deps, { wallet });
  const chat = createChatService(deps, { sessions, settings });
  const chatImages = createChatImagesService(deps);
  const redPackets = createRedPacketsService(deps, { wallet, settings });
  const agent = createAgentService(deps, { account, secrets, settings });
  const publish = createPublishService(deps, [
    ...staticFileDefinitions({
      theme: deps.config.THEME,
      content,
      settings,
      limits: account.limits,
      secrets,
      now: deps.now,
    }),
    ...openInfoFiles(draws),
    ...gameCenterFiles(games),
    ...templateListFiles(templates),
  ]);
  return {
    settings,
    wallet,
    sessions,
    secrets,
    captcha,
    notifications,
    account,
    content,
    templates,
    draws,
    analytics: createAnalyticsService(deps, { settings }),
    gallery,
    library,
    promotions,
    demoProvider,
    gameProviders,
    games,
    betting,
    settlement,
    demoGateway,
    paymentProviders,
    recharge,
    withdraw,
    withdrawDecisions,
    reports,
    bettingBonus,
    chat,
    chatImages,
    redPackets,
    agent,
    publish,
    admin: createAdminServices(deps, {
      draws,
      settlement,
      wallet,
      sessions,
      account,
      agent,
      bettingBonus,
      content,
      games,
      betting,
      redPackets,
      settings,
      recharge,
      withdraw,
      withdrawDecisions,
      templates,
      gallery,
      promotions,
      library,
    }),
  };
};
