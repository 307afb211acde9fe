import { Empty, Tabs } from 'antd-mobile';
import { galleryGameIds, galleryLoadThresholdPx } from '@lottery/contracts';
import type { GalleryGroup } from '@lottery/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdBanner } from '../../../components/ad-banner';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useAppConfig } from '../../../lib/app-config/get-app-config';
import { dismissBootShell } from '../../../lib/boot-shell';
import { freshTickMs } from '../model/gallery-images';
import { useNow } from '../../../lib/use-now';
import { useGalleryInitials } from '../api/get-gallery-group-names';
import { useGalleryGroups } from '../api/get-gallery-groups';
import { GalleryCard } from '../components/gallery-card';
import { GallerySearch } from '../components/gallery-search';
import { GridSkeleton } from '../components/grid-skeleton';
import { LetterStrip } from '../components/letter-strip';
import { TypeSwitch } from '../components/type-switch';
import { galleryGameTabs } from '../model/game-tabs';
import { changeFilters, initialFilters, popularIndex } from '../model/gallery-filters';
import type { GalleryFilterChange } from '../model/gallery-filters';
import { groupsOf } from '../model/initial-walk';
import styles from './gallery-page.module.css';

/** The first rows of cards are on screen at once: their thumbnails do not wait. */
const eagerCards = 6;

/**
 * /gallery (spec part 1 §2 "Gallery", §4): a tab per game, AD08, the name search, colour or
 * black-and-white, the letter index (全部, 热门, the initials), and the grid of groups that loads
 * on as it scrolls (initial after initial). A card opens its group's detail.
 */
export function GalleryPage() {
  const navigate = useNavigate();
  const appConfig = useAppConfig();
  const tabs = galleryGameTabs(appConfig.data?.home_lottery_setting, appConfig.isPending);
  const [filters, setFilters] = useState(() => initialFilters(galleryGameIds[0]));
  const { gameId, groupType, index, search } = filters;
  const stripInitials = useGalleryInitials({ gameId, groupType, search: '' });
  const walkInitials = useGalleryInitials({ gameId, groupType, search }, index !== popularIndex);
  const groups = useGalleryGroups(filters, walkInitials);
  const list = useMemo(() => groupsOf(groups.data?.pages ?? []), [groups.data]);
  const now = useNow(freshTickMs);

  // The server's first view (AD08 and the grid's frames) gives way once this page shows the same.
  const [adDrawn, setAdDrawn] = useState(false);
  const onAdDrawn = useCallback(() => setAdDrawn(true), []);
  const gridDrawn = !groups.isPending;
  useEffect(() => {
    if (adDrawn && gridDrawn) dismissBootShell();
  }, [adDrawn, gridDrawn]);

  const anchor = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  const change = (request: GalleryFilterChange) => {
    const next = changeFilters(filters, request);
    if (next === filters) return;
    setFilters(next);
    // Scrolled down the old list (the bar is stuck at the top): the new one starts at its top.
    const anchorTop = anchor.current?.getBoundingClientRect().top ?? 0;
    const barTop = bar.current?.getBoundingClientRect().top ?? 0;
    if (anchorTop < barTop) anchor.current?.scrollIntoView?.({ block: 'start' });
  };

  const open = (group: GalleryGroup) =>
    void navigate(`/gallery-detail/${group.gameId}/${group.groupId}`);

  return (
    <div className={styles.page}>
      <PageHeader title="图库" />
      <Tabs
        className={styles.tabs}
        activeKey={String(gameId)}
        onChange={(key) => change({ type: 'game', gameId: Number(key) })}
      >
        {tabs.map((tab) => (
          <Tabs.Tab key={String(tab.gameId)} title={tab.title} />
        ))}
      </Tabs>
      <div className={styles.top}>
        <AdBanner code="AD08" aspectRatio={750 / 150} priority onDrawn={onAdDrawn} />
        <GallerySearch onSearch={(text) => change({ type: 'search', text })} />
      </div>
      <div ref={anchor} className={styles.anchor} aria-hidden />
      <div ref={bar} className={styles.filters}>
        <TypeSwitch
          selected={groupType}
          onSelect={(type) => change({ type: 'groupType', groupType: type })}
        />
        <LetterStrip
          initials={stripInitials}
          selected={index}
          onSelect={(next) => change({ type: 'index', index: next })}
        />
      </div>
      <PullToRefresh onRefresh={async () => void (await groups.refetch())}>
        <div className={styles.body}>
          {groups.isPending ? (
            <GridSkeleton label="图纸加载中" />
          ) : list.length === 0 ? (
            <Empty className={styles.empty} description="暂无数据" />
          ) : (
            <>
              <ul className={styles.grid} aria-label="图纸列表">
                {list.map((group, position) => (
                  <GalleryCard
                    key={group.groupId}
                    group={group}
                    now={now}
                    eager={position < eagerCards}
                    onOpen={open}
                  />
                ))}
              </ul>
              <div className={styles.end}>
                <PagedListEnd
                  threshold={galleryLoadThresholdPx}
                  hasNextPage={groups.hasNextPage}
                  fetchNextPage={() => groups.fetchNextPage()}
                />
              </div>
            </>
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}
