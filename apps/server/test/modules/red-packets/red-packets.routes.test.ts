import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  chatChannel,
  chatCommand,
  redPacketConfigKey,
  redPacketDefaults,
  redPacketDetail,
  redPacketHistory,
  redPacketOpened,
  redPacketStatus,
  systemConfigKey,
  transactionType,
  type ChatServerFrame,
} from '@lottery/contracts';
import { chatMessages, redPackets } from '../../../src/db/chat-schema';
import { ledgerEntries, users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { flush, ManualClock } from '../draws/draw-test-kit';
import {
  addRoom,
  codeOf,
  expectError,
  expectLedgerHolds,
  expectPacketHolds,
  getDetail,
  getHistory,
  mute,
  newKey,
  newMember,
  postCreate,
  postOpen,
  redPacketState,
  yuan,
} from './red-packets-kit';

const hourMs = 3_600_000;

describe(`red packets (${testDriver()})`, () => {
  let t: TestApp;
  let clock: ManualClock;
  const app = () => t.app;
  const db = () => t.app.database.db;
  let roomId: number;
  const frames: ChatServerFrame[] = [];

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00Z');
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    roomId = (await addRoom(db())).id;
    await app().bus.subscribe(chatChannel.room(roomId), (frame) => {
      frames.push(frame as ChatServerFrame);
    });
  });
  afterAll(() => t.close());

  const send = async (
    token: string,
    body: Partial<{ amount: number; count: number; greeting: string; room_id: number }> = {},
  ) => {
    const res = await postCreate(app(), token, {
      room_id: roomId,
      amount: yuan(10),
      count: 5,
      idempotencyKey: newKey(),
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return redPacketDetail.parse(res.json().data);
  };
  const opened = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return redPacketOpened.parse((res.json() as { data: unknown }).data);
  };

  describe('POST create', () => {
    it('debits the sender, writes the packet and its message, and tells the room', async () => {
      const sender = await newMember(app(), { money: yuan(100) });
      frames.length = 0;
      const res = await postCreate(app(), sender.token, {
        room_id: roomId,
        amount: yuan(12.34),
        count: 3,
        idempotencyKey: newKey(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const detail = redPacketDetail.parse(res.json().data);
      expect(detail).toMatchObject({
        room_id: roomId,
        amount: 12_340,
        count: 3,
        greeting: redPacketDefaults.greeting,
        status: redPacketStatus.open,
        remaining_amount: 12_340,
        remaining_count: 3,
        refunded: 0,
        shares: [],
        mine: null,
        created_at: clock.time,
        expires_at: clock.time + 24 * hourMs,
      });
      expect(detail.sender.nickname).toBe(sender.account);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(100) - 12_340);
      const [entry] = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `hongbao:send:${detail.id}`));
      expect(entry).toMatchObject({
        userId: sender.user.id,
        amount: -12_340,
        transactionType: transactionType.redPacketSent,
      });
      const [packet] = await db().select().from(redPackets).where(eq(redPackets.id, detail.id));
      const [message] = await db()
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.redPacketId, detail.id));
      expect(message).toMatchObject({
        roomId,
        type: 'hongbao',
        body: redPacketDefaults.greeting,
        senderId: detail.sender.user_id,
      });
      expect(packet?.messageId).toBe(message?.id);
      await flush();
      expect(frames).toEqual([
        {
          command: chatCommand.message,
          content: expect.objectContaining({
            id: message?.id,
            seq: message?.seq,
            room_id: roomId,
            content: expect.objectContaining({
              type: 'hongbao',
              body: redPacketDefaults.greeting,
              hongbao: { id: detail.id, count: 3, remaining_count: 3, status: 0 },
            }),
          }),
        },
      ]);
      await expectPacketHolds(app(), detail.id);
    });

    it('keeps the greeting as typed (trimmed), as text', async () => {
      const sender = await newMember(app(), { money: yuan(10) });
      const detail = await send(sender.token, { greeting: '  <b>发财</b>  ' });
      expect(detail.greeting).toBe('<b>发财</b>');
    });

    it('a retry with the same key answers the same packet and pays nothing more', async () => {
      const sender = await newMember(app(), { money: yuan(50) });
      const body = { room_id: roomId, amount: yuan(20), count: 4, idempotencyKey: newKey() };
      const first = await postCreate(app(), sender.token, body);
      expect(first.statusCode, first.body).toBe(200);
      const before = await redPacketState(app());
      const again = await postCreate(app(), sender.token, body);
      const changed = await postCreate(app(), sender.token, { ...body, amount: yuan(30) });
      expect(again.json().data).toEqual(first.json().data);
      expect(changed.json().data).toEqual(first.json().data);
      expect(await redPacketState(app())).toEqual(before);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(30));
      // 10 parallel retries of a new key: one packet.
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          postCreate(app(), sender.token, { ...body, amount: yuan(1), idempotencyKey: key }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(29));
    });

    it('refuses a balance too small: WALLET/INSUFFICIENT_BALANCE, nothing written', async () => {
      const sender = await newMember(app(), { money: yuan(5) });
      const before = await redPacketState(app());
      const res = await postCreate(app(), sender.token, {
        room_id: roomId,
        amount: yuan(5.01),
        count: 1,
        idempotencyKey: newKey(),
      });
      expectError(res, 400, 'WALLET/INSUFFICIENT_BALANCE');
      expect(await redPacketState(app())).toEqual(before);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(5));
      // The whole balance is fine.
      await send(sender.token, { amount: yuan(5), count: 1 });
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(0);
    });

    it('refuses without a token (401) and trial accounts (403), changing nothing', async () => {
      const trial = await newMember(app(), { money: yuan(100), type: 'TEST' });
      const before = await redPacketState(app());
      const body = { room_id: roomId, amount: yuan(10), count: 2, idempotencyKey: newKey() };
      expectError(await postCreate(app(), undefined, body), 401, 'UC/NOT_LOGGED_IN');
      expectError(await postCreate(app(), 'not-a-token', body), 400, 'UC/TOKEN_INVALID');
      expectError(await postCreate(app(), trial.token, body), 403, 'UC/TRIAL_FORBIDDEN');
      expect(await redPacketState(app())).toEqual(before);
    });

    it('refuses every malformed body with a 400, changing nothing', async () => {
      const sender = await newMember(app(), { money: yuan(100) });
      const good = { room_id: roomId, amount: yuan(10), count: 2, idempotencyKey: newKey() };
      const before = await redPacketState(app());
      const bodies: unknown[] = [
        {},
        { ...good, room_id: undefined },
        { ...good, room_id: 'abc' },
        { ...good, room_id: 0 },
        { ...good, amount: '10' },
        { ...good, amount: -1000 },
        { ...good, amount: 0 },
        { ...good, amount: 1000.5 },
        { ...good, amount: Number.MAX_SAFE_INTEGER * 4 },
        { ...good, count: 0 },
        { ...good, count: 2.5 },
        { ...good, count: null },
        { ...good, greeting: 'x'.repeat(redPacketDefaults.maxGreeting + 1) },
        { ...good, greeting: 'a\u0000b' },
        { ...good, greeting: 12 },
        { ...good, idempotencyKey: 'short' },
        { ...good, idempotencyKey: 'has space in it' },
        { ...good, idempotencyKey: undefined },
        { ...good, extra: 1 },
        [good],
        null,
      ];
      for (const body of bodies) {
        const res = await postCreate(app(), sender.token, body);
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
        expect(res.json().msg).toMatch(/\p{Script=Han}/u);
      }
      const raw = await app().inject({
        method: 'POST',
        url: '/app-api/api/chat/hongbao/create',
        headers: { token: sender.token, 'content-type': 'application/json' },
        payload: '{"room_id": 1,',
      });
      expect(raw.statusCode).toBe(400);
      expect(await redPacketState(app())).toEqual(before);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(100));
    });

    it('holds the limits (defaults, then the operator’s in yuan)', async () => {
      const sender = await newMember(app(), { money: yuan(100_000) });
      const before = await redPacketState(app());
      const body = (amount: number, count: number) => ({
        room_id: roomId,
        amount,
        count,
        idempotencyKey: newKey(),
      });
      const cases: [number, number, string][] = [
        [990, 1, 'HONGBAO/AMOUNT_RANGE'],
        [1_005, 1, 'HONGBAO/AMOUNT_RANGE'],
        [20_000_010, 1, 'HONGBAO/AMOUNT_RANGE'],
        [yuan(10), 101, 'HONGBAO/COUNT_RANGE'],
      ];
      for (const [amount, count, code] of cases) {
        expectError(await postCreate(app(), sender.token, body(amount, count)), 400, code);
      }
      const settings = app().services.settings;
      await settings.setSystemConfig({
        configKey: redPacketConfigKey.minAmount,
        configValue: '0.1',
      });
      await settings.setSystemConfig({
        configKey: redPacketConfigKey.maxAmount,
        configValue: '50',
      });
      await settings.setSystemConfig({ configKey: redPacketConfigKey.maxCount, configValue: '20' });
      try {
        const configured: [number, number, string][] = [
          [yuan(50.01), 1, 'HONGBAO/AMOUNT_RANGE'],
          [yuan(0.09), 1, 'HONGBAO/AMOUNT_RANGE'],
          [yuan(10), 21, 'HONGBAO/COUNT_RANGE'],
          [yuan(0.19), 20, 'HONGBAO/SHARE_TOO_SMALL'],
        ];
        for (const [amount, count, code] of configured) {
          expectError(await postCreate(app(), sender.token, body(amount, count)), 400, code);
        }
        expect(await redPacketState(app())).toEqual(before);
        const smallest = await send(sender.token, { amount: yuan(0.2), count: 20 });
        expect(smallest.amount).toBe(200);
        await send(sender.token, { amount: yuan(50), count: 1 });
      } finally {
        for (const configKey of Object.values(redPacketConfigKey)) {
          await settings.setSystemConfig({ configKey, configValue: '' });
        }
      }
      await send(sender.token, { amount: yuan(1), count: 100 });
    });

    it('refuses rooms that are not there, not rooms, closed or under maintenance', async () => {
      const sender = await newMember(app(), { money: yuan(100) });
      const other = await newMember(app());
      const [lo, hi] = [sender.user.id, other.user.id].sort((a, b) => a - b);
      const privateRoom = await addRoom(db(), { kind: 'private', pairLo: lo, pairHi: hi });
      const maintenance = await addRoom(db(), { maintenance: 1 });
      const closed = await addRoom(db(), { enableChat: 0 });
      const vip = await addRoom(db(), { minVipLevel: 3 });
      const before = await redPacketState(app());
      const at = (id: number) => ({
        room_id: id,
        amount: yuan(10),
        count: 2,
        idempotencyKey: newKey(),
      });
      expectError(await postCreate(app(), sender.token, at(999_999)), 404, 'CHAT/ROOM_NOT_FOUND');
      expectError(
        await postCreate(app(), sender.token, at(privateRoom.id)),
        404,
        'CHAT/ROOM_NOT_FOUND',
      );
      expectError(
        await postCreate(app(), sender.token, at(maintenance.id)),
        405,
        'CHAT/MAINTENANCE',
      );
      expectError(await postCreate(app(), sender.token, at(closed.id)), 403, 'CHAT/NO_PERMISSION');
      expectError(await postCreate(app(), sender.token, at(vip.id)), 403, 'CHAT/VIP_LEVEL');
      const settings = app().services.settings;
      await settings.setSystemConfig({
        configKey: systemConfigKey.enableChatMaintenance,
        configValue: '1',
      });
      expectError(await postCreate(app(), sender.token, at(roomId)), 405, 'CHAT/MAINTENANCE');
      await settings.setSystemConfig({
        configKey: systemConfigKey.enableChatMaintenance,
        configValue: '0',
      });
      expect(await redPacketState(app())).toEqual(before);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(100));
      // A VIP 3 member may send there.
      const vipSender = await newMember(app(), { money: yuan(10), vipLevel: 3 });
      await send(vipSender.token, { room_id: vip.id });
    });

    it('refuses a member who may not speak: chat switched off, muted', async () => {
      const sender = await newMember(app(), { money: yuan(100) });
      const before = await redPacketState(app());
      const body = () => ({
        room_id: roomId,
        amount: yuan(10),
        count: 2,
        idempotencyKey: newKey(),
      });
      await db().update(users).set({ enableChat: 0 }).where(eq(users.id, sender.user.id));
      await expect
        .poll(async () => codeOf(await postCreate(app(), sender.token, body())))
        .toBe('CHAT/SWITCHED_OFF');
      await db().update(users).set({ enableChat: 1 }).where(eq(users.id, sender.user.id));
      await mute(db(), roomId, sender.user.id, new Date(clock.time + 60_000));
      await expect
        .poll(async () => codeOf(await postCreate(app(), sender.token, body())))
        .toBe('CHAT/MUTED');
      expect(await redPacketState(app())).toEqual(before);
      // A mute that has ended does not stop them.
      await mute(db(), roomId, sender.user.id, new Date(clock.time - 1));
      await send(sender.token);
    });
  });

  describe('POST open', () => {
    it('credits a share, tells the room, and the sender may open their own', async () => {
      const sender = await newMember(app(), { money: yuan(10) });
      const packet = await send(sender.token, { amount: yuan(10), count: 3 });
      const opener = await newMember(app());
      frames.length = 0;
      const mine = opened(await postOpen(app(), opener.token, { id: packet.id }));
      expect(mine.amount % 10).toBe(0);
      expect(mine.amount).toBeGreaterThanOrEqual(10);
      expect(mine.money).toBe(mine.amount);
      expect(mine.detail).toMatchObject({ id: packet.id, remaining_count: 2, mine: mine.amount });
      expect(mine.detail.shares).toEqual([
        expect.objectContaining({ nickname: opener.account, amount: mine.amount, luckiest: false }),
      ]);
      expect(await expectLedgerHolds(app(), opener.user.id)).toBe(mine.amount);
      const [entry] = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `hongbao:open:${packet.id}:${opener.user.id}`));
      expect(entry).toMatchObject({ transactionType: transactionType.redPacketReceived });
      await flush();
      expect(frames).toEqual([
        {
          command: chatCommand.hongbao,
          content: { room_id: roomId, hongbao_id: packet.id, remaining_count: 2, status: 0 },
        },
      ]);

      const own = opened(await postOpen(app(), sender.token, { id: packet.id }));
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(own.amount);
      await expectPacketHolds(app(), packet.id);
    });

    it('refuses a second open, a finished packet, and one that is not there', async () => {
      const sender = await newMember(app(), { money: yuan(10) });
      const packet = await send(sender.token, { amount: yuan(1), count: 2 });
      const [a, b, c] = await Promise.all([newMember(app()), newMember(app()), newMember(app())]);
      const first = opened(await postOpen(app(), a.token, { id: packet.id }));
      expect(first.detail.shares.every((share) => !share.luckiest)).toBe(true);
      const before = await redPacketState(app());
      expectError(await postOpen(app(), a.token, { id: packet.id }), 400, 'HONGBAO/ALREADY_OPENED');
      expect(await redPacketState(app())).toEqual(before);
      const last = opened(await postOpen(app(), b.token, { id: packet.id }));
      expect(first.amount + last.amount).toBe(yuan(1));
      expect(last.detail).toMatchObject({ status: redPacketStatus.finished, remaining_count: 0 });
      // 手气最佳 once all are opened: the larger share, the earlier of equals.
      const luckiest = last.detail.shares.filter((share) => share.luckiest);
      expect(luckiest).toHaveLength(1);
      expect(luckiest[0]?.amount).toBe(Math.max(first.amount, last.amount));
      if (first.amount === last.amount) expect(luckiest[0]?.nickname).toBe(a.account);
      const after = await redPacketState(app());
      expectError(await postOpen(app(), c.token, { id: packet.id }), 400, 'HONGBAO/FINISHED');
      expectError(await postOpen(app(), b.token, { id: packet.id }), 400, 'HONGBAO/ALREADY_OPENED');
      expectError(await postOpen(app(), c.token, { id: 987_654_321 }), 404, 'HONGBAO/NOT_FOUND');
      expect(await redPacketState(app())).toEqual(after);
      expect(await expectLedgerHolds(app(), c.user.id)).toBe(0);
      await expectPacketHolds(app(), packet.id);
    });

    it('refuses malformed bodies (400), no token (401) and trial accounts (403)', async () => {
      const sender = await newMember(app(), { money: yuan(10) });
      const packet = await send(sender.token);
      const member = await newMember(app());
      const trial = await newMember(app(), { type: 'TEST' });
      const before = await redPacketState(app());
      for (const body of [
        {},
        { id: 0 },
        { id: -1 },
        { id: 'x' },
        { id: 1.5 },
        { id: packet.id, x: 1 },
        [packet.id],
      ]) {
        const res = await postOpen(app(), member.token, body);
        expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
      }
      expectError(await postOpen(app(), undefined, { id: packet.id }), 401, 'UC/NOT_LOGGED_IN');
      expectError(await postOpen(app(), trial.token, { id: packet.id }), 403, 'UC/TRIAL_FORBIDDEN');
      expect(await redPacketState(app())).toEqual(before);
    });
  });

  describe('GET detail and history', () => {
    it('shows a packet to any member, with who got what and the caller’s own share', async () => {
      const sender = await newMember(app(), { money: yuan(10) });
      const packet = await send(sender.token, { amount: yuan(3), count: 3, greeting: '新年快乐' });
      const a = await newMember(app());
      const share = opened(await postOpen(app(), a.token, { id: packet.id })).amount;
      const trial = await newMember(app(), { type: 'TEST' });
      const seen = await getDetail(app(), trial.token, `id=${packet.id}`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(redPacketDetail.parse(seen.json().data)).toMatchObject({
        greeting: '新年快乐',
        mine: null,
        remaining_amount: yuan(3) - share,
        remaining_count: 2,
        shares: [{ nickname: a.account, amount: share, luckiest: false, opened_at: clock.time }],
      });
      const own = await getDetail(app(), a.token, `id=${packet.id}`);
      expect(own.json().data.mine).toBe(share);
      // The cache-buster of reads is accepted.
      expect((await getDetail(app(), a.token, `id=${packet.id}&_t=1700000000000`)).statusCode).toBe(
        200,
      );
      expectError(await getDetail(app(), a.token, 'id=987654321'), 404, 'HONGBAO/NOT_FOUND');
      for (const query of ['', 'id=abc', 'id=0', 'id=1&x=2']) {
        expect((await getDetail(app(), a.token, query)).statusCode).toBe(400);
      }
      expectError(await getDetail(app(), undefined, `id=${packet.id}`), 401, 'UC/NOT_LOGGED_IN');
    });

    it('pages what a member sent and received, newest first, with totals', async () => {
      const sender = await newMember(app(), { money: yuan(100) });
      const other = await newMember(app(), { money: yuan(100) });
      const sent = [];
      for (let i = 0; i < 3; i += 1) {
        await clock.advanceBy(1000, () => app().services.redPackets.expiry.whenIdle());
        sent.push(await send(sender.token, { amount: yuan(2 + i), count: 1 }));
      }
      const fromOther = await send(other.token, { amount: yuan(7), count: 2 });
      const receivedAmounts: number[] = [];
      for (const packet of [sent[0], fromOther]) {
        await clock.advanceBy(1000, () => app().services.redPackets.expiry.whenIdle());
        receivedAmounts.push(
          opened(await postOpen(app(), sender.token, { id: packet?.id })).amount,
        );
      }
      const pageOf = async (query: string) => {
        const res = await getHistory(app(), sender.token, query);
        expect(res.statusCode, res.body).toBe(200);
        return redPacketHistory.parse(res.json().data);
      };
      const sentPage = await pageOf('kind=sent&page=1&rows=2');
      expect(sentPage.totalCount).toBe(3);
      expect(sentPage.totalAmount).toBe(yuan(2 + 3 + 4));
      expect(sentPage.data.map((row) => row.id)).toEqual([sent[2]?.id, sent[1]?.id]);
      expect(sentPage.data[0]).toMatchObject({
        amount: yuan(4),
        count: 1,
        opened_count: 0,
        status: 0,
      });
      expect((await pageOf('kind=sent&page=2&rows=2')).data.map((row) => row.id)).toEqual([
        sent[0]?.id,
      ]);
      expect((await pageOf('kind=sent&page=3&rows=2')).data).toEqual([]);

      const received = await pageOf('kind=received');
      expect(received.totalCount).toBe(2);
      expect(received.totalAmount).toBe(receivedAmounts[0]! + receivedAmounts[1]!);
      expect(received.data.map((row) => [row.id, row.amount])).toEqual([
        [fromOther.id, receivedAmounts[1]],
        [sent[0]?.id, receivedAmounts[0]],
      ]);
      // The one-share packet is complete: its only share is the luckiest.
      expect(received.data[1]).toMatchObject({ luckiest: true, status: 1, opened_count: 1 });
      expect(received.data[0]).toMatchObject({ luckiest: false, sender_nickname: other.account });
      expect(await pageOf('')).toEqual(received);

      for (const query of ['kind=all', 'page=0', 'rows=0', 'rows=101', 'page=x', 'kind=sent&y=1']) {
        expect((await getHistory(app(), sender.token, query)).statusCode, query).toBe(400);
      }
      expectError(await getHistory(app(), undefined, 'kind=sent'), 401, 'UC/NOT_LOGGED_IN');
    });
  });

  describe('expiry', () => {
    it('refunds what nobody opened after 24 hours, once; then nobody can open it', async () => {
      const sender = await newMember(app(), { money: yuan(10) });
      const packet = await send(sender.token, { amount: yuan(10), count: 4 });
      const opener = await newMember(app());
      const share = opened(await postOpen(app(), opener.token, { id: packet.id })).amount;
      const expiry = app().services.redPackets.expiry;
      frames.length = 0;
      // Its 24 hours (the create test shows them) end in ten minutes: the job's sweeps leave it.
      const expireAt = (at: number) =>
        db()
          .update(redPackets)
          .set({ expiresAt: new Date(at) })
          .where(eq(redPackets.id, packet.id));
      await expireAt(clock.time + 600_000);
      await clock.advanceBy(60_000, () => expiry.whenIdle());
      expect((await getDetail(app(), sender.token, `id=${packet.id}`)).json().data.status).toBe(0);
      // Its time has come, not yet swept: opening it is refused all the same.
      await expireAt(clock.time);
      const late = await newMember(app());
      const before = await redPacketState(app());
      expectError(await postOpen(app(), late.token, { id: packet.id }), 400, 'HONGBAO/EXPIRED');
      expect(await redPacketState(app())).toEqual(before);
      // The job's next minute refunds it.
      await clock.advanceBy(60_000, () => expiry.whenIdle());
      await flush();
      const detail = redPacketDetail.parse(
        (await getDetail(app(), sender.token, `id=${packet.id}`)).json().data,
      );
      expect(detail).toMatchObject({
        status: redPacketStatus.expired,
        refunded: yuan(10) - share,
        remaining_count: 3,
      });
      expect(detail.shares[0]?.luckiest).toBe(true);
      expect(frames).toContainEqual({
        command: chatCommand.hongbao,
        content: { room_id: roomId, hongbao_id: packet.id, remaining_count: 3, status: 2 },
      });
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(10) - share);
      const refunds = await db()
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, sender.user.id),
            eq(ledgerEntries.transactionType, transactionType.redPacketRefund),
          ),
        );
      expect(refunds.map((entry) => entry.reference)).toEqual([`hongbao:refund:${packet.id}`]);
      // Sweeping again changes nothing; opening is refused.
      expect(await expiry.sweep()).not.toContain(packet.id);
      expectError(await postOpen(app(), late.token, { id: packet.id }), 400, 'HONGBAO/EXPIRED');
      expectError(
        await postOpen(app(), opener.token, { id: packet.id }),
        400,
        'HONGBAO/ALREADY_OPENED',
      );
      await expectPacketHolds(app(), packet.id);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(10) - share);
    });
  });
});
