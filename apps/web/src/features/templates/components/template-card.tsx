import { canonicalLayoutCode, templateCardTexts } from '@lottery/contracts';
import type { Template, ZodiacPoll as Poll } from '@lottery/contracts';
import { Skeleton } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { createElement, Suspense, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { canFold, themeColours } from '../model/display-rules';
import { isAdLayout, layoutComponent } from './card-registry';
import { FavouriteStar } from './favourite-star';
import { ZodiacPoll } from './zodiac-poll';
import styles from './template-card.module.css';

interface TemplateCardProps {
  template: Template;
  /** The detail page: no 查看往期记录 link (it is that page), the poll it was given. */
  detail?: boolean;
  poll?: Poll | null;
  focusItemId?: number | null;
}

const LayoutFallback = () => (
  <div className={styles.fallback} aria-busy="true">
    <Skeleton.Paragraph lineCount={3} animated />
  </div>
);

/** Whichever layout the code names, inside its lazy chunk. */
function Layout({
  template,
  expanded,
  focusItemId,
  detail,
}: {
  template: Template;
  expanded: boolean;
  focusItemId?: number | null;
  detail?: boolean;
}) {
  // The registry caches one lazy component per code: the same one on every render.
  const layout = layoutComponent(template.templateCode);
  return (
    <Suspense fallback={<LayoutFallback />}>
      {createElement(layout, { template, expanded, focusItemId, detail })}
    </Suspense>
  );
}

/**
 * A template card (spec part 2 §2.1): the shared chrome — name, note1/note2 tags, colorTheme,
 * 收藏/已收藏, the zodiac poll, 展开/收起 with the layout's counts, 查看往期记录 > — around the
 * layout its code names. Ad templates (AD13, AD14) show bare.
 */
export function TemplateCard({ template, detail = false, poll, focusItemId }: TemplateCardProps) {
  const [expanded, setExpanded] = useState(true);
  if (isAdLayout(template.templateCode)) {
    return (
      <article className={styles.ad} data-template-code={template.templateCode}>
        <Layout template={template} expanded />
      </article>
    );
  }
  const { primary, secondary } = themeColours(template.colorTheme);
  const itemCount = Math.max(0, ...template.groups.map((group) => group.items.length));
  // MB37 behind its lock shows no items to fold.
  const lockedWhole =
    canonicalLayoutCode(template.templateCode) === 'MB37' &&
    template.groups[0]?.items[0]?.locked != null;
  const foldable = !lockedWhole && canFold(itemCount, template.templateCode);
  const pastIssues = `/template/${template.gameId}/${template.id}`;

  return (
    <article
      className={styles.card}
      style={{ '--tpl-primary': primary, '--tpl-secondary': secondary } as CSSProperties}
      aria-label={template.name}
      data-template-id={template.id}
      data-template-code={template.templateCode}
    >
      <header className={styles.head}>
        <div className={styles.title}>
          <h3>{template.name}</h3>
          {template.subName ? <span className={styles.subName}>{template.subName}</span> : null}
        </div>
        <FavouriteStar template={template} />
      </header>
      {template.note1 || template.note2 ? (
        <div className={styles.notes}>
          {template.note1 ? <span className={styles.note}>{template.note1}</span> : null}
          {template.note2 ? (
            <span className={`${styles.note} ${styles.note2}`}>{template.note2}</span>
          ) : null}
        </div>
      ) : null}
      {template.hasPoll ? <ZodiacPoll templateId={template.id} given={poll} /> : null}
      <div className={styles.body}>
        <Layout template={template} expanded={expanded} focusItemId={focusItemId} detail={detail} />
      </div>
      {foldable || !detail ? (
        <footer className={styles.foot}>
          {foldable ? (
            <button
              type="button"
              className={styles.fold}
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? templateCardTexts.collapse : templateCardTexts.expand}
              {expanded ? <UpOutline aria-hidden /> : <DownOutline aria-hidden />}
            </button>
          ) : (
            <span />
          )}
          {detail ? null : (
            <Link to={pastIssues} className={styles.past}>
              {templateCardTexts.pastIssues}
            </Link>
          )}
        </footer>
      ) : null}
    </article>
  );
}
