import { z } from 'zod';
import { textField } from '../validation';

/**
 * The chat service (issue 21; spec part 2 §3 "Chat", §7 "Chat service", §9). Calls under the chat
 * base `/api-messen` carry `Authorization: Bearer <chat token>` (a member's tokenChat, or a
 * guest's hash id); the calls under the API base (`/app-api`) carry the access token as every
 * member call does. Field names keep the spec's snake_case where the spec names them.
 *
 * Identities: every chat participant has a chat user id (`userId` of the class-groups answer):
 * a member's is made the first time they use chat, a guest's by /chat/guest/id-generation.
 * Times are epoch milliseconds.
 */
export const chatPaths = {
  /** GET → ChatClassGroups. 403 CHAT/TOKEN_INVALID without a valid chat token; 405 when off. */
  classGroups: '/api/v1/getGroupClassList',
  /** GET ChatRecordsQuery → ChatRecords (oldest first). */
  records: '/api/v1/recordsList',
  /** GET → ChatContact[] (the member's private conversations, newest first). */
  contacts: '/chat/contact/list',
  /** GET ?friend_id → ChatContact (the conversation with one chat user; made when absent). */
  contactDetail: '/chat/contact/contactdetail',
  /** POST form ContactApplyForm → ChatContact (both sides become contacts at once). */
  contactApply: '/chat/contact/apply/createaccept',
  /** POST multipart `file` → ChatImage. */
  uploadImage: '/chat/uploadImage',
  /** GET, access token in the `token` header; {id} is the member's own user id → ChatToken. */
  tokenGeneration: (userId: number | string) => `/chat/token/generation/${userId}`,
  /** GET → ChatGuest (a new guest identity; its hash_id is the guest's chat token). */
  guestIdGeneration: '/chat/guest/id-generation',
  /** POST form GuestInitRoomForm → ChatGuestRoom (a guest's private room with a service member). */
  guestInitRoom: '/chat/guest/init-room',
  /** GET ?page&per_page=20 → ChatGuestFriends. */
  guestFriends: '/chat/guest/friends',
  /** GET → ChatContact. */
  guestFriend: (friendId: number | string) => `/chat/guest/friends/${friendId}`,
  /** POST JSON MuteMemberBody (room managers). */
  mute: '/chat/room/mute',
  /** The chat socket (`socket_url` of the class-groups answer): ?token=…[&isGuest=1]. */
  socket: '/ws',
} as const;

/** Calls of the main API (`/app-api`), access token. */
export const chatApiPaths = {
  /** POST JSON EnableChatBody → {enableChat}: the member's own chat switch. */
  enableChat: '/api/chat/enableChat',
  /** POST JSON DeleteChatMessageBody: one's own message, or any as a room manager. */
  deleteMessage: '/api/chat/deletechat-message',
  /** GET → ChatToken: a fresh chat token for this session (the old one stops working). */
  refreshToken: '/api/chat/refreshTokenChat',
} as const;

/** Where chat images are served (the chat image base `/img-messen` + this + file name). */
export const chatImagePath = '/chat';

/** Chat levels (spec part 2 §6): 2 marks a private-message sender (customer service). */
export const chatLevel = { member: 0, manager: 1, service: 2 } as const;
/** Talk types of the records call: 1 a private conversation, 2 a room. */
export const talkType = { private: 1, room: 2 } as const;

export const chatLimits = {
  /** The first page of a room's records (spec part 2 §9). */
  recordsLimit: 150,
  /** Older pages (load-more). */
  pageLimit: 100,
  guestFriendsPerPage: 20,
  /** Characters of one text message. */
  maxTextLength: 500,
  /** Bytes of one uploaded image. */
  maxImageBytes: 5 * 1024 * 1024,
  /** Messages one sender may post in one room per 10 s, whatever the room's slow mode. */
  burstPerTenSeconds: 5,
  /** Longest mute a manager can set, minutes (30 days). */
  maxMuteMinutes: 43_200,
  /** A failed message may be sent again while retry is below this (spec part 2 §5). */
  maxRetry: 2,
} as const;

export const chatMessageTypes = ['text', 'emoji', 'image', 'hongbao', 'system'] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];

