import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  awardChannel,
  chatCloseCode,
  chatCommand,
  chatPaths,
  type AwardNotice,
} from '@lottery/contracts';
import { chatMessages } from '../../../src/db/chat-schema';
import { users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  chatMember,
  chatQuery,
  chatPost,
  clientId,
  connectChat,
  is,
  join,
  manualClock,
  newGuest,
  newRoom,
  openChat,
  say,
  type ChatMember,
} from './chat-kit';

describe('the chat socket /api-messen/ws', () => {
  let t: TestApp;
  const clock = manualClock();
  let a: ChatMember;
  let b: ChatMember;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    [a, b] = [await chatMember(t.app), await chatMember(t.app)];
    // The shared demo seed is made by the first file that needs it: slow on a busy machine.
  }, 180_000);
  afterAll(() => t.close());

  const rowsOf = (roomId: number) =>
    t.app.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));

  it('greets with hello; a bad token gets an error frame, then the socket closes 4403', async () => {
    const chat = await openChat(t.app, a.tokenChat);
    const hello = chat.of(chatCommand.hello)[0];
    expect(hello?.content.userId).toBe(a.chatUserId);
    chat.send({ command: chatCommand.ping });
    await chat.waitFor(is(chatCommand.pong));
    chat.socket.terminate();

    const bad = connectChat(t.app, '?token=nope');
    await expect.poll(() => bad.closed()).toBe(chatCloseCode.tokenInvalid);
    expect(bad.frames).toEqual([
      {
        command: chatCommand.error,
        content: { code: 'CHAT/TOKEN_INVALID', msg: '聊天登录已失效，请重新登录' },
      },
    ]);
    const none = connectChat(t.app, '');
    await expect.poll(() => none.closed()).toBe(chatCloseCode.tokenInvalid);
  });

  it('stores a message, acks the sender and delivers it to the room with the server’s userinfo', async () => {
    const room = await newRoom(t.app);
    const [sa, sb] = [await openChat(t.app, a.tokenChat), await openChat(t.app, b.tokenChat)];
    await join(sa, room.id);
    await join(sb, room.id);
    const ack = await say(sa, room.id, '大家好！');
    expect(ack).toMatchObject({ command: chatCommand.ack, content: { room_id: room.id, seq: 1 } });
    const got = await sb.waitFor(is(chatCommand.message, (f) => f.content.room_id === room.id));
    expect(got.content).toMatchObject({
      seq: 1,
      talk_type: 2,
      content: {
        type: 'text',
        body: '大家好！',
        userinfo: { user_id: a.chatUserId, nickname: expect.any(String), isGuest: 0 },
      },
    });
    // A frame cannot carry its own userinfo (or anything else the contract does not name).
    sa.send({
      command: chatCommand.message,
      content: {
        room_id: room.id,
        type: 'text',
        body: '冒充',
        client_id: clientId(),
        userinfo: { user_id: b.chatUserId, nickname: 'B' },
      },
    });
    await sa.waitFor(is(chatCommand.error, (f) => f.content.code === 'SYS/VALIDATION'));
    expect(await rowsOf(room.id)).toHaveLength(1);
    sa.socket.terminate();
    sb.socket.terminate();
  });

  it('answers a resend of the same client_id with the same ack and stores it once', async () => {
    const room = await newRoom(t.app);
    const [sa, sb] = [await openChat(t.app, a.tokenChat), await openChat(t.app, b.tokenChat)];
    await join(sa, room.id);
    await join(sb, room.id);
    const id = clientId();
    const first = await say(sa, room.id, '只发一次', { client_id: id });
    const again = await say(sa, room.id, '只发一次', { client_id: id });
    expect(again).toEqual(first);
    clock.advance(1000);
    await say(sa, room.id, '下一条');
    await sb.waitFor(is(chatCommand.message, (f) => f.content.content?.body === '下一条'));
    expect(sb.of(chatCommand.message).filter((f) => f.content.client_id === id)).toHaveLength(1);
    expect(await rowsOf(room.id)).toHaveLength(2);
    sa.socket.terminate();
    sb.socket.terminate();
  });

  it('resyncs a dropped connection from its last seq: no gap, no duplicate', async () => {
    const room = await newRoom(t.app);
    const sa = await openChat(t.app, a.tokenChat);
    let sb = await openChat(t.app, b.tokenChat);
    await join(sa, room.id);
    await join(sb, room.id);
    for (const body of ['一', '二']) {
      await say(sa, room.id, body);
      clock.advance(2500);
    }
    await expect.poll(() => sb.of(chatCommand.message).length).toBe(2);
    const held = sb.of(chatCommand.message).map((f) => f.content);
    sb.socket.terminate();
    for (const body of ['三', '四', '五']) {
      await say(sa, room.id, body);
      clock.advance(2500);
    }

    sb = await openChat(t.app, b.tokenChat);
    const lastSeq = Math.max(...held.map((m) => m.seq));
    const sync = await join(sb, room.id, lastSeq);
    expect(sync?.content.rows.map((m) => m.content?.body)).toEqual(['三', '四', '五']);
    expect(sync?.content.last_seq).toBe(5);
    await say(sa, room.id, '六');
    await sb.waitFor(is(chatCommand.message, (f) => f.content.content?.body === '六'));
    const seqs = [
      ...held.map((m) => m.seq),
      ...(sync?.content.rows ?? []).map((m) => m.seq),
      ...sb.of(chatCommand.message).map((f) => f.content.seq),
    ];
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
    sa.socket.terminate();
    sb.socket.terminate();
  });

  it('keeps slow mode on the server: a second message within sec_per_mess is refused', async () => {
    const room = await newRoom(t.app, { secPerMess: 10 });
    const sa = await openChat(t.app, a.tokenChat);
    await join(sa, room.id);
    expect((await say(sa, room.id, '第一条')).command).toBe(chatCommand.ack);
    clock.advance(9_000);
    const refused = await say(sa, room.id, '太快了');
    expect(refused.content).toMatchObject({ code: 'CHAT/SLOW_MODE', room_id: room.id });
    clock.advance(1_000);
    expect((await say(sa, room.id, '第二条')).command).toBe(chatCommand.ack);
    expect(await rowsOf(room.id)).toHaveLength(2);
    sa.socket.terminate();
  });

  it('limits a burst to five messages per ten seconds even without slow mode', async () => {
    const room = await newRoom(t.app);
    const sa = await openChat(t.app, a.tokenChat);
    await join(sa, room.id);
    for (let i = 0; i < 5; i += 1) {
      expect((await say(sa, room.id, `消息${i}`)).command).toBe(chatCommand.ack);
      clock.advance(100);
    }
    expect((await say(sa, room.id, '第六条')).content).toMatchObject({ code: 'CHAT/RATE_LIMITED' });
    clock.advance(10_000);
    expect((await say(sa, room.id, '可以了')).command).toBe(chatCommand.ack);
    sa.socket.terminate();
  });

  it('refuses a muted member, tells them, and lets them speak when the mute ends', async () => {
    const room = await newRoom(t.app);
    const manager = await chatMember(t.app, { chatLevel: 1 });
    const sa = await openChat(t.app, a.tokenChat);
    await join(sa, room.id);
    const res = await chatPost(t.app, chatPaths.mute, manager.tokenChat, {
      room_id: room.id,
      user_id: a.chatUserId,
      minutes: 5,
    });
    expect(res.statusCode).toBe(200);
    const notice = await sa.waitFor(is(chatCommand.mute));
    expect(notice.content).toEqual({ room_id: room.id, seconds: 300 });
    expect((await say(sa, room.id, '我被禁言了吗')).content).toMatchObject({ code: 'CHAT/MUTED' });
    clock.advance(5 * 60_000 + 1);
    expect((await say(sa, room.id, '解禁了')).command).toBe(chatCommand.ack);
    sa.socket.terminate();
  });

  it('applies the chat permissions: own switch, room enable_chat, VIP level, guests', async () => {
    const closed = await newRoom(t.app, { enableChat: 0 });
    const vip = await newRoom(t.app, { minVipLevel: 2 });
    const guestRoom = await newRoom(t.app, { isGuest: 1 });
    const sa = await openChat(t.app, a.tokenChat);
    expect((await say(sa, closed.id, '说话')).content).toMatchObject({
      code: 'CHAT/NO_PERMISSION',
    });
    expect((await say(sa, vip.id, '说话')).content).toMatchObject({ code: 'CHAT/VIP_LEVEL' });
    await t.app.database.db.update(users).set({ enableChat: 0 }).where(eq(users.id, a.user.id));
    expect((await say(sa, guestRoom.id, '说话')).content).toMatchObject({
      code: 'CHAT/SWITCHED_OFF',
    });
    await t.app.database.db.update(users).set({ enableChat: 1 }).where(eq(users.id, a.user.id));

    const guest = await newGuest(t.app);
    const sg = await openChat(t.app, guest.hash_id, true);
    expect((await say(sg, vip.id, '游客')).content).toMatchObject({ code: 'CHAT/GUEST_FORBIDDEN' });
    await join(sg, guestRoom.id);
    const ack = await say(sg, guestRoom.id, '游客你好');
    expect(ack.command).toBe(chatCommand.ack);
    sa.socket.terminate();
    sg.socket.terminate();
  });

  it('sends back an HTML or script payload as the same text it stored', async () => {
    const room = await newRoom(t.app);
    const [sa, sb] = [await openChat(t.app, a.tokenChat), await openChat(t.app, b.tokenChat)];
    await join(sa, room.id);
    await join(sb, room.id);
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)> &amp; &lt;b&gt;';
    await say(sa, room.id, payload);
    const got = await sb.waitFor(is(chatCommand.message, (f) => f.content.room_id === room.id));
    expect(got.content.content?.body).toBe(payload);
    const [row] = await rowsOf(room.id);
    expect(row?.body).toBe(payload);
    sa.socket.terminate();
    sb.socket.terminate();
  });

  it('refuses a message with a control character at the edge: an error frame, nothing stored', async () => {
    const room = await newRoom(t.app);
    const sa = await openChat(t.app, a.tokenChat);
    await join(sa, room.id);
    for (const body of ['响铃\u0007', '零\u0000字节', '方向\u202Eefas']) {
      const answer = await say(sa, room.id, body);
      expect(answer.command).toBe(chatCommand.error);
      expect(answer.content).toMatchObject({ code: 'SYS/VALIDATION' });
    }
    // A line break is text, not a control character, in a multi-line message.
    expect((await say(sa, room.id, '第一行\n第二行')).command).toBe(chatCommand.ack);
    expect((await rowsOf(room.id)).map((row) => row.body)).toEqual(['第一行\n第二行']);
    sa.socket.terminate();
  });

  it('keeps a private conversation to its two sides', async () => {
    const service = await chatMember(t.app, { chatLevel: 2 });
    const outsider = await chatMember(t.app);
    const sa = await openChat(t.app, a.tokenChat);
    const ss = await openChat(t.app, service.tokenChat);
    const so = await openChat(t.app, outsider.tokenChat);
    const res = await chatPost(
      t.app,
      chatPaths.contactApply,
      a.tokenChat,
      { friend_id: service.chatUserId },
      true,
    );
    expect(res.statusCode).toBe(200);
    const roomId = (res.json() as { data: { room_id: number } }).data.room_id;

    const ack = await say(ss, roomId, '您好，有什么可以帮您？', { talk_type: 1 });
    expect(ack.command).toBe(chatCommand.ack);
    const got = await sa.waitFor(is(chatCommand.privateMessage));
    expect(got.content).toMatchObject({
      room_id: roomId,
      talk_type: 1,
      content: { reciveId: a.chatUserId, userinfo: { user_id: service.chatUserId, chatLevel: 2 } },
    });
    await ss.waitFor(is(chatCommand.privateMessage));

    // The outsider can neither follow, read nor write it.
    await join(so, roomId, 0);
    expect(so.of(chatCommand.error).at(-1)?.content).toMatchObject({
      code: 'CHAT/ROOM_NOT_FOUND',
      room_id: roomId,
    });
    so.send({ command: chatCommand.sync, content: { room_id: roomId, after: 0 } });
    expect((await say(so, roomId, '偷看', { talk_type: 1 })).content).toMatchObject({
      code: 'CHAT/ROOM_NOT_FOUND',
    });
    expect(so.of(chatCommand.sync).some((f) => f.content.room_id === roomId)).toBe(false);
    expect(so.of(chatCommand.privateMessage)).toEqual([]);
    for (const chat of [sa, ss, so]) chat.socket.terminate();
  });

  it('forwards award notices to sockets in a room; a guest reads the name in base64', async () => {
    const guestRoom = await newRoom(t.app, { isGuest: 1 });
    const sa = await openChat(t.app, a.tokenChat);
    const idle = await openChat(t.app, b.tokenChat);
    const guest = await newGuest(t.app);
    const sg = await openChat(t.app, guest.hash_id, true);
    await join(sa, guestRoom.id);
    await join(sg, guestRoom.id);
    const notice: AwardNotice = {
      nickname: '幸运星',
      userName: 'lucky01',
      gameId: 71,
      gameName: '极速六合彩',
      reward: 888_000,
    };
    await t.app.bus.publish(awardChannel, notice);
    expect((await sa.waitFor(is(chatCommand.award))).content).toEqual(notice);
    expect((await sg.waitFor(is(chatCommand.award))).content).toEqual({
      ...notice,
      userName: Buffer.from('lucky01').toString('base64'),
    });
    // The socket that follows no room sees no popup (a ping answered after shows it is in order).
    idle.send({ command: chatCommand.ping });
    await idle.waitFor(is(chatCommand.pong));
    expect(idle.of(chatCommand.award)).toEqual([]);
    for (const chat of [sa, idle, sg]) chat.socket.terminate();
  });

  it('delivers an invite from a service member to every socket', async () => {
    const room = await newRoom(t.app);
    const service = await chatMember(t.app, { chatLevel: 2, nickname: '客服小李' });
    const ss = await openChat(t.app, service.tokenChat);
    const sb = await openChat(t.app, b.tokenChat);
    ss.send({ command: chatCommand.invite, content: { room_id: room.id } });
    const invite = await sb.waitFor(is(chatCommand.invite));
    expect(invite.content.content).toEqual({
      room_id: room.id,
      name: room.name,
      nickname: '客服小李',
    });
    sb.send({ command: chatCommand.invite, content: { room_id: room.id } });
    await sb.waitFor(is(chatCommand.error, (f) => f.content.code === 'CHAT/NO_PERMISSION'));
    ss.socket.terminate();
    sb.socket.terminate();
  });

  it('closes the socket of a member whose account is frozen or whose session ends', async () => {
    const frozen = await chatMember(t.app);
    const chat = await openChat(t.app, frozen.tokenChat);
    await t.app.database.db.update(users).set({ status: 1 }).where(eq(users.id, frozen.user.id));
    await expect.poll(() => chat.closed()).toBe(chatCloseCode.tokenInvalid);
    expect(chat.of(chatCommand.error).at(-1)?.content.code).toBe('CHAT/TOKEN_INVALID');

    const leaving = await chatMember(t.app);
    const other = await openChat(t.app, leaving.tokenChat);
    await t.app.services.sessions.end(
      (await t.app.services.sessions.authenticate(leaving.token)).sessionId,
    );
    await expect.poll(() => other.closed()).toBe(chatCloseCode.tokenInvalid);
  });

  it('counts a member who joins a room in total_people', async () => {
    const room = await newRoom(t.app);
    const newcomer = await chatMember(t.app);
    const chat = await openChat(t.app, newcomer.tokenChat);
    await join(chat, room.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api-messen${chatPaths.classGroups}`,
      headers: { authorization: `Bearer ${newcomer.tokenChat}` },
    });
    const listed = (
      res.json() as { data: { list: { chatroom: { room_id: number; total_people: number }[] }[] } }
    ).data.list
      .flatMap((group) => group.chatroom)
      .find((r) => r.room_id === room.id);
    expect(listed?.total_people).toBe(1);
    chat.socket.terminate();
  });

  it('deletes a message and tells the room', async () => {
    const room = await newRoom(t.app);
    const [sa, sb] = [await openChat(t.app, a.tokenChat), await openChat(t.app, b.tokenChat)];
    await join(sa, room.id);
    await join(sb, room.id);
    const ack = await say(sa, room.id, '说错了');
    if (ack.command !== chatCommand.ack) throw new Error('not stored');
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/api/chat/deletechat-message',
      headers: { token: a.token },
      payload: { id: ack.content.id },
    });
    expect(res.statusCode).toBe(200);
    const deleted = await sb.waitFor(is(chatCommand.delete));
    expect(deleted.content).toEqual({ id: ack.content.id, room_id: room.id, seq: ack.content.seq });
    const [row] = await t.app.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.id, ack.content.id)));
    expect(row?.deletedAt).not.toBeNull();
    sa.socket.terminate();
    sb.socket.terminate();
  });

  it('refuses sockets while chat is off', async () => {
    await t.app.services.settings.setSystemConfig({ configKey: 'enable_chat', configValue: '0' });
    try {
      const off = connectChat(t.app, chatQuery(a.tokenChat));
      await expect.poll(() => off.closed()).toBe(chatCloseCode.unavailable);
      expect(off.frames[0]).toMatchObject({ content: { code: 'CHAT/UNAVAILABLE' } });
    } finally {
      await t.app.services.settings.setSystemConfig({ configKey: 'enable_chat', configValue: '1' });
    }
  });
});
