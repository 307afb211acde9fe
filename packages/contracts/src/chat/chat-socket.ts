import { z } from 'zod';
import { sendChatMessage } from './chat-api';
import type { ChatMessage } from './chat-api';

/**
 * The chat socket (issue 21; spec part 2 §7 "Chat socket"): `/api-messen/ws?token=…` for a member
 * (their tokenChat), `&isGuest=1` for a guest (their hash id). Every frame is JSON
 * `{ command, content }`; the codes are ours (the spec names 4, a message, and 70 in the message
 * list). Ping every 15 s; a client reconnects 3 s after an unwanted close.
 */
export const chatCommand = {
  /** c→s, answered `pong`. */
  ping: 1,
  pong: 2,
  /** c→s {room_id, after?}: follow a room; with `after`, the missed messages come first (sync). */
  join: 3,
  /** c→s SendChatMessage; s→c ChatMessage of a room. */
  message: 4,
  /** s→c ChatMessage of a private conversation (to both sides). */
  privateMessage: 5,
  /** s→c ChatInvite: a service member invites everyone into a room. c→s {room_id} (service). */
  invite: 6,
  /** s→c AwardNotice (betting's big wins) to every room socket. */
  award: 7,
  /** s→c {disabled: 0|1}: the member's chat was switched off (1) or on (0). */
  enable: 8,
  /** s→c {id, room_id, seq}: a message was deleted (clients drop it). */
  delete: 9,
  /** s→c ChatHongbaoState: a red packet of the room changed. */
  hongbao: 10,
  /** c→s {room_id, after}; s→c ChatSync: messages after a seq, oldest first. */
  sync: 11,
  /** s→c ChatAck: a sent message is stored (its client_id, id and seq). */
  ack: 12,
  /** s→c ChatSocketError. */
  error: 13,
  /** c→s {room_id}: stop following a room. */
  leave: 14,
  /** s→c {room_id, seconds}: the member is muted there for this long (0: mute lifted). */
  mute: 15,
  /** s→c on open: {conection_id, userId}. */
  hello: 16,
  /** A deleted message as the records answer it (content null). */
  deleted: 70,
} as const;

export const chatSocketTiming = {
  pingMs: 15_000,
  reconnectMs: 3_000,
  /** A socket silent this long is closed by the server. */
  idleMs: 45_000,
} as const;

/**
 * How the server closes a chat socket it will not keep (after an error frame saying why): the
 * token does not work (bad, ended, frozen account: sign in again, 403 rules), or chat is off or
 * under maintenance (405 rules). The client does not reconnect after either with the same token.
 */
export const chatCloseCode = { tokenInvalid: 4403, unavailable: 4405 } as const;

/** A socket whose unsent frames pass this is too slow to keep: it is dropped, never waited for. */
export const chatSlowConsumerBytes = 512 * 1024;
/** Rooms one socket may follow at once. */
export const maxChatJoins = 20;

const roomId = z.number().int().positive();

/** Frames a client may send; anything else is answered with an error frame. */
export const chatClientFrame = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal(chatCommand.ping), content: z.unknown().optional() }),
  z.strictObject({
    command: z.literal(chatCommand.join),
    content: z.strictObject({ room_id: roomId, after: z.number().int().min(0).optional() }),
  }),
  z.strictObject({
    command: z.literal(chatCommand.leave),
    content: z.strictObject({ room_id: roomId }),
  }),
  z.strictObject({ command: z.literal(chatCommand.message), content: sendChatMessage }),
  z.strictObject({
    command: z.literal(chatCommand.sync),
    content: z.strictObject({ room_id: roomId, after: z.number().int().min(0) }),
  }),
  z.strictObject({
    command: z.literal(chatCommand.invite),
    content: z.strictObject({ room_id: roomId }),
  }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

export interface ChatSync {
  room_id: number;
  rows: ChatMessage[];
  /** The newest seq of the conversation; more rows follow by another sync when above the last. */
  last_seq: number;
}
export interface ChatAck {
  client_id: string;
  id: number;
  seq: number;
  room_id: number;
}
export interface ChatSocketError {
  /** The message the error answers, when it answers one. */
  client_id?: string;
  room_id?: number;
  code: string;
  msg: string;
}
export interface ChatInvite {
  id: number;
  content: { room_id: number; name: string; nickname: string };
}
export interface ChatHongbaoState {
  room_id: number;
  hongbao_id: number;
  remaining_count: number;
  status: number;
}

/** s→c frames. */
export type ChatServerFrame =
  | { command: typeof chatCommand.pong; content?: undefined }
  | { command: typeof chatCommand.hello; content: { conection_id: string; userId: number } }
  | {
      command: typeof chatCommand.message | typeof chatCommand.privateMessage;
      content: ChatMessage;
    }
  | { command: typeof chatCommand.invite; content: ChatInvite }
  | {
      command: typeof chatCommand.award;
      content: {
        nickname: string;
        userName: string;
        gameId: number;
        gameName: string;
        reward: number;
      };
    }
  | { command: typeof chatCommand.enable; content: { disabled: 0 | 1 } }
  | { command: typeof chatCommand.delete; content: { id: number; room_id: number; seq: number } }
  | { command: typeof chatCommand.hongbao; content: ChatHongbaoState }
  | { command: typeof chatCommand.sync; content: ChatSync }
  | { command: typeof chatCommand.ack; content: ChatAck }
  | { command: typeof chatCommand.error; content: ChatSocketError }
  | { command: typeof chatCommand.mute; content: { room_id: number; seconds: number } };

/** Bus channels of chat: a room's traffic, a chat user's own, and everyone's (invites, awards). */
export const chatChannel = {
  room: (roomId: number) => `chat:room:${roomId}`,
  user: (chatUserId: number) => `chat:user:${chatUserId}`,
  all: 'chat:all',
} as const;