/** Who wrote a message, as they were when they wrote it. */
export const chatUserInfo = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  /** 1–16. */
  avatarId: z.number().int(),
  vipLevel: z.number().int(),
  chatLevel: z.number().int(),
  /** The chat colour id of /setting-chat-color (1–8). */
  color: z.number().int(),
  isGuest: z.union([z.literal(0), z.literal(1)]),
});
export type ChatUserInfo = z.infer<typeof chatUserInfo>;

/** A red packet as its message carries it; its state changes arrive as `hongbao` commands. */
export const chatHongbaoRef = z.object({
  id: z.number().int(),
  count: z.number().int(),
  remaining_count: z.number().int(),
  /** 0 open, 1 all opened, 2 expired (the rest refunded). */
  status: z.number().int(),
});
export type ChatHongbaoRef = z.infer<typeof chatHongbaoRef>;

export const chatMessageContent = z.object({
  type: z.enum(chatMessageTypes),
  /** Text as typed (shown as text, never as HTML); an image's URL; a red packet's greeting. */
  body: z.string(),
  userinfo: chatUserInfo,
  /** Private messages: the recipient's chat user id. */
  reciveId: z.number().int().optional(),
  hongbao: chatHongbaoRef.optional(),
});
export type ChatMessageContent = z.infer<typeof chatMessageContent>;

/**
 * A stored message. `seq` counts the conversation's messages without gaps (1, 2, 3 …), so a
 * client that holds 1…n and receives n+2 knows it missed one and asks for it (resync).
 */
export const chatMessage = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  room_id: z.number().int(),
  talk_type: z.number().int(),
  /** 4 a room message, 5 a private one, 70 a deleted one (no content; clients drop it). */
  command: z.number().int(),
  content: chatMessageContent.nullable(),
  created_at: z.number().int(),
  /** The sender's own id of the message, for their resend to be recognised (never doubled). */
  client_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatRoom = z.object({
  room_id: z.number().int(),
  name: z.string(),
  /** Members of the room. */
  total_people: z.number().int(),
  /** 1: every member may speak; 0: only managers and service (chat level ≥ 1). */
  enable_chat: z.number().int(),
  /** Slow mode: seconds a member waits between two messages; 0 none. */
  sec_per_mess: z.number().int(),
  /** The lottery game the room follows, if any (/game/{id}/chat-rooms/{room_id}). */
  game_id: z.number().int().nullable(),
  /** Guests may read and write here. */
  is_guest: z.number().int(),
  /** Lowest VIP level that may enter. */
  min_vip_level: z.number().int(),
  /** Links in messages are live here. */
  allow_links: z.number().int(),
  /** 1 under maintenance (its calls answer 405). */
  maintenance: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

export const chatClassGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  chatroom: z.array(chatRoom),
});
export type ChatClassGroup = z.infer<typeof chatClassGroup>;

export const chatClassGroups = z.object({
  list: z.array(chatClassGroup),
  default_chatroom: z.number().int().nullable(),
  /** This connection's id (the socket greets with it too). */
  conection_id: z.string(),
  /** Path of the chat socket, without its query. */
  socket_url: z.string(),
  userId: z.number().int(),
  /** 1: show the award popup of big wins. */
  lottery_win_message_popup: z.number().int(),
  quick_messages: z.array(z.string()),
  /** The caller as chat knows them. */
  userinfo: chatUserInfo,
  /** Seconds of mute left per room id, where muted. */
  muted: z.record(z.string(), z.number().int()),
});
export type ChatClassGroups = z.infer<typeof chatClassGroups>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const chatRecordsQuery = z.strictObject({
  /** talk_type 2: the room; talk_type 1: omitted, or the private room's id. */
  room_id: idParam.optional(),
  /** talk_type 1: the other side of the conversation. */
  friend_id: idParam.optional(),
  talk_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(chatLimits.recordsLimit)
    .default(chatLimits.recordsLimit),
  /** Older than this seq (load-more); the newest page when absent. */
  before: z.coerce.number().int().min(1).optional(),
  /** Newer than this seq (resync), oldest first; at most `limit`. */
  after: z.coerce.number().int().min(0).optional(),
});
export type ChatRecordsQuery = z.infer<typeof chatRecordsQuery>;

export const chatRecords = z.object({
  room_id: z.number().int(),
  rows: z.array(chatMessage),
  /** Messages of the conversation in all. */
  total: z.number().int(),
  /** The newest seq of the conversation. */
  last_seq: z.number().int(),
});
export type ChatRecords = z.infer<typeof chatRecords>;

