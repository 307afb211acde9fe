import { sql } from 'drizzle-orm';
import type { RebateShare } from '@lottery/contracts';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
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

/** Play categories of a game's prediction templates (the home's filter chips). */
export const playCategories = pgTable(
  'play_categories',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('play_categories_game_name').on(t.gameId, t.name)],
);

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
    nickname: text('nickname').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    qq: text('qq').notNull().default(''),
    weixin: text('weixin').notNull().default(''),
    birthday: text('birthday').notNull().default(''),
    /** argon2id of the 4-digit withdraw password; null until the member sets one. */
    fundPwdHash: text('fund_pwd_hash'),
    /** The agent's promotion code (intrCode) that registrations may carry. */
    intrCode: text('intr_code'),
    /** The member's private encrypted domain, shown once they are VIP. */
    domain: text('domain').notNull().default(''),
    chatThemeColor: smallint('chat_theme_color').notNull().default(1),
    enableChat: smallint('enable_chat').notNull().default(1),
    chatLevel: smallint('chat_level').notNull().default(0),
    rebate: doublePrecision('rebate').notNull().default(8),
    /** Bets of the current VIP cycle and all recharges, in thousandths of a yuan. */
    cycleBetAmount: bigint('cycle_bet_amount', { mode: 'number' }).notNull().default(0),
    rechargeTotal: bigint('recharge_total', { mode: 'number' }).notNull().default(0),
    /** 0 normal, 1 frozen (UC/ACCOUNT_STATE_ERROR). */
    status: smallint('status').notNull().default(0),
    /** Set by an operator: the next login is refused with UC/RESET_PASSWORD. */
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    registeredIp: text('registered_ip').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_unique').on(sql`lower(${t.account})`),
    // The back office's dashboard counts registrations by day.
    index('users_created_at').on(t.createdAt),
    uniqueIndex('users_intr_code_unique').on(t.intrCode),
    check('users_type_known', sql`${t.type} in ('HY', 'TEST')`),
    check('users_avatar_range', sql`${t.avatarId} between 1 and 16`),
    check('users_vip_range', sql`${t.vipLevel} between 0 and 9`),
  ],
);

/** A signed-in device. Tokens are stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * Null once the account is deleted: the session stays, so its device is told
     * UC/ACCOUNT_STATE_ERROR rather than that its sign-in expired.
     */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash').notNull(),
    chatTokenHash: text('chat_token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, replaced (a login elsewhere), password (changed), expired. */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    uniqueIndex('sessions_chat_token_hash_unique').on(t.chatTokenHash),
    index('sessions_user_active')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** RSA key pairs for the passwords the client encrypts; the newest unretired one is published. */
export const secretKeys = pgTable('secret_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Image captchas and slider challenges; each answer is checked once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  /** login, reg or slider. */
  purpose: text('purpose').notNull(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Slider only: the hash of the ticket issued when the challenge was solved. */
  ticketHash: text('ticket_hash'),
  ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
});

/** Failed logins per account (`account:<name>`) and per address (`ip:<addr>`). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counted uses within a sliding window, e.g. `fund:<userId>` (withdraw-password checks),
 * `password:<account>` (login-password checks), `gift-ip:<addr>` (registration gifts).
 */
export const usageCounters = pgTable('usage_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The nonces of sealed passwords already opened, kept while they are fresh (replays refused). */
export const usedSeals = pgTable(
  'used_seals',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_seals_expiry').on(t.expiresAt)],
);

export const vipRules = pgTable('vip_rules', {
  vipLevel: smallint('vip_level').primaryKey(),
  /** Cycle bets needed to reach the level, in thousandths of a yuan. */
  betMoney: bigint('bet_money', { mode: 'number' }).notNull(),
});

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 2 bank, 10 usdt, 20 e-wallet. */
    type: smallint('type').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    bankBranch: text('bank_branch').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_accounts_user').on(t.userId),
    check('bank_accounts_type_known', sql`${t.type} in (2, 10, 20)`),
  ],
);

export const pushMessages = pgTable(
  'push_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('push_messages_user').on(t.userId, t.id)],
);

