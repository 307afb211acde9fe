import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { chatLimits } from '@lottery/contracts';
import { chatMessages, chatRoomMembers } from '../../../src/db/chat-schema';
import { isUniqueViolation } from '../../../src/lib/pg-errors';
import { userInfoOf } from '../../../src/modules/chat/chat-store';
import * as repo from '../../../src/modules/chat/chat.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { chatMember, clientId, manualClock, newRoom } from './chat-kit';

/**
 * Sends stored together (repo.appendBatchIfAllowed, which the send path uses through
 * batch-queue.ts): the same rules as a send alone, each room's seqs gapless in the batch's order,
 * and a batch that fails stored again one by one.
 */
describe(`sends stored together (${testDriver()})`, () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const rulesOf = (overrides: Partial<repo.SendRules> = {}): repo.SendRules => ({
    at: clock.now(),
    secPerMess: 0,
    exempt: false,
    burst: chatLimits.burstPerTenSeconds,
    burstWindowMs: 10_000,
    readUpTo: null,
    ...overrides,
  });
  /** A send of a fresh member's text to `roomId`, stored under `rules`. */
  const sendOf = async (
    roomId: number,
    body: string,
    rules = rulesOf(),
    member?: Awaited<ReturnType<typeof chatMember>>,
  ): Promise<repo.BatchedSend & { chatUserId: number }> => {
    const who = member ?? (await chatMember(t.app));
    const sender = await repo.findChatUser(db(), who.chatUserId);
    if (!sender) throw new Error('no chat user');
    return {
      chatUserId: who.chatUserId,
      message: {
        roomId,
        sender,
        userinfo: await userInfoOf(db(), sender),
        type: 'text',
        body,
        clientId: clientId(),
        createdAt: rules.at,
      },
      rules,
    };
  };
  const stored = async (roomId: number) =>
    (
      await db()
        .select({ seq: chatMessages.seq, body: chatMessages.body })
        .from(chatMessages)
        .where(eq(chatMessages.roomId, roomId))
        .orderBy(asc(chatMessages.seq))
    ).map((row) => `${row.seq}:${row.body}`);
  const membershipOf = async (roomId: number, chatUserId: number) => {
    const [row] = await db()
      .select()
      .from(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));
    return row;
  };

  it('stores what the rules allow, each room’s seqs following on in the batch’s order', async () => {
    const roomA = await newRoom(t.app);
    const roomB = await newRoom(t.app);
    const before = await sendOf(roomA.id, '之前');
    expect((await repo.appendIfAllowed(db(), before.message, before.rules))?.seq).toBe(1);

    const first = await sendOf(roomA.id, '甲');
    const muted = await sendOf(roomA.id, '禁言');
    await db()
      .insert(chatRoomMembers)
      .values({
        roomId: roomA.id,
        chatUserId: muted.chatUserId,
        mutedUntil: new Date(clock.now().getTime() + 60_000),
      });
    const inB = await sendOf(roomB.id, '乙房间');
    const slow = await sendOf(roomA.id, '太快', rulesOf({ secPerMess: 30 }));
    await db()
      .insert(chatRoomMembers)
      .values({
        roomId: roomA.id,
        chatUserId: slow.chatUserId,
        lastSentAt: new Date(clock.now().getTime() - 10_000),
      });
    const second = await sendOf(roomA.id, '丙');

    const rows = await repo.appendBatchIfAllowed(db(), [first, muted, inB, slow, second]);
    expect(rows.map((row) => row?.seq ?? null)).toEqual([2, null, 1, null, 3]);
    expect(rows[0]).toMatchObject({ roomId: roomA.id, senderId: first.chatUserId, body: '甲' });
    expect(rows[2]).toMatchObject({ roomId: roomB.id, senderId: inB.chatUserId });
    expect(await stored(roomA.id)).toEqual(['1:之前', '2:甲', '3:丙']);
    expect(await stored(roomB.id)).toEqual(['1:乙房间']);
    // A refused send changes nothing of its membership.
    expect((await membershipOf(roomA.id, muted.chatUserId))?.lastSentAt).toBeNull();
    expect((await membershipOf(roomA.id, slow.chatUserId))?.lastSentAt).toEqual(
      new Date(clock.now().getTime() - 10_000),
    );
    expect((await membershipOf(roomA.id, first.chatUserId))?.lastSentAt).toEqual(clock.now());
  });

  it('keeps the burst limit inside a batch', async () => {
    const room = await newRoom(t.app);
    const member = await chatMember(t.app);
    for (let i = 0; i < chatLimits.burstPerTenSeconds; i += 1) {
      const earlier = await sendOf(room.id, `连发${i}`, rulesOf(), member);
      expect(await repo.appendIfAllowed(db(), earlier.message, earlier.rules)).toBeDefined();
    }
    const over = await sendOf(room.id, '超出', rulesOf(), member);
    const other = await sendOf(room.id, '别人');
    const rows = await repo.appendBatchIfAllowed(db(), [over, other]);
    expect(rows.map((row) => row?.seq ?? null)).toEqual([null, chatLimits.burstPerTenSeconds + 1]);
  });

  it('answers concurrent sends of a crowd, a member’s own in the order sent', async () => {
    const room = await newRoom(t.app);
    const member = await chatMember(t.app);
    const crowd = await Promise.all(Array.from({ length: 8 }, () => chatMember(t.app)));
    const callerOf = (who: { tokenChat: string }) =>
      t.app.services.chat.auth.resolve(who.tokenChat, false);
    const mine = await callerOf(member);
    const sends = [
      ...['一', '二', '三'].map((body) => ({ caller: mine, body })),
      ...(await Promise.all(crowd.map(callerOf))).map((caller, i) => ({ caller, body: `众${i}` })),
    ];
    const acks = await Promise.all(
      sends.map(({ caller, body }) =>
        t.app.services.chat.messages.send(caller, {
          room_id: room.id,
          talk_type: 2,
          type: 'text',
          body,
          client_id: clientId(),
        }),
      ),
    );
    const seqs = acks.map((sent) => sent.ack.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(sends.map((_, i) => i + 1));
    const [one, two, three] = seqs as [number, number, number];
    expect(one < two && two < three).toBe(true);
    expect((await stored(room.id)).map((row) => row.split(':')[1])).toHaveLength(sends.length);
  });

  it('stores a failed batch again one by one: the others are stored, the clash answers its own error', async () => {
    const room = await newRoom(t.app);
    const clash = await sendOf(room.id, '先到');
    expect(await repo.appendIfAllowed(db(), clash.message, clash.rules)).toBeDefined();
    const again = { ...clash, message: { ...clash.message, body: '重发' } };
    const others = await Promise.all(['甲', '乙', '丙'].map((body) => sendOf(room.id, body)));
    await expect(
      repo.appendBatchIfAllowed(db(), [others[0], again] as repo.BatchedSend[]),
    ).rejects.toSatisfy(isUniqueViolation);
    expect(await stored(room.id)).toEqual(['1:先到']);

    const outcomes = await repo.appendEachIfAllowed(db(), [
      ...others.slice(0, 1),
      again,
      ...others.slice(1),
    ]);
    expect(
      outcomes.map((outcome) =>
        'error' in outcome
          ? isUniqueViolation(outcome.error)
            ? 'clash'
            : String(outcome.error)
          : (outcome.row?.body ?? 'refused'),
      ),
    ).toEqual(['甲', 'clash', '乙', '丙']);
    expect(await stored(room.id)).toEqual(['1:先到', '2:甲', '3:乙', '4:丙']);
  });
});
