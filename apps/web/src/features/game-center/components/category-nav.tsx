import { SideBar, Tabs } from 'antd-mobile';
import type { GameCategory } from '@lottery/contracts';
import type { CategoryTab } from '../model/categories';
import styles from './category-nav.module.css';

interface CategoryNavProps {
  tabs: readonly CategoryTab[];
  active: GameCategory;
  /** The side column (company appDisplay 0) or the horizontal tabs. */
  layout: 'side' | 'tabs';
  /** The game area's top has reached the header's bottom. */
  stuck: boolean;
  onSelect: (category: GameCategory) => void;
}

/** The category tabs in their fixed order: a sticky side column, or sticky horizontal tabs. */
export function CategoryNav({ tabs, active, layout, stuck, onSelect }: CategoryNavProps) {
  const select = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (tab) onSelect(tab.key);
  };
  if (layout === 'side') {
    return (
      <nav className={styles.side} aria-label="游戏分类" data-stuck={stuck ? '' : undefined}>
        <SideBar activeKey={active} onChange={select} className={styles.sideBar}>
          {tabs.map((tab) => (
            <SideBar.Item key={tab.key} title={tab.title} />
          ))}
        </SideBar>
      </nav>
    );
  }
  return (
    <nav className={styles.top} aria-label="游戏分类" data-stuck={stuck ? '' : undefined}>
      <Tabs activeKey={active} onChange={select} className={styles.tabs}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} title={tab.title} />
        ))}
      </Tabs>
    </nav>
  );
}
