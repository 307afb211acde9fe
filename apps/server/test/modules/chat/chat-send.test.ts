import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { chatLimits, type SendChatMessage } from '@lottery/contracts';
import { chatMessages, chatRoomMembers, chatUsers } from '../../../src/db/chat-schema';
import { AppError } from '../../../src/http/app-error';
import type { ChatCaller } from '../../../src/modules/chat/chat-auth';
import { appendMessage, userInfoOf } from '../../../src/modules/chat/chat-store';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import {
  chatMember,
  clientId,
  makeManager,
  manualClock,
  newRoom,
  type ChatMember,
} from './chat-kit';

/**
 * The send path (chat.messages.send → one read and one checked statement): the rules it checks on
 * the locked membership row, what a refusal leaves behind, concurrent sends of one member, and
 * appendMessage's seqs in one statement.
 */
describe(`sending a chat message (${testDriver()})`, () => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const callerOf = (member: ChatMember): Promise<ChatCaller> =>
    t.app.services.chat.auth.resolve(member.tokenChat, false);
  const text = (roomId: number, body: string): SendChatMessage => ({
    room_id: roomId,
    talk_type: 2,
    type: 'text',
    body,
    client_id: clientId(),
  });
  const codeOf = async (sending: Promise<unknown>) => {
    try {
      await sending;
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };
  const membershipOf = async (roomId: number, chatUserId: number) => {
    const [row] = await db()
      .select()
      .from(chatRoomMembers)
      .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));
    return row;
  };
  const seqsOf = async (roomId: number) =>
    (
      await db()
        .select({ seq: chatMessages.seq })
        .from(chatMessages)
        .where(eq(chatMessages.roomId, roomId))
        .orderBy(asc(chatMessages.seq))
    ).map((row) => row.seq);

  it('stores the message with the account’s userinfo and makes a first-time sender a member', async () => {
    const member = await chatMember(t.app, { nickname: '发送者' });
    const room = await newRoom(t.app);
    const sent = await t.app.services.chat.messages.send(
      await callerOf(member),
      text(room.id, '你好'),
    );
    expect(sent.duplicate).toBe(false);
    expect(sent.ack).toMatchObject({ room_id: room.id, seq: 1 });
    expect(sent.message.content).toMatchObject({
      type: 'text',
      body: '你好',
      userinfo: { user_id: member.chatUserId, nickname: '发送者', isGuest: 0 },
    });
    expect(await membershipOf(room.id, member.chatUserId)).toMatchObject({
      lastSentAt: clock.now(),
      lastReadSeq: 0,
    });
  });

  it('answers a resend with the stored message, whatever the rules say now', async () => {
    const member = await chatMember(t.app);
    const room = await newRoom(t.app, { secPerMess: 30 });
    const caller = await callerOf(member);
    const input = text(room.id, '只存一次');
    const first = await t.app.services.chat.messages.send(caller, input);
    const again = await t.app.services.chat.messages.send(caller, input);
    expect(again).toMatchObject({ duplicate: true, ack: first.ack });
    expect(await seqsOf(room.id)).toEqual([1]);
  });

  it('leaves the membership as it was when a rule refuses (the slow-mode clock does not restart)', async () => {
    const member = await chatMember(t.app);
    const room = await newRoom(t.app, { secPerMess: 10 });
    const caller = await callerOf(member);
    await t.app.services.chat.messages.send(caller, text(room.id, '第一条'));
    const sentAt = clock.now();
    clock.advance(5_000);
    expect(await codeOf(t.app.services.chat.messages.send(caller, text(room.id, '太快')))).toBe(
      'CHAT/SLOW_MODE',
    );
    expect((await membershipOf(room.id, member.chatUserId))?.lastSentAt).toEqual(sentAt);
    clock.advance(5_000);
    expect(await codeOf(t.app.services.chat.messages.send(caller, text(room.id, '可以了')))).toBe(
      'ok',
    );
    expect(await seqsOf(room.id)).toEqual([1, 2]);
  });

  it('lets room managers and chat managers past slow mode, never past a mute', async () => {
    const room = await newRoom(t.app, { secPerMess: 60 });
    const roomManager = await chatMember(t.app);
    await makeManager(t.app, room.id, roomManager.chatUserId);
    const levelManager = await chatMember(t.app, { chatLevel: 1 });
    for (const member of [roomManager, levelManager]) {
      const caller = await callerOf(member);
      await t.app.services.chat.messages.send(caller, text(room.id, '一'));
      expect(await codeOf(t.app.services.chat.messages.send(caller, text(room.id, '二')))).toBe(
        'ok',
      );
    }
    await db()
      .update(chatRoomMembers)
      .set({ mutedUntil: new Date(clock.now().getTime() + 60_000) })
      .where(
        and(
          eq(chatRoomMembers.roomId, room.id),
          eq(chatRoomMembers.chatUserId, roomManager.chatUserId),
        ),
      );
    expect(
      await codeOf(
        t.app.services.chat.messages.send(await callerOf(roomManager), text(room.id, '三')),
      ),
    ).toBe('CHAT/MUTED');
  });

  it('keeps the burst limit when one member sends from many places at once', async () => {
    const member = await chatMember(t.app);
    const room = await newRoom(t.app);
    const caller = await callerOf(member);
    const burst = chatLimits.burstPerTenSeconds;
    const codes = await Promise.all(
      Array.from({ length: burst * 2 }, (_, i) =>
        codeOf(t.app.services.chat.messages.send(caller, text(room.id, `齐发${i}`))),
      ),
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(burst);
    expect(codes.filter((code) => code !== 'ok')).toEqual(
      Array.from({ length: burst }, () => 'CHAT/RATE_LIMITED'),
    );
    expect(await seqsOf(room.id)).toEqual(Array.from({ length: burst }, (_, i) => i + 1));
  });

  it('numbers a crowd’s concurrent messages in a room 1 … n, without gaps', async () => {
    const room = await newRoom(t.app);
    const crowd = await Promise.all(Array.from({ length: 6 }, () => chatMember(t.app)));
    const callers = await Promise.all(crowd.map(callerOf));
    const acks = await Promise.all(
      callers.flatMap((caller, i) =>
        [0, 1].map((k) => t.app.services.chat.messages.send(caller, text(room.id, `${i}-${k}`))),
      ),
    );
    const n = crowd.length * 2;
    expect(acks.map((sent) => sent.ack.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: n }, (_, i) => i + 1),
    );
    expect(await seqsOf(room.id)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it('appendMessage: the next seq in one statement; only a private room moves the sender’s reading mark', async () => {
    const member = await chatMember(t.app);
    const [chatUser] = await db()
      .select()
      .from(chatUsers)
      .where(eq(chatUsers.id, member.chatUserId));
    if (!chatUser) throw new Error('no chat user');
    const userinfo = await userInfoOf(db(), chatUser);
    const room = await newRoom(t.app);
    await db().insert(chatRoomMembers).values({ roomId: room.id, chatUserId: chatUser.id });
    const stored = await Promise.all(
      [1, 2, 3].map(() =>
        db().transaction((tx) =>
          appendMessage(tx, {
            roomId: room.id,
            sender: chatUser,
            userinfo,
            type: 'text',
            body: '追加',
          }),
        ),
      ),
    );
    expect(stored.map((row) => row.seq).sort()).toEqual([1, 2, 3]);
    expect(stored[0]).toMatchObject({
      roomId: room.id,
      senderId: chatUser.id,
      userinfo,
      clientId: null,
    });
    expect(stored[0]?.createdAt).toBeInstanceOf(Date);
    expect((await membershipOf(room.id, chatUser.id))?.lastReadSeq).toBe(0);

    const friend = await chatMember(t.app);
    const caller = await callerOf(member);
    const pair = await t.app.services.chat.rooms.privateRoomWith(caller, friend.chatUserId);
    const written = await db().transaction((tx) =>
      appendMessage(tx, {
        roomId: pair.id,
        sender: chatUser,
        userinfo,
        type: 'text',
        body: '私聊',
        recipientId: friend.chatUserId,
        createdAt: clock.now(),
      }),
    );
    expect(written).toMatchObject({
      seq: 1,
      recipientId: friend.chatUserId,
      createdAt: clock.now(),
    });
    expect((await membershipOf(pair.id, chatUser.id))?.lastReadSeq).toBe(1);
    expect((await membershipOf(pair.id, friend.chatUserId))?.lastReadSeq).toBe(0);
  });

  it('marks a private conversation read up to what the sender had when they reply', async () => {
    const member = await chatMember(t.app);
    const friend = await chatMember(t.app);
    const me = await callerOf(member);
    const them = await callerOf(friend);
    const pair = await t.app.services.chat.rooms.privateRoomWith(me, friend.chatUserId);
    const say = (caller: ChatCaller, body: string) =>
      t.app.services.chat.messages.send(caller, {
        room_id: pair.id,
        talk_type: 1,
        type: 'text',
        body,
        client_id: clientId(),
      });
    await say(them, '在吗');
    await say(them, '有空吗');
    await say(me, '在');
    expect((await membershipOf(pair.id, member.chatUserId))?.lastReadSeq).toBe(2);
    const [contact] = await t.app.services.chat.contacts.contacts(me);
    expect(contact).toMatchObject({ room_id: pair.id, unread: 0 });
  });
});
