import type { Deps } from '../../deps';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';

export type RedPacketsService = ReturnType<typeof createRedPacketsService>;

/** Red packets (issue 21; docs/api.md "Red packets"). */
export const createRedPacketsService = (
  _deps: Deps,
  _services: { wallet: WalletService; settings: SettingsService },
) => ({
  expiry: {
    start: (_timers?: unknown) => undefined,
    stop: async () => undefined,
  },
});
