import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { redPacketStatus } from '@lottery/contracts';
import { chatMessages, chatRooms, redPackets } from '../../../src/db/chat-schema';
import { users } from '../../../src/db/schema';
import { demoMember } from '../../../src/demo/demo-accounts';
import { demoRedPacket } from '../../../src/demo/generate-red-packets';
import { signIn } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import { expectLedgerHolds, expectPacketHolds, postOpen } from './red-packets-kit';

describe(`the demo's red packet (${testDriver()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is open in the default room, sent by another member, and member01 can open it', async () => {
    const { db } = t.app.database;
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.isDefault, true));
    expect(room).toBeDefined();
    const [packet] = await db
      .select()
      .from(redPackets)
      .where(
        and(eq(redPackets.roomId, room?.id ?? 0), eq(redPackets.status, redPacketStatus.open)),
      );
    expect(packet).toMatchObject({ amount: demoRedPacket.amount, count: demoRedPacket.count });
    const [sender] = await db
      .select()
      .from(users)
      .where(eq(users.id, packet?.senderUserId ?? 0));
    expect(sender?.account).not.toBe(demoMember.account);
    const [message] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.redPacketId, packet?.id ?? 0));
    expect(message).toMatchObject({ type: 'hongbao', roomId: room?.id });
    // The sender's balance is where it began: the deposit paid exactly the packet.
    expect(await expectLedgerHolds(t.app, sender?.id ?? 0)).toBe(0);

    const [member] = await db.select().from(users).where(eq(users.account, demoMember.account));
    const before = await expectLedgerHolds(t.app, member?.id ?? 0);
    const token = await signIn(t.app);
    const res = await postOpen(t.app, token, { id: packet?.id });
    expect(res.statusCode, res.body).toBe(200);
    const { amount } = (res.json() as { data: { amount: number } }).data;
    expect(await expectLedgerHolds(t.app, member?.id ?? 0)).toBe(before + amount);
    await expectPacketHolds(t.app, packet?.id ?? 0);
  });
});
