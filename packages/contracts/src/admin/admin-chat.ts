import { z } from 'zod';
import { maxVipLevel } from '../account/profile';
import { chatLimits, chatMessageTypes } from '../chat/chat-api';
import { query } from '../query';
import { textField } from '../validation';

/** A room of the class groups as the operator manages it. */
export const adminChatRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  classGroupId: z.number().int().nullable(),
  classGroupName: z.string(),
  gameId: z.number().int().nullable(),
  /** 1 everyone may speak; 0 only chat level ≥ 1. */
  enableChat: z.number().int(),
  /** Slow mode: seconds between a member's messages (0 off). */
  secPerMess: z.number().int(),
  /** The lowest VIP level that may speak. */
  minVipLevel: z.number().int(),
  isGuest: z.number().int(),
  maintenance: z.number().int(),
  /** Everyone who ever joined it. */
  totalPeople: z.number().int(),
  lastSeq: z.number().int(),
});
export type AdminChatRoom = z.infer<typeof adminChatRoom>;
/** Few enough to list whole, by class group. */
export const adminChatRoomList = z.array(adminChatRoom);

export const maxSecPerMess = 3600;

const flag = z.union([z.literal(0), z.literal(1)]);

export const saveChatRoomBody = z.strictObject({
  id: z.number().int().positive(),
  enableChat: flag,
  secPerMess: z.number().int().min(0).max(maxSecPerMess),
  minVipLevel: z.number().int().min(0).max(maxVipLevel),
  maintenance: flag,
});
export type SaveChatRoomBody = z.infer<typeof saveChatRoomBody>;

/** A room's messages, newest first; `beforeId` pages back. */
export const adminChatMessagesQuery = query({
  roomId: z.coerce.number().int().positive(),
  beforeId: z.coerce.number().int().positive().optional(),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminChatMessagesQuery = z.infer<typeof adminChatMessagesQuery>;

export const adminChatMessage = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  roomId: z.number().int(),
  type: z.enum(chatMessageTypes),
  /** Plain text (or an image's URL) as the member typed it; shown as text, never as HTML. */
  body: z.string(),
  deleted: z.boolean(),
  /** The sender's chat user id (what a mute names). */
  senderId: z.number().int(),
  /** The member's account; null for a guest. */
  senderAccount: z.string().nullable(),
  senderName: z.string(),
  createdAt: z.number().int(),
});
export type AdminChatMessage = z.infer<typeof adminChatMessage>;
export const adminChatMessagePage = z.object({
  list: z.array(adminChatMessage),
  /** Older messages remain (ask with `beforeId` = the last id). */
  hasMore: z.boolean(),
});
export type AdminChatMessagePage = z.infer<typeof adminChatMessagePage>;

/** The mute lengths the console offers, minutes. */
export const chatMuteMinuteChoices = [10, 60, 1440] as const;

/** Mutes a chat user in one room, or in every room (`roomId` null); 0 minutes lifts it. */
export const muteChatMemberBody = z.strictObject({
  chatUserId: z.number().int().positive(),
  roomId: z.number().int().positive().nullable(),
  minutes: z.number().int().min(0).max(chatLimits.maxMuteMinutes),
  reason: textField(200).min(1, '请输入原因'),
});
export type MuteChatMemberBody = z.infer<typeof muteChatMemberBody>;

/** The operator's switches of the whole chat (system config enable_chat, enable_chat_maintenance). */
export const adminChatSwitch = z.strictObject({
  enableChat: z.boolean(),
  maintenance: z.boolean(),
});
export type AdminChatSwitch = z.infer<typeof adminChatSwitch>;
