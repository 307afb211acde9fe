import { afterAll } from 'vitest';
import { testDriver } from '../../helpers/test-database';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { paymentProviderContract } from './payment-provider.contract';

let t: TestApp | undefined;
afterAll(() => t?.close());

paymentProviderContract(`demo (${testDriver()})`, async () => {
  t = await createTestApp({ seed: false });
  const gateway = t.app.services.demoGateway;
  return { provider: gateway.adapter, send: (notification) => gateway.sign(notification) };
});
