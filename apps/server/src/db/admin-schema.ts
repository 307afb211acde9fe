import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema';

/** Back-office operators (issue 24): their own accounts, never members. */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret of the operator's authenticator app. */
    totpSecret: text('totp_secret').notNull(),
    /** The 30-second step of the last code accepted: a code signs in once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_account_unique').on(sql`lower(${t.account})`),
    check(
      'operators_role_known',
      sql`${t.role} in ('super', 'finance', 'operations', 'support', 'readonly')`,
    ),
  ],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('operator_sessions_token').on(t.tokenHash),
    index('operator_sessions_operator').on(t.operatorId),
  ],
);

/**
 * Every operator action: who, when, from where, on what, the state before and after. Append-only:
 * a trigger refuses updates and deletes (migration 0021).
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorAccount: text('operator_account').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    ip: text('ip').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('operator_audit_time').on(t.createdAt),
    index('operator_audit_operator_time').on(t.operatorAccount, t.createdAt),
    index('operator_audit_target').on(t.target),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type OperatorAuditRow = typeof operatorAudit.$inferSelect;