/** Operator-written pages (the /about subpages), HTML sanitized when stored. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAt(),
});

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
    // 资金明细 (issue 20): newest first.
    index('ledger_entries_user_time').on(t.userId, t.createdAt, t.id),
    // The team report's discounts and agent rebates (agent/team-report.repository.ts).
    index('ledger_entries_team_report')
      .on(t.userId, t.createdAt)
      .where(sql`${t.transactionType} in (9, 11, 20)`),
    // The back office's financial report: every member's entries of a range of days.
    index('ledger_entries_created_brin').using('brin', t.createdAt),
    check('ledger_entries_type_range', sql`${t.transactionType} between 1 and 39`),
  ],
);

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Notices: 0 carousel banners, 1 index notices (the official-notice modal), 2 lottery notices. */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticeType: smallint('notice_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    redirectUrl: text('redirect_url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Lottery notices also roll in the notice strip. */
    rolls: boolean('rolls').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_type_sort').on(t.noticeType, t.sort),
    check('notices_type_known', sql`${t.noticeType} between 0 and 2`),
  ],
);

export const adTemplates = pgTable('ad_templates', {
  templateCode: text('template_code').primaryKey(),
  status: smallint('status').notNull().default(1),
});

export const adItems = pgTable(
  'ad_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    templateCode: text('template_code')
      .notNull()
      .references(() => adTemplates.templateCode, { onDelete: 'cascade' }),
    groupNo: integer('group_no').notNull().default(1),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    redirectUrl: text('redirect_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ad_items_template').on(t.templateCode, t.groupNo, t.sort)],
);

/** Images the site serves under /sys-upload/images/ (generated demo art, operator uploads). */
export const images = pgTable('images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

/**
 * When a game draws (docs/api.md "Draws"): `daily` at `local_time` of the system time zone (on
 * `weekdays` only when set, 0 = Sunday), or every `interval_minutes` counted from local midnight.
 * `source` operator: the engine closes turns but an operator enters their results.
 */
export const drawSchedules = pgTable(
  'draw_schedules',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    localTime: text('local_time'),
    weekdays: smallint('weekdays').array(),
    intervalMinutes: integer('interval_minutes'),
    /** Bets close this long before the draw. */
    closeLeadSeconds: integer('close_lead_seconds').notNull(),
    /** Ball i (0–6) shows at open time + (i + 1) × step; the draw is final at open time + duration. */
    revealStepMs: integer('reveal_step_ms').notNull(),
    drawDurationMs: integer('draw_duration_ms').notNull(),
    source: text('source').notNull().default('generator'),
  },
  (t) => [
    check('draw_schedules_kind_known', sql`${t.kind} in ('daily', 'interval')`),
    check('draw_schedules_source_known', sql`${t.source} in ('generator', 'operator')`),
    check(
      'draw_schedules_shape',
      sql`(${t.kind} = 'daily' and ${t.localTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') or (${t.kind} = 'interval' and ${t.intervalMinutes} between 1 and 1440)`,
    ),
    check(
      'draw_schedules_reveal_fits',
      sql`${t.revealStepMs} > 0 and ${t.drawDurationMs} >= 7 * ${t.revealStepMs}`,
    ),
  ],
);

/**
 * One turn (期) of a game: open for bets until `close_time`, drawn from `plan_time` (the reveal
 * starts at `open_time`, ball by ball at `reveal_offsets_ms`), final at `final_time`. The numbers
 * follow from `seed` (secret until drawn; `commitment` = SHA-256 of it is public from the start),
 * or an operator entered them (`source` operator, no seed).
 */
