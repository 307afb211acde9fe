import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import {
  adminCapabilities,
  adminPaths,
  chatBase,
  chatPaths,
  type AdminChatMessagePage,
  type AdminChatRoom,
  type AdminChatSwitch,
  type ChatRecords,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { chatMessages, chatRoomMembers, chatRooms } from '../../../src/db/chat-schema';
import { systemConfig } from '../../../src/db/schema';
import { AppError } from '../../../src/http/app-error';
import { testDriver } from '../../helpers/test-database';
import { chatMember, clientId } from '../chat/chat-kit';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  type AdminApp,
} from './finance-kit';

describe(`back office: chat (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const chatAudits = async () =>
    (
      await db()
        .select({ n: count() })
        .from(operatorAudit)
        .where(like(operatorAudit.action, 'chat.%'))
    )[0]!.n;
  const roomRows = () => db().select().from(chatRooms).orderBy(asc(chatRooms.id));
  const firstRoom = async () => {
    const [room] = await db()
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, 'room'), eq(chatRooms.isDefault, true)));
    return room!;
  };
  const newestMessage = async (roomId: number) => {
    const [row] = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .orderBy(desc(chatMessages.id))
      .limit(1);
    return row!;
  };
  const codeOf = async (sending: Promise<unknown>) => {
    try {
      await sending;
      return 'ok';
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  };

  it('refuses changes without an operator, with a member token, roles without moderateChat or bad input — nothing changes', async () => {
    const room = await firstRoom();
    const message = await newestMessage(room.id);
    const rooms = await roomRows();
    const audits = await chatAudits();
    const forbidden = rolesWithout(adminCapabilities.moderateChat);
    expect(forbidden).toEqual(['finance', 'operations', 'readonly']);
    const save = {
      method: 'POST' as const,
      path: adminPaths.saveChatRoom,
      payload: { id: room.id, enableChat: 0, secPerMess: 30, minVipLevel: 1, maintenance: 0 },
    };
    await expectRefusals(a, save, {
      forbidden,
      bad: { ...save, payload: { ...save.payload, secPerMess: -1 } },
    });
    const remove = {
      method: 'POST' as const,
      path: adminPaths.deleteChatMessage,
      payload: { id: message.id },
    };
    await expectRefusals(a, remove, {
      forbidden,
      bad: { ...remove, payload: { id: 'x' } },
    });
    const mute = {
      method: 'POST' as const,
      path: adminPaths.muteChatMember,
      payload: { chatUserId: message.senderId, roomId: null, minutes: 10, reason: '刷屏' },
    };
    await expectRefusals(a, mute, {
      forbidden,
      bad: { ...mute, payload: { ...mute.payload, reason: '' } },
    });
    const switches = {
      method: 'POST' as const,
      path: adminPaths.saveChatSwitch,
      payload: { enableChat: false, maintenance: true },
    };
    await expectRefusals(a, switches, {
      forbidden,
      bad: { ...switches, payload: { enableChat: 0, maintenance: true } },
    });
    await expectRefusals(
      a,
      { method: 'GET', path: adminPaths.chatMessages, query: { roomId: String(room.id) } },
      { forbidden: [], bad: { method: 'GET', path: adminPaths.chatMessages, query: {} } },
    );
    expect(await roomRows()).toEqual(rooms);
    expect((await newestMessage(room.id)).deletedAt).toBeNull();
    const memberships = await db()
      .select()
      .from(chatRoomMembers)
      .where(eq(chatRoomMembers.chatUserId, message.senderId));
    expect(memberships.length).toBeGreaterThan(0);
    expect(memberships.every((row) => row.mutedUntil === null)).toBe(true);
    expect(await chatAudits()).toBe(audits);
  });

  it('lists the rooms with their class group and member counts, and saves a room with one audit row', async () => {
    const res = await a.call('readonly', { method: 'GET', path: adminPaths.chatRooms });
    expectStatus(res, 200);
    const rooms = dataOf<AdminChatRoom[]>(res);
    const vip = rooms.find((room) => room.name === 'VIP贵宾厅');
    expect(vip).toMatchObject({ classGroupName: 'VIP专区', secPerMess: 10, minVipLevel: 1 });
    expect(vip!.totalPeople).toBeGreaterThan(0);
    expect(rooms.every((room) => room.classGroupName !== '')).toBe(true);

    const saved = await a.call('support', {
      method: 'POST',
      path: adminPaths.saveChatRoom,
      payload: { id: vip!.id, enableChat: 0, secPerMess: 30, minVipLevel: 2, maintenance: 0 },
    });
    expectStatus(saved, 200);
    expect(dataOf<AdminChatRoom>(saved)).toMatchObject({
      id: vip!.id,
      enableChat: 0,
      secPerMess: 30,
      minVipLevel: 2,
    });
    const [row] = await db().select().from(chatRooms).where(eq(chatRooms.id, vip!.id));
    expect(row).toMatchObject({ enableChat: 0, secPerMess: 30, minVipLevel: 2 });
    expect(await a.audits('chat.room', 'VIP贵宾厅')).toBe(1);
    const [entry] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'chat.room'));
    expect(entry).toMatchObject({
      before: { enableChat: 1, secPerMess: 10, minVipLevel: 1 },
      after: { enableChat: 0, secPerMess: 30, minVipLevel: 2 },
    });
    expectStatus(
      await a.call('support', {
        method: 'POST',
        path: adminPaths.saveChatRoom,
        payload: { id: 999_999, enableChat: 1, secPerMess: 0, minVipLevel: 0, maintenance: 0 },
      }),
      404,
      'ADMIN/NOT_FOUND',
    );
  });

  it('pages a room’s messages newest first', async () => {
    const room = await firstRoom();
    const first = await a.call('readonly', {
      method: 'GET',
      path: adminPaths.chatMessages,
      query: { roomId: String(room.id), size: '10' },
    });
    expectStatus(first, 200);
    const page = dataOf<AdminChatMessagePage>(first);
    expect(page.list).toHaveLength(10);
    expect(page.hasMore).toBe(true);
    const ids = page.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(page.list[0]!.id).toBe((await newestMessage(room.id)).id);
    expect(page.list.every((m) => m.senderAccount !== null)).toBe(true);
    const next = dataOf<AdminChatMessagePage>(
      await a.call('readonly', {
        method: 'GET',
        path: adminPaths.chatMessages,
        query: { roomId: String(room.id), size: '10', beforeId: String(ids.at(-1)) },
      }),
    );
    expect(next.list[0]!.id).toBeLessThan(ids.at(-1)!);
  });

  it('deletes a demo message as a room manager does: members no longer read it; one audit row', async () => {
    const room = await firstRoom();
    const message = await newestMessage(room.id);
    const reader = await chatMember(a.t.app);
    const records = async () => {
      const res = await a.t.app.inject({
        method: 'GET',
        url: `${chatBase}${chatPaths.records}`,
        query: { room_id: String(room.id) },
        headers: { authorization: `Bearer ${reader.tokenChat}` },
      });
      expectStatus(res, 200);
      return dataOf<ChatRecords>(res).rows.find((row) => row.id === message.id);
    };
    expect((await records())?.content?.body).toBe(message.body);

    const del = () =>
      a.call('support', {
        method: 'POST',
        path: adminPaths.deleteChatMessage,
        payload: { id: message.id },
      });
    expectStatus(await del(), 200);
    const [stored] = await db().select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(stored!.deletedAt).not.toBeNull();
    const seen = await records();
    expect(seen).toMatchObject({ content: null });
    expect(await a.audits('chat.deleteMessage', String(message.id))).toBe(1);
    // A second delete changes nothing and writes no second row.
    expectStatus(await del(), 200);
    expect(await a.audits('chat.deleteMessage', String(message.id))).toBe(1);
    const page = dataOf<AdminChatMessagePage>(
      await a.call('readonly', {
        method: 'GET',
        path: adminPaths.chatMessages,
        query: { roomId: String(room.id), size: '1' },
      }),
    );
    expect(page.list[0]).toMatchObject({ id: message.id, deleted: true, body: '' });
  });

  it('mutes a demo chatter everywhere for some minutes: their next send is refused; unmuting lets them speak', async () => {
    const room = await firstRoom();
    const account = await a.t.app.services.account.findByAccount('chat_lucky88');
    const { tokenChat } = await a.t.app.services.sessions.start(account!, {
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const caller = await a.t.app.services.chat.auth.resolve(tokenChat, false);
    const send = () =>
      a.t.app.services.chat.messages.send(caller, {
        room_id: room.id,
        talk_type: 2,
        type: 'text',
        body: '广告广告',
        client_id: clientId(),
      });
    const mute = (minutes: number) =>
      a.call('support', {
        method: 'POST',
        path: adminPaths.muteChatMember,
        payload: { chatUserId: caller.chatUser.id, roomId: null, minutes, reason: '发广告' },
      });
    expectStatus(await mute(10), 200);
    expect(await codeOf(send())).toBe('CHAT/MUTED');
    expect(await a.audits('chat.mute', 'chat_lucky88')).toBe(1);
    const [entry] = await db()
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'chat.mute'));
    expect(entry).toMatchObject({ after: { minutes: 10, reason: '发广告' } });

    expectStatus(await mute(0), 200);
    expect(await codeOf(send())).toBe('ok');
    expect(await a.audits('chat.mute', 'chat_lucky88')).toBe(2);
  });

  it('turns the whole chat off and under maintenance, with one audit row', async () => {
    const get = async () =>
      dataOf<AdminChatSwitch>(
        await a.call('readonly', { method: 'GET', path: adminPaths.chatSwitch }),
      );
    expect(await get()).toEqual({ enableChat: true, maintenance: false });
    const save = (body: AdminChatSwitch) =>
      a.call('super', { method: 'POST', path: adminPaths.saveChatSwitch, payload: body });
    expectStatus(await save({ enableChat: true, maintenance: true }), 200);
    expect(await get()).toEqual({ enableChat: true, maintenance: true });
    const [stored] = await db()
      .select()
      .from(systemConfig)
      .where(eq(systemConfig.configKey, 'enable_chat_maintenance'));
    expect(stored!.configValue).toBe('1');
    const classes = await a.t.app.inject({
      method: 'GET',
      url: `${chatBase}${chatPaths.classGroups}`,
    });
    expect(classes.json()).toMatchObject({ code: 'CHAT/MAINTENANCE' });
    expect(await a.audits('chat.switch', '聊天总开关')).toBe(1);
    expectStatus(await save({ enableChat: true, maintenance: false }), 200);
    expect(await get()).toEqual({ enableChat: true, maintenance: false });
  });
});
