import { Empty } from 'antd-mobile';
import { promotionTexts, type Promotion } from '@lottery/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedListEnd } from '../../../components/paged-list-end';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { QueryError } from '../../../components/query-error';
import { TabStrip } from '../../../components/tab-strip';
import { openLink } from '../../../lib/navigation/open-link';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from '../components/promotion-card';
import { PromotionSkeleton } from '../components/promotion-skeleton';
import { allTab, promotionTabs, promotionTarget, promotionsOfTab } from '../model/promotion-tabs';
import styles from './promotions-page.module.css';

/** The whole list comes in one call: its end is reached as soon as it is shown. */
const noNextPage = async () => ({ isError: false, error: null });

/** /promotional (spec part 2 §2.7): 全部活动 and a tab per classification, a card per offer. */
export function PromotionsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const promotions = usePromotions();
  const all = promotions.data ?? [];
  const tabs = promotionTabs(all);
  const asked = params.get('type') ?? allTab;
  const tab = tabs.some((item) => item.key === asked) ? asked : allTab;
  const shown = promotionsOfTab(all, tab);

  const open = (promotion: Promotion) =>
    openLink(promotionTarget(promotion), (path) => void navigate(path));

  return (
    <div className={styles.page}>
      <PageHeader title={promotionTexts.title} />
      <TabStrip
        className={styles.tabs}
        items={tabs}
        activeKey={tab}
        onChange={(key) => setParams(key === allTab ? {} : { type: key }, { replace: true })}
      />
      <PullToRefresh onRefresh={async () => void (await promotions.refetch())}>
        <div className={styles.body}>
          {promotions.isPending ? (
            <PromotionSkeleton />
          ) : promotions.isError ? (
            <QueryError
              error={promotions.error}
              retrying={promotions.isFetching}
              onRetry={() => void promotions.refetch()}
            />
          ) : shown.length === 0 ? (
            <Empty className={styles.empty} description="暂无数据" />
          ) : (
            <>
              <ul className={styles.list} aria-label="活动列表">
                {shown.map((promotion, position) => (
                  <PromotionCard
                    key={promotion.id}
                    promotion={promotion}
                    eager={position < 2}
                    onOpen={open}
                  />
                ))}
              </ul>
              <div className={styles.end}>
                <PagedListEnd hasNextPage={false} fetchNextPage={noNextPage} />
              </div>
            </>
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}
