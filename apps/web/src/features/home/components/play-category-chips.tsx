import { Skeleton } from 'antd-mobile';
import type { PlayCategory } from '@lottery/contracts';
import { useState } from 'react';
import { visibleChips } from '../model/chips';
import styles from './play-category-chips.module.css';

interface PlayCategoryChipsProps {
  categories: readonly PlayCategory[] | undefined;
  /** The chosen category's name, or null for 全部. */
  selected: string | null;
  onSelect: (name: string | null) => void;
}

/** 全部 plus up to 6 play categories; with 7 or more a 更多/收起 toggle shows the rest. */
export function PlayCategoryChips({ categories, selected, onSelect }: PlayCategoryChipsProps) {
  const [expanded, setExpanded] = useState(false);
  if (!categories) {
    return (
      <div className={styles.chips} aria-busy="true">
        <Skeleton
          animated
          style={{ '--width': '100%', '--height': '30px', '--border-radius': '15px' }}
        />
      </div>
    );
  }
  const { shown, toggle } = visibleChips(categories, expanded);
  const chip = (key: string, label: string, name: string | null) => (
    <button
      key={key}
      type="button"
      className={selected === name ? `${styles.chip} ${styles.active}` : styles.chip}
      aria-pressed={selected === name}
      onClick={() => onSelect(name)}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.chips} role="group" aria-label="玩法分类">
      {chip('all', '全部', null)}
      {shown.map((category) => chip(String(category.id), category.name, category.name))}
      {toggle ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? '收起' : '更多'}
        </button>
      ) : null}
    </div>
  );
}
