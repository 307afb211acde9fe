import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { redPacketStatus, transactionType } from '@lottery/contracts';
import { redPacketShares, redPackets } from '../../../src/db/chat-schema';
import { ledgerEntries } from '../../../src/db/schema';
import { prngOf } from '../../../src/demo/demo-random';
import { createRedPacketsService } from '../../../src/modules/red-packets/red-packets.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { ManualClock } from '../draws/draw-test-kit';
import {
  addRoom,
  codeOf,
  expectLedgerHolds,
  expectPacketHolds,
  newKey,
  newMember,
  postCreate,
  postOpen,
  yuan,
} from './red-packets-kit';

/**
 * Red packets under contention. On PostgreSQL the calls run on parallel connections; on PGlite
 * they interleave on its one connection. Either way: each member opens a packet at most once,
 * no more shares than the count, Σ shares + refunded = amount, every refund once.
 */
describe(`red packets under contention (${testDriver()})`, () => {
  let t: TestApp;
  let clock: ManualClock;
  let roomId: number;
  const app = () => t.app;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    clock = new ManualClock('2026-03-01T12:00:00Z');
    t = await createTestApp({ seed: false, overrides: { now: clock.now, timers: clock } });
    roomId = (await addRoom(db())).id;
  });
  afterAll(() => t.close());

  const sendPacket = async (amount: number, count: number) => {
    const sender = await newMember(app(), { money: amount });
    const res = await postCreate(app(), sender.token, {
      room_id: roomId,
      amount,
      count,
      idempotencyKey: newKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { sender, id: (res.json() as { data: { id: number } }).data.id };
  };
  const members = (n: number) => Promise.all(Array.from({ length: n }, () => newMember(app())));

  it('30 members opening a 10-share packet at once: exactly 10 shares, Σ exact', async () => {
    const { id } = await sendPacket(yuan(10), 10);
    const openers = await members(30);
    const answers = await Promise.all(openers.map((m) => postOpen(app(), m.token, { id })));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array.from({ length: 20 }, () => 'HONGBAO/FINISHED'),
    );
    const { packet, sum, shares } = await expectPacketHolds(app(), id);
    expect(packet.status).toBe(redPacketStatus.finished);
    expect(sum).toBe(yuan(10));
    // Each winner holds exactly their share, the others nothing.
    for (const [i, m] of openers.entries()) {
      const share = shares.find((row) => row.userId === m.user.id)?.amount ?? 0;
      expect(await expectLedgerHolds(app(), m.user.id)).toBe(share);
      if (answers[i]?.statusCode === 200) expect(answers[i]?.json().data.amount).toBe(share);
    }
  });

  it('one member opening a packet 10 times at once gets one share', async () => {
    const { id } = await sendPacket(yuan(5), 3);
    const [m] = await members(1);
    if (!m) throw new Error('no member');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postOpen(app(), m.token, { id })),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array.from({ length: 9 }, () => 'HONGBAO/ALREADY_OPENED'),
    );
    const { shares } = await expectPacketHolds(app(), id);
    expect(shares).toHaveLength(1);
    expect(await expectLedgerHolds(app(), m.user.id)).toBe(shares[0]?.amount);
  });

  it('parallel packets of one sender with different keys never overdraw', async () => {
    const sender = await newMember(app(), { money: yuan(35) });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postCreate(app(), sender.token, {
          room_id: roomId,
          amount: yuan(10),
          count: 2,
          idempotencyKey: newKey(),
        }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array.from({ length: 5 }, () => 'WALLET/INSUFFICIENT_BALANCE'),
    );
    expect(await expectLedgerHolds(app(), sender.user.id)).toBe(yuan(5));
    const rows = await db()
      .select()
      .from(redPackets)
      .where(eq(redPackets.senderUserId, sender.user.id));
    expect(rows).toHaveLength(3);
  });

  it('two sweeps at once refund each expired packet exactly once', async () => {
    const packets = await Promise.all([
      sendPacket(yuan(10), 5),
      sendPacket(yuan(3), 2),
      sendPacket(yuan(7), 7),
    ]);
    const [first] = packets;
    const [m] = await members(1);
    const res = await postOpen(app(), m?.token, { id: first?.id });
    expect(res.statusCode, res.body).toBe(200);
    const ids = packets.map((packet) => packet.id);
    for (const id of ids) {
      await db()
        .update(redPackets)
        .set({ expiresAt: new Date(clock.time - 1) })
        .where(eq(redPackets.id, id));
    }
    const expiry = app().services.redPackets.expiry;
    const [a, b, c] = await Promise.all([expiry.sweep(), expiry.sweep(), expiry.sweep()]);
    const swept = [...(a ?? []), ...(b ?? []), ...(c ?? [])].filter((id) => ids.includes(id));
    expect(swept.toSorted((x, y) => x - y)).toEqual(ids.toSorted((x, y) => x - y));
    for (const { id, sender } of packets) {
      const { packet, sum } = await expectPacketHolds(app(), id);
      expect(packet.status).toBe(redPacketStatus.expired);
      expect(sum + packet.refundedAmount).toBe(packet.amount);
      const refunds = await db()
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.userId, sender.user.id),
            eq(ledgerEntries.transactionType, transactionType.redPacketRefund),
          ),
        );
      expect(refunds.map((entry) => entry.amount)).toEqual([packet.refundedAmount]);
      expect(await expectLedgerHolds(app(), sender.user.id)).toBe(packet.refundedAmount);
    }
    expect(await expiry.sweep()).toEqual([]);
  });

  it('opens racing the expiry: every share paid or refunded, never both', async () => {
    const { id, sender } = await sendPacket(yuan(20), 20);
    const openers = await members(20);
    const opening = openers.map((m) => postOpen(app(), m.token, { id }));
    await db()
      .update(redPackets)
      .set({ expiresAt: new Date(clock.time + 1) })
      .where(eq(redPackets.id, id));
    await clock.advanceBy(60_000, async () => {});
    const [answers] = await Promise.all([
      Promise.all(opening),
      app().services.redPackets.expiry.sweep(),
    ]);
    await app().services.redPackets.expiry.sweep();
    // The clock's minute also fired the app's own sweep: it may still hold the packet (the
    // sweeps above skip a locked packet), so the checks wait for it to commit.
    await app().services.redPackets.expiry.whenIdle();
    const codes = answers.map(codeOf);
    expect(codes.every((code) => ['ok', 'HONGBAO/EXPIRED'].includes(code))).toBe(true);
    const { packet, shares, sum } = await expectPacketHolds(app(), id);
    expect(shares).toHaveLength(codes.filter((code) => code === 'ok').length);
    expect(packet.status).toBe(
      shares.length === 20 ? redPacketStatus.finished : redPacketStatus.expired,
    );
    expect(sum + packet.refundedAmount).toBe(yuan(20));
    expect(await expectLedgerHolds(app(), sender.user.id)).toBe(packet.refundedAmount);
  });

  it('whole packets opened with a seeded random source: exact, and the same shares again', async () => {
    const seededService = (seed: string) => {
      const random = prngOf(seed);
      return createRedPacketsService(
        { db: db(), bus: app().bus, log: app().log, now: clock.now },
        { wallet: app().services.wallet, settings: app().services.settings },
        { randomInt: (min, max) => min + Math.floor(random() * (max - min)) },
      );
    };
    const openers = await members(12);
    const drawn: number[][] = [];
    for (const run of [0, 1]) {
      const service = seededService('whole-packets');
      const sizes = prngOf('sizes');
      drawn[run] = [];
      for (let i = 0; i < 6; i += 1) {
        const count = 1 + Math.floor(sizes() * 12);
        const amount = (count + Math.floor(sizes() * 5_000)) * 10 + 1_000;
        const { id } = await sendPacket(amount, count);
        for (const m of openers.slice(0, count)) {
          const res = await service.open({ user: m.user, sessionId: 0 }, id);
          drawn[run]?.push(res.amount);
        }
        const { packet, sum } = await expectPacketHolds(app(), id);
        expect(packet.status).toBe(redPacketStatus.finished);
        expect(sum).toBe(amount);
      }
    }
    expect(drawn[1]).toEqual(drawn[0]);
    const shares = await db().select().from(redPacketShares);
    expect(shares.every((share) => share.amount >= 10 && share.amount % 10 === 0)).toBe(true);
    for (const m of openers) await expectLedgerHolds(app(), m.user.id);
  });
});
