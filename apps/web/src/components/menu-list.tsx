import { List } from 'antd-mobile';
import type { ComponentType, Key, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './menu-list.module.css';

export interface MenuListItem {
  /** React key; the label when it is a string. */
  key?: Key;
  label: ReactNode;
  /** Shown on the right, before the arrow. */
  value?: ReactNode;
  /** An antd-mobile icon, drawn in the brand colour. */
  icon?: ComponentType<{ className?: string }>;
  /** Where the row leads; or give onClick. */
  to?: string;
  onClick?: () => void;
}

interface MenuListProps {
  items: readonly MenuListItem[];
  header?: ReactNode;
}

/** A white rounded card of rows (icon, label, value, arrow), as on 设置 and 安全中心. */
export function MenuList({ items, header }: MenuListProps) {
  const navigate = useNavigate();
  return (
    <List className={styles.list} header={header}>
      {items.map(({ key, label, value, icon: Icon, to, onClick }) => (
        <List.Item
          key={key ?? String(label)}
          prefix={Icon ? <Icon className={styles.icon} /> : undefined}
          extra={value}
          onClick={to === undefined ? onClick : () => void navigate(to)}
        >
          {label}
        </List.Item>
      ))}
    </List>
  );
}
