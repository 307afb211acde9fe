import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Bus } from './realtime/bus';
import type { DomainEvents } from './domain-events';

/** What every service is built from. */
export interface Deps {
  config: Config;
  db: Db;
  bus: Bus;
  events: DomainEvents;
  log: FastifyBaseLogger;
  now: () => Date;
}
