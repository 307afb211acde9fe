import type { MemberErrorCode } from '../errors';

/**
 * The chat's pure rules (spec part 2 §5), shared by the server and the client. Zod-free: the chat
 * pages load them with the shell's first bytes.
 */

/** The fields of a message the list rules read (a ChatMessage, or one still being sent). */
export interface ListedMessage {
  id: number | string;
  command: number;
  created_at: number;
  content: { userinfo?: unknown; body?: unknown } | null | undefined;
}

/** A message of the failed-message list: sent but not acknowledged. */
export interface OutgoingMessage {
  sending?: boolean;
  uploading?: boolean;
  retry?: number;
}

export const deletedCommand = 70;
export const maxResendRetry = 2;

/**
 * The message list (spec part 2 §5): drop rows without content or userinfo or with command 70,
 * keep one row per id (the later copy wins: it is the newer state), sort by created_at ascending
 * (id breaks ties, so equal times keep their order).
 */
export const messageList = <T extends ListedMessage>(rows: readonly T[]): T[] => {
  const byId = new Map<string, T>();
  for (const row of rows) {
    if (!row.content || !row.content.userinfo || row.command === deletedCommand) {
      byId.delete(String(row.id));
      continue;
    }
    byId.set(String(row.id), row);
  }
  return [...byId.values()].sort(
    (a, b) =>
      a.created_at - b.created_at ||
      (typeof a.id === 'number' && typeof b.id === 'number' ? a.id - b.id : 0),
  );
};

/** Failed messages (spec part 2 §5): still sending, not uploading, and retried fewer than twice. */
export const failedMessages = <T extends OutgoingMessage>(rows: readonly T[]): T[] =>
  rows.filter(
    (row) => row.sending === true && row.uploading !== true && (row.retry ?? 0) < maxResendRetry,
  );

/**
 * The seq up to which a client holds every message of a conversation without a gap: where it
 * resyncs from after a dropped connection or a skipped seq. `from` is the seq it started at (the
 * one before its oldest loaded message).
 */
export const contiguousSeq = (from: number, seqs: Iterable<number>): number => {
  const held = new Set(seqs);
  let at = from;
  while (held.has(at + 1)) at += 1;
  return at;
};

/** Route names on which the private-message prompt stays quiet (spec part 2 §5). */
export const promptQuietRoutes = ['game-center', 'game', 'lucky-niu-niu'] as const;

export interface PrivatePromptInput {
  senderChatLevel: number;
  recipientId: number;
  ownId: number;
  ownChatLevel: number;
  /** The current route's name (route-meta), e.g. 'game', 'individual-chat'. */
  routeName: string | null;
  /** The friend of the private chat open now, if one is. */
  openFriendId: number | null;
  senderId: number;
}

/**
 * Spec part 2 §5: the prompt '您有一条新消息！ 是否立即查看？' shows only when the sender's chat
 * level is 2, the message is for the current user, the user's own chat level is not 2, and the
 * user is not on the game centre, a game, lucky-niu-niu or that same private chat.
 */
export const shouldPromptPrivateMessage = (input: PrivatePromptInput): boolean =>
  input.senderChatLevel === 2 &&
  input.recipientId === input.ownId &&
  input.ownChatLevel !== 2 &&
  !(promptQuietRoutes as readonly string[]).includes(input.routeName ?? '') &&
  !(input.routeName === 'individual-chat' && input.openFriendId === input.senderId);

/** A public invite shows only when the user is not already in the room. */
export const shouldShowInvite = (inviteRoomId: number, currentRoomId: number | null): boolean =>
  inviteRoomId !== currentRoomId;

export const chatPromptText = {
  privateMessage: '您有一条新消息！ 是否立即查看？',
  view: '立即查看',
  cancel: '取消',
  invite: (roomName: string) => `邀请您加入${roomName}`,
  join: '立即加入',
} as const;

/** Nicknames and game names in the award popup: 8 characters, then an ellipsis. */
export const truncateName = (name: string, max = 8): string => {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : name;
};

