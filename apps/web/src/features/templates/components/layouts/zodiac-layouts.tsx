import {
  heShuSizeOf,
  heShuSizes,
  highlightedLabels,
  isPendingNote,
  numbersInNote,
  qinQiShuHua,
  seasons,
  zodiacGenders,
} from '@lottery/contracts';
import type { ZodiacGrouping } from '@lottery/contracts';
import { contentParts, plainText } from '../../model/display-rules';
import { HtmlContent } from '../html-content';
import {
  allItems,
  EmptyItems,
  foldItems,
  IssueTitle,
  ItemShell,
  layoutStyles as styles,
  Outcome,
} from './layout-parts';
import type { LayoutProps } from './layout-props';

/**
 * MB09, MB10, MB11: per issue the grouping's labels, each with its animals; a label lights up
 * when the item's note holds one of its animals.
 */
function GroupingSheet({
  template,
  expanded,
  focusItemId,
  grouping,
}: LayoutProps & { grouping: ZodiacGrouping }) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const lit = isPendingNote(item.note) ? [] : highlightedLabels(grouping, item.note);
        return (
          <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
            <div className={styles.row}>
              <IssueTitle item={item} />
              <HtmlContent
                as="span"
                html={item.content}
                className={
                  item.activeCover === 1 ? `${styles.content} ${styles.cover}` : styles.content
                }
              />
              <Outcome item={item} />
            </div>
            <div className={styles.labels}>
              {Object.entries(grouping).map(([label, animals]) => (
                <span
                  key={label}
                  className={
                    lit.includes(label) ? `${styles.label} ${styles.labelOn}` : styles.label
                  }
                  data-lit={lit.includes(label) || undefined}
                >
                  {label}
                  <small>{animals.join('')}</small>
                </span>
              ))}
            </div>
          </ItemShell>
        );
      })}
    </ul>
  );
}

export const Mb09 = (props: LayoutProps) => <GroupingSheet {...props} grouping={qinQiShuHua} />;
export const Mb10 = (props: LayoutProps) => <GroupingSheet {...props} grouping={zodiacGenders} />;
export const Mb11 = (props: LayoutProps) => <GroupingSheet {...props} grouping={seasons} />;

/** MB13: the predicted numbers as buttons; those the note names are lit. */
export function Mb13({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const drawn = new Set(isPendingNote(item.note) ? [] : numbersInNote(item.note));
        return (
          <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
            <div className={styles.row}>
              <IssueTitle item={item} />
              <Outcome item={item} />
            </div>
            <div className={styles.numbers}>
              {contentParts(item.content).map((part, index) => {
                const on = drawn.has(Number(part));
                return (
                  <span
                    key={`${part}-${index}`}
                    className={on ? `${styles.number} ${styles.numberOn}` : styles.number}
                    data-lit={on || undefined}
                  >
                    {/^\d+$/.test(part) ? part.padStart(2, '0') : part}
                  </span>
                );
              })}
            </div>
          </ItemShell>
        );
      })}
    </ul>
  );
}

/** MB16: the 合数 marker — the note's number 1–6 marks 合数小, 7–13 marks 合数大. */
export function Mb16({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const sum = /\d+/.exec(plainText(item.note));
        const marked = isPendingNote(item.note) || !sum ? undefined : heShuSizeOf(Number(sum[0]));
        return (
          <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
            <div className={styles.row}>
              <IssueTitle item={item} />
              <HtmlContent
                as="span"
                html={item.content}
                className={
                  item.activeCover === 1 ? `${styles.content} ${styles.cover}` : styles.content
                }
              />
              <span className={styles.labels}>
                {[heShuSizes.small, heShuSizes.big].map((size) => (
                  <span
                    key={size}
                    className={marked === size ? `${styles.label} ${styles.labelOn}` : styles.label}
                    data-lit={marked === size || undefined}
                  >
                    {size}
                  </span>
                ))}
              </span>
              <Outcome item={item} />
            </div>
          </ItemShell>
        );
      })}
    </ul>
  );
}
