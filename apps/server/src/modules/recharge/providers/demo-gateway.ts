import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  demoGatewayBase,
  gatewayNotification,
  gatewaySignatureHeader,
  type GatewayNotification,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import * as repo from '../recharge.repository';
import type { NotificationHeaders, PaymentProvider } from './payment-provider';

/**
 * Where the demo gateway's signing secret lives: a private system config row written once by the
 * first process that needs it, so every process signs and verifies with the same one.
 */
export const demoGatewaySecretKey = 'demo_gateway_secret';

export const signNotification = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

const headerOf = (headers: NotificationHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type DemoGateway = ReturnType<typeof createDemoGateway>;

/** The built-in gateway: its hosted page is served by demo-gateway.routes.ts. */
export const createDemoGateway = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  let secret: Promise<string> | undefined;
  const secretOf = () => {
    secret ??= repo.ensurePrivateConfig(db, demoGatewaySecretKey, () =>
      randomBytes(32).toString('hex'),
    );
    secret.catch(() => (secret = undefined));
    return secret;
  };

  /** The signed body and headers the gateway sends for a notification. */
  const sign = async (notification: GatewayNotification) => {
    const body = JSON.stringify(notification);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [gatewaySignatureHeader]: signNotification(await secretOf(), body),
      },
    };
  };

  /** The notification of the payer's answer on the gateway's page. */
  const notification = (payment: { orderNo: string; amount: number; paid: boolean }) =>
    sign({
      ...payment,
      // One payment per order: a second click repeats the first notification's trade.
      tradeNo: `DEMO${payment.orderNo}`,
      sentAt: now().getTime(),
    });

  const adapter: PaymentProvider = {
    name: 'demo',
    createPayment: async ({ orderNo }) => ({ payUrl: `${demoGatewayBase}/${orderNo}` }),
    verifyNotification: async (rawBody, headers) => {
      const given = Buffer.from(headerOf(headers, gatewaySignatureHeader) ?? '', 'utf8');
      const expected = Buffer.from(signNotification(await secretOf(), rawBody), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('PAY/SIGNATURE_INVALID');
      }
      const parsed = gatewayNotification.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new AppError('PAY/NOTIFICATION_MISMATCH');
      return parsed.data;
    },
  };

  return { adapter, sign, notification };
};
