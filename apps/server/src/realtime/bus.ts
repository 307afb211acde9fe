import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;
export type Unsubscribe = () => Promise<void>;

/**
 * Fan-out between server processes. Channels are named `<kind>:<id>` (`draw:71`,
 * `publish:changed`); messages are JSON values. A message published by any process reaches the
 * subscribers of every process, the publisher's own included.
 */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export const createMemoryBus = (): Bus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      // Serialise as Redis would, so both buses hand subscribers equal, unshared values.
      const json = JSON.stringify(message);
      queueMicrotask(() => emitter.emit(channel, json));
    },
    async subscribe(channel, handler) {
      const listener = (json: string) => handler(JSON.parse(json));
      emitter.on(channel, listener);
      return async () => {
        emitter.off(channel, listener);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
};

export interface RedisBusOptions {
  url: string;
  /** Prepended to every channel, so several sites (or test runs) can share one Redis. */
  prefix?: string;
  onError?: (error: Error) => void;
}

export const createRedisBus = async ({
  url,
  prefix = '',
  onError,
}: RedisBusOptions): Promise<Bus> => {
  const connect = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    client.on('error', (error: Error) => onError?.(error));
    await client.connect();
    return client;
  };
  const publisher = await connect();
  const subscriber = await connect();
  const handlers = new Map<string, Set<BusHandler>>();

  subscriber.on('message', (fullChannel: string, json: string) => {
    const set = handlers.get(fullChannel.slice(prefix.length));
    if (!set) return;
    for (const handler of set) handler(JSON.parse(json));
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        await subscriber.unsubscribe(prefix + channel);
      };
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
};