/** A guest's userName arrives base64-encoded; the popup names them 游客. */
export const guestAwardName = '游客';

/** Spec part 2 §8 "Award text", character for character (蠃 included). */
export const awardText = (nickname: string, game: string, reward: string): string =>
  `恭喜${truncateName(nickname)}在${truncateName(game)}投注，蠃得${reward}元`;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Epoch ms of a time the chat service sent: 10-digit numbers are seconds (spec part 2 §5). */
export const chatTimeMs = (value: number): number =>
  Math.abs(value) < 1e10 ? value * 1000 : value;

/**
 * Spec part 2 §5 time-ago: under 1 h the time HH:mm (UTC+8); under 24 h N小时前; under 30 days
 * N天前; under 12 months N个月前; else N年前. Months are 30 days, years 12 such months. A time
 * in the future (a clock ahead of ours) reads as now.
 */
export const timeAgo = (at: number, now: number): string => {
  const time = chatTimeMs(at);
  const elapsed = Math.max(0, now - time);
  if (elapsed < hourMs) {
    const local = new Date(time + 8 * hourMs);
    const hh = String(local.getUTCHours()).padStart(2, '0');
    const mm = String(local.getUTCMinutes()).padStart(2, '0');
    return `${hh}:${mm}`;
  }
  if (elapsed < dayMs) return `${Math.floor(elapsed / hourMs)}小时前`;
  if (elapsed < 30 * dayMs) return `${Math.floor(elapsed / dayMs)}天前`;
  const months = Math.floor(elapsed / (30 * dayMs));
  if (months < 12) return `${months}个月前`;
  return `${Math.floor(months / 12)}年前`;
};

export interface ChatPermissionInput {
  /** userInfo.enableChat: the member's own switch. */
  enableChat: number;
  vipLevel: number;
  chatLevel: number;
  isGuest: boolean;
  /** VIP levels whose members may speak; null: all. */
  vipSpeakLevels: readonly number[] | null;
  room: { enable_chat: number; is_guest: number; min_vip_level: number };
}

export type ChatPermission = 'ok' | 'switched-off' | 'vip-level' | 'room-closed' | 'guest';

/**
 * Whether a chat user may speak in a room (spec part 2 §5 "Chat permission"): their own switch
 * (enableChat 0 is off), the VIP levels allowed to speak, and the room's enable_chat, which when
 * 0 leaves the room to managers and service (chat level ≥ 1). Guests speak only in guest rooms.
 */
export const chatPermission = (input: ChatPermissionInput): ChatPermission => {
  if (input.isGuest) return input.room.is_guest === 1 ? 'ok' : 'guest';
  if (input.enableChat === 0) return 'switched-off';
  if (input.chatLevel >= 1) return 'ok';
  if (input.room.enable_chat === 0) return 'room-closed';
  if (input.vipLevel < input.room.min_vip_level) return 'vip-level';
  if (input.vipSpeakLevels && !input.vipSpeakLevels.includes(input.vipLevel)) return 'vip-level';
  return 'ok';
};

/**
 * Why the composer is closed when chatPermission says no: the error the server answers a message
 * with in that case (its message is what the composer shows).
 */
export const chatPermissionError = {
  'switched-off': 'CHAT/SWITCHED_OFF',
  'vip-level': 'CHAT/VIP_LEVEL',
  'room-closed': 'CHAT/NO_PERMISSION',
  guest: 'CHAT/GUEST_FORBIDDEN',
} as const satisfies Record<Exclude<ChatPermission, 'ok'>, MemberErrorCode>;

/** Seconds a sender still waits under slow mode, 0 when they may send now. */
export const slowModeWait = (
  secPerMess: number,
  lastSentAt: number | null,
  now: number,
): number => {
  if (secPerMess <= 0 || lastSentAt === null) return 0;
  const left = lastSentAt + secPerMess * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
};

/** http(s) links in a text, for rooms that make links live. */
export const linkPattern = /https?:\/\/[^\s<>"']+/g;
