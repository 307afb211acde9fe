import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { redPacketStatus } from '@lottery/contracts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  chatRoomMembers,
  chatRooms,
  chatUsers,
  redPacketShares,
  redPackets,
} from '../../db/chat-schema';
import { users, wallets } from '../../db/schema';

export type RedPacketRow = typeof redPackets.$inferSelect;
export type NewRedPacket = typeof redPackets.$inferInsert;

/** A member as a red packet shows them: the name they chat under and their avatar. */
const shownName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.account})`;

export const findRoom = async (db: Db, roomId: number) => {
  const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  return row;
};

/** When the chat user's mute in the room ends (null: not muted, or not a member yet). */
export const findMutedUntil = async (db: Db, roomId: number, chatUserId: number) => {
  const [row] = await db
    .select({ mutedUntil: chatRoomMembers.mutedUntil })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));
  return row?.mutedUntil ?? null;
};

/** Locks the member's main wallet until commit: their red packets are sent one at a time. */
export const lockMoneyWallet = (tx: Db, userId: number) =>
  tx
    .select({ userId: wallets.userId })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.kind, 'money')))
    .for('update');

export const findByKey = async (db: Db, senderUserId: number, idempotencyKey: string) => {
  const [row] = await db
    .select()
    .from(redPackets)
    .where(
      and(eq(redPackets.senderUserId, senderUserId), eq(redPackets.idempotencyKey, idempotencyKey)),
    );
  return row;
};

/** A packet's INSERT for `wallet.postWithRecord`: nothing written when its key was used before. */
export const packetInsert = (row: Omit<NewRedPacket, 'id'> & { createdAt: Date }) => sql`
  insert into ${redPackets} (room_id, sender_user_id, sender_chat_id, amount, count, greeting,
    remaining_amount, remaining_count, idempotency_key, created_at, expires_at)
  values (${row.roomId}::int, ${row.senderUserId}::bigint, ${row.senderChatId}::int,
    ${row.amount}::bigint, ${row.count}::int, ${row.greeting}::text, ${row.remainingAmount}::bigint,
    ${row.remainingCount}::int, ${row.idempotencyKey}::text,
    ${row.createdAt.toISOString()}::timestamptz, ${row.expiresAt.toISOString()}::timestamptz)
  on conflict do nothing
  returning id`;

export const setMessageId = (tx: Db, id: number, messageId: number) =>
  tx.update(redPackets).set({ messageId }).where(eq(redPackets.id, id));

export const findPacket = async (db: Db, id: number) => {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.id, id));
  return row;
};

const openedBy = (userId: number) => sql<boolean>`exists (
  select 1 from ${redPacketShares}
  where ${redPacketShares.redPacketId} = ${redPackets.id}
    and ${redPacketShares.userId} = ${userId}::bigint
)`;

/** The packet, whether the member opened it, and their chat identity (null: none yet). */
export const findForOpen = async (db: Db, id: number, userId: number) => {
  const [row] = await db
    .select({
      packet: redPackets,
      opened: openedBy(userId),
      chatUserId: sql<number | null>`(
        select ${chatUsers.id} from ${chatUsers} where ${chatUsers.userId} = ${userId}::bigint
      )`,
    })
    .from(redPackets)
    .where(eq(redPackets.id, id));
  return row;
};

/**
 * The packet while it is open, locked until commit (its opens and its expiry happen one at a
 * time), and whether the member opened it. Undefined when it is not open: a crowd queued on the
 * lock of a packet that finishes is turned away inside the database (the row is read again
 * when its lock is released), each without a round trip under the lock.
 */
export const lockOpen = async (tx: Db, id: number, userId: number) => {
  const [row] = await tx
    .select({ packet: redPackets, opened: openedBy(userId) })
    .from(redPackets)
    .where(and(eq(redPackets.id, id), eq(redPackets.status, redPacketStatus.open)))
    .for('update', { of: redPackets });
  return row;
};

/** A share's INSERT for `wallet.postWithRecord` (the record id is the member's). */
export const shareInsert = (share: {
  redPacketId: number;
  userId: number;
  chatUserId: number;
  amount: number;
  openedAt: Date;
}) => sql`
  insert into ${redPacketShares} (red_packet_id, user_id, chat_user_id, amount, created_at)
  values (${share.redPacketId}::bigint, ${share.userId}::bigint, ${share.chatUserId}::int,
    ${share.amount}::bigint, ${share.openedAt.toISOString()}::timestamptz)
  on conflict do nothing
  returning user_id as id`;

/** Takes one share out of the packet; the last one finishes it. Answers the packet after it. */
export const takeShare = async (tx: Db, id: number, amount: number, at: Date) => {
  const [row] = await tx
    .update(redPackets)
    .set({
      remainingAmount: sql`${redPackets.remainingAmount} - ${amount}::bigint`,
      remainingCount: sql`${redPackets.remainingCount} - 1`,
      status: sql`case when ${redPackets.remainingCount} = 1 then ${redPacketStatus.finished}::smallint else ${redPackets.status} end`,
      finishedAt: sql`case when ${redPackets.remainingCount} = 1 then ${at.toISOString()}::timestamptz else ${redPackets.finishedAt} end`,
    })
    .where(and(eq(redPackets.id, id), eq(redPackets.status, redPacketStatus.open)))
    .returning();
  if (!row) throw new Error(`red packet ${id} was not open`);
  return row;
};

/** The packet's sender as it shows them. */
export const findSender = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ nickname: shownName, avatarId: users.avatarId })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { nickname: '', avatarId: 1 };
};

/** Every share of a packet in the order they were opened. */
export const sharesOf = (db: Db, redPacketId: number) =>
  db
    .select({
      userId: redPacketShares.userId,
      chatUserId: redPacketShares.chatUserId,
      amount: redPacketShares.amount,
      openedAt: redPacketShares.openedAt,
      nickname: shownName,
      avatarId: users.avatarId,
    })
    .from(redPacketShares)
    .innerJoin(users, eq(users.id, redPacketShares.userId))
    .where(eq(redPacketShares.redPacketId, redPacketId))
    .orderBy(asc(redPacketShares.openedAt), asc(redPacketShares.userId));

const totals = {
  totalCount: sql<number>`count(*)::int`.mapWith(Number),
};

/** The red packets a member sent, newest first, and their number and sum. */
export const sentPage = async (
  db: Db,
  userId: number,
  { offset, limit }: { offset: number; limit: number },
) => {
  const mine = eq(redPackets.senderUserId, userId);
  const [rows, [sums]] = await Promise.all([
    db
      .select({ packet: redPackets, senderNickname: shownName })
      .from(redPackets)
      .innerJoin(users, eq(users.id, redPackets.senderUserId))
      .where(mine)
      .orderBy(desc(redPackets.createdAt), desc(redPackets.id))
      .offset(offset)
      .limit(limit),
    db
      .select({
        ...totals,
        totalAmount: sql<number>`coalesce(sum(${redPackets.amount}), 0)::bigint`.mapWith(Number),
      })
      .from(redPackets)
      .where(mine),
  ]);
  return { rows, totalCount: sums?.totalCount ?? 0, totalAmount: sums?.totalAmount ?? 0 };
};

/**
 * 手气最佳 of a share, in SQL: its packet is complete (every share opened, or expired) and no
 * other share of it is larger, or as large and opened earlier (then by member id).
 */
const other = alias(redPacketShares, 'other');
const luckiestShare = sql<boolean>`(
  ${redPackets.remainingCount} = 0 or ${redPackets.status} = ${redPacketStatus.expired}
) and not exists (
  select 1 from ${redPacketShares} as ${other}
  where ${other.redPacketId} = ${redPacketShares.redPacketId}
    and (${other.amount} > ${redPacketShares.amount}
      or (${other.amount} = ${redPacketShares.amount}
        and (${other.openedAt}, ${other.userId}) < (${redPacketShares.openedAt}, ${redPacketShares.userId})))
)`;

/** The shares a member opened, newest first, with their packets, and their number and sum. */
export const receivedPage = async (
  db: Db,
  userId: number,
  { offset, limit }: { offset: number; limit: number },
) => {
  const mine = eq(redPacketShares.userId, userId);
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        packet: redPackets,
        senderNickname: shownName,
        amount: redPacketShares.amount,
        openedAt: redPacketShares.openedAt,
        luckiest: luckiestShare,
      })
      .from(redPacketShares)
      .innerJoin(redPackets, eq(redPackets.id, redPacketShares.redPacketId))
      .innerJoin(users, eq(users.id, redPackets.senderUserId))
      .where(mine)
      .orderBy(desc(redPacketShares.openedAt), desc(redPacketShares.redPacketId))
      .offset(offset)
      .limit(limit),
    db
      .select({
        ...totals,
        totalAmount: sql<number>`coalesce(sum(${redPacketShares.amount}), 0)::bigint`.mapWith(
          Number,
        ),
      })
      .from(redPacketShares)
      .where(mine),
  ]);
  return { rows, totalCount: sums?.totalCount ?? 0, totalAmount: sums?.totalAmount ?? 0 };
};

/**
 * Open packets past their expiry, locked until commit; rows another process holds are skipped
 * (it is expiring or opening them), so two sweepers never wait on each other.
 */
export const lockExpired = (tx: Db, at: Date, limit: number) =>
  tx
    .select()
    .from(redPackets)
    .where(and(eq(redPackets.status, redPacketStatus.open), lte(redPackets.expiresAt, at)))
    .orderBy(asc(redPackets.expiresAt), asc(redPackets.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Marks a locked open packet expired, its remainder refunded. */
export const markExpired = async (tx: Db, id: number, at: Date) => {
  const [row] = await tx
    .update(redPackets)
    .set({
      status: redPacketStatus.expired,
      refundedAmount: sql`${redPackets.remainingAmount}`,
      finishedAt: at,
    })
    .where(and(eq(redPackets.id, id), eq(redPackets.status, redPacketStatus.open)))
    .returning();
  return row;
};