export const chatContact = z.object({
  /** The private room of the two. */
  room_id: z.number().int(),
  friend_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  chatLevel: z.number().int(),
  last_message: z
    .object({
      content: z.object({ type: z.enum(chatMessageTypes), body: z.string() }),
      created_at: z.number().int(),
    })
    .nullable(),
  /** Messages from the friend after the member's last read. */
  unread: z.number().int(),
});
export type ChatContact = z.infer<typeof chatContact>;

const nicknameField = textField(20);

export const contactApplyForm = z.strictObject({
  friend_id: idParam,
  avatarId: z.coerce.number().int().min(1).max(16).optional(),
  friend_avatarId: z.coerce.number().int().min(1).max(16).optional(),
  nickname: nicknameField.optional(),
  friend_nickname: nicknameField.optional(),
});
export type ContactApplyForm = z.infer<typeof contactApplyForm>;

export const chatImage = z.object({
  /** Under the chat image base: `/img-messen/chat/<name>`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ChatImage = z.infer<typeof chatImage>;

export const chatToken = z.object({ tokenChat: z.string() });
export type ChatToken = z.infer<typeof chatToken>;

export const chatGuest = z.object({
  guest_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  /** The guest's secret: their chat token (stored as user_guest_hash_id). */
  hash_id: z.string(),
});
export type ChatGuest = z.infer<typeof chatGuest>;

export const guestInitRoomForm = z.strictObject({
  /** A service member's chat user id. */
  friend_id: idParam,
  remark: textField(100).optional(),
});
export type GuestInitRoomForm = z.infer<typeof guestInitRoomForm>;

/** Spec part 2 §3 "Guest room". */
export const chatGuestRoom = z.object({
  guest_id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  room_id: z.number().int(),
});
export type ChatGuestRoom = z.infer<typeof chatGuestRoom>;

export const guestFriendsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(chatLimits.guestFriendsPerPage)
    .default(chatLimits.guestFriendsPerPage),
});
export const chatGuestFriends = z.object({
  items: z.array(chatContact),
  total: z.number().int(),
});
export type ChatGuestFriends = z.infer<typeof chatGuestFriends>;

export const muteMemberBody = z.strictObject({
  room_id: z.number().int().positive(),
  /** The chat user id to mute. */
  user_id: z.number().int().positive(),
  /** 0 lifts the mute. */
  minutes: z.number().int().min(0).max(chatLimits.maxMuteMinutes),
});
export type MuteMemberBody = z.infer<typeof muteMemberBody>;

export const enableChatBody = z.strictObject({ enableChat: z.union([z.literal(0), z.literal(1)]) });
export type EnableChatBody = z.infer<typeof enableChatBody>;

export const deleteChatMessageBody = z.strictObject({ id: z.number().int().positive() });
export type DeleteChatMessageBody = z.infer<typeof deleteChatMessageBody>;

/** What a client sends to post: over the socket (command 4) with a client id of its own. */
export const sendChatMessage = z.strictObject({
  /** A room, or with talk_type 1 the private room of the conversation. */
  room_id: z.number().int().positive(),
  talk_type: z.union([z.literal(1), z.literal(2)]).default(2),
  type: z.enum(['text', 'emoji', 'image']),
  body: textField(chatLimits.maxTextLength, { multiline: true }).pipe(
    z.string().min(1, '消息内容不能为空'),
  ),
  /** Made once per message by the sender's client (a resend keeps it). */
  client_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type SendChatMessage = z.infer<typeof sendChatMessage>;

/** Quick messages offered under the composer unless the operator sets `chat_quick_messages`. */
export const defaultQuickMessages = [
  '大家好！',
  '恭喜发财，大吉大利！',
  '今晚特码是多少？',
  '跟上跟上！',
  '谢谢分享',
] as const;

/** System config keys of chat (the operator's). */
export const chatConfigKey = {
  /** `\n`-separated quick messages. */
  quickMessages: 'chat_quick_messages',
  /** 1 shows the award popup of big wins (default 1). */
  awardPopup: 'chat_award_popup',
  /** Comma-separated VIP levels whose members may speak (default every level). */
  vipSpeakLevels: 'chat_vip_speak_levels',
} as const;