export const drawTurns = pgTable(
  'draw_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    turnNum: text('turn_num').notNull(),
    closeTime: timestamp('close_time', { withTimezone: true }).notNull(),
    planTime: timestamp('plan_time', { withTimezone: true }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }),
    finalTime: timestamp('final_time', { withTimezone: true }),
    commitment: text('commitment'),
    seed: text('seed'),
    numbers: smallint('numbers').array(),
    revealOffsetsMs: integer('reveal_offsets_ms').array(),
    /** How many balls the engine has announced (so a restart announces none twice). */
    revealed: smallint('revealed').notNull().default(0),
    status: text('status').notNull().default('open'),
    source: text('source').notNull().default('generator'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draw_turns_game_turn_unique').on(t.gameId, t.turnNum),
    index('draw_turns_game_open_time').on(t.gameId, t.openTime),
    index('draw_turns_active')
      .on(t.gameId, t.planTime)
      .where(sql`${t.status} <> 'drawn'`),
    check('draw_turns_status_known', sql`${t.status} in ('open', 'closed', 'streaming', 'drawn')`),
    check('draw_turns_source_known', sql`${t.source} in ('generator', 'operator')`),
    check(
      'draw_turns_drawn_complete',
      sql`${t.status} not in ('streaming', 'drawn') or (${t.numbers} is not null and ${t.openTime} is not null and ${t.finalTime} is not null)`,
    ),
  ],
);

/**
 * An operator's correction of a drawn turn's result (issue 24): never an edit of the history
 * but a record of it — the numbers before and after, and what the re-settlement moved.
 */
export const drawCorrections = pgTable(
  'draw_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    turnNum: text('turn_num').notNull(),
    numbersBefore: smallint('numbers_before').array().notNull(),
    numbersAfter: smallint('numbers_after').array().notNull(),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id'),
    /** Orders settled again; the ledger sums the re-settlement reversed and paid. */
    orders: integer('orders').notNull(),
    reversed: bigint('reversed', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('draw_corrections_turn').on(t.gameId, t.turnNum, t.id)],
);

/** The gallery's categories of a game (综合资料, 生肖图 …): GET /gallery/play-category. */
export const galleryCategories = pgTable(
  'gallery_categories',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('gallery_categories_game_name').on(t.gameId, t.name)],
);

/**
 * A gallery group (图纸): a named chart series of a game, in colour (group_type 1) or black and
 * white (2), filed under the initial of its name. `chart_kind` is what its generated charts show.
 */
export const galleryGroups = pgTable(
  'gallery_groups',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    groupType: smallint('group_type').notNull(),
    name: text('name').notNull(),
    initials: text('initials').notNull(),
    popular: boolean('popular').notNull().default(false),
    categoryId: integer('category_id').references(() => galleryCategories.id, {
      onDelete: 'set null',
    }),
    chartKind: text('chart_kind').notNull().default('numbers'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gallery_groups_game_type_name').on(t.gameId, t.groupType, t.name),
    index('gallery_groups_listing').on(t.gameId, t.groupType, t.initials, t.sort),
    index('gallery_groups_category').on(t.categoryId),
    check('gallery_groups_type_known', sql`${t.groupType} in (1, 2)`),
    check('gallery_groups_initial_letter', sql`${t.initials} ~ '^[A-Z]$'`),
    check(
      'gallery_groups_chart_kind_known',
      sql`${t.chartKind} in ('numbers', 'zodiac', 'waves', 'odd-even', 'verse')`,
    ),
  ],
);

/** One period's chart of a group: the image and its thumbnail, stored in `images`. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => galleryGroups.id, { onDelete: 'cascade' }),
    /** The turn the chart predicts (第{game_turn}期), as the draws name it. */
    gameTurn: text('game_turn').notNull(),
    /** Names under /sys-upload/images/. */
    imagePath: text('image_path').notNull(),
    thumbPath: text('thumb_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gallery_images_group_turn').on(t.groupId, t.gameTurn),
    index('gallery_images_group_newest').on(t.groupId, t.createdAt.desc()),
  ],
);

