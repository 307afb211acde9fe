/**
 * Back-office calls, under the API base (`/app-api/admin/...`). Every call but login carries the
 * operator's session token in `x-admin-token` (never a cookie, so no cross-site request can act).
 */
export const adminTokenHeader = 'x-admin-token';

export const adminPaths = {
  login: '/admin/auth/login',
  logout: '/admin/auth/logout',
  me: '/admin/auth/me',

  operators: '/admin/operators',
  saveOperator: '/admin/operators/save',
  resetOperatorTotp: '/admin/operators/reset-totp',

  dashboard: '/admin/dashboard',

  members: '/admin/members',
  member: '/admin/members/detail',
  memberLedger: '/admin/members/ledger',
  memberBets: '/admin/members/bets',
  memberSessions: '/admin/members/sessions',
  freezeMember: '/admin/members/freeze',
  blacklistMember: '/admin/members/blacklist',
  resetMemberPassword: '/admin/members/reset-password',
  clearFundLock: '/admin/members/clear-fund-lock',
  adjustBalance: '/admin/members/adjust',
  setVipLevel: '/admin/members/vip',
  moveMember: '/admin/members/move-agent',

  withdrawals: '/admin/withdrawals',
  withdrawal: '/admin/withdrawals/detail',
  payWithdrawal: '/admin/withdrawals/pay',
  rejectWithdrawal: '/admin/withdrawals/reject',
  recharges: '/admin/recharges',
  confirmRecharge: '/admin/recharges/confirm',
  rejectRecharge: '/admin/recharges/reject',
  channels: '/admin/channels',
  saveChannel: '/admin/channels/save',

  notices: '/admin/notices',
  saveNotice: '/admin/notices/save',
  removeNotice: '/admin/notices/remove',

  settings: '/admin/settings',
  saveSetting: '/admin/settings/save',

  chatRooms: '/admin/chat/rooms',
  saveChatRoom: '/admin/chat/rooms/save',
  chatMessages: '/admin/chat/messages',
  deleteChatMessage: '/admin/chat/messages/delete',
  muteChatMember: '/admin/chat/mute',
  chatSwitch: '/admin/chat/switch',
  saveChatSwitch: '/admin/chat/switch/save',

  audit: '/admin/audit',
} as const;
