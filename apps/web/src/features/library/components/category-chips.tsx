import { Popover, Skeleton } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { libraryChipsOf, libraryTexts } from '@lottery/contracts';
import type { LibraryCategory } from '@lottery/contracts';
import styles from './category-chips.module.css';

interface CategoryChipsProps {
  /** undefined while they load. */
  categories: readonly LibraryCategory[] | undefined;
  selected: string | undefined;
  onSelect: (code: string) => void;
}

/**
 * The categories of the database screen (spec part 1 §9): chips, and from 8 categories on the
 * first 6 as chips and the rest in the 更多 popover, which shows the chosen one's name.
 */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  if (!categories) {
    return (
      <div className={styles.chips} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton
            key={key}
            animated
            style={{ '--width': '100%', '--height': '32px', '--border-radius': '16px' }}
          />
        ))}
      </div>
    );
  }
  const { chips, more } = libraryChipsOf(categories);
  const hiddenChoice = more.find((category) => category.code === selected);
  const chipClass = (active: boolean) => (active ? `${styles.chip} ${styles.active}` : styles.chip);

  return (
    <div className={styles.chips} role="group" aria-label={libraryTexts.categories}>
      {chips.map((category) => (
        <button
          key={category.code}
          type="button"
          className={chipClass(category.code === selected)}
          aria-pressed={category.code === selected}
          onClick={() => onSelect(category.code)}
        >
          {category.name}
        </button>
      ))}
      {more.length > 0 ? (
        <Popover.Menu
          trigger="click"
          placement="bottom-end"
          actions={more.map((category) => ({ key: category.code, text: category.name }))}
          onAction={(action) => onSelect(String(action.key))}
        >
          <button
            type="button"
            className={`${chipClass(hiddenChoice !== undefined)} ${styles.more}`}
            aria-pressed={hiddenChoice !== undefined}
            aria-haspopup="menu"
          >
            {hiddenChoice?.name ?? libraryTexts.more}
            <DownOutline className={styles.arrow} />
          </button>
        </Popover.Menu>
      ) : null}
    </div>
  );
}
