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

/** The back office's pages, each shown to the roles that may see it. */
export const menuEntries: readonly MenuEntry[] = [
  { path: adminPages.dashboard, label: '仪表盘', capability: 'view' },
  { path: adminPages.members, label: '会员管理', capability: 'view' },
  { path: adminPages.withdrawals, label: '提现审核', capability: 'view' },
  { path: adminPages.recharges, label: '充值订单', capability: 'view' },
  { path: adminPages.notices, label: '公告管理', capability: 'view' },
  { path: adminPages.chat, label: '聊天管理', capability: 'view' },
  { path: adminPages.settings, label: '系统设置', capability: 'view' },
  { path: adminPages.audit, label: '审计日志', capability: 'readAudit' },
  { path: adminPages.operators, label: '操作员', capability: 'manageOperators' },
];

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
      items={menuEntries
        .filter((entry) => can(entry.capability))
        .map((entry) => ({ key: entry.path, label: <Link to={entry.path}>{entry.label}</Link> }))}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
