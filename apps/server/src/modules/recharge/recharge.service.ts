import type { Deps } from '../../deps';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import { createBalanceAdjustService } from './balance-adjust.service';
import { createChannelsService } from './channels.service';
import { createCreditingService } from './crediting.service';
import { createExpiryService } from './expiry.service';
import { createOrdersService } from './orders.service';
import type { PaymentProviders } from './providers/payment-provider';

export type RechargeService = ReturnType<typeof createRechargeService>;

/** Recharge (充值): channels, the member's orders, their crediting and expiry, adjustments. */
export const createRechargeService = (
  deps: Deps,
  options: {
    wallet: Pick<WalletService, 'post'>;
    settings: Pick<SettingsService, 'systemConfigValue'>;
    providers: PaymentProviders;
    expirySweepEveryMs?: number;
  },
) => ({
  channels: createChannelsService(deps),
  orders: createOrdersService(deps, options),
  crediting: createCreditingService(deps, options),
  expiry: createExpiryService(deps, { sweepEveryMs: options.expirySweepEveryMs }),
  adjustments: createBalanceAdjustService(deps, options),
});