/** A member's like of a gallery image: one per member and image. */
export const galleryLikes = pgTable(
  'gallery_likes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => galleryImages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.imageId] }),
    index('gallery_likes_image').on(t.imageId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Game centre (issue 5): categories, providers, games, follows, the launch blacklist, and the
// third-party game sessions and bet records (the demo provider's rounds; the live-casino report's
// rows).

/** A tab of the game centre: hot, LOTTERY, fish, electronic, card, live, sport. */
export const gameCategories = pgTable('game_categories', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/**
 * A game provider (liveCode). `adapter` names the code that talks to it (`demo`: the built-in
 * provider, apps/server/src/modules/games/providers/); `maintain` closes every game of it.
 */
export const gameProviders = pgTable('game_providers', {
  liveCode: text('live_code').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  adapter: text('adapter').notNull(),
  maintain: text('maintain').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * A game of the game centre. Lottery games (category LOTTERY) keep the lottery's id and have no
 * provider; the others are launched through their provider with `game_code`.
 */
export const games = pgTable(
  'games',
  {
    gameId: integer('game_id').primaryKey(),
    gameName: text('game_name').notNull(),
    category: text('category').notNull(),
    liveCode: text('live_code').references(() => gameProviders.liveCode, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    gameKind: text('game_kind').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    landscapeUrl: text('landscape_url').notNull().default(''),
    hot: integer('hot').notNull().default(0),
    maintain: text('maintain').notNull().default(''),
    appDisplay: smallint('app_display').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_provider_code').on(t.liveCode, t.gameCode),
    index('games_category_sort').on(t.category, t.sort),
    check(
      'games_category_known',
      sql`${t.category} in ('LOTTERY', 'fish', 'electronic', 'card', 'live', 'sport')`,
    ),
    check('games_hot_not_negative', sql`${t.hot} >= 0`),
  ],
);

/** A member's follow of a game (isFollow 1). */
export const gameFollows = pgTable(
  'game_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * Members refused third-party games: `live_code` '' for every provider (USER_IN_BLACKLIST), or
 * one provider's code (LIVE/BLACK_USER).
 */
export const gameBlacklist = pgTable(
  'game_blacklist',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    liveCode: text('live_code').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.liveCode] })],
);

/**
 * A launched game's session at the built-in provider: the token's SHA-256, until it expires or
 * the member's session, password or account state changes.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's session that opened the game: the game ends with it. */
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** A digest of the member's password hash at the launch: a changed password ends the game. */
    passwordStamp: text('password_stamp').notNull(),
    liveCode: text('live_code').notNull(),
    gameCode: text('game_code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_sessions_user').on(t.userId), index('live_sessions_session').on(t.sessionId)],
);

/**
 * A round of a third-party game (the live-casino report's row): bet and win in thousandths of a
 * yuan, `status` open (bet taken, not dealt) or settled. `detail` is what was dealt or spun.
 */
export const liveBetRecords = pgTable(
  'live_bet_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    liveCode: text('live_code').notNull(),
    roundId: text('round_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    betAt: timestamp('bet_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The 洗码 claim that paid the rebate on this round (issue 20); null until claimed. */
    bonusClaimId: bigint('bonus_claim_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('live_bet_records_round').on(t.liveCode, t.roundId),
    index('live_bet_records_user_time').on(t.userId, t.betAt, t.id),
    index('live_bet_records_unclaimed_bonus')
      .on(t.userId)
      .where(
        sql`${t.status} = 'settled' and ${t.winAmount} <> ${t.betAmount} and ${t.bonusClaimId} is null`,
      ),
    // At most one round a member has bet on and not yet seen dealt (KY/0 while it lasts).
    uniqueIndex('live_bet_records_one_open')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    check('live_bet_records_status_known', sql`${t.status} in ('open', 'settled')`),
    check('live_bet_records_amounts', sql`${t.betAmount} > 0 and ${t.winAmount} >= 0`),
  ],
);

// Templates: prediction template cards, their groups and items, favourites, zodiac polls, votes.

/**
 * A prediction template card of a game (spec part 2 §3 "Template"): its layout code, names and
 * play category. `generator` names the demo predictor that writes its items (null: an operator's
 * card), so new issues are added after each draw.
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    templateCode: text('template_code').notNull(),
    name: text('name').notNull(),
    subName: text('sub_name').notNull().default(''),
    note1: text('note1').notNull().default(''),
    note2: text('note2').notNull().default(''),
    colorTheme: text('color_theme').notNull().default(''),
    playCateName: text('play_cate_name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
    generator: text('generator'),
    createdAt: createdAt(),
  },
  (t) => [
    index('templates_listing').on(t.gameId, t.status, t.sort, t.id),
    check('templates_status_known', sql`${t.status} in (0, 1)`),
  ],
);

/** A tab of a template (spec §3 "Group"). */
export const templateGroups = pgTable(
  'template_groups',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** A prediction group: how its items show (plain, table …) and what they predict. */
    style: text('style'),
    parts: text('parts').array(),
    /** The items of a turn not drawn yet need sign-in / a recharge (lifted once drawn). */
    lockLogin: smallint('lock_login').notNull().default(0),
    lockRecharge: smallint('lock_recharge').notNull().default(0),
  },
  (t) => [index('template_groups_template').on(t.templateId, t.sort)],
);

/**
 * One row of a group (spec §3 "Item"); HTML sanitized when stored. A prediction item has the
 * `turn_num` it predicts and its `prediction`; `hit` is set once that turn is drawn.
 */
export const templateItems = pgTable(
  'template_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => templateGroups.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    content2: text('content2').notNull().default(''),
    content3: text('content3').notNull().default(''),
    note: text('note').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    subName: text('sub_name').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    multiContents: jsonb('multi_contents')
      .$type<{ title: string; content: string }[]>()
      .notNull()
      .default([]),
    requireLogin: smallint('require_login').notNull().default(0),
    requireRecharge: smallint('require_recharge').notNull().default(0),
    templateType: smallint('template_type').notNull().default(1),
    activeCover: smallint('active_cover').notNull().default(0),
    badges: text('badges').array().notNull().default([]),
    turnNum: text('turn_num'),
    prediction: jsonb('prediction').$type<Record<string, unknown>>(),
    hit: smallint('hit'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('template_items_group').on(t.groupId, t.sort),
    uniqueIndex('template_items_group_turn')
      .on(t.groupId, t.turnNum)
      .where(sql`${t.turnNum} is not null`),
    index('template_items_pending')
      .on(t.turnNum)
      .where(sql`${t.prediction} is not null and ${t.hit} is null`),
    check(
      'template_items_flags',
      sql`${t.requireLogin} in (0, 1) and ${t.requireRecharge} in (0, 1) and ${t.activeCover} in (0, 1)`,
    ),
    check('template_items_hit_known', sql`${t.hit} is null or ${t.hit} in (0, 1)`),
  ],
);

/** A member's favourite template: one row per member and template. */
export const templateLikes = pgTable(
  'template_likes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.templateId] }),
    index('template_likes_template').on(t.templateId),
    index('template_likes_user_newest').on(t.userId, t.createdAt.desc()),
  ],
);

