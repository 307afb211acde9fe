import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

describe('closing the app', () => {
  it('lets in-flight requests finish, then refuses new connections and closes the database', async () => {
    const t = await createTestApp({ seed: false });
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    t.app.get('/app-api/test/slow', async () => {
      handlerStarted();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { code: 0, msg: 'success', data: 'done' };
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/app-api/test/slow`);
    await started;
    const closed = t.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: string }).data).toBe('done');
    await closed;
    await expect(fetch(`${address}/app-api/company/get`)).rejects.toThrow();
    await t.testDatabase.drop();
  });
});
