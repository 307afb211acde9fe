import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface CarouselRow {
  id: number;
  imageUrl: string;
  redirectUrl: string;
  sort: number;
}

export interface CompanyDetailRow {
  type: number;
  content: string;
  httpImageUrl: string;
  wechatUrl: string;
}

export const companySettings = pgTable('company_settings', {
  companyCode: text('company_code').primaryKey(),
  name: text('name').notNull(),
  olUrl: text('ol_url').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  bannerLogoUrl: text('banner_logo_url').notNull().default(''),
  regLogoUrl: text('reg_logo_url').notNull().default(''),
  domain: text('domain').notNull().default(''),
  iosDownloadUrl: text('ios_download_url').notNull().default(''),
  androidDownloadUrl: text('android_download_url').notNull().default(''),
  encryptUrl: text('encrypt_url').notNull().default(''),
  appDisplay: smallint('app_display').notNull().default(0),
  showWechatPopup: smallint('show_wechat_popup').notNull().default(0),
  homeCarousels: jsonb('home_carousels').$type<CarouselRow[]>().notNull().default([]),
  companyDetailList: jsonb('company_detail_list').$type<CompanyDetailRow[]>().notNull().default([]),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  updatedAt: updatedAt(),
});

export const systemConfig = pgTable('system_config', {
  configKey: text('config_key').primaryKey(),
  configValue: text('config_value').notNull(),
  /** Only public entries are published to the browser. */
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: updatedAt(),
});

export const chatThemeColors = pgTable('chat_theme_colors', {
  id: integer('id').primaryKey(),
  color: text('color').notNull(),
  name: text('name').notNull(),
});

export const lotteryGames = pgTable('lottery_games', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The published static JSON files, as last generated from their sources. */
export const staticSnapshots = pgTable('static_snapshots', {
  path: text('path').primaryKey(),
  body: text('body').notNull(),
  etag: text('etag').notNull(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    passwordHash: text('password_hash'),
    /** HY official, TEST trial. */
    type: text('type').notNull().default('HY'),
    isAgent: boolean('is_agent').notNull().default(false),
    parentId: bigint('parent_id', { mode: 'number' }),
    avatarId: smallint('avatar_id').notNull().default(1),
    vipLevel: smallint('vip_level').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_unique').on(sql`lower(${t.account})`),
    check('users_type_known', sql`${t.type} in ('HY', 'TEST')`),
  ],
);

/** A member's balances in thousandths of a yuan: `money` (main) and `live` (third-party games). */
export const wallets = pgTable(
  'wallets',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
    check('wallets_kind_known', sql`${t.kind} in ('money', 'live')`),
  ],
);

/** Every change of a balance, written in the same transaction as the balance. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wallet: text('wallet').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionType: smallint('transaction_type').notNull(),
    /** Natural or idempotency key of the change: a retry with the same reference never pays twice. */
    reference: text('reference').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_unique').on(t.reference),
    check('ledger_entries_type_range', sql`${t.transactionType} between 1 and 39`),
  ],
);
