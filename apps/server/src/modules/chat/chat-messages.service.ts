import {
  chatChannel,
  chatCommand,
  chatConfigKey,
  chatImageBase,
  chatImagePath,
  chatLevel,
  chatLimits,
  chatPermission,
  slowModeWait,
  type ChatAck,
  type ChatMessage,
  type ChatPermission,
  type ChatServerFrame,
  type ErrorCode,
  type SendChatMessage,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { SettingsService } from '../settings/settings.service';
import type { ChatCaller } from './chat-auth';
import {
  appendMessage,
  messageView,
  publishMessage,
  publishToRoom,
  publishToUser,
  userInfoOf,
  type ChatMessageRow,
  type ChatRoomRow,
} from './chat-store';
import { isPairOf, otherSide, type ChatRoomsService } from './chat-rooms.service';
import * as repo from './chat.repository';

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;

/** What a send answers: the ack, and the message as stored (null data never). */
export interface SendResult {
  ack: ChatAck;
  message: ChatMessage;
  /** A resend of a stored client_id: nothing new was stored or published. */
  duplicate: boolean;
}

const burstWindowMs = 10_000;

/** An image message carries the URL of an uploaded chat image, nothing else. */
const imageUrlPattern = new RegExp(
  `^${chatImageBase}${chatImagePath}/[A-Za-z0-9_-]{1,100}\\.(png|jpe?g|gif|webp)$`,
);

const refusalOf: Record<Exclude<ChatPermission, 'ok'>, ErrorCode> = {
  'switched-off': 'CHAT/SWITCHED_OFF',
  'vip-level': 'CHAT/VIP_LEVEL',
  'room-closed': 'CHAT/NO_PERMISSION',
  guest: 'CHAT/GUEST_FORBIDDEN',
};

/** Comma-separated VIP levels; null (every level) when unset or empty. */
export const parseVipLevels = (value: string | undefined): number[] | null => {
  const levels = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
    .filter((level) => Number.isInteger(level));
  return levels.length > 0 ? levels : null;
};

const ackOf = (row: ChatMessageRow): ChatAck => ({
  client_id: row.clientId ?? '',
  id: row.id,
  seq: row.seq,
  room_id: row.roomId,
});

/**
 * Sending, deleting and moderating: every rule is the server's (permissions, mute, slow mode,
 * burst limit), read fresh at each send; a message is stored with its conversation's next seq
 * and published after its transaction commits.
 */
export const createChatMessagesService = (
  { db, bus, now }: Pick<Deps, 'db' | 'bus' | 'now'>,
  {
    rooms,
    settings,
  }: { rooms: ChatRoomsService; settings: Pick<SettingsService, 'systemConfigValue'> },
) => {
  /** The member's account now (their switch, levels, state), or undefined for a guest. */
  const stateOf = async (caller: ChatCaller) => {
    if (caller.kind === 'guest') return undefined;
    const state = await repo.memberChatState(db, caller.member.user.id);
    if (!state || state.status !== 0) throw new AppError('CHAT/TOKEN_INVALID');
    return state;
  };

  const assertMaySpeak = async (
    caller: ChatCaller,
    room: ChatRoomRow,
    state: Awaited<ReturnType<typeof stateOf>>,
  ) => {
    if (room.kind === 'private') {
      if (state && state.enableChat === 0) throw new AppError('CHAT/SWITCHED_OFF');
      return;
    }
    const verdict = chatPermission({
      enableChat: state?.enableChat ?? 1,
      vipLevel: state?.vipLevel ?? 0,
      chatLevel: state?.chatLevel ?? 0,
      isGuest: caller.kind === 'guest',
      vipSpeakLevels: parseVipLevels(
        await settings.systemConfigValue(chatConfigKey.vipSpeakLevels),
      ),
      room: {
        enable_chat: room.enableChat,
        is_guest: room.isGuest,
        min_vip_level: room.minVipLevel,
      },
    });
    if (verdict !== 'ok') throw new AppError(refusalOf[verdict]);
  };

  const duplicateOf = (row: ChatMessageRow): SendResult => ({
    ack: ackOf(row),
    message: messageView(row),
    duplicate: true,
  });

  /**
   * Posts a message as the caller (who they are comes from their token, never from the frame).
   * A resend of a client_id already stored answers the same ack and stores nothing.
   */
  const send = async (caller: ChatCaller, input: SendChatMessage): Promise<SendResult> => {
    const room = await rooms.roomForCaller(caller, input.room_id);
    if ((room.kind === 'private') !== (input.talk_type === 1)) {
      throw new AppError('CHAT/ROOM_NOT_FOUND');
    }
    const sender = caller.chatUser;
    const stored = await repo.findMessageByClientId(db, sender.id, input.client_id);
    if (stored) return duplicateOf(stored);
    if (input.type === 'image' && !imageUrlPattern.test(input.body)) {
      throw new AppError('SYS/VALIDATION', '图片地址无效');
    }
    const state = await stateOf(caller);
    await assertMaySpeak(caller, room, state);
    const userinfo = await userInfoOf(db, sender);
    const at = now();
    let row: ChatMessageRow;
    try {
      row = await db.transaction(async (tx) => {
        // The room's lock first (as appendMessage takes it), then the sender's membership.
        await repo.lockRoom(tx, room.id);
        const membership = await repo.lockMembership(tx, room.id, sender.id);
        if (membership.mutedUntil && membership.mutedUntil > at) throw new AppError('CHAT/MUTED');
        const manager = membership.role === 1 || (state?.chatLevel ?? 0) >= chatLevel.manager;
        const lastSent = membership.lastSentAt?.getTime() ?? null;
        if (!manager && slowModeWait(room.secPerMess, lastSent, at.getTime()) > 0) {
          throw new AppError('CHAT/SLOW_MODE');
        }
        const burst = chatLimits.burstPerTenSeconds;
        const recent = await repo.recentSendTimes(tx, room.id, sender.id, burst);
        const oldest = recent[burst - 1];
        if (oldest && at.getTime() - oldest.getTime() < burstWindowMs) {
          throw new AppError('CHAT/RATE_LIMITED');
        }
        const appended = await appendMessage(tx, {
          roomId: room.id,
          sender,
          userinfo,
          type: input.type,
          body: input.body,
          recipientId: room.kind === 'private' ? otherSide(room, sender.id) : null,
          clientId: input.client_id,
          createdAt: at,
        });
        await repo.setLastSent(tx, room.id, sender.id, at);
        return appended;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = await repo.findMessageByClientId(db, sender.id, input.client_id);
        if (again) return duplicateOf(again);
      }
      throw error;
    }
    const message = messageView(row);
    await publishMessage(bus, message, sender.id);
    return { ack: ackOf(row), message, duplicate: false };
  };

  /** Room managers: role 1 in the room, or a chat level of 1 or more. */
  const isManager = async (roomId: number, chatUserId: number, level: number) =>
    level >= chatLevel.manager || (await repo.isRoomManager(db, roomId, chatUserId));

  /**
   * Deletes a message: the sender their own; a room manager any of their room (in a private
   * conversation only its two sides, and of those only a manager deletes the other's).
   */
  const deleteMessage = async (caller: ChatCaller, id: number) => {
    const row = await repo.findMessage(db, id);
    const room = row ? await repo.findRoom(db, row.roomId) : undefined;
    if (!row || !room) throw new AppError('CHAT/MESSAGE_NOT_FOUND');
    const me = caller.chatUser.id;
    if (room.kind === 'private' && !isPairOf(room, me)) {
      throw new AppError('CHAT/MESSAGE_NOT_FOUND');
    }
    if (row.senderId !== me) {
      const state = await stateOf(caller);
      const level = state?.chatLevel ?? 0;
      const allowed =
        room.kind === 'private' ? level >= chatLevel.manager : await isManager(room.id, me, level);
      if (!allowed) throw new AppError('CHAT/DELETE_FORBIDDEN');
    }
    const deleted = await repo.markDeleted(db, row.id, me, now());
    if (!deleted) return;
    const frame: ChatServerFrame = {
      command: chatCommand.delete,
      content: { id: row.id, room_id: row.roomId, seq: row.seq },
    };
    if (room.kind === 'private') {
      await publishToUser(bus, room.pairLo ?? 0, frame);
      await publishToUser(bus, room.pairHi ?? 0, frame);
    } else {
      await publishToRoom(bus, room.id, frame);
    }
  };

  /** A room manager mutes a chat user in their room for some minutes (0 lifts it). */
  const mute = async (
    caller: ChatCaller,
    { room_id, user_id, minutes }: { room_id: number; user_id: number; minutes: number },
  ) => {
    if (caller.kind === 'guest') throw new AppError('CHAT/NOT_MANAGER');
    const room = await repo.findRoom(db, room_id);
    if (!room || room.kind !== 'room') throw new AppError('CHAT/ROOM_NOT_FOUND');
    const state = await stateOf(caller);
    if (!(await isManager(room.id, caller.chatUser.id, state?.chatLevel ?? 0))) {
      throw new AppError('CHAT/NOT_MANAGER');
    }
    const target = await repo.findChatUser(db, user_id);
    if (!target) throw new AppError('CHAT/USER_NOT_FOUND');
    const until = minutes === 0 ? null : new Date(now().getTime() + minutes * 60_000);
    await repo.setMutedUntil(db, room.id, target.id, until);
    await publishToUser(bus, target.id, {
      command: chatCommand.mute,
      content: { room_id: room.id, seconds: minutes * 60 },
    });
  };

  /** The member's own chat switch; their sockets are told at once. */
  const setEnabled = async (userId: number, chatUserId: number, enableChat: 0 | 1) => {
    await repo.setEnableChat(db, userId, enableChat);
    await publishToUser(bus, chatUserId, {
      command: chatCommand.enable,
      content: { disabled: enableChat === 0 ? 1 : 0 },
    });
    return { enableChat };
  };

  /** A service member (chat level 2) invites everyone, on every process, into a room. */
  const invite = async (caller: ChatCaller, roomId: number) => {
    const state = await stateOf(caller);
    if ((state?.chatLevel ?? 0) !== chatLevel.service) throw new AppError('CHAT/NO_PERMISSION');
    const room = await rooms.roomForCaller(caller, roomId);
    if (room.kind !== 'room') throw new AppError('CHAT/ROOM_NOT_FOUND');
    const inviter = await userInfoOf(db, caller.chatUser);
    const frame: ChatServerFrame = {
      command: chatCommand.invite,
      content: {
        id: caller.chatUser.id,
        content: { room_id: room.id, name: room.name, nickname: inviter.nickname },
      },
    };
    await bus.publish(chatChannel.all, frame);
  };

  return { send, deleteMessage, mute, setEnabled, invite };
};
