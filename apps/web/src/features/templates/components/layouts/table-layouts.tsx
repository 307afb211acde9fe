import { groupTitle, issueTitle, mb38Shown } from '@lottery/contracts';
import type { TemplateGroup, TemplateItem } from '@lottery/contracts';
import { useState } from 'react';
import { initialSortTab } from '../../model/layout-rules';
import { HtmlContent } from '../html-content';
import { LockOverlay } from '../lock-overlay';
import {
  allItems,
  EmptyItems,
  foldItems,
  GroupTabs,
  IssueTitle,
  ItemShell,
  layoutStyles as styles,
  Outcome,
} from './layout-parts';
import type { LayoutProps } from './layout-props';

function TableItem({ item, focus }: { item: TemplateItem; focus: boolean }) {
  return (
    <ItemShell item={item} focus={focus}>
      {item.title ? (
        <div className={styles.row}>
          <IssueTitle item={item} />
          <Outcome item={item} />
        </div>
      ) : null}
      <HtmlContent html={item.content} className={styles.rich} />
    </ItemShell>
  );
}

/** MB26 … MB36: group tabs (names with 期), each group's items as HTML tables. */
function HtmlTables({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabs groups={template.groups} issues>
      {(group) => {
        const items = foldItems(template, group.items, expanded);
        if (items.length === 0) return <EmptyItems />;
        return (
          <ul className={styles.list}>
            {items.map((item) => (
              <TableItem key={item.id} item={item} focus={item.id === focusItemId} />
            ))}
          </ul>
        );
      }}
    </GroupTabs>
  );
}

function SortTabs({
  group,
  highest,
  focusItemId,
}: {
  group: TemplateGroup;
  highest: boolean;
  focusItemId?: number | null;
}) {
  const [chosen, setChosen] = useState(() => {
    const focused = group.items.findIndex((item) => item.id === focusItemId);
    return focused >= 0 ? focused : initialSortTab(group.items, highest);
  });
  const item = group.items[chosen] ?? group.items[0];
  if (!item) return <EmptyItems />;
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label="排序">
        {group.items.map((candidate, index) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            aria-selected={candidate === item}
            className={candidate === item ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            onClick={() => setChosen(index)}
          >
            {issueTitle(candidate.title)}
          </button>
        ))}
      </div>
      <ul className={styles.list}>
        <TableItem item={item} focus={item.id === focusItemId} />
      </ul>
    </>
  );
}

/** Tables with a sort tab bar (the items of the group as tabs). */
function SortedTables({ template, focusItemId, highest }: LayoutProps & { highest: boolean }) {
  return (
    <GroupTabs groups={template.groups} issues>
      {(group) => (
        <SortTabs key={group.id} group={group} highest={highest} focusItemId={focusItemId} />
      )}
    </GroupTabs>
  );
}

export const Mb26 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb27 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb28 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb29 = (props: LayoutProps) => <SortedTables {...props} highest={false} />;
export const Mb30 = (props: LayoutProps) => <SortedTables {...props} highest={false} />;
export const Mb31 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb32 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb33 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb34 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb35 = (props: LayoutProps) => <HtmlTables {...props} />;
export const Mb36 = (props: LayoutProps) => <HtmlTables {...props} />;
/** MB42 starts on the item with the highest sort. */
export const Mb42 = (props: LayoutProps) => <SortedTables {...props} highest />;

/** MB38: at most the first item of each of the first 3 groups. */
export function Mb38({ template, focusItemId }: LayoutProps) {
  const groups = template.groups.slice(0, mb38Shown.groups);
  if (groups.every((group) => group.items.length === 0)) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {groups.flatMap((group) =>
        group.items.slice(0, mb38Shown.itemsPerGroup).map((item) => (
          <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
            <div className={styles.row}>
              <span className={styles.issue}>{groupTitle(group.groupName)}</span>
              <Outcome item={item} />
            </div>
            <HtmlContent html={item.content} className={styles.rich} />
          </ItemShell>
        )),
      )}
    </ul>
  );
}

/** A blank table's lines under MB37's overlay: the shape of the content, none of it. */
function BlankTable() {
  return (
    <table className={`${styles.table} ${styles.lockedTable}`} aria-hidden>
      <tbody>
        {Array.from({ length: 4 }, (_, row) => (
          <tr key={row}>
            {Array.from({ length: 3 }, (_, cell) => (
              <td key={cell}>▇▇▇</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * MB37: a table behind a lock — its first item's lock covers the whole card (spec part 2 §4);
 * the server sent no content then, so the overlay sits on blank lines.
 */
export function Mb37(props: LayoutProps) {
  const first = allItems(props.template)[0];
  if (first?.locked) {
    return (
      <div className={styles.locked} data-locked={first.locked}>
        <BlankTable />
        <LockOverlay reason={first.locked} cover />
      </div>
    );
  }
  return <HtmlTables {...props} />;
}
