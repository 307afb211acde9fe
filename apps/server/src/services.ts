import type { Deps } from './deps';
import { createAccountService } from './modules/account/account.service';
import { createPublishService } from './modules/publish/publish.service';
import { staticFileDefinitions } from './modules/publish/static-files';
import { createSettingsService } from './modules/settings/settings.service';
import { createWalletService } from './modules/wallet/wallet.service';

export type Services = ReturnType<typeof createServices>;

/** Builds every service once, in dependency order. */
export const createServices = (deps: Deps) => {
  const settings = createSettingsService(deps);
  const wallet = createWalletService(deps);
  const account = createAccountService(deps, wallet);
  const publish = createPublishService(deps, staticFileDefinitions({ settings, now: deps.now }));
  return { settings, wallet, account, publish };
};
