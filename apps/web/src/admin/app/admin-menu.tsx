import { Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import type { AdminCapability } from '@lottery/contracts';
import { adminPages } from '../lib/admin-pages';
import { useOperator } from '../session/admin-session';

interface MenuEntry {
  path: string;
  label: string;
  capability: AdminCapability;
}

interface MenuGroup {
  label: string;
  entries: readonly MenuEntry[];
}

/** The back office's pages by area, each shown to the roles that may see it. */
export const menuGroups: readonly MenuGroup[] = [
  {
    label: '概览',
    entries: [{ path: adminPages.dashboard, label: '仪表盘', capability: 'view' }],
  },
  {
    label: '会员',
    entries: [
      { path: adminPages.members, label: '会员管理', capability: 'view' },
      { path: adminPages.agents, label: '代理管理', capability: 'view' },
    ],
  },
  {
    label: '财务',
    entries: [
      { path: adminPages.withdrawals, label: '提现审核', capability: 'view' },
      { path: adminPages.recharges, label: '充值订单', capability: 'view' },
      { path: adminPages.reports, label: '财务报表', capability: 'view' },
    ],
  },
  {
    label: '内容',
    entries: [
      { path: adminPages.notices, label: '公告管理', capability: 'view' },
      { path: adminPages.siteContent, label: '广告与页面', capability: 'view' },
      { path: adminPages.templates, label: '模板卡片', capability: 'view' },
      { path: adminPages.gallery, label: '图库', capability: 'view' },
      { path: adminPages.promotions, label: '优惠活动', capability: 'view' },
      { path: adminPages.library, label: '资料库', capability: 'view' },
    ],
  },
  {
    label: '游戏',
    entries: [
      { path: adminPages.draws, label: '开奖管理', capability: 'view' },
      { path: adminPages.games, label: '游戏管理', capability: 'view' },
      { path: adminPages.chat, label: '聊天管理', capability: 'view' },
    ],
  },
  {
    label: '系统',
    entries: [
      { path: adminPages.settings, label: '系统设置', capability: 'view' },
      { path: adminPages.audit, label: '审计日志', capability: 'readAudit' },
      { path: adminPages.operators, label: '操作员', capability: 'manageOperators' },
    ],
  },
];

export const menuEntries: readonly MenuEntry[] = menuGroups.flatMap((group) => group.entries);

/** The entry a path belongs to: its own, or the list above its details (/members/3). */
const selectedOf = (pathName: string) =>
  menuEntries
    .filter(({ path }) =>
      path === adminPages.dashboard
        ? pathName === path
        : pathName === path || pathName.startsWith(`${path}/`),
    )
    .map(({ path }) => path);

export function AdminMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { can } = useOperator();
  const { pathname } = useLocation();
  return (
    <Menu
      mode="inline"
      selectedKeys={selectedOf(pathname)}
      items={menuGroups
        .map((group) => ({
          type: 'group' as const,
          key: group.label,
          label: group.label,
          children: group.entries
            .filter((entry) => can(entry.capability))
            .map((entry) => ({
              key: entry.path,
              label: <Link to={entry.path}>{entry.label}</Link>,
            })),
        }))
        .filter((group) => group.children.length > 0)}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
