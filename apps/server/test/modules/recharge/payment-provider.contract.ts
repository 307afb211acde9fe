import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayNotification } from '@lottery/contracts';
import type { PaymentProvider } from '../../../src/modules/recharge/providers/payment-provider';

export interface ProviderUnderTest {
  provider: PaymentProvider;
  /** What the gateway itself sends for the notification: the raw body and its headers. */
  send(
    notification: GatewayNotification,
  ): Promise<{ body: string; headers: Record<string, string> }>;
}

/**
 * What every payment gateway adapter must do, whoever wrote it: a page to pay on for each order,
 * its own notifications read back exactly, and anything tampered with refused.
 */
export const paymentProviderContract = (name: string, setUp: () => Promise<ProviderUnderTest>) => {
  describe(`payment provider contract: ${name}`, () => {
    let p: ProviderUnderTest;
    const notification: GatewayNotification = {
      orderNo: 'R202603100000000042',
      amount: 123_450,
      paid: true,
      tradeNo: 'T-42',
      sentAt: 1_773_100_000_000,
    };
    beforeAll(async () => {
      p = await setUp();
    });

    it('opens a payment with a page to pay on, one per order', async () => {
      const a = await p.provider.createPayment({ orderNo: 'R202603100000000001', amount: 10_000 });
      const b = await p.provider.createPayment({ orderNo: 'R202603100000000002', amount: 10_000 });
      expect(a.payUrl).toMatch(/^(\/|https:\/\/)/);
      expect(a.payUrl).not.toBe(b.payUrl);
    });

    it('reads its own notification back as sent', async () => {
      const sent = await p.send(notification);
      expect(await p.provider.verifyNotification(sent.body, sent.headers)).toEqual(notification);
    });

    it('refuses a body changed after signing, missing or foreign headers', async () => {
      const sent = await p.send(notification);
      const tampered = sent.body.replace('123450', '923450');
      await expect(p.provider.verifyNotification(tampered, sent.headers)).rejects.toMatchObject({
        code: 'PAY/SIGNATURE_INVALID',
      });
      await expect(p.provider.verifyNotification(sent.body, {})).rejects.toMatchObject({
        code: 'PAY/SIGNATURE_INVALID',
      });
      const other = await p.send({ ...notification, tradeNo: 'T-43' });
      await expect(p.provider.verifyNotification(sent.body, other.headers)).rejects.toMatchObject({
        code: 'PAY/SIGNATURE_INVALID',
      });
    });
  });
};
