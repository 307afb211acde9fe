import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { redPacketStatus } from '@lottery/contracts';
import { killMidWay } from '../../helpers/kill-mid-way';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  addRoom,
  expectLedgerHolds,
  expectPacketHolds,
  newKey,
  newMember,
  postCreate,
  postOpen,
  redPacketState,
  yuan,
} from './red-packets-kit';

const childName = 'hongbao_open_child';

/**
 * PostgreSQL only (a second process on one database): a process opening a red packet is killed
 * with SIGKILL inside the open's transaction, the packet locked and its remainder lowered, the
 * share's row and credit not yet written. Nothing of it stays (no share, no ledger entry, the
 * packet as it was, its lock gone), and the member opens it again and is paid once.
 * (PGlite's counterpart: the refusals of red-packets.routes.test.ts roll back whole.)
 */
describe('a red-packet open killed mid-transaction (postgres)', () => {
  let t: TestApp;
  let client: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    client = new pg.Client({ connectionString: t.testDatabase.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await t.close();
  });

  it('leaves nothing of the killed open, and the next open pays once', async () => {
    const app = t.app;
    const room = await addRoom(app.database.db);
    const sender = await newMember(app, { money: yuan(10) });
    const created = await postCreate(app, sender.token, {
      room_id: room.id,
      amount: yuan(10),
      count: 2,
      idempotencyKey: newKey(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    const opener = await newMember(app);
    const before = await redPacketState(app);

    await killMidWay({
      databaseUrl: t.testDatabase.url,
      childName,
      script: 'test/modules/red-packets/open-in-child.ts',
      args: [String(opener.user.id), String(id)],
      marker: 'mid-open',
      client,
    });

    expect(await redPacketState(app)).toEqual(before);
    const untouched = await expectPacketHolds(app, id);
    expect(untouched.packet).toMatchObject({
      remainingAmount: yuan(10),
      remainingCount: 2,
      status: redPacketStatus.open,
    });
    expect(await expectLedgerHolds(app, opener.user.id)).toBe(0);

    const again = await postOpen(app, opener.token, { id });
    expect(again.statusCode, again.body).toBe(200);
    const share = (again.json() as { data: { amount: number } }).data.amount;
    const { shares } = await expectPacketHolds(app, id);
    expect(shares.map((row) => [row.userId, row.amount])).toEqual([[opener.user.id, share]]);
    expect(await expectLedgerHolds(app, opener.user.id)).toBe(share);
  }, 120_000);
});
