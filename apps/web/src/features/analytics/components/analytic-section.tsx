import { Empty, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import {
  analyticsPeriodNames,
  analyticsPeriods,
  type AnalyticsAnswer,
  type AnalyticsPeriod,
} from '@lottery/contracts';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { TabStrip } from '../../../components/tab-strip';
import { dismissBootShell } from '../../../lib/boot-shell';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { appScrollId } from '../../../lib/scroller';
import { useAnalytics } from '../api/get-analytics';
import { gameIdOf, periodOf } from '../model/analytic-params';
import styles from './analytic-section.module.css';

/** What a page of a section reads: the game, the period and their answer (always there). */
export interface AnalyticPageContext {
  gameId: number;
  period: AnalyticsPeriod;
  analytics: AnalyticsAnswer;
}

export const useAnalyticPage = () => useOutletContext<AnalyticPageContext>();

export interface SectionChild {
  /** The child route's path (history, big-small …). */
  path: string;
  title: string;
}

/**
 * A section of /game/{id}/analytic (特码 or 生肖): its pages as tabs, the period (近30期 …, kept in
 * ?period= across the tabs), and the analytics answer handed to the page shown. The section
 * owns the loading, failed and empty states, so its pages only draw data.
 */
export function AnalyticSection({
  title,
  base,
  items,
}: {
  title: string;
  /** The section's path under /game/{id}/analytic. */
  base: string;
  items: readonly SectionChild[];
}) {
  const params = useParams();
  const gameId = gameIdOf(params.id);
  const [search] = useSearchParams();
  const period = periodOf(search.get('period'));
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack(gameId === null ? '/' : `/game/${gameId}/analytic`);
  const analytics = useAnalytics(gameId, period);
  const active = items.find((item) => location.pathname.endsWith(`/${item.path}`))?.path ?? '';
  const sectionPath = `/game/${gameId ?? 0}/analytic/${base}`;
  const query = (next: AnalyticsPeriod) => (next === '30' ? '' : `?period=${next}`);

  const data = analytics.data;
  const context: AnalyticPageContext | null =
    gameId !== null && data ? { gameId, period, analytics: data } : null;

  // The server's first view of the section (apps/server/src/http/analytics-shell.ts) gives way
  // once the app has drawn the same header and tabs.
  useEffect(() => dismissBootShell(), []);

  // The section itself opens its first page (with the period asked), whether or not its data
  // has come.
  const first = items[0];
  if (!active && first) {
    return <Navigate to={`${sectionPath}/${first.path}${location.search}`} replace />;
  }

  return (
    <div className={styles.page}>
      <PageHeader title={title} onBack={goBack} />
      <div className={styles.bar}>
        <TabStrip
          items={items.map((item) => ({ key: item.path, title: item.title }))}
          activeKey={active}
          onChange={(key) => {
            // Another page of the section starts at its top, not where the last one was left.
            document.getElementById(appScrollId)?.scrollTo?.({ top: 0 });
            void navigate(`${sectionPath}/${key}${query(period)}`, { replace: true });
          }}
        />
        <div className={styles.periods} role="radiogroup" aria-label="统计期数">
          {analyticsPeriods.map((each) => (
            <button
              key={each}
              type="button"
              role="radio"
              aria-checked={each === period}
              className={each === period ? `${styles.period} ${styles.chosen}` : styles.period}
              onClick={() =>
                void navigate(`${sectionPath}/${active}${query(each)}`, { replace: true })
              }
            >
              {analyticsPeriodNames[each]}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.body} aria-busy={analytics.isFetching}>
        {gameId === null ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : analytics.isPending ? (
          <div className={styles.skeleton} aria-label="数据加载中">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={10} animated />
          </div>
        ) : analytics.isError && !data ? (
          <QueryError
            error={analytics.error}
            retrying={analytics.isFetching}
            onRetry={() => void analytics.refetch()}
          />
        ) : !context || context.analytics.draws.length === 0 ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          <Outlet context={context} />
        )}
      </div>
    </div>
  );
}
