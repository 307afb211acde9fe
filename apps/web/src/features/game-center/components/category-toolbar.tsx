import { SearchBar } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import styles from './category-toolbar.module.css';

interface CategoryToolbarProps {
  text: string;
  onText: (text: string) => void;
  /** False for the lottery category: no provider picker. */
  showProviders: boolean;
  /** Some providers are chosen (not "all"). */
  filtered: boolean;
  onProviders: () => void;
}

/** The search within the category and the provider-picker button. */
export function CategoryToolbar({
  text,
  onText,
  showProviders,
  filtered,
  onProviders,
}: CategoryToolbarProps) {
  return (
    <div className={styles.bar}>
      <SearchBar
        className={styles.search}
        placeholder="请输入游戏名称"
        maxLength={30}
        value={text}
        onChange={onText}
      />
      {showProviders ? (
        <button
          type="button"
          className={filtered ? `${styles.providers} ${styles.filtered}` : styles.providers}
          aria-label="所有供應商"
          onClick={onProviders}
        >
          <FilterOutline aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
