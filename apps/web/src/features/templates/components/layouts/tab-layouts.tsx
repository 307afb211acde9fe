import { contentParts, pickParts } from '../../model/display-rules';
import { digitSize } from '../../model/layout-rules';
import { HtmlContent } from '../html-content';
import {
  EmptyItems,
  foldItems,
  GroupTabItems,
  GroupTabs,
  IssueTitle,
  ItemShell,
  layoutStyles as styles,
  Note,
  NumberBall,
  Outcome,
} from './layout-parts';
import type { LayoutProps } from './layout-props';

/** MB12: tabs by group; per issue ball-style digits (sized by their count) and a second line. */
export function Mb12({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabItems template={template} expanded={expanded} focusItemId={focusItemId}>
      {(item) => {
        const digits = contentParts(item.content);
        return (
          <>
            <div className={styles.row}>
              <IssueTitle item={item} />
              <Outcome item={item} />
            </div>
            <div className={styles.balls}>
              {digits.map((digit, index) => (
                <NumberBall
                  key={`${digit}-${index}`}
                  value={digit}
                  size={digitSize(digits.length)}
                />
              ))}
            </div>
            {item.content2 ? <div className={styles.secondary}>{item.content2}</div> : null}
          </>
        );
      }}
    </GroupTabItems>
  );
}

/** MB14: tabs by group; per issue the poem's title and verse, then the special-zodiac picks. */
export function Mb14({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabItems template={template} expanded={expanded} focusItemId={focusItemId}>
      {(item) => (
        <>
          <div className={styles.row}>
            <IssueTitle item={item} />
            {item.multiContents[0]?.title ? (
              <span className={styles.poem}>《{item.multiContents[0].title}》</span>
            ) : null}
            <Outcome item={item} />
          </div>
          {item.content2 ? <p className={styles.verse}>{item.content2}</p> : null}
          <div className={styles.balls}>
            {pickParts(item.content).map((part, index) => (
              <NumberBall key={`${part}-${index}`} value={part} />
            ))}
          </div>
        </>
      )}
    </GroupTabItems>
  );
}

/** MB20: tabs by group; each item a label, a seven-zodiac line and a description. */
export function Mb20({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabItems template={template} expanded={expanded} focusItemId={focusItemId}>
      {(item) => (
        <>
          <div className={styles.row}>
            <IssueTitle item={item} />
            <span className={styles.labels}>
              {pickParts(item.content).map((animal, index) => (
                <span key={`${animal}-${index}`} className={styles.label}>
                  {animal}
                </span>
              ))}
            </span>
            <Outcome item={item} />
          </div>
          {item.content2 ? <div className={styles.secondary}>{item.content2}</div> : null}
        </>
      )}
    </GroupTabItems>
  );
}

/** MB21: the items as cards in a horizontal scroll. */
export function Mb21({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(
    template,
    template.groups.flatMap((group) => group.items),
    expanded,
  );
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.strip}>
      {items.map((item) => (
        <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
          <IssueTitle item={item} />
          <HtmlContent html={item.content} className={styles.content} />
          <Outcome item={item} />
        </ItemShell>
      ))}
    </ul>
  );
}

/** MB22: tabs; per issue a grid of labelled values (multiContents). */
export function Mb22({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabItems template={template} expanded={expanded} focusItemId={focusItemId}>
      {(item) => (
        <>
          <div className={styles.row}>
            <IssueTitle item={item} />
            <Outcome item={item} />
          </div>
          <div className={styles.grid}>
            {item.multiContents.map((cell, index) => (
              <div key={`${cell.title}-${index}`} className={styles.cell}>
                <span>{cell.title}</span>
                <span>{cell.content}</span>
              </div>
            ))}
          </div>
        </>
      )}
    </GroupTabItems>
  );
}

/** MB23: tabs; a three-column table of title, content and note. */
export function Mb23({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabs groups={template.groups}>
      {(group) => {
        const items = foldItems(template, group.items, expanded);
        if (items.length === 0) return <EmptyItems />;
        return (
          <table className={styles.table}>
            <colgroup>
              <col style={{ width: '26%' }} />
              <col />
              <col style={{ width: '30%' }} />
            </colgroup>
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
                        <HtmlContent
                          as="span"
                          html={item.content}
                          className={item.activeCover === 1 ? styles.cover : styles.content}
                        />
                      </td>
                      <td>
                        <Note item={item} />
                      </td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        );
      }}
    </GroupTabs>
  );
}
