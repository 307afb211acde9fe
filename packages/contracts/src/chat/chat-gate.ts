/**
 * The chat gate (spec part 1 §2 "Shell and navigation", §8, §9; part 2 §2.8): what the floating
 * chat icon and the chat pages check in config_chat.json before letting a user into chat.
 */

/** The chat-route names the chat gate recognises. */
export const chatRouteNames = [
  'chat-rooms',
  'room-chat',
  'individual-chat',
  'game-chat',
  'hong-bao-create',
  'hong-bao-detail',
  'hong-bao-history',
] as const;
export type ChatRouteName = (typeof chatRouteNames)[number];

/** The gate's toasts; both last 0.5 s (`toastDurations.short`). */
export const chatGateMessage = {
  /** config_chat.json enable_chat is 0. */
  unavailable: '聊天室目前不可用',
  /** config_chat.json enable_chat_maintenance is 1. */
  maintenance: '系统在维护中，请稍等！',
} as const;

/** While chat is under maintenance, the chat configuration is read again every 2 minutes. */
export const chatMaintenancePollMs = 120_000;
