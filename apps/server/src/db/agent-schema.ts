import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, users } from './schema';

/**
 * The agent tree (issue 22) as a closure table: a row for every account and each account above it
 * (depth 1 its agent, 2 its agent's agent …) and one of depth 0 for itself, so a team is one
 * index range (`ancestor_id = agent`) at any depth, and "is this id in my team" one lookup.
 * Written when an account is made under an agent; accounts never move (a back-office move would
 * rewrite the subtree's rows in one transaction).
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant').on(t.descendantId, t.depth),
    check('agent_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/** An agent's promotion link: registrations through its code join the team with its rebate. */
export const promotionLinks = pgTable(
  'promotion_links',
  {
    id: serial('id').primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    /** 1 registrations become agents, 0 members. */
    isDl: smallint('is_dl').notNull().default(0),
    rebate: doublePrecision('rebate').notNull(),
    /** Registrations admitted; null no limit. */
    quota: integer('quota'),
    used: integer('used').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    /** Removed links stay for the accounts made through them, and admit no one. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('promotion_links_agent').on(t.agentId, t.id),
    check('promotion_links_quota', sql`${t.quota} is null or ${t.used} <= ${t.quota}`),
  ],
);

/**
 * A team's lottery sums of one closed day (UTC+8), for each account as the team's root: bets
 * placed that day and settled, as `teamSums` reads them from the rows. A cache rebuilt from the
 * rows (modules/agent/team-days.ts), never added to: the report of a long range reads these for
 * its fresh days and the rows for the rest.
 */
export const teamDaySums = pgTable(
  'team_day_sums',
  {
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    betting: bigint('betting', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    rebate: bigint('rebate', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] }), index('team_day_sums_day').on(t.day)],
);

/** The days whose sums are built; a day is fresh while no change of it is noted after. */
export const teamDayBuilds = pgTable('team_day_builds', {
  day: date('day', { mode: 'string' }).primaryKey(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
});

/**
 * Orders of a built day written since it was built (a late settlement, a cancellation), noted by
 * the triggers on bet_orders (migration 0019); the next build of the day clears them.
 */
export const teamDayChanges = pgTable(
  'team_day_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('team_day_changes_day').on(t.day)],
);
