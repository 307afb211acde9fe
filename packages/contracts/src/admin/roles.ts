/**
 * Back-office roles (issue 24) and what each may do. The server checks a capability on every
 * admin call; the console shows only the actions of the signed-in operator's role.
 */
export const adminRoles = ['super', 'finance', 'operations', 'support', 'readonly'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminRoleLabels: Record<AdminRole, string> = {
  super: '超级管理员',
  finance: '财务',
  operations: '运营',
  support: '客服/风控',
  readonly: '只读',
};

const everyone = adminRoles;

export const adminCapabilities = {
  /** Dashboards, lists and reports. */
  view: everyone,
  /** Freeze, blacklist, reset password, clear the fund-password lock, VIP level, move agent. */
  manageMembers: ['super', 'support'],
  /** 人工存款 / 人工扣款. */
  adjustBalance: ['super', 'finance'],
  /** Recharge and withdrawal decisions, payment channels. */
  decideMoney: ['super', 'finance'],
  /** Notices, banners, templates, gallery, promotions, library, system config. */
  editContent: ['super', 'operations'],
  /** Draw results, schedules, odds, game maintenance. */
  runGames: ['super', 'operations'],
  /** Rooms, messages, mutes, the chat switch, red-packet limits. */
  moderateChat: ['super', 'support'],
  /** The agent tree, links and rebate settings. */
  manageAgents: ['super', 'support'],
  manageOperators: ['super'],
  readAudit: ['super'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminCapability = keyof typeof adminCapabilities;

export const roleCan = (role: AdminRole, capability: AdminCapability): boolean =>
  (adminCapabilities[capability] as readonly AdminRole[]).includes(role);