/** A zodiac poll of a template for one turn (spec §3 "Zodiac poll"); status 1 open, 0 closed. */
export const templatePolls = pgTable(
  'template_polls',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    gameTurn: text('game_turn').notNull(),
    pollStatus: smallint('poll_status').notNull().default(1),
    options: jsonb('options')
      .$type<{ option_id: number; option_text: string; option_value: string }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('template_polls_template_turn').on(t.templateId, t.gameTurn),
    check('template_polls_status_known', sql`${t.pollStatus} in (0, 1)`),
  ],
);

/** A member's vote in a poll: the primary key allows one vote per member and poll. */
export const templateVotes = pgTable(
  'template_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => templatePolls.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.userId] }),
    index('template_votes_poll_option').on(t.pollId, t.optionId),
  ],
);

// Betting (issue 18): odds and limits per game, slips (one placement), orders (one bet each).

/** The odds of a game's odds item (`packages/contracts` betting/plays.ts names the keys), in thousandths (48.8 → 48800). */
export const betOdds = pgTable(
  'bet_odds',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    oddsKey: text('odds_key').notNull(),
    odds: integer('odds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.oddsKey] }),
    check('bet_odds_positive', sql`${t.odds} > 1000`),
  ],
);

/** A play of a game: on or off, whole-yuan stake per bet, and the most one member stakes on it per turn. */
export const betPlayLimits = pgTable(
  'bet_play_limits',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    playCode: text('play_code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    turnMax: integer('turn_max').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playCode] }),
    check(
      'bet_play_limits_range',
      sql`${t.minAmount} >= 1 and ${t.maxAmount} >= ${t.minAmount} and ${t.turnMax} >= ${t.maxAmount}`,
    ),
  ],
);

