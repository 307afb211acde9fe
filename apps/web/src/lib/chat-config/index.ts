export { chatGate, chatRouteName, chatRoomsPath } from './chat-gate';
export type { ChatGate } from './chat-gate';
export { chatConfigQueryOptions, getChatConfig, useChatConfig } from './get-chat-config';
