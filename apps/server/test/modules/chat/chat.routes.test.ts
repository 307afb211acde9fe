import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  chatApiPaths,
  chatPaths,
  defaultQuickMessages,
  type ChatClassGroups,
  type ChatContact,
  type ChatGuestFriends,
  type ChatGuestRoom,
  type ChatRecords,
} from '@lottery/contracts';
import { chatMessages, chatRoomMembers, chatRooms, chatUsers } from '../../../src/db/chat-schema';
import { users } from '../../../src/db/schema';
import { appendMessage, userInfoOf } from '../../../src/modules/chat/chat-store';
import { hashToken } from '../../../src/modules/auth/session.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  chatGet,
  chatMember,
  chatPost,
  dataOf,
  makeManager,
  newGuest,
  newRoom,
  type ChatMember,
} from './chat-kit';

describe('the chat service /api-messen', () => {
  let t: TestApp;
  let a: ChatMember;
  let b: ChatMember;
  let service: ChatMember;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await chatMember(t.app), await chatMember(t.app)];
    service = await chatMember(t.app, { chatLevel: 2, nickname: '客服' });
  }, 180_000);
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const post = async (roomId: number, sender: ChatMember, body: string) => {
    const [chatUser] = await db()
      .select()
      .from(chatUsers)
      .where(eq(chatUsers.id, sender.chatUserId));
    if (!chatUser) throw new Error('no chat user');
    return db().transaction(async (tx) =>
      appendMessage(tx, {
        roomId,
        sender: chatUser,
        userinfo: await userInfoOf(tx, chatUser),
        type: 'text',
        body,
      }),
    );
  };

  describe(`GET ${chatPaths.classGroups}`, () => {
    it('answers the class groups with their rooms, the default room and the caller', async () => {
      const res = await chatGet(t.app, chatPaths.classGroups, a.tokenChat);
      expect(res.statusCode).toBe(200);
      const data = dataOf<ChatClassGroups>(res);
      expect(data.list.map((group) => group.name)).toEqual(['彩票聊天室', 'VIP专区', '游客专区']);
      const rooms = data.list.flatMap((group) => group.chatroom);
      const [flagged] = await db().select().from(chatRooms).where(eq(chatRooms.isDefault, true));
      expect(data.default_chatroom).toBe(flagged?.id);
      expect(rooms.find((room) => room.room_id === flagged?.id)).toMatchObject({
        game_id: 110,
        total_people: expect.any(Number),
      });
      expect(rooms.find((room) => room.name === 'VIP贵宾厅')).toMatchObject({
        sec_per_mess: 10,
        min_vip_level: 1,
      });
      expect(data).toMatchObject({
        socket_url: '/api-messen/ws',
        userId: a.chatUserId,
        lottery_win_message_popup: 1,
        quick_messages: [...defaultQuickMessages],
        userinfo: { user_id: a.chatUserId, isGuest: 0 },
        muted: {},
      });
      expect(data.conection_id).toMatch(/^[0-9a-f]{24}$/);
    });

    it('counts the members of a room in total_people', async () => {
      const room = await newRoom(t.app);
      await db()
        .insert(chatRoomMembers)
        .values([
          { roomId: room.id, chatUserId: a.chatUserId },
          { roomId: room.id, chatUserId: b.chatUserId },
        ]);
      const data = dataOf<ChatClassGroups>(
        await chatGet(t.app, chatPaths.classGroups, a.tokenChat),
      );
      const listed = data.list
        .flatMap((group) => group.chatroom)
        .find((r) => r.room_id === room.id);
      expect(listed?.total_people).toBe(2);
    });

    it('shows a guest the guest rooms only', async () => {
      const guest = await newGuest(t.app);
      expect(guest.nickname).toMatch(/^游客\d{4}$/);
      expect(guest.avatarId).toBeGreaterThanOrEqual(1);
      expect(guest.avatarId).toBeLessThanOrEqual(16);
      const [stored] = await db().select().from(chatUsers).where(eq(chatUsers.id, guest.guest_id));
      expect(stored?.guestTokenHash).toBe(hashToken(guest.hash_id));
      const data = dataOf<ChatClassGroups>(
        await chatGet(t.app, chatPaths.classGroups, guest.hash_id),
      );
      const rooms = data.list.flatMap((group) => group.chatroom);
      expect(rooms.length).toBeGreaterThan(0);
      expect(rooms.every((room) => room.is_guest === 1)).toBe(true);
      expect(data.default_chatroom).toBe(rooms[0]?.room_id);
      expect(data.userinfo).toMatchObject({ user_id: guest.guest_id, isGuest: 1 });
    });

    it('refuses a missing or unknown chat token with 403 CHAT/TOKEN_INVALID', async () => {
      for (const token of [undefined, 'not-a-token', a.token]) {
        const res = await chatGet(t.app, chatPaths.classGroups, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'CHAT/TOKEN_INVALID',
          msg: '聊天登录已失效，请重新登录',
        });
      }
    });

    it('answers 405 while chat is off or under maintenance', async () => {
      const settings = t.app.services.settings;
      try {
        await settings.setSystemConfig({ configKey: 'enable_chat', configValue: '0' });
        let res = await chatGet(t.app, chatPaths.classGroups, a.tokenChat);
        expect(res.statusCode).toBe(405);
        expect(res.json()).toMatchObject({ code: 'CHAT/UNAVAILABLE', msg: '聊天室目前不可用' });
        await settings.setSystemConfig({ configKey: 'enable_chat', configValue: '1' });
        await settings.setSystemConfig({ configKey: 'enable_chat_maintenance', configValue: '1' });
        res = await chatGet(t.app, chatPaths.records + '?room_id=1', a.tokenChat);
        expect(res.statusCode).toBe(405);
        expect(res.json()).toMatchObject({ code: 'CHAT/MAINTENANCE' });
      } finally {
        await settings.setSystemConfig({ configKey: 'enable_chat', configValue: '1' });
        await settings.setSystemConfig({ configKey: 'enable_chat_maintenance', configValue: '0' });
      }
    });

    it('reads quick messages and the award popup switch from the system config', async () => {
      const settings = t.app.services.settings;
      try {
        await settings.setSystemConfig({
          configKey: 'chat_quick_messages',
          configValue: '你好\n\n加油 ',
        });
        await settings.setSystemConfig({ configKey: 'chat_award_popup', configValue: '0' });
        const data = dataOf<ChatClassGroups>(
          await chatGet(t.app, chatPaths.classGroups, a.tokenChat),
        );
        expect(data.quick_messages).toEqual(['你好', '加油']);
        expect(data.lottery_win_message_popup).toBe(0);
      } finally {
        await settings.setSystemConfig({ configKey: 'chat_quick_messages', configValue: '' });
        await settings.setSystemConfig({ configKey: 'chat_award_popup', configValue: '1' });
      }
    });
  });

  describe('the demo chat', () => {
    it('has customer service kefu01 and a private conversation of member01 with them', async () => {
      const kefu = await t.app.services.account.findByAccount('kefu01');
      expect(kefu?.chatLevel).toBe(2);
      const member = await t.app.services.account.findByAccount('member01');
      const { tokenChat } = await t.app.services.sessions.start(member!, {
        remember: false,
        ip: '127.0.0.1',
        userAgent: 'test',
      });
      const contacts = dataOf<ChatContact[]>(await chatGet(t.app, chatPaths.contacts, tokenChat));
      expect(contacts).toEqual([
        expect.objectContaining({
          nickname: '在线客服',
          chatLevel: 2,
          last_message: expect.objectContaining({
            content: { type: 'text', body: '收到了，谢谢！' },
          }),
        }),
      ]);
      const groups = dataOf<ChatClassGroups>(
        await chatGet(t.app, chatPaths.classGroups, tokenChat),
      );
      const records = dataOf<ChatRecords>(
        await chatGet(t.app, `${chatPaths.records}?room_id=${groups.default_chatroom}`, tokenChat),
      );
      expect(records.rows.length).toBeGreaterThanOrEqual(40);
      const times = records.rows.map((row) => row.created_at);
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(Date.now() - (times[0] ?? 0)).toBeLessThan(25 * 3_600_000);
    });
  });

  describe(`GET ${chatPaths.records}`, () => {
    it('answers the newest page oldest first, older pages by page or before, newer by after', async () => {
      const room = await newRoom(t.app);
      for (let i = 1; i <= 7; i += 1) await post(room.id, a, `第${i}条`);
      const get = async (query: string) => {
        const res = await chatGet(
          t.app,
          `${chatPaths.records}?room_id=${room.id}&${query}`,
          b.tokenChat,
        );
        expect(res.statusCode).toBe(200);
        return dataOf<ChatRecords>(res);
      };
      const seqs = (records: ChatRecords) => records.rows.map((row) => row.seq);
      const newest = await get('limit=3');
      expect(seqs(newest)).toEqual([5, 6, 7]);
      expect(newest).toMatchObject({ room_id: room.id, total: 7, last_seq: 7 });
      expect(newest.rows[0]).toMatchObject({
        command: 4,
        talk_type: 2,
        content: { body: '第5条' },
      });
      expect(seqs(await get('limit=3&page=2'))).toEqual([2, 3, 4]);
      expect(seqs(await get('limit=3&before=2'))).toEqual([1]);
      expect(seqs(await get('after=4'))).toEqual([5, 6, 7]);
      expect(seqs(await get('after=7'))).toEqual([]);
      expect(seqs(await get('talk_type=2'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it('answers a deleted message as command 70 without content', async () => {
      const room = await newRoom(t.app);
      const row = await post(room.id, a, '删掉我');
      await db()
        .update(chatMessages)
        .set({ deletedAt: new Date() })
        .where(eq(chatMessages.id, row.id));
      const records = dataOf<ChatRecords>(
        await chatGet(t.app, `${chatPaths.records}?room_id=${room.id}`, b.tokenChat),
      );
      expect(records.rows).toEqual([
        expect.objectContaining({ id: row.id, command: 70, content: null }),
      ]);
    });

    it.each([
      ['talk_type=3&room_id=1'],
      ['room_id=abc'],
      ['room_id=1&limit=151'],
      ['room_id=1&limit=0'],
      ['room_id=1&page=0'],
      ['room_id=1&unknown=1'],
      ['room_id=-5'],
    ])('refuses the query %s with 400', async (query) => {
      const res = await chatGet(t.app, `${chatPaths.records}?${query}`, a.tokenChat);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SYS/VALIDATION' });
    });

    it('answers 400 without a room or friend, 404 for a room that does not exist', async () => {
      let res = await chatGet(t.app, chatPaths.records, a.tokenChat);
      expect(res.statusCode).toBe(400);
      res = await chatGet(t.app, `${chatPaths.records}?room_id=999999`, a.tokenChat);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CHAT/ROOM_NOT_FOUND', msg: '聊天室不存在' });
    });

    it('answers 405 for a room under maintenance and 403 to a guest in a member room', async () => {
      const closed = await newRoom(t.app, { maintenance: 1 });
      let res = await chatGet(t.app, `${chatPaths.records}?room_id=${closed.id}`, a.tokenChat);
      expect(res.statusCode).toBe(405);
      expect(res.json()).toMatchObject({ code: 'CHAT/MAINTENANCE' });
      const guest = await newGuest(t.app);
      const memberRoom = await newRoom(t.app);
      res = await chatGet(t.app, `${chatPaths.records}?room_id=${memberRoom.id}`, guest.hash_id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHAT/GUEST_FORBIDDEN' });
    });

    it('opens a private conversation by friend_id and never shows it to a third member', async () => {
      const res = await chatGet(
        t.app,
        `${chatPaths.records}?talk_type=1&friend_id=${b.chatUserId}`,
        a.tokenChat,
      );
      expect(res.statusCode).toBe(200);
      const { room_id: roomId } = dataOf<ChatRecords>(res);
      await post(roomId, a, '私聊内容');
      const outsider = await chatMember(t.app);
      for (const query of [`room_id=${roomId}`, `talk_type=1&room_id=${roomId}`]) {
        const peek = await chatGet(t.app, `${chatPaths.records}?${query}`, outsider.tokenChat);
        expect(peek.statusCode).toBe(404);
        expect(peek.body).not.toContain('私聊内容');
      }
      const mine = await chatGet(t.app, `${chatPaths.records}?room_id=${roomId}`, b.tokenChat);
      expect(dataOf<ChatRecords>(mine).rows.map((row) => row.content?.body)).toEqual(['私聊内容']);
      // talk_type 1 names private rooms only.
      const room = await newRoom(t.app);
      const wrong = await chatGet(
        t.app,
        `${chatPaths.records}?talk_type=1&room_id=${room.id}`,
        a.tokenChat,
      );
      expect(wrong.statusCode).toBe(404);
    });
  });

  describe('contacts', () => {
    it('lists private conversations with the friend, the last message and the unread count', async () => {
      const x = await chatMember(t.app, { nickname: '小明' });
      const y = await chatMember(t.app, { nickname: '小红' });
      const res = await chatPost(
        t.app,
        chatPaths.contactApply,
        x.tokenChat,
        {
          friend_id: y.chatUserId,
          nickname: '伪造的名字',
        },
        true,
      );
      expect(res.statusCode).toBe(200);
      const contact = dataOf<ChatContact>(res);
      expect(contact).toMatchObject({
        friend_id: y.chatUserId,
        nickname: '小红',
        last_message: null,
        unread: 0,
      });
      await post(contact.room_id, y, '在吗');
      await post(contact.room_id, y, '有空聊聊');
      const list = dataOf<ChatContact[]>(await chatGet(t.app, chatPaths.contacts, x.tokenChat));
      expect(list).toEqual([
        expect.objectContaining({
          room_id: contact.room_id,
          nickname: '小红',
          unread: 2,
          last_message: {
            content: { type: 'text', body: '有空聊聊' },
            created_at: expect.any(Number),
          },
        }),
      ]);
      // Reading the conversation marks it read.
      await chatGet(t.app, `${chatPaths.records}?room_id=${contact.room_id}`, x.tokenChat);
      const detail = await chatGet(
        t.app,
        `${chatPaths.contactDetail}?friend_id=${y.chatUserId}`,
        x.tokenChat,
      );
      expect(dataOf<ChatContact>(detail)).toMatchObject({ room_id: contact.room_id, unread: 0 });
      // The other side sees the same room.
      const theirs = dataOf<ChatContact[]>(await chatGet(t.app, chatPaths.contacts, y.tokenChat));
      expect(theirs.map((c) => c.friend_id)).toEqual([x.chatUserId]);
    });

    it('refuses oneself, an unknown user, bad input and a guest contact without service', async () => {
      let res = await chatGet(
        t.app,
        `${chatPaths.contactDetail}?friend_id=${a.chatUserId}`,
        a.tokenChat,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHAT/PRIVATE_FORBIDDEN' });
      res = await chatGet(t.app, `${chatPaths.contactDetail}?friend_id=99999999`, a.tokenChat);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CHAT/USER_NOT_FOUND' });
      const rooms = (await db().select().from(chatRooms)).length;
      for (const payload of [{}, { friend_id: 'x' }, { friend_id: b.chatUserId, avatarId: 17 }]) {
        res = await chatPost(t.app, chatPaths.contactApply, a.tokenChat, payload, true);
        expect(res.statusCode).toBe(400);
      }
      const guest = await newGuest(t.app);
      res = await chatPost(
        t.app,
        chatPaths.contactApply,
        guest.hash_id,
        { friend_id: a.chatUserId },
        true,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHAT/PRIVATE_FORBIDDEN' });
      expect((await db().select().from(chatRooms)).length).toBe(rooms);
    });
  });

  describe('guests', () => {
    it('open a room with customer service, and list it among their friends', async () => {
      const guest = await newGuest(t.app);
      let res = await chatPost(
        t.app,
        chatPaths.guestInitRoom,
        guest.hash_id,
        { friend_id: a.chatUserId },
        true,
      );
      expect(res.statusCode).toBe(403);
      res = await chatPost(
        t.app,
        chatPaths.guestInitRoom,
        guest.hash_id,
        {
          friend_id: service.chatUserId,
          remark: '咨询充值',
        },
        true,
      );
      expect(res.statusCode).toBe(200);
      const room = dataOf<ChatGuestRoom>(res);
      expect(room).toMatchObject({
        guest_id: guest.guest_id,
        nickname: guest.nickname,
        avatarId: guest.avatarId,
      });
      await post(room.room_id, service, '您好');
      const friends = dataOf<ChatGuestFriends>(
        await chatGet(t.app, `${chatPaths.guestFriends}?page=1&per_page=20`, guest.hash_id),
      );
      expect(friends.total).toBe(1);
      expect(friends.items[0]).toMatchObject({
        room_id: room.room_id,
        friend_id: service.chatUserId,
        unread: 1,
      });
      res = await chatGet(t.app, chatPaths.guestFriend(service.chatUserId), guest.hash_id);
      expect(dataOf<ChatContact>(res)).toMatchObject({ room_id: room.room_id });
      res = await chatGet(t.app, `${chatPaths.guestFriends}?per_page=21`, guest.hash_id);
      expect(res.statusCode).toBe(400);
      // The service member sees the guest among their contacts.
      const contacts = dataOf<ChatContact[]>(
        await chatGet(t.app, chatPaths.contacts, service.tokenChat),
      );
      expect(contacts.map((contact) => contact.friend_id)).toContain(guest.guest_id);
    });
  });

  describe(`GET ${chatPaths.tokenGeneration(':id')}`, () => {
    it('rotates the chat token of the caller’s own session only', async () => {
      const m = await chatMember(t.app);
      let res = await t.app.inject({
        method: 'GET',
        url: `/api-messen${chatPaths.tokenGeneration(b.user.id)}`,
        headers: { token: m.token },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'SYS/FORBIDDEN' });
      res = await t.app.inject({
        method: 'GET',
        url: `/api-messen${chatPaths.tokenGeneration(m.user.id)}`,
      });
      expect(res.statusCode).toBe(401);
      res = await t.app.inject({
        method: 'GET',
        url: `/api-messen${chatPaths.tokenGeneration(m.user.id)}`,
        headers: { authorization: `Bearer ${m.token}` },
      });
      expect(res.statusCode).toBe(200);
      const { tokenChat } = dataOf<{ tokenChat: string }>(res);
      expect((await chatGet(t.app, chatPaths.classGroups, m.tokenChat)).statusCode).toBe(403);
      expect((await chatGet(t.app, chatPaths.classGroups, tokenChat)).statusCode).toBe(200);
    });
  });

  describe(`POST ${chatPaths.mute}`, () => {
    it('lets a room manager mute a member; others get 403; bad input 400', async () => {
      const room = await newRoom(t.app);
      const manager = await chatMember(t.app);
      await makeManager(t.app, room.id, manager.chatUserId);
      const body = { room_id: room.id, user_id: b.chatUserId, minutes: 10 };
      let res = await chatPost(t.app, chatPaths.mute, a.tokenChat, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHAT/NOT_MANAGER' });
      for (const bad of [
        { ...body, minutes: -1 },
        { ...body, minutes: 43_201 },
        { room_id: room.id },
      ]) {
        res = await chatPost(t.app, chatPaths.mute, manager.tokenChat, bad);
        expect(res.statusCode).toBe(400);
      }
      res = await chatPost(t.app, chatPaths.mute, manager.tokenChat, {
        ...body,
        user_id: 99999999,
      });
      expect(res.statusCode).toBe(404);
      const groups = () => chatGet(t.app, chatPaths.classGroups, b.tokenChat);
      expect(dataOf<ChatClassGroups>(await groups()).muted).toEqual({});
      res = await chatPost(t.app, chatPaths.mute, manager.tokenChat, body);
      expect(res.statusCode).toBe(200);
      const muted = dataOf<ChatClassGroups>(await groups()).muted[String(room.id)];
      expect(muted).toBeGreaterThan(590);
      expect(muted).toBeLessThanOrEqual(600);
      res = await chatPost(t.app, chatPaths.mute, manager.tokenChat, { ...body, minutes: 0 });
      expect(dataOf<ChatClassGroups>(await groups()).muted).toEqual({});
    });
  });
});

describe('the chat calls of /app-api', () => {
  let t: TestApp;
  let a: ChatMember;
  let b: ChatMember;
  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = [await chatMember(t.app), await chatMember(t.app)];
  }, 180_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/app-api${path}`,
      headers: token ? { token } : {},
      ...(payload ? { payload } : {}),
    });
  const store = async (roomId: number, sender: ChatMember, body: string) => {
    const [chatUser] = await t.app.database.db
      .select()
      .from(chatUsers)
      .where(eq(chatUsers.id, sender.chatUserId));
    if (!chatUser) throw new Error('no chat user');
    return t.app.database.db.transaction(async (tx) =>
      appendMessage(tx, {
        roomId,
        sender: chatUser,
        userinfo: await userInfoOf(tx, chatUser),
        type: 'text',
        body,
      }),
    );
  };

  it('switches the member’s own chat on and off', async () => {
    let res = await call('POST', chatApiPaths.enableChat, a.token, { enableChat: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { enableChat: 0 } });
    const [row] = await t.app.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.enableChat).toBe(0);
    res = await call('POST', chatApiPaths.enableChat, a.token, { enableChat: 1 });
    expect(res.json()).toMatchObject({ data: { enableChat: 1 } });
    for (const bad of [{}, { enableChat: 2 }, { enableChat: '1' }, { enableChat: 1, extra: 1 }]) {
      res = await call('POST', chatApiPaths.enableChat, a.token, bad);
      expect(res.statusCode).toBe(400);
    }
    res = await call('POST', chatApiPaths.enableChat, undefined, { enableChat: 0 });
    expect(res.statusCode).toBe(401);
  });

  it('deletes one’s own message; another’s only as a room manager', async () => {
    const room = await newRoom(t.app);
    const mine = await store(room.id, a, '我的');
    const theirs = await store(room.id, b, '别人的');
    let res = await call('POST', chatApiPaths.deleteMessage, a.token, { id: theirs.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CHAT/DELETE_FORBIDDEN' });
    res = await call('POST', chatApiPaths.deleteMessage, a.token, { id: mine.id });
    expect(res.statusCode).toBe(200);
    res = await call('POST', chatApiPaths.deleteMessage, a.token, { id: 999_999_999 });
    expect(res.statusCode).toBe(404);
    res = await call('POST', chatApiPaths.deleteMessage, a.token, { id: 'x' });
    expect(res.statusCode).toBe(400);
    await makeManager(t.app, room.id, a.chatUserId);
    res = await call('POST', chatApiPaths.deleteMessage, a.token, { id: theirs.id });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room.id));
    expect(rows.every((row) => row.deletedAt !== null && row.deletedBy === a.chatUserId)).toBe(
      true,
    );
  });

  it('hides a private message from a member outside the conversation', async () => {
    const c = await chatMember(t.app);
    const opened = await chatGet(
      t.app,
      `${chatPaths.records}?talk_type=1&friend_id=${b.chatUserId}`,
      a.tokenChat,
    );
    const room = { id: dataOf<ChatRecords>(opened).room_id };
    const row = await store(room.id, a, '私密');
    await makeManager(t.app, room.id, c.chatUserId);
    const res = await call('POST', chatApiPaths.deleteMessage, c.token, { id: row.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CHAT/MESSAGE_NOT_FOUND' });
  });

  it('refreshes the chat token', async () => {
    const res = await call('GET', chatApiPaths.refreshToken, b.token);
    expect(res.statusCode).toBe(200);
    const { tokenChat } = dataOf<{ tokenChat: string }>(res);
    expect(tokenChat).not.toBe(b.tokenChat);
    expect((await chatGet(t.app, chatPaths.classGroups, tokenChat)).statusCode).toBe(200);
    expect((await chatGet(t.app, chatPaths.classGroups, b.tokenChat)).statusCode).toBe(403);
    expect((await call('GET', chatApiPaths.refreshToken)).statusCode).toBe(401);
  });
});
