import {
  chatCommand,
  systemConfigKey,
  type AdminChatMessage,
  type AdminChatMessagePage,
  type AdminChatMessagesQuery,
  type AdminChatRoom,
  type AdminChatSwitch,
  type ChatMessageType,
  type MuteChatMemberBody,
  type SaveChatRoomBody,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { publishToRoom, publishToUser, type ChatRoomRow } from '../../chat/chat-store';
import * as chatRepo from '../../chat/chat.repository';
import type { SettingsService } from '../../settings/settings.service';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';
import * as repo from './chat.repository';

/** What an operator changes in a room, as the audit row shows it before and after. */
const roomSettings = (room: ChatRoomRow) => ({
  enableChat: room.enableChat,
  secPerMess: room.secPerMess,
  minVipLevel: room.minVipLevel,
  maintenance: room.maintenance,
});

export type AdminChatService = ReturnType<typeof createAdminChatService>;

/**
 * Chat moderation (客服/风控): rooms and their rules, a room's messages, deleting a message and
 * muting a member as a room manager does, and the chat's global switches. Each change and its
 * audit row commit together; the chat's sockets hear of it (through the bus) after the commit.
 */
export const createAdminChatService = (
  { db, bus, now }: Pick<Deps, 'db' | 'bus' | 'now'>,
  { audit, settings }: { audit: AuditService; settings: SettingsService },
) => {
  const rooms = async (): Promise<AdminChatRoom[]> => {
    const [groups, listed] = await Promise.all([
      chatRepo.listClassGroups(db),
      chatRepo.listRoomsWithPeople(db),
    ]);
    const groupName = new Map(groups.map((group) => [group.id, group.name]));
    const order = new Map(groups.map((group, index) => [group.id, index]));
    const rank = (room: ChatRoomRow) =>
      room.classGroupId === null ? groups.length : (order.get(room.classGroupId) ?? groups.length);
    return listed
      .map(({ room, totalPeople }) => ({ room, totalPeople }))
      .sort((a, b) => rank(a.room) - rank(b.room))
      .map(({ room, totalPeople }) => ({
        id: room.id,
        name: room.name,
        classGroupId: room.classGroupId,
        classGroupName: room.classGroupId === null ? '' : (groupName.get(room.classGroupId) ?? ''),
        gameId: room.gameId,
        isGuest: room.isGuest,
        totalPeople,
        lastSeq: room.lastSeq,
        ...roomSettings(room),
      }));
  };

  const saveRoom = async (actor: AdminActor, { id, ...values }: SaveChatRoomBody) => {
    await db.transaction(async (tx) => {
      const before = await repo.lockRoom(tx, id);
      if (!before || before.kind !== 'room') throw new AppError('ADMIN/NOT_FOUND');
      const after = await repo.updateRoom(tx, id, values);
      if (!after) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action: 'chat.room',
        target: before.name,
        before: roomSettings(before),
        after: roomSettings(after),
      });
    });
    const saved = (await rooms()).find((room) => room.id === id);
    if (!saved) throw new AppError('ADMIN/NOT_FOUND');
    return saved;
  };

  /** A room of the class groups (never a private conversation). */
  const roomOf = async (roomId: number) => {
    const room = await chatRepo.findRoom(db, roomId);
    if (!room || room.kind !== 'room') throw new AppError('ADMIN/NOT_FOUND');
    return room;
  };

  const messages = async ({
    roomId,
    beforeId,
    size,
  }: AdminChatMessagesQuery): Promise<AdminChatMessagePage> => {
    await roomOf(roomId);
    const rows = await repo.messagesOfRoom(db, roomId, { beforeId, limit: size + 1 });
    const list = rows.slice(0, size).map(({ message, account }): AdminChatMessage => ({
      id: message.id,
      seq: message.seq,
      roomId: message.roomId,
      type: message.type as ChatMessageType,
      body: message.deletedAt ? '' : message.body,
      deleted: message.deletedAt !== null,
      senderId: message.senderId,
      senderAccount: account,
      senderName: message.userinfo.nickname,
      createdAt: message.createdAt.getTime(),
    }));
    return { list, hasMore: rows.length > size };
  };

  /**
   * Deletes a room's message as a room manager does: stored as deleted, then the room's sockets
   * are told. A message already deleted changes nothing (and writes no audit row).
   */
  const deleteMessage = async (actor: AdminActor, id: number) => {
    const deleted = await db.transaction(async (tx) => {
      const message = await chatRepo.findMessage(tx, id);
      const room = message ? await chatRepo.findRoom(tx, message.roomId) : undefined;
      if (!message || !room || room.kind !== 'room') throw new AppError('ADMIN/NOT_FOUND');
      const row = await repo.markDeletedByOperator(tx, id, now());
      if (!row) return undefined;
      await audit.record(tx, actor, {
        action: 'chat.deleteMessage',
        target: String(id),
        before: {
          room: room.name,
          sender: message.userinfo.nickname,
          type: message.type,
          body: message.body,
        },
        after: { deleted: true },
      });
      return row;
    });
    if (!deleted) return;
    await publishToRoom(bus, deleted.roomId, {
      command: chatCommand.delete,
      content: { id: deleted.id, room_id: deleted.roomId, seq: deleted.seq },
    });
  };

  /** Mutes a chat user in a room or in every room for some minutes (0 lifts it). */
  const mute = async (
    actor: AdminActor,
    { chatUserId, roomId, minutes, reason }: MuteChatMemberBody,
  ) => {
    const until = minutes === 0 ? null : new Date(now().getTime() + minutes * 60_000);
    const roomIds = await db.transaction(async (tx) => {
      const person = await repo.findChatPerson(tx, chatUserId);
      if (!person) throw new AppError('ADMIN/NOT_FOUND');
      let ids: number[];
      let where = '全部聊天室';
      if (roomId === null) {
        ids = await repo.muteEverywhere(tx, chatUserId, until);
      } else {
        const room = await chatRepo.findRoom(tx, roomId);
        if (!room || room.kind !== 'room') throw new AppError('ADMIN/NOT_FOUND');
        await chatRepo.setMutedUntil(tx, room.id, chatUserId, until);
        ids = [room.id];
        where = room.name;
      }
      await audit.record(tx, actor, {
        action: 'chat.mute',
        target: person.account ?? person.chatUser.nickname,
        after: { room: where, minutes, mutedUntil: until?.getTime() ?? null, reason },
      });
      return ids;
    });
    for (const id of roomIds) {
      await publishToUser(bus, chatUserId, {
        command: chatCommand.mute,
        content: { room_id: id, seconds: minutes * 60 },
      });
    }
  };

  const switches = async (): Promise<AdminChatSwitch> => ({
    enableChat: (await settings.systemConfigValue(systemConfigKey.enableChat)) !== '0',
    maintenance: (await settings.systemConfigValue(systemConfigKey.enableChatMaintenance)) === '1',
  });

  /** The chat's global switch and maintenance (the system config keys the chat reads). */
  const saveSwitches = async (actor: AdminActor, next: AdminChatSwitch) => {
    const before = await switches();
    await db.transaction(async (tx) => {
      await settings.setSystemConfig(
        { configKey: systemConfigKey.enableChat, configValue: next.enableChat ? '1' : '0' },
        tx,
      );
      await settings.setSystemConfig(
        {
          configKey: systemConfigKey.enableChatMaintenance,
          configValue: next.maintenance ? '1' : '0',
        },
        tx,
      );
      await audit.record(tx, actor, {
        action: 'chat.switch',
        target: '聊天总开关',
        before,
        after: next,
      });
    });
    await settings.changed('system_config');
    return next;
  };

  return { rooms, saveRoom, messages, deleteMessage, mute, switches, saveSwitches };
};
