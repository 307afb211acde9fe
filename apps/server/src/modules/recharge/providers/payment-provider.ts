import type { GatewayNotification } from '@lottery/contracts';
import { AppError } from '../../../http/app-error';

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/**
 * What a payment gateway must offer the recharge module. A real gateway is a new adapter beside
 * the demo one, registered by its `name` (the `:provider` of the notify call and the channel's
 * `details.provider`); the contract suite (test/modules/recharge/payment-provider.contract.ts)
 * is run against each.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment for the order at the gateway; answers the page the payer pays on. */
  createPayment(order: { orderNo: string; amount: number }): Promise<{ payUrl: string }>;
  /**
   * Reads a notification as the gateway sent it (the raw body, byte for byte, and its headers):
   * the notification, or PAY/SIGNATURE_INVALID when it is not the gateway's.
   */
  verifyNotification(rawBody: string, headers: NotificationHeaders): Promise<GatewayNotification>;
}

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;

export const createPaymentProviders = (providers: readonly PaymentProvider[]) => {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  return {
    /** The named adapter; an unknown name reads as a forged notification. */
    get: (name: string): PaymentProvider => {
      const provider = byName.get(name);
      if (!provider) throw new AppError('PAY/SIGNATURE_INVALID');
      return provider;
    },
  };
};