/** One placement of a bet slip: its idempotency key (per member) and a digest of what it asked for. */
export const betSlips = pgTable(
  'bet_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    gameId: integer('game_id').notNull(),
    /** Thousandths of a yuan debited for the whole slip (every chased turn included). */
    total: bigint('total', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bet_slips_user_key').on(t.userId, t.idempotencyKey)],
);

/**
 * One bet (注) on one turn (spec part 2 §3 "Bet order"): the play and its content, the stake in
 * thousandths of a yuan, the odds it was placed at (thousandths; `odds2` the second odds of 三中二 and
 * 二中特), status 0 pending, 1 settled (result 0 lost, 1 won, 2 tie), 2 cancelled, 4 chase stopped.
 */
export const betOrders = pgTable(
  'bet_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => betSlips.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'cascade' }),
    turnNum: text('turn_num').notNull(),
    /** The turn's close time: bets and cancels are taken until then. */
    betEndTime: timestamp('bet_end_time', { withTimezone: true }).notNull(),
    playCode: text('play_code').notNull(),
    content: text('content').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    odds: integer('odds').notNull(),
    odds2: integer('odds2'),
    /** 1 credit (spec: `model` 1), otherwise official. */
    model: smallint('model').notNull().default(1),
    status: smallint('status').notNull().default(0),
    result: smallint('result'),
    reward: bigint('reward', { mode: 'number' }).notNull().default(0),
    openNum: text('open_num').notNull().default(''),
    /** The chase (追号) this bet belongs to: the first order's number, shared by every turn. */
    trackOrderNo: text('track_order_no'),
    stopOnWin: boolean('stop_on_win').notNull().default(false),
    /** The member's rebate (返水 %) when the bet was placed: reports and the agent's shares read it. */
    rebate: doublePrecision('rebate').notNull().default(0),
    /** The 洗码 claim that paid the rebate on this bet (issue 20); null until claimed. */
    bonusClaimId: bigint('bonus_claim_id', { mode: 'number' }),
    /**
     * The agents' shares of the stake when the bet was placed (issue 22, agent-rules.ts
     * rebateShares), paid to each when the bet settles.
     */
    rebateShares: jsonb('rebate_shares').$type<RebateShare[]>().notNull().default([]),
    /**
     * How often the order was settled again after an operator corrected its turn's result
     * (issue 24): each round's ledger references carry it, so a new round pays anew.
     */
    settleRound: smallint('settle_round').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bet_orders_order_no').on(t.orderNo),
    index('bet_orders_pending_turn')
      .on(t.gameId, t.turnNum)
      .where(sql`${t.status} = 0`),
    // The bet list (issue 20): newest first, and by tab status; id breaks a slip's tie.
    index('bet_orders_user_time').on(t.userId, t.createdAt, t.id),
    // A day's orders of every account, for the team day sums (orders are written in time order).
    index('bet_orders_created_brin').using('brin', t.createdAt),
    // The back office's payouts and house result: settled orders by when they were settled.
    index('bet_orders_settled_at')
      .on(t.settledAt)
      .where(sql`${t.status} = 1`),
    index('bet_orders_user_status_time').on(t.userId, t.status, t.createdAt, t.id),
    // 洗码: the valid bets (settled, not a tie) not yet claimed.
    index('bet_orders_unclaimed_bonus')
      .on(t.userId)
      .where(sql`${t.status} = 1 and ${t.result} in (0, 1) and ${t.bonusClaimId} is null`),
    index('bet_orders_user_turn').on(t.userId, t.gameId, t.turnNum),
    index('bet_orders_track')
      .on(t.trackOrderNo)
      .where(sql`${t.trackOrderNo} is not null`),
    check('bet_orders_status_known', sql`${t.status} in (0, 1, 2, 3, 4)`),
    check('bet_orders_amounts', sql`${t.amount} > 0 and ${t.reward} >= 0`),
    check('bet_orders_result_known', sql`${t.result} is null or ${t.result} in (0, 1, 2)`),
  ],
);

