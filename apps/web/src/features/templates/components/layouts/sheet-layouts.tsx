import type { TemplateItem } from '@lottery/contracts';
import { contentParts } from '../../model/display-rules';
import { HtmlContent } from '../html-content';
import {
  allItems,
  EmptyItems,
  foldItems,
  IssueTitle,
  ItemShell,
  layoutStyles as styles,
  NumberBall,
  Outcome,
} from './layout-parts';
import type { LayoutProps } from './layout-props';

const Prediction = ({ item }: { item: TemplateItem }) => (
  <HtmlContent
    as="span"
    html={item.content}
    className={item.activeCover === 1 ? `${styles.content} ${styles.cover}` : styles.content}
  />
);

/** MB01 (and mb01A with its secondary line): one line per issue — prediction, result, hit. */
function PredictionSheet({
  template,
  expanded,
  focusItemId,
  secondary,
}: LayoutProps & { secondary?: boolean }) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
          <div className={styles.row}>
            <IssueTitle item={item} />
            <Prediction item={item} />
            <Outcome item={item} />
          </div>
          {secondary && item.content2 ? (
            <div className={styles.secondary}>{item.content2}</div>
          ) : null}
        </ItemShell>
      ))}
    </ul>
  );
}

export const Mb01 = (props: LayoutProps) => <PredictionSheet {...props} />;
export const Mb01A = (props: LayoutProps) => <PredictionSheet {...props} secondary />;

/** MB03 … MB07 (and MB08): a data sheet — 期数 / 预测 / 开奖 columns. */
function DataSheet({
  template,
  expanded,
  focusItemId,
  heading,
}: LayoutProps & { heading: string }) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <table className={styles.table}>
      <colgroup>
        <col style={{ width: '26%' }} />
        <col />
        <col style={{ width: '28%' }} />
      </colgroup>
      <thead>
        <tr>
          <th>期数</th>
          <th>{heading}</th>
          <th>开奖</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr
            key={item.id}
            data-item-id={item.id}
            className={item.id === focusItemId ? styles.focus : undefined}
          >
            <td>
              <IssueTitle item={item} />
            </td>
            {item.locked ? (
              <td colSpan={2}>
                <ItemShell item={item} as="div">
                  {null}
                </ItemShell>
              </td>
            ) : (
              <>
                <td>
                  <Prediction item={item} />
                  {item.content2 ? <div className={styles.secondary}>{item.content2}</div> : null}
                </td>
                <td>
                  <Outcome item={item} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const Mb03 = (props: LayoutProps) => <DataSheet {...props} heading="预测" />;
export const Mb04 = (props: LayoutProps) => <DataSheet {...props} heading="推荐" />;
export const Mb05 = (props: LayoutProps) => <DataSheet {...props} heading="精选" />;
export const Mb06 = (props: LayoutProps) => <DataSheet {...props} heading="资料" />;
export const Mb07 = (props: LayoutProps) => <DataSheet {...props} heading="心水" />;
export const Mb08 = (props: LayoutProps) => <DataSheet {...props} heading="预测" />;

/** MB15: issue title, the result, then the row of digits. */
export function Mb15({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
          <div className={styles.row}>
            <IssueTitle item={item} />
            <Outcome item={item} />
          </div>
          <div className={styles.balls}>
            {contentParts(item.content).map((part, index) => (
              <NumberBall key={`${part}-${index}`} value={part} />
            ))}
          </div>
        </ItemShell>
      ))}
    </ul>
  );
}

/** MB17, MB18, MB19: issue title, then rich content and note. */
function RichIssues({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
          <div className={styles.row}>
            <IssueTitle item={item} />
            <Outcome item={item} />
          </div>
          <HtmlContent html={item.content} className={styles.rich} />
        </ItemShell>
      ))}
    </ul>
  );
}

export const Mb17 = (props: LayoutProps) => <RichIssues {...props} />;
export const Mb18 = (props: LayoutProps) => <RichIssues {...props} />;
export const Mb19 = (props: LayoutProps) => <RichIssues {...props} />;
