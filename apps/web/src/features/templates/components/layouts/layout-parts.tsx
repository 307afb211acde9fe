import {
  colorOfBall,
  groupTitle,
  isPendingNote,
  issueTitle,
  linksToChatRoom,
} from '@lottery/contracts';
import type { Template, TemplateGroup, TemplateItem } from '@lottery/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { resultText, shownItems } from '../../model/display-rules';
import { HtmlContent } from '../html-content';
import { LockOverlay } from '../lock-overlay';
import type { LayoutProps } from './layout-props';
import styles from './layouts.module.css';

/** The items of a group the card shows, folded or open, per the layout's counts. */
export const foldItems = (
  template: Template,
  items: readonly TemplateItem[],
  expanded: boolean,
): readonly TemplateItem[] => shownItems(items, template.templateCode, expanded);

/** Every item of every group, in order. */
export const allItems = (template: Template): TemplateItem[] =>
  template.groups.flatMap((group) => group.items);

export const IssueTitle = ({ item }: { item: TemplateItem }) => (
  <span className={styles.issue}>{issueTitle(item.title)}</span>
);

/** A note: red when it flags a pending issue ('*') or the item is an active cover. */
export function Note({ item, className }: { item: TemplateItem; className?: string }) {
  if (!item.note) return null;
  const red = isPendingNote(item.note) || item.activeCover === 1;
  return (
    <HtmlContent
      as="span"
      html={item.note}
      className={[styles.note, red ? styles.red : '', className ?? ''].join(' ')}
    />
  );
}

/** The drawn result and whether the prediction hit (准 in red), or the pending note. */
export function Outcome({ item }: { item: TemplateItem }) {
  if (isPendingNote(item.note) || (!item.content3 && item.hit === null)) {
    return <Note item={item} className={styles.outcome} />;
  }
  return (
    <span className={styles.outcome}>
      {item.content3 ? <span className={styles.result}>开:{resultText(item.content3)}</span> : null}
      {item.hit === 1 ? <span className={styles.hit}>准</span> : null}
      {item.hit === 0 ? <span className={styles.miss}>错</span> : null}
    </span>
  );
}

/**
 * One item's place in a card: the lock overlay instead of a locked item, a link to the chat
 * room when its templateType is 0, marked when it is the focused one.
 */
export function ItemShell({
  item,
  focus,
  className,
  as: Tag = 'li',
  linked = false,
  children,
}: {
  item: TemplateItem;
  focus?: boolean;
  className?: string;
  /** 'div' inside a table cell. */
  as?: 'li' | 'div';
  /** The children are a link already (posts): no chat-room link around them. */
  linked?: boolean;
  children: ReactNode;
}) {
  const classes = [styles.item, focus ? styles.focus : '', className ?? ''].join(' ');
  if (item.locked) {
    return (
      <Tag className={classes} data-item-id={item.id}>
        {Tag === 'li' && item.title ? (
          <div className={styles.lockedRow}>
            <IssueTitle item={item} />
            <LockOverlay reason={item.locked} />
          </div>
        ) : (
          <LockOverlay reason={item.locked} />
        )}
      </Tag>
    );
  }
  return (
    <Tag className={classes} data-item-id={item.id} data-active-cover={item.activeCover}>
      {linksToChatRoom(item) && !linked ? (
        <Link to="/chat-rooms" className={styles.chatLink}>
          {children}
        </Link>
      ) : (
        children
      )}
    </Tag>
  );
}

const ballClass = { red: styles.ballRed, green: styles.ballGreen, blue: styles.ballBlue };

/** A ball of 01 … 49 in its colour; other values (a zodiac, a word) as a plain round tag. */
export function NumberBall({ value, size }: { value: string; size?: number }) {
  const number = /^\d{1,2}$/.test(value) ? Number(value) : null;
  const colour = number !== null && number >= 1 && number <= 49 ? colorOfBall(number) : null;
  return (
    <span
      className={`${styles.ball} ${colour ? ballClass[colour] : styles.word}`}
      style={size ? { width: size, height: size, fontSize: Math.round(size * 0.45) } : undefined}
    >
      {number !== null ? String(number).padStart(2, '0') : value}
    </span>
  );
}

/** Tabs by group name (with the 期 suffix when `issues`); the first is chosen at first. */
export function GroupTabs({
  groups,
  issues = false,
  children,
}: {
  groups: readonly TemplateGroup[];
  issues?: boolean;
  children: (group: TemplateGroup) => ReactNode;
}) {
  const [chosen, setChosen] = useState(0);
  const group = groups[Math.min(chosen, groups.length - 1)];
  if (!group) return <p className={styles.empty}>暂无数据</p>;
  return (
    <>
      {groups.length > 1 ? (
        <div className={styles.tabs} role="tablist">
          {groups.map((candidate, index) => (
            <button
              key={candidate.id}
              type="button"
              role="tab"
              aria-selected={candidate === group}
              className={candidate === group ? `${styles.tab} ${styles.tabOn}` : styles.tab}
              onClick={() => setChosen(index)}
            >
              {issues ? groupTitle(candidate.groupName) : candidate.groupName}
            </button>
          ))}
        </div>
      ) : null}
      {children(group)}
    </>
  );
}

export const EmptyItems = () => <p className={styles.empty}>暂无数据</p>;

export { styles as layoutStyles };

/** A group's items as a list: folded per the layout, 暂无数据 when none, each in its ItemShell. */
export function ItemList({
  template,
  items,
  expanded,
  focusItemId,
  children,
}: {
  template: Template;
  items: readonly TemplateItem[];
  expanded: boolean;
  focusItemId?: number | null;
  children: (item: TemplateItem) => ReactNode;
}) {
  const shown = foldItems(template, items, expanded);
  if (shown.length === 0) return <EmptyItems />;
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <ItemShell key={item.id} item={item} focus={item.id === focusItemId}>
          {children(item)}
        </ItemShell>
      ))}
    </ul>
  );
}

/** The tab layouts' frame: tabs by group, each tab its group's items as an ItemList. */
export function GroupTabItems({
  template,
  expanded,
  focusItemId,
  children,
}: Omit<LayoutProps, 'detail'> & { children: (item: TemplateItem) => ReactNode }) {
  return (
    <GroupTabs groups={template.groups}>
      {(group) => (
        <ItemList
          template={template}
          items={group.items}
          expanded={expanded}
          focusItemId={focusItemId}
        >
          {children}
        </ItemList>
      )}
    </GroupTabs>
  );
}
