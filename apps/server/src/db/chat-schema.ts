import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import type { ChatUserInfo } from '@lottery/contracts';
import { bytea, createdAt, users } from './schema';

// Chat and red packets (issue 21).

/** Everyone who chats: a member (user_id) or a guest (the hash of their secret). */
export const chatUsers = pgTable(
  'chat_users',
  {
    id: serial('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    guestTokenHash: text('guest_token_hash'),
    /** Guests only; a member's name and avatar are read from users. */
    nickname: text('nickname').notNull().default(''),
    avatarId: smallint('avatar_id').notNull().default(1),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_users_user').on(t.userId),
    uniqueIndex('chat_users_guest_token').on(t.guestTokenHash),
    check(
      'chat_users_member_or_guest',
      sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`,
    ),
  ],
);

export const chatClassGroups = pgTable('chat_class_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A conversation: a room of a class group (kind 'room') or the private room of two chat users
 * (kind 'private', pair_lo < pair_hi). `last_seq` numbers its messages without gaps: a message
 * takes the next one under the row's lock, so seqs commit in order.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('room'),
    classGroupId: integer('class_group_id').references(() => chatClassGroups.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull().default(''),
    gameId: integer('game_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 1 everyone may speak; 0 only chat level ≥ 1. */
    enableChat: smallint('enable_chat').notNull().default(1),
    secPerMess: integer('sec_per_mess').notNull().default(0),
    isGuest: smallint('is_guest').notNull().default(0),
    minVipLevel: smallint('min_vip_level').notNull().default(0),
    allowLinks: smallint('allow_links').notNull().default(0),
    maintenance: smallint('maintenance').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    pairLo: integer('pair_lo'),
    pairHi: integer('pair_hi'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair').on(t.pairLo, t.pairHi),
    check('chat_rooms_kind_known', sql`${t.kind} in ('room', 'private')`),
    check(
      'chat_rooms_private_pair',
      sql`(${t.kind} = 'private') = (${t.pairLo} is not null and ${t.pairHi} is not null and ${t.pairLo} < ${t.pairHi})`,
    ),
  ],
);

/** Who is in a conversation; managers, mutes, slow mode and reading state live here. */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    chatUserId: integer('chat_user_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    /** 0 member, 1 room manager. */
    role: smallint('role').notNull().default(0),
    joinedAt: createdAt(),
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.chatUserId] }),
    index('chat_room_members_user').on(t.chatUserId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    /** Private messages: the other side. */
    recipientId: integer('recipient_id'),
    /** text | emoji | image | hongbao | system (contracts chatMessageTypes). */
    type: text('type').notNull(),
    body: text('body').notNull(),
    /** The sender as they were when they wrote it. */
    userinfo: jsonb('userinfo').$type<ChatUserInfo>().notNull(),
    redPacketId: bigint('red_packet_id', { mode: 'number' }),
    clientId: text('client_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_sender_client').on(t.senderId, t.clientId),
    // The burst limit reads a sender's latest messages in a room.
    index('chat_messages_sender_room').on(t.senderId, t.roomId, t.id),
    check(
      'chat_messages_type_known',
      sql`${t.type} in ('text', 'emoji', 'image', 'hongbao', 'system')`,
    ),
  ],
);

/** Uploaded chat images, as checked and cleaned (never SVG or HTML). */
export const chatImages = pgTable(
  'chat_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<random>.<ext>`, the served file name. */
    name: text('name').notNull(),
    chatUserId: integer('chat_user_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_images_name').on(t.name),
    check(
      'chat_images_mime_known',
      sql`${t.mime} in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`,
    ),
  ],
);

/**
 * A red packet: paid in full when sent (ledger type 15), opened share by share (type 16), its
 * remainder refunded once after it expires (type 17). remaining_* fall as shares are opened;
 * Σ shares + refunded = amount.
 */
export const redPackets = pgTable(
  'red_packets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderChatId: integer('sender_chat_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    greeting: text('greeting').notNull(),
    remainingAmount: bigint('remaining_amount', { mode: 'number' }).notNull(),
    remainingCount: integer('remaining_count').notNull(),
    /** 0 open, 1 all opened, 2 expired (contracts redPacketStatus). */
    status: smallint('status').notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    messageId: bigint('message_id', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('red_packets_sender_key').on(t.senderUserId, t.idempotencyKey),
    index('red_packets_sender_time').on(t.senderUserId, t.createdAt),
    index('red_packets_open_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 0`),
    check('red_packets_status_known', sql`${t.status} in (0, 1, 2)`),
    check('red_packets_amount_positive', sql`${t.amount} > 0 and ${t.count} > 0`),
    check(
      'red_packets_remaining_range',
      sql`${t.remainingAmount} >= 0 and ${t.remainingCount} >= 0 and ${t.remainingAmount} <= ${t.amount}`,
    ),
    check(
      'red_packets_balanced',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.remainingAmount}`,
    ),
  ],
);

export const redPacketShares = pgTable(
  'red_packet_shares',
  {
    redPacketId: bigint('red_packet_id', { mode: 'number' })
      .notNull()
      .references(() => redPackets.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatUserId: integer('chat_user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    openedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.redPacketId, t.userId] }),
    index('red_packet_shares_user_time').on(t.userId, t.openedAt),
    check('red_packet_shares_amount_positive', sql`${t.amount} > 0`),
  ],
);
