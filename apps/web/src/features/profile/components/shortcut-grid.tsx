import { Badge } from 'antd-mobile';
import {
  BillOutline,
  HandPayCircleOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';
import { useNavigate } from 'react-router';
import styles from './shortcut-grid.module.css';

interface Shortcut {
  path: string;
  label: string;
  icon: FC<SVGProps<SVGSVGElement>>;
  tint: string;
  /** Shown only to agents (isDl). */
  agentOnly?: boolean;
  /** Carries the unread-message badge. */
  unreadBadge?: boolean;
}

/** The shortcut grid of spec part 1 §2 "Profile", in the spec's order. */
export const shortcuts: readonly Shortcut[] = [
  { path: '/bills', label: '资金明细', icon: BillOutline, tint: '#c8161d' },
  { path: '/bet-list', label: '投注记录', icon: UnorderedListOutline, tint: '#fa8c16' },
  { path: '/live-betting', label: '娱乐场明细', icon: VideoOutline, tint: '#722ed1' },
  { path: '/betting-bonus', label: '我的洗码', icon: HandPayCircleOutline, tint: '#13a8a8' },
  { path: '/my-collection', label: '我的收藏', icon: StarOutline, tint: '#faad14' },
  { path: '/recharge-history', label: '充值记录', icon: PayCircleOutline, tint: '#1677ff' },
  {
    path: '/notifications',
    label: '消息通知',
    icon: MessageOutline,
    tint: '#eb2f96',
    unreadBadge: true,
  },
  { path: '/withdraw-history', label: '提现记录', icon: ReceiptOutline, tint: '#52c41a' },
  { path: '/agent', label: '推广赚钱', icon: TeamOutline, tint: '#f5222d', agentOnly: true },
];

interface ShortcutGridProps {
  isAgent: boolean;
  unreadCount: number;
}

export function ShortcutGrid({ isAgent, unreadCount }: ShortcutGridProps) {
  const navigate = useNavigate();
  const shown = shortcuts.filter((item) => !item.agentOnly || isAgent);

  return (
    <nav className={styles.grid} aria-label="常用功能">
      {shown.map(({ path, label, icon: Icon, tint, unreadBadge }) => (
        <button
          key={path}
          type="button"
          className={styles.item}
          onClick={() => void navigate(path)}
        >
          <Badge
            content={
              unreadBadge && unreadCount > 0 ? (unreadCount > 99 ? '99+' : unreadCount) : null
            }
            aria-label={unreadBadge && unreadCount > 0 ? `${unreadCount}条未读` : undefined}
          >
            <span className={styles.icon} style={{ color: tint, background: `${tint}14` }}>
              <Icon />
            </span>
          </Badge>
          <span className={styles.label}>{label}</span>
        </button>
      ))}
    </nav>
  );
}
