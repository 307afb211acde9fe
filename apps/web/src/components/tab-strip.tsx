import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './tab-strip.module.css';

export interface TabStripItem {
  key: string;
  title: ReactNode;
}

interface TabStripProps {
  items: readonly TabStripItem[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/**
 * A row of tabs that scrolls sideways when it is wider than the screen, the active one underlined
 * and kept in view. It looks like antd-mobile's Tabs without its animation library, which the
 * home's first download does without.
 */
export function TabStrip({ items, activeKey, onChange, className }: TabStripProps) {
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = strip.current;
    const active = container?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!container || !active) return;
    const centred = active.offsetLeft - (container.clientWidth - active.offsetWidth) / 2;
    // The page itself must not move (scrollIntoView would scroll it too).
    container.scrollTo?.({ left: Math.max(0, centred), behavior: 'smooth' });
  }, [activeKey]);

  return (
    <div
      ref={strip}
      role="tablist"
      className={className ? `${styles.strip} ${className}` : styles.strip}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => {
              if (!active) onChange(item.key);
            }}
          >
            <span className={styles.title}>{item.title}</span>
          </button>
        );
      })}
    </div>
  );
}
