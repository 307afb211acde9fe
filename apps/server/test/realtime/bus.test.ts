import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type Bus } from '../../src/realtime/bus';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const nextMessage = (bus: Bus, channel: string) =>
  new Promise<unknown>((resolve) => {
    void bus.subscribe(channel, resolve);
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Two buses stand for two server processes sharing one site. */
const makers: [string, () => Promise<[Bus, Bus]>][] = [
  [
    'memory',
    async () => {
      const bus = createMemoryBus();
      return [bus, bus];
    },
  ],
  [
    'redis',
    async () => {
      const prefix = `test:${randomBytes(4).toString('hex')}:`;
      try {
        return [
          await createRedisBus({ url: redisUrl, prefix }),
          await createRedisBus({ url: redisUrl, prefix }),
        ];
      } catch (error) {
        throw new Error(
          `Redis is required for the bus tests and is not reachable at ${redisUrl}.`,
          { cause: error },
        );
      }
    },
  ],
];

describe.each(makers)('the %s bus', (kind, make) => {
  let buses: Bus[] = [];
  afterEach(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    buses = [];
  });

  it(`is a ${kind} bus`, async () => {
    buses = await make();
    expect(buses[0]?.kind).toBe(kind);
  });

  it('delivers a message from one process to subscribers of another', async () => {
    const [a, b] = (buses = await make());
    const received = nextMessage(b!, 'draw:71');
    await settle();
    await a!.publish('draw:71', { turnNum: '20261122001', openNum: '01,02,03' });
    expect(await received).toEqual({ turnNum: '20261122001', openNum: '01,02,03' });
  });

  it('delivers only to the channel named', async () => {
    const [a, b] = (buses = await make());
    const seen: unknown[] = [];
    await b!.subscribe('draw:70', (message) => seen.push(message));
    await a!.publish('draw:71', 'other');
    await a!.publish('draw:70', 'mine');
    await settle();
    expect(seen).toEqual(['mine']);
  });

  it('fans out to every subscriber and stops after unsubscribe', async () => {
    const [a, b] = (buses = await make());
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = await b!.subscribe('chat:1001', (m) => first.push(m));
    await b!.subscribe('chat:1001', (m) => second.push(m));
    await a!.publish('chat:1001', 1);
    await settle();
    await stopFirst();
    await a!.publish('chat:1001', 2);
    await settle();
    expect(first).toEqual([1]);
    expect(second).toEqual([1, 2]);
  });

  it('hands each subscriber its own copy of the message', async () => {
    const [a, b] = (buses = await make());
    const copies: { n: number }[] = [];
    await b!.subscribe('user:42', (m) => copies.push(m as { n: number }));
    await b!.subscribe('user:42', (m) => copies.push(m as { n: number }));
    const message = { n: 1 };
    await a!.publish('user:42', message);
    await settle();
    message.n = 99;
    copies[0]!.n = 5;
    expect(copies[1]).toEqual({ n: 1 });
  });
});
