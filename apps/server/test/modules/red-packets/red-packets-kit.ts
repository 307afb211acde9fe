import { expect } from 'vitest';
import { asc, count, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { redPacketPaths, redPacketStatus } from '@lottery/contracts';
import type { Db } from '../../../src/db/client';
import {
  chatMessages,
  chatRoomMembers,
  chatRooms,
  redPacketShares,
  redPackets,
} from '../../../src/db/chat-schema';
import { ledgerEntries } from '../../../src/db/schema';
import { chatUserOfMember } from '../../../src/modules/chat/chat-store';
import { bearer, newSignedInMember } from '../../helpers/accounts';

export const yuan = (n: number) => Math.round(n * 1000);
const api = '/app-api';

let keys = 0;
export const newKey = () => {
  keys += 1;
  return `hb-${process.pid}-${keys}`;
};

/** A fresh signed-in member with `money` thousandths in the main wallet. */
export const newMember = (
  app: FastifyInstance,
  {
    money = 0,
    type = 'HY',
    vipLevel = 0,
  }: { money?: number; type?: 'HY' | 'TEST'; vipLevel?: number } = {},
) => newSignedInMember(app, 'hb', money, type, vipLevel);

let rooms = 0;
/** A chat room (kind 'room'), open to everyone unless `fields` say otherwise. */
export const addRoom = async (db: Db, fields: Partial<typeof chatRooms.$inferInsert> = {}) => {
  rooms += 1;
  const [room] = await db
    .insert(chatRooms)
    .values({ name: `红包测试房${rooms}`, ...fields })
    .returning();
  if (!room) throw new Error('the room was not written');
  return room;
};

/** Mutes a member in a room until `until`. */
export const mute = async (db: Db, roomId: number, userId: number, until: Date) => {
  const chatUser = await chatUserOfMember(db, userId);
  await db
    .insert(chatRoomMembers)
    .values({ roomId, chatUserId: chatUser.id, mutedUntil: until })
    .onConflictDoUpdate({
      target: [chatRoomMembers.roomId, chatRoomMembers.chatUserId],
      set: { mutedUntil: until },
    });
};

export const postCreate = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `${api}${redPacketPaths.create}`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

export const postOpen = (app: FastifyInstance, token: string | undefined, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `${api}${redPacketPaths.open}`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

export const getDetail = (app: FastifyInstance, token: string | undefined, query: string) =>
  app.inject({
    method: 'GET',
    url: `${api}${redPacketPaths.detail}?${query}`,
    headers: token ? bearer(token) : {},
  });

export const getHistory = (app: FastifyInstance, token: string | undefined, query: string) =>
  app.inject({
    method: 'GET',
    url: `${api}${redPacketPaths.history}?${query}`,
    headers: token ? bearer(token) : {},
  });

export const expectError = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code, statusCode: status });
  expect((res.json() as { msg: string }).msg).toMatch(/\p{Script=Han}/u);
};

export const codeOf = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 200 ? 'ok' : (res.json() as { code: string }).code;

/** Everything a red-packet call may change, to show that a refusal changed nothing. */
export const redPacketState = async (app: FastifyInstance) => {
  const { db } = app.database;
  const [[packets], [shares], [messages], [entries], [money]] = await Promise.all([
    db.select({ value: count() }).from(redPackets),
    db.select({ value: count() }).from(redPacketShares),
    db.select({ value: count() }).from(chatMessages),
    db
      .select({ value: count() })
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, 'hongbao:%')),
    db
      .select({
        value: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number),
      })
      .from(ledgerEntries),
  ]);
  return {
    packets: packets?.value,
    shares: shares?.value,
    messages: messages?.value,
    hongbaoEntries: entries?.value,
    ledgerSum: money?.value,
  };
};

export { expectLedgerHolds } from '../../helpers/ledger';

/**
 * The invariants of one packet, read from the tables: Σ shares + refunded = amount; every share
 * ≥ 1 cent and whole cents; a member at most once (the key); remaining = amount − Σ shares and
 * count − shares; the ledger holds exactly the send, one credit per share, and the refund once.
 */
export const expectPacketHolds = async (app: FastifyInstance, id: number) => {
  const { db } = app.database;
  const [packet] = await db.select().from(redPackets).where(eq(redPackets.id, id));
  if (!packet) throw new Error(`red packet ${id} not found`);
  const shares = await db
    .select()
    .from(redPacketShares)
    .where(eq(redPacketShares.redPacketId, id))
    .orderBy(asc(redPacketShares.openedAt));
  const sum = shares.reduce((total, share) => total + share.amount, 0);
  expect(packet.refundedAmount).toBe(
    packet.status === redPacketStatus.expired ? packet.remainingAmount : 0,
  );
  expect(packet.remainingAmount).toBe(packet.amount - sum);
  expect(packet.remainingCount).toBe(packet.count - shares.length);
  expect(shares.length).toBeLessThanOrEqual(packet.count);
  for (const share of shares) {
    expect(share.amount).toBeGreaterThanOrEqual(10);
    expect(share.amount % 10).toBe(0);
  }
  expect(new Set(shares.map((share) => share.userId)).size).toBe(shares.length);
  if (packet.status === redPacketStatus.finished) {
    expect(sum).toBe(packet.amount);
    expect(packet.remainingCount).toBe(0);
  }
  if (packet.status === redPacketStatus.expired) {
    expect(sum + packet.refundedAmount).toBe(packet.amount);
  }
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(like(ledgerEntries.reference, `hongbao:%:${id}%`));
  const mine = entries.filter((entry) => entry.reference.split(':')[2] === String(id));
  const of = (kind: string) =>
    mine.filter((entry) => entry.reference.startsWith(`hongbao:${kind}:`));
  expect(of('send').map((entry) => entry.amount)).toEqual([-packet.amount]);
  expect(of('open').reduce((total, entry) => total + entry.amount, 0)).toBe(sum);
  expect(of('open')).toHaveLength(shares.length);
  expect(of('refund').map((entry) => entry.amount)).toEqual(
    packet.refundedAmount > 0 ? [packet.refundedAmount] : [],
  );
  return { packet, shares, sum };
};
