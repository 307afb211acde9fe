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
  messageView,
  publishMessage,
  publishToRoom,
  publishToUser,
  userInfoFrom,
  userInfoOf,
  type ChatMessageRow,
  type ChatRoomRow,
} from './chat-store';
import { assertMayEnter, isPairOf, otherSide, type ChatRoomsService } from './chat-rooms.service';
import * as repo from './chat.repository';
import { createBatchQueue } from './batch-queue';

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
   * Why a send stored nothing, read fresh (the sender's membership and latest messages): the
   * refusal, or undefined when no rule refuses now (a concurrent send of the same member changed
   * the membership row meanwhile: try again).
   */
  const refusalNow = async (
    roomId: number,
    senderId: number,
    rules: repo.SendRules,
  ): Promise<ErrorCode | undefined> => {
    const [membership, recent] = await Promise.all([
      repo.findMembership(db, roomId, senderId),
      repo.recentSendTimes(db, roomId, senderId, rules.burst),
    ]);
    const at = rules.at.getTime();
    if (membership?.mutedUntil && membership.mutedUntil.getTime() > at) return 'CHAT/MUTED';
    const exempt = rules.exempt || membership?.role === 1;
    const lastSent = membership?.lastSentAt?.getTime() ?? null;
    if (!exempt && slowModeWait(rules.secPerMess, lastSent, at) > 0) return 'CHAT/SLOW_MODE';
    // As the statement counts: only when the last send is inside the window.
    const oldest = recent[rules.burst - 1];
    const counted = lastSent !== null && at - lastSent < rules.burstWindowMs;
    if (counted && oldest && at - oldest.getTime() < rules.burstWindowMs) {
      return 'CHAT/RATE_LIMITED';
    }
    return undefined;
  };

  /** Tries of a send that found its membership row changed by a concurrent send of the member. */
  const maxSendTries = 10;

  type Prepared =
    { answer: SendResult } | { message: repo.BatchedSend['message']; rules: repo.SendRules };

  /**
   * Checks one send against what was read for it (room, account, stored client_id): the answer
   * when it was stored before (whatever the rules say now), else the message and the rules it is
   * to be stored under. Throws the refusal.
   */
  const prepare = async (
    caller: ChatCaller,
    input: SendChatMessage,
    context: repo.SendContext | undefined,
  ): Promise<Prepared> => {
    const sender = caller.chatUser;
    if (!context) throw new AppError('CHAT/ROOM_NOT_FOUND');
    const { room, member, stored } = context;
    assertMayEnter(caller, room);
    if ((room.kind === 'private') !== (input.talk_type === 1)) {
      throw new AppError('CHAT/ROOM_NOT_FOUND');
    }
    if (stored) return { answer: duplicateOf(stored) };
    if (input.type === 'image' && !imageUrlPattern.test(input.body)) {
      throw new AppError('SYS/VALIDATION', '图片地址无效');
    }
    let state: Awaited<ReturnType<typeof stateOf>>;
    if (caller.kind === 'member') {
      if (!member || member.status !== 0) throw new AppError('CHAT/TOKEN_INVALID');
      state = member;
    }
    await assertMaySpeak(caller, room, state);
    const at = now();
    return {
      message: {
        roomId: room.id,
        sender,
        userinfo: userInfoFrom(sender, member),
        type: input.type,
        body: input.body,
        recipientId: room.kind === 'private' ? otherSide(room, sender.id) : null,
        clientId: input.client_id,
        createdAt: at,
      },
      rules: {
        at,
        secPerMess: room.secPerMess,
        exempt: (state?.chatLevel ?? 0) >= chatLevel.manager,
        burst: chatLimits.burstPerTenSeconds,
        burstWindowMs,
        readUpTo: room.kind === 'private' ? room.lastSeq : null,
      },
    };
  };

  /**
   * What a send answers once its first try is over: a refusal read fresh when nothing was
   * stored (or the next try, when a concurrent send of the member was in the way), the stored
   * message when its client_id was stored meanwhile; the message is published once stored.
   */
  const finish = async (
    input: SendChatMessage,
    { message, rules }: repo.BatchedSend,
    first: repo.Stored,
  ): Promise<SendResult> => {
    const sender = message.sender;
    let row: ChatMessageRow | undefined;
    try {
      if ('error' in first) throw first.error;
      row = first.row;
      for (let tries = 1; !row; tries += 1) {
        const refusal = await refusalNow(message.roomId, sender.id, rules);
        if (refusal) throw new AppError(refusal);
        if (tries >= maxSendTries) throw new Error('chat send kept meeting concurrent sends');
        row = await repo.appendIfAllowed(db, message, rules);
      }
    } catch (error) {
      if (isUniqueViolation(error)) {
        const again = await repo.findMessageByClientId(db, sender.id, input.client_id);
        if (again) return duplicateOf(again);
      }
      throw error;
    }
    const view = messageView(row);
    await publishMessage(bus, view, sender.id);
    return { ack: ackOf(row), message: view, duplicate: false };
  };

  interface Send {
    caller: ChatCaller;
    input: SendChatMessage;
  }

  /**
   * Sends that arrived together: one read for all (repo.sendContexts), each checked on its own,
   * one statement storing all that passed (repo.appendBatchIfAllowed), then each answered.
   */
  const sendTogether = async (sends: Send[]): Promise<PromiseSettledResult<SendResult>[]> => {
    const contexts = await repo.sendContexts(
      db,
      sends.map(({ caller, input }) => ({
        roomId: input.room_id,
        chatUserId: caller.chatUser.id,
        userId: caller.kind === 'member' ? caller.member.user.id : null,
        clientId: input.client_id,
      })),
    );
    const prepared = await Promise.allSettled(
      sends.map(({ caller, input }, i) => prepare(caller, input, contexts[i])),
    );
    const toStore: { i: number; send: repo.BatchedSend }[] = [];
    prepared.forEach((result, i) => {
      if (result.status === 'fulfilled' && 'message' in result.value) {
        toStore.push({ i, send: result.value });
      }
    });
    const stored = await repo.appendEachIfAllowed(
      db,
      toStore.map(({ send }) => send),
    );
    const firstTry = new Map(toStore.map(({ i, send }, k) => [i, { send, first: stored[k] }]));
    return Promise.allSettled(
      sends.map(async ({ input }, i) => {
        const result = prepared[i] as PromiseSettledResult<Prepared>;
        if (result.status === 'rejected') throw result.reason;
        if ('answer' in result.value) return result.value.answer;
        const { send, first } = firstTry.get(i) as { send: repo.BatchedSend; first: repo.Stored };
        return finish(input, send, first);
      }),
    );
  };

  /**
   * At most one send of a member in a batch: their membership row is changed once a statement.
   * Up to 256 a batch: when the process is saturated (the fan-out's writes), each round trip waits
   * for the event loop, so larger batches store more a second (bench: 46,000 deliveries/s
   * instead of 34,000–41,000 with 64).
   */
  const queue = createBatchQueue<Send, SendResult>({
    run: sendTogether,
    keyOf: ({ caller }) => caller.chatUser.id,
    maxBatch: 256,
  });

  /**
   * Posts a message as the caller (who they are comes from their token, never from the frame).
   * A resend of a client_id already stored answers the same ack and stores nothing.
   * Two round trips, shared by the sends that arrive together while the database is busy
   * (batch-queue.ts): one read (room, account, stored client_id) and one statement that checks
   * mute, slow mode and the burst limit on each sender's locked membership row and stores each
   * message under its room's next seq.
   */
  const send = (caller: ChatCaller, input: SendChatMessage): Promise<SendResult> =>
    queue.submit({ caller, input });

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
