import { Empty, Skeleton, DotLoading } from 'antd-mobile';
import { templateDrawAheadPx, templateLoadThresholdPx } from '@lottery/contracts';
import { useEffect, useMemo, useRef } from 'react';
import type { ComponentProps } from 'react';
import type { Template } from '@lottery/contracts';
import type { InformationListProps } from '../../../components/information-list';
import { PagedListEnd } from '../../../components/paged-list-end';
import { useDrawnAhead } from '../../../lib/use-drawn-ahead';
import { useTemplateList } from '../api/get-templates';
import { TemplateCard } from './template-card';
import styles from './template-list.module.css';

export function TemplateListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="资料加载中">
      {Array.from({ length: 2 }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ))}
    </div>
  );
}

/**
 * The home's information list (spec part 2 §2.2): the templates of the game and play category,
 * 20 a page, the next page within 300 px of the bottom, 没有更多数据了 at the end; a mask while
 * the list reloads (pull-to-refresh). A new category starts at page 1, at the list's top.
 */
export function TemplateList({ gameId, category }: InformationListProps) {
  const list = useTemplateList(gameId, category);
  const templates = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef({ gameId, category });

  useEffect(() => {
    if (shown.current.gameId === gameId && shown.current.category === category) return;
    shown.current = { gameId, category };
    if ((top.current?.getBoundingClientRect().top ?? 0) < 0) {
      top.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [gameId, category]);

  const refreshing = list.isRefetching && !list.isFetchingNextPage;

  return (
    <div ref={top} className={styles.list} aria-busy={list.isFetching || undefined}>
      {list.isPending ? (
        <TemplateListSkeleton />
      ) : templates.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <>
          {/* Keyed by game and category: a new category starts every card on its first tab. */}
          <TemplateCards
            key={`${gameId}/${category ?? ''}`}
            templates={templates}
            hasNextPage={list.hasNextPage}
            fetchNextPage={() => list.fetchNextPage()}
          />
        </>
      )}
      {refreshing ? (
        <div className={styles.mask} role="status" aria-label="刷新中">
          <DotLoading color="primary" />
        </div>
      ) : null}
    </div>
  );
}

/** 3 cards at once; the rest of a page follows 3 at a time as the user nears them. */
const drawing = { first: 3, step: 3, aheadPx: templateDrawAheadPx };

function TemplateCards({
  templates,
  hasNextPage,
  fetchNextPage,
}: {
  templates: Template[];
  hasNextPage: boolean;
  fetchNextPage: ComponentProps<typeof PagedListEnd>['fetchNextPage'];
}) {
  const list = useRef<HTMLUListElement>(null);
  const drawn = useDrawnAhead(templates.length, drawing, list);
  return (
    <>
      <ul ref={list} className={styles.cards} aria-label="资料列表">
        {templates.slice(0, drawn).map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} />
          </li>
        ))}
      </ul>
      {/* The next page waits until this one is drawn: an unfinished list is not its end. */}
      {drawn === templates.length ? (
        <PagedListEnd
          threshold={templateLoadThresholdPx}
          hasNextPage={hasNextPage}
          fetchNextPage={fetchNextPage}
        />
      ) : null}
    </>
  );
}
