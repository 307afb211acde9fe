import { and, asc, eq, ne } from 'drizzle-orm';
import { transactionType, yuanToMilli } from '@lottery/contracts';
import type { Db } from '../db/client';
import { chatRoomMembers, chatRooms, chatUsers } from '../db/chat-schema';
import { users } from '../db/schema';
import type { Services } from '../services';
import { demoAccounts, demoMember } from './demo-accounts';

/** The demo's open red packet: 88.88 yuan in 10 shares. */
export const demoRedPacket = {
  amount: yuanToMilli(88.88),
  count: 10,
  greeting: '恭喜发财，大吉大利',
  idempotencyKey: 'demo-hongbao-default-room',
} as const;

/**
 * The demo's red packet: one still open in the default room (after generateDemoChat), sent by a
 * demo member who chats there and is neither member01 nor another sign-in of the README, so
 * member01 can open it. Paid through the ledger from a deposit of exactly its amount (the
 * sender's balance ends where it began). Without a default room or such a member, nothing.
 */
export const generateDemoRedPackets = async ({ db, services }: { db: Db; services: Services }) => {
  const [room] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.isDefault, true), eq(chatRooms.kind, 'room')))
    .orderBy(asc(chatRooms.id))
    .limit(1);
  if (!room) return;
  const signIns: string[] = demoAccounts.map((account) => account.account);
  const candidates = await db
    .select({ user: users })
    .from(chatRoomMembers)
    .innerJoin(chatUsers, eq(chatUsers.id, chatRoomMembers.chatUserId))
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .where(
      and(
        eq(chatRoomMembers.roomId, room.id),
        eq(users.type, 'HY'),
        eq(users.chatLevel, 0),
        ne(users.account, demoMember.account),
      ),
    )
    .orderBy(asc(users.id));
  const sender = candidates.find(({ user }) => !signIns.includes(user.account))?.user;
  if (!sender) return;
  await services.wallet.post({
    userId: sender.id,
    wallet: 'money',
    amount: demoRedPacket.amount,
    type: transactionType.manualDeposit,
    reference: `demo:deposit:hongbao:${sender.account}`,
    remark: '演示红包资金',
  });
  await services.redPackets.create(
    { user: sender, sessionId: 0 },
    { room_id: room.id, ...demoRedPacket },
  );
};
