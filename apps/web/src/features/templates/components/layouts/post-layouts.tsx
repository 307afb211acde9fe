import { imageUrl, issueTitle, linksToChatRoom } from '@lottery/contracts';
import type { Template, TemplateItem } from '@lottery/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { plainText } from '../../model/display-rules';
import { itemPath } from '../../model/layout-rules';
import { PostBadges } from '../post-badges';
import {
  allItems,
  EmptyItems,
  foldItems,
  GroupTabs,
  ItemShell,
  layoutStyles as styles,
  Note,
} from './layout-parts';
import type { LayoutProps } from './layout-props';

const medalClass = (rank: number, medals: boolean): string =>
  [
    styles.medal,
    medals && rank === 1 ? styles.gold : '',
    medals && rank === 2 ? styles.silver : '',
    medals && rank === 3 ? styles.bronze : '',
  ].join(' ');

/** A post opens the detail page on it, or (templateType 0) the chat room. */
const postPath = (template: Template, item: TemplateItem): string =>
  linksToChatRoom(item) ? '/chat-rooms' : itemPath(template, item);

function PostRow({
  template,
  item,
  rank,
  medals = false,
}: {
  template: Template;
  item: TemplateItem;
  rank?: number;
  medals?: boolean;
}) {
  return (
    <Link to={postPath(template, item)} className={styles.post}>
      {rank !== undefined ? (
        <span className={medalClass(rank, medals)} aria-label={`第${rank}名`}>
          {rank}
        </span>
      ) : null}
      <PostBadges item={item} />
      <span className={styles.postText}>
        {item.title ? `${issueTitle(item.title)} ` : ''}
        {plainText(item.content)}
      </span>
      <Note item={item} />
    </Link>
  );
}

/** MB24: a list of posts, and a 更多 link to the detail page. */
export function Mb24({ template, expanded, focusItemId, detail }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <ItemShell key={item.id} item={item} focus={item.id === focusItemId} linked>
            <PostRow template={template} item={item} />
          </ItemShell>
        ))}
      </ul>
      {detail ? null : (
        <Link to={`/template/${template.gameId}/${template.id}`} className={styles.more}>
          更多 <RightOutline aria-hidden />
        </Link>
      )}
    </>
  );
}

/** MB25: three tabs of posts, a medal for each rank. */
export function Mb25({ template, expanded, focusItemId }: LayoutProps) {
  return (
    <GroupTabs groups={template.groups.slice(0, 3)}>
      {(group) => {
        const items = foldItems(template, group.items, expanded);
        if (items.length === 0) return <EmptyItems />;
        return (
          <ul className={styles.list}>
            {items.map((item, index) => (
              <ItemShell key={item.id} item={item} focus={item.id === focusItemId} linked>
                <PostRow template={template} item={item} rank={index + 1} medals />
              </ItemShell>
            ))}
          </ul>
        );
      }}
    </GroupTabs>
  );
}

/** JhtGshou: the experts' list (at most 15): avatar, name, record. */
export function JhtGshou({ template, expanded, focusItemId }: LayoutProps) {
  const items = foldItems(template, allItems(template), expanded);
  if (items.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <ItemShell key={item.id} item={item} focus={item.id === focusItemId} linked>
          <Link to={postPath(template, item)} className={styles.post}>
            <span className={medalClass(index + 1, true)}>{index + 1}</span>
            {item.iconUrl ? (
              <img className={styles.avatar} src={imageUrl(item.iconUrl)} alt="" loading="lazy" />
            ) : null}
            <PostBadges item={item} />
            <span className={styles.postText}>{plainText(item.content)}</span>
            {item.content2 ? <span className={styles.secondary}>{item.content2}</span> : null}
            <Note item={item} />
          </Link>
        </ItemShell>
      ))}
    </ul>
  );
}
