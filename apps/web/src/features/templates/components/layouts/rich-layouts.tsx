import type { TemplateItem } from '@lottery/contracts';
import { foldedSymbText } from '../../model/layout-rules';
import { HtmlContent } from '../html-content';
import {
  allItems,
  EmptyItems,
  foldItems,
  IssueTitle,
  ItemShell,
  layoutStyles as styles,
  Note,
} from './layout-parts';
import type { LayoutProps } from './layout-props';

function RichItem({ item, focus, html }: { item: TemplateItem; focus: boolean; html?: string }) {
  return (
    <ItemShell item={item} focus={focus}>
      {item.title ? (
        <div className={styles.row}>
          <IssueTitle item={item} />
          <Note item={item} />
        </div>
      ) : null}
      <HtmlContent html={html ?? item.content} className={styles.rich} />
    </ItemShell>
  );
}

/** TYMB, SYMB3 (and any code without a layout of its own): free rich text. */
function FreeText({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <RichItem key={item.id} item={item} focus={item.id === focusItemId} />
      ))}
    </ul>
  );
}

export const Tymb = (props: LayoutProps) => <FreeText {...props} />;
export const Symb3 = (props: LayoutProps) => <FreeText {...props} />;
export const Symb2 = (props: LayoutProps) => <FreeText {...props} />;

/** SYMB: folded, one item built from at most the first 6 content parts; open, every item. */
export function Symb({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <RichItem
          key={item.id}
          item={item}
          focus={item.id === focusItemId}
          html={expanded ? undefined : foldedSymbText(item.content)}
        />
      ))}
    </ul>
  );
}