/** Recharge channels (issue 19): the spec's payment configs and ours; amounts in thousandths. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    /** 2 bank, 10 USDT, 20 e-wallet, 30 online gateway, 40 direct charging. */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** What the payer is shown: the account, the address and rate, the gateway (contracts' channelDetails). */
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_channels_type_known', sql`${t.type} in (2, 10, 20, 30, 40)`),
    check('payment_channels_amounts', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
  ],
);

/** A member's recharge order: pending → processing → success | failed; pending → expired | cancelled. */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    channelType: smallint('channel_type').notNull(),
    channelName: text('channel_name').notNull(),
    /** Thousandths of a yuan. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** USDT channels: the exact amount to send, in millionths of a USDT. */
    usdtMicros: bigint('usdt_micros', { mode: 'number' }),
    status: smallint('status').notNull().default(0),
    /** The code the payer quotes with a transfer (附言). */
    reference: text('reference').notNull(),
    /** The channel's details when the order was made. */
    payTo: jsonb('pay_to').$type<Record<string, string | number>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's id of the payment (online), once notified. */
    tradeNo: text('trade_no'),
    reason: text('reason').notNull().default(''),
    /** The operator's account who decided it (the back office); null for the gateway or a sweep. */
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharge_orders_order_no').on(t.orderNo),
    uniqueIndex('recharge_orders_user_key').on(t.userId, t.idempotencyKey),
    index('recharge_orders_user_time').on(t.userId, t.createdAt),
    // The back office: every order newest first, and what finished in a range by status.
    index('recharge_orders_time').on(t.createdAt),
    index('recharge_orders_status_finished').on(t.status, t.finishedAt),
    index('recharge_orders_status_time').on(t.status, t.createdAt),
    index('recharge_orders_pending_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
    check('recharge_orders_status_known', sql`${t.status} between 0 and 5`),
    check('recharge_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A member's withdrawal: 0 reviewing (amount frozen: debited), 1 paid, 2 rejected (refunded). */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Thousandths of a yuan. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    /** The saved account paid to; null for a free-bank withdrawal (typed for this one only). */
    bankId: bigint('bank_id', { mode: 'number' }),
    /** 2 bank, 10 USDT, 20 e-wallet; the account as it was when asked. */
    type: smallint('type').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    accountName: text('account_name').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull().default(''),
    /** The operator's account who decided it (the back office); null for the gateway or a sweep. */
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdraw_orders_order_no').on(t.orderNo),
    uniqueIndex('withdraw_orders_user_key').on(t.userId, t.idempotencyKey),
    index('withdraw_orders_user_time').on(t.userId, t.createdAt),
    // The back office: every order newest first, and what finished in a range by status.
    index('withdraw_orders_time').on(t.createdAt),
    index('withdraw_orders_status_finished').on(t.status, t.finishedAt),
    index('withdraw_orders_status_time').on(t.status, t.createdAt),
    check('withdraw_orders_status_known', sql`${t.status} in (0, 1, 2)`),
    check('withdraw_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

// 我的洗码 (issue 20): the rebate on valid bets per VIP level and category, and its claims.

/** Rate of the rebate in 1/10,000 of the valid turnover (30 = 0.30 %). */
export const bettingBonusRates = pgTable(
  'betting_bonus_rates',
  {
    vipLevel: smallint('vip_level').notNull(),
    /** lottery | live (contracts bettingBonusCategories). */
    category: text('category').notNull(),
    rate: integer('rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vipLevel, t.category] }),
    check('betting_bonus_rates_category_known', sql`${t.category} in ('lottery', 'live')`),
    check('betting_bonus_rates_range', sql`${t.rate} between 0 and 300`),
  ],
);

/** One 领取: what it paid, per category, and the key a retry names it by. */
export const bettingBonusClaims = pgTable(
  'betting_bonus_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Thousandths of a yuan. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The rows as they were paid: category, validBet, betCount, rate, amount. */
    detail: jsonb('detail')
      .$type<
        { category: string; validBet: number; betCount: number; rate: number; amount: number }[]
      >()
      .notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('betting_bonus_claims_user_key').on(t.userId, t.idempotencyKey),
    index('betting_bonus_claims_user_time').on(t.userId, t.createdAt),
    check('betting_bonus_claims_amount_positive', sql`${t.amount} > 0`),
  ],
);
