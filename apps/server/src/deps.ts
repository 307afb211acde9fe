import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import type { Bus } from './realtime/bus';
import type { DomainEvents } from './domain-events';

/** What every service is built from. */
export interface Deps {
  config: Config;
  db: Db;
  /** The database's change notifications, which keep per-process caches current. */
  changes: ChangeFeed;
  bus: Bus;
  events: DomainEvents;
  log: FastifyBaseLogger;
  now: () => Date;
}
