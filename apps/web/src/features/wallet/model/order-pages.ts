import { channelType } from '@lottery/contracts';
import type { RechargeOrder, ThemeName } from '@lottery/contracts';
import { appStorage } from '../../../lib/storage';

/** Where the flow keeps the order it is on, for theme2's pages without an id. */
const lastOrderKey = 'wallet_last_recharge_order';

export const rememberRechargeOrder = (orderNo: string): void =>
  appStorage.set(lastOrderKey, orderNo);

export const lastRechargeOrder = (): string | null => {
  const value = appStorage.get<unknown>(lastOrderKey);
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The processing page: with the order in its path, or (theme2) without an id. */
export const processingPath = (orderNo: string, theme: ThemeName): string =>
  theme === 'theme2'
    ? `/recharge/processing?orderNo=${encodeURIComponent(orderNo)}`
    : `/recharge/processing/${encodeURIComponent(orderNo)}`;

/**
 * The page an order is paid on, by its channel's type: a transfer shows the account to pay
 * (bank, e-wallet, direct), USDT its address as a QR code, online the gateway's button.
 */
export const orderPagePath = (order: Pick<RechargeOrder, 'orderNo' | 'channelType'>): string => {
  const orderNo = encodeURIComponent(order.orderNo);
  switch (order.channelType) {
    case channelType.usdt:
      return `/recharge/qr-virtual/${orderNo}`;
    case channelType.online:
      return `/recharge/online/${orderNo}`;
    default:
      return `/recharge/bank?orderNo=${orderNo}`;
  }
};
