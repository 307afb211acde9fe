import { chatApiPaths, chatBase, chatPaths, staticFile, storageKeys } from '@lottery/contracts';
import type {
  ChatClassGroups,
  ChatMessage,
  ChatRoom,
  ChatUserInfo,
  CompanyInfo,
} from '@lottery/contracts';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeWebSocket } from '../../../lib/draws/socket/fake-web-socket';
import { appStorage } from '../../../lib/storage';
import { fakeApi, file } from '../../../test/fake-api';
import type { FakeHandler } from '../../../test/fake-api';
import { useChatIdentity } from '../api/chat-identity';
import { usePromptQueue } from '../host/prompt-queue';
import { chatClient } from '../socket/chat-connection';

export const chatCall = (method: 'GET' | 'POST', path: string) => `${method} ${chatBase}${path}`;
export const classGroupsCall = chatCall('GET', chatPaths.classGroups);
export const recordsCall = chatCall('GET', chatPaths.records);
export const contactsCall = chatCall('GET', chatPaths.contacts);
export const contactDetailCall = chatCall('GET', chatPaths.contactDetail);
export const guestIdCall = chatCall('GET', chatPaths.guestIdGeneration);
export const guestInitRoomCall = chatCall('POST', chatPaths.guestInitRoom);
export const deleteCall = `POST /app-api${chatApiPaths.deleteMessage}`;
export const refreshTokenCall = `GET /app-api${chatApiPaths.refreshToken}`;

export const me: ChatUserInfo = {
  user_id: 501,
  nickname: '会员小明',
  avatarId: 5,
  vipLevel: 3,
  chatLevel: 0,
  color: 2,
  isGuest: 0,
};
export const manager: ChatUserInfo = {
  user_id: 502,
  nickname: '房管阿强',
  avatarId: 9,
  vipLevel: 0,
  chatLevel: 1,
  color: 3,
  isGuest: 0,
};
export const service: ChatUserInfo = {
  user_id: 900,
  nickname: '客服小美',
  avatarId: 12,
  vipLevel: 0,
  chatLevel: 2,
  color: 1,
  isGuest: 0,
};

export const roomOf = (patch: Partial<ChatRoom> = {}): ChatRoom => ({
  room_id: 1001,
  name: '澳门六合彩交流群',
  total_people: 128,
  enable_chat: 1,
  sec_per_mess: 0,
  game_id: 110,
  is_guest: 0,
  min_vip_level: 0,
  allow_links: 0,
  maintenance: 0,
  ...patch,
});

export const groupsOf = (patch: Partial<ChatClassGroups> = {}): ChatClassGroups => ({
  list: [
    {
      id: 1,
      name: '彩票大厅',
      sort_order: 1,
      chatroom: [
        roomOf(),
        roomOf({ room_id: 1002, name: '香港六合彩', total_people: 64, game_id: 90 }),
      ],
    },
    {
      id: 2,
      name: '游客专区',
      sort_order: 2,
      chatroom: [
        roomOf({ room_id: 1003, name: '游客聊天室', total_people: 12, is_guest: 1, game_id: null }),
      ],
    },
  ],
  default_chatroom: 1001,
  conection_id: 'conn-1',
  socket_url: `${chatBase}${chatPaths.socket}`,
  userId: me.user_id,
  lottery_win_message_popup: 1,
  quick_messages: ['大家好！', '跟上跟上！'],
  userinfo: me,
  muted: {},
  ...patch,
});

/** Epoch ms the fixtures' messages were written at: a few minutes before "now". */
export const writtenAt = Date.now() - 5 * 60_000;

export const messageOf = (
  seq: number,
  userinfo: ChatUserInfo,
  body: string,
  patch: Partial<ChatMessage> = {},
): ChatMessage => ({
  id: 7000 + seq,
  seq,
  room_id: 1001,
  talk_type: 2,
  command: 4,
  content: { type: 'text', body, userinfo },
  created_at: writtenAt + seq,
  client_id: null,
  ...patch,
});

export const companyOf = (patch: Partial<CompanyInfo> = {}): CompanyInfo => ({
  companyCode: 'demo',
  name: '演示彩票',
  olUrl: '',
  logoUrl: '',
  bannerLogoUrl: '',
  regLogoUrl: '',
  domain: '',
  iosDownloadUrl: '',
  androidDownloadUrl: '',
  homeCarousels: [],
  encryptUrl: '',
  appDisplay: 1,
  showWechatPopup: 0,
  companyDetailList: [],
  ...patch,
});

export const chatColors = [
  { id: 1, color: '#1f1f1f', name: '默认' },
  { id: 2, color: '#c8161d', name: '中国红' },
  { id: 3, color: '#1677ff', name: '天空蓝' },
];

/**
 * The chat server for page tests: the class groups, a room's records, contacts, and the chat
 * colours; `routes` replace any. The socket is a FakeWebSocket.
 */
export const chatServer = ({
  groups = groupsOf(),
  rows = [messageOf(1, manager, '欢迎来到聊天室'), messageOf(2, me, '大家好')],
  routes = {} as Record<string, FakeHandler>,
} = {}) =>
  fakeApi({
    [classGroupsCall]: () => groups,
    [recordsCall]: () => ({
      room_id: 1001,
      rows,
      total: rows.length,
      last_seq: rows.at(-1)?.seq ?? 0,
    }),
    [contactsCall]: () => [],
    [deleteCall]: () => null,
    [`GET /sys-upload/data/json/${staticFile.config}`]: () =>
      file({
        sys_config: { time_zone: 'Asia/Shanghai' },
        system_config: [],
        api_external: [],
        color_theme: chatColors,
      }),
    'GET /app-api/company/get': () => companyOf(),
    'GET /app-api/api/user/info': () => ({
      userInfo: { userId: 1, chatLevel: 0, enableChat: 1, vipLevel: 3, nickname: '会员小明' },
      extInfo: {},
      userDetail: {},
      unReadCount: 0,
    }),
    ...routes,
  });

/** The chat tests' socket and shared state: a fake socket, reset between tests. */
export const setUpChatTests = () => {
  beforeEach(() => {
    // The http client reads the stored chat token (signInForTest sets the store's).
    appStorage.set(storageKeys.chatToken, 'chat-token');
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    chatClient.reset();
    usePromptQueue.getState().clear();
    useChatIdentity.setState({ guest: null, disabled: false });
  });
};

/** The newest socket, opened if it was not. */
export const openSocket = (): FakeWebSocket => {
  const socket = FakeWebSocket.last();
  socket.open();
  return socket;
};

export const framesSent = (socket: FakeWebSocket, command: number) =>
  socket.sent.filter(
    (frame): frame is { command: number; content: Record<string, unknown> } =>
      (frame as { command: number }).command === command,
  );
