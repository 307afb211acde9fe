import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { redPacketStatus } from '@lottery/contracts';
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

const serverDir = path.resolve(import.meta.dirname, '../../..');
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

    const url = new URL(t.testDatabase.url ?? '');
    url.searchParams.set('application_name', childName);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/modules/red-packets/open-in-child.ts',
        url.toString(),
        String(opener.user.id),
        String(id),
      ],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    const midOpen = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('mid-open')) resolve();
      });
      void exited.then(() => reject(new Error(`the child exited first: ${output}`)));
    });
    try {
      await midOpen;
      child.kill('SIGKILL');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(await exited).toBe('SIGKILL');
    expect(output).not.toContain('done');
    // Its connections are gone, and with them its open transaction and the packet's lock.
    await expect
      .poll(
        async () =>
          Number(
            (
              await client.query(
                `select count(*) from pg_stat_activity where application_name = '${childName}'`,
              )
            ).rows[0].count,
          ),
        { timeout: 30_000, interval: 50 },
      )
      .toBe(0);

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
