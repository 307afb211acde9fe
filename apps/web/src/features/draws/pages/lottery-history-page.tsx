import { Empty, Skeleton } from 'antd-mobile';
import {
  ballColorNames,
  bigSmallNames,
  bigSmallOf,
  colorOfBall,
  drawBalls,
  lunarYearAt,
  oddEvenNames,
  oddEvenOf,
  parseOpenNum,
} from '@lottery/contracts';
import type { HistoryRow } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { getHistory, getHistoryGroups, getOpenInfo } from '../../../lib/draws/lottery-api';
import { DrawBalls } from '../../../components/draws/draw-balls';
import { formatDrawTime } from '../../../lib/draws/draw-time';
import styles from './lottery-history-page.module.css';
import { nextDataPage } from '../../../lib/http/next-page';

/** Draws per page of the list. */
const historyPageSize = 20;

/** Start loading the next page this close (px) to the bottom. */
const loadThreshold = 300;

const gameIdOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 99_999 ? id : null;
};

const historyQueryOptions = (gameId: number, year: number | null) =>
  infiniteQueryOptions({
    queryKey: ['lottery-history', gameId, year ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      getHistory(
        { gameId, page: pageParam, rows: historyPageSize, year: year ?? undefined },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextDataPage,
  });

/** Errors of the lottery calls are only logged (spec): the page keeps a skeleton or 暂无数据. */
const useLoggedError = (what: string, error: Error | null) => {
  useEffect(() => {
    if (error) console.warn(`lottery history: ${what} failed`, error);
  }, [what, error]);
};

/** 特码 big/small, odd/even and colour, and the sum of all seven numbers. */
function DrawFacts({ numbers }: { numbers: readonly number[] }) {
  const special = numbers[drawBalls.normalCount];
  if (numbers.length !== drawBalls.count || special === undefined) return null;
  const color = colorOfBall(special);
  const sum = numbers.reduce((total, ball) => total + ball, 0);
  return (
    <p className={styles.facts}>
      <span className={styles.factsLabel}>特码</span>
      <span className={styles.fact}>{bigSmallNames[bigSmallOf(special)]}</span>
      <span className={styles.fact}>{oddEvenNames[oddEvenOf(special)]}</span>
      <span className={`${styles.fact} ${styles[color]}`}>{ballColorNames[color]}</span>
      <span className={styles.sum}>{`总和 ${sum}`}</span>
    </p>
  );
}

function DrawRow({ draw }: { draw: HistoryRow }) {
  const numbers = parseOpenNum(draw.openNum);
  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <span className={styles.turn}>第{draw.turnNum}期</span>
        <time className={styles.time} dateTime={new Date(draw.openTime).toISOString()}>
          {formatDrawTime(draw.openTime)}
        </time>
      </div>
      <DrawBalls numbers={numbers} lunarYear={lunarYearAt(draw.openTime)} size="small" />
      <DrawFacts numbers={numbers} />
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className={styles.list} data-testid="lottery-history-skeleton" aria-busy="true">
      {[0, 1, 2, 3, 4].map((key) => (
        <div key={key} className={styles.row}>
          <Skeleton.Title animated className={styles.skeletonTitle} />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

/** 全部 and each year that has draws, newest first; scrolls sideways when there are many. */
function YearFilter({
  years,
  selected,
  onSelect,
}: {
  years: readonly number[];
  selected: number | null;
  onSelect: (year: number | null) => void;
}) {
  const chip = (year: number | null) => (
    <button
      key={year ?? 'all'}
      type="button"
      className={selected === year ? `${styles.chip} ${styles.active}` : styles.chip}
      aria-pressed={selected === year}
      onClick={() => onSelect(year)}
    >
      {year === null ? '全部' : `${year}年`}
    </button>
  );
  return (
    <div className={styles.filter} role="group" aria-label="年份筛选">
      {chip(null)}
      {years.map(chip)}
    </div>
  );
}

/** The filter and the list of one game; keyed by the game, so a new game starts at 全部. */
function GameHistory({ gameId }: { gameId: number }) {
  const [year, setYear] = useState<number | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const groups = useQuery({
    queryKey: ['lottery-history-groups', gameId],
    queryFn: ({ signal }) => getHistoryGroups(gameId, signal),
  });
  const history = useInfiniteQuery(historyQueryOptions(gameId, year));
  useLoggedError('history/group', groups.error);
  useLoggedError('history', history.error);

  const draws = useMemo(() => {
    const seen = new Set<string>();
    // A draw made while paging shifts the pages by one: show each turn once.
    return (history.data?.pages ?? [])
      .flatMap((page) => page.data)
      .filter((draw) => (seen.has(draw.turnNum) ? false : (seen.add(draw.turnNum), true)));
  }, [history.data]);

  const selectYear = (next: number | null) => {
    if (next === year) return;
    setYear(next);
    // Another year's list starts at its newest draw, not where the last one was scrolled to.
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <div ref={top} className={styles.top} aria-hidden />
      <YearFilter
        years={(groups.data ?? []).map((group) => group.year)}
        selected={year}
        onSelect={selectYear}
      />
      <div className={styles.body}>
        {history.isPending ? (
          <HistorySkeleton />
        ) : draws.length === 0 ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          <>
            <ul className={styles.list} aria-label="开奖记录列表">
              {draws.map((draw) => (
                <DrawRow key={draw.turnNum} draw={draw} />
              ))}
            </ul>
            <PagedListEnd
              threshold={loadThreshold}
              hasNextPage={history.hasNextPage}
              fetchNextPage={() => history.fetchNextPage()}
            />
          </>
        )}
      </div>
    </>
  );
}

/**
 * /lottery-history/:gameId: a game's past draws, newest first, with their colours and zodiacs,
 * by year. `?type=live-lottery` (the result card's replay link) is the same list, titled 历史开奖.
 */
export function LotteryHistoryPage() {
  const gameId = gameIdOf(useParams().gameId);
  const [search] = useSearchParams();
  const goBack = useGoBack('/');
  const info = useQuery({
    queryKey: ['lottery-history-game', gameId],
    queryFn: ({ signal }) => getOpenInfo(gameId ?? 0, signal),
    enabled: gameId !== null,
    staleTime: 10 * 60_000,
  });
  useLoggedError('openInfo', info.error);

  const suffix = search.get('type') === 'live-lottery' ? '历史开奖' : '开奖记录';
  return (
    <>
      <PageHeader title={`${info.data?.gameName ?? ''}${suffix}`} onBack={goBack} />
      {gameId === null ? (
        <div className={styles.body}>
          <Empty className={styles.empty} description="暂无数据" />
        </div>
      ) : (
        <GameHistory key={gameId} gameId={gameId} />
      )}
    </>
  );
}
