import { Skeleton } from 'antd-mobile';
import { formatMoney, redPacketStatus, redPacketTexts as texts } from '@lottery/contracts';
import type { RedPacketHistory, RedPacketHistoryRow } from '@lottery/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { PagedList } from '../../../../components/paged-list';
import { QueryError } from '../../../../components/query-error';
import { TabStrip } from '../../../../components/tab-strip';
import { UserAvatar } from '../../../../components/user-avatar';
import { useGoBack } from '../../../../lib/navigation/use-go-back';
import { useProfile } from '../../../../lib/profile/get-profile';
import { useHongbaoHistory } from '../api/get-hongbao-history';
import type { HongbaoHistoryKind } from '../api/get-hongbao-history';
import { LuckiestTag } from '../components/luckiest-tag';
import { shortTimeOf } from '../components/share-list';
import styles from './hongbao-history-page.module.css';

const tabs = [
  { key: 'received', title: texts.received },
  { key: 'sent', title: texts.sent },
] as const;

const keyOf = (row: RedPacketHistoryRow) => row.id;
const rowsOf = (page: RedPacketHistory) => page.data;

function HistoryRow({ row, kind }: { row: RedPacketHistoryRow; kind: HongbaoHistoryKind }) {
  const navigate = useNavigate();
  const expired = row.status === redPacketStatus.expired;
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() => void navigate(`/chat-rooms/${row.room_id}/hong-bao/${row.id}`)}
    >
      <span className={styles.rowLeft}>
        <span className={styles.rowTitle}>
          {kind === 'received' ? row.sender_nickname : row.greeting}
        </span>
        <span className={styles.rowTime}>{shortTimeOf(row.at)}</span>
      </span>
      <span className={styles.rowRight}>
        <span className={styles.rowAmount}>
          {formatMoney(row.amount)}
          {texts.yuan}
        </span>
        {kind === 'sent' ? (
          <span className={expired ? styles.rowExpired : styles.rowState}>
            {expired
              ? texts.expiredOf(row.opened_count, row.count)
              : texts.openedOf(row.opened_count, row.count)}
          </span>
        ) : row.luckiest ? (
          <LuckiestTag />
        ) : null}
      </span>
    </button>
  );
}

function Totals({
  kind,
  history,
  nickname,
  avatarId,
}: {
  kind: HongbaoHistoryKind;
  history: RedPacketHistory | undefined;
  nickname: string;
  avatarId: number | undefined;
}) {
  return (
    <section className={styles.totals} aria-label={kind === 'sent' ? texts.sent : texts.received}>
      <UserAvatar avatarId={avatarId} size={56} className={styles.avatar} />
      <p className={styles.totalsTitle}>
        {kind === 'sent' ? texts.totalSent(nickname) : texts.totalReceived(nickname)}
      </p>
      {history ? (
        <>
          <strong className={styles.totalAmount} data-testid="hongbao-history-total">
            <span className={styles.currency}>{texts.currency}</span>
            {formatMoney(history.totalAmount)}
          </strong>
          <p className={styles.totalCount} data-testid="hongbao-history-count">
            {kind === 'sent'
              ? texts.sentCount(history.totalCount)
              : texts.receivedCount(history.totalCount)}
          </p>
        </>
      ) : (
        <Skeleton.Title animated className={styles.totalsSkeleton} />
      )}
    </section>
  );
}

/**
 * /chat-rooms/{room_id}/hong-bao/history 红包记录: 我收到的 / 我发出的, the total and count of
 * the kind at the top, then its rows 20 a page (a received share with 手气最佳; a sent packet
 * with 已领取M/N个 or 已过期 and the rest refunded). A row opens its detail.
 */
export function HongbaoHistoryPage() {
  const roomId = Number(useParams().roomId);
  const goBack = useGoBack(`/chat-rooms/${roomId}`);
  const [kind, setKind] = useState<HongbaoHistoryKind>('received');
  const history = useHongbaoHistory(kind);
  const profile = useProfile();
  const user = profile.data?.userInfo;

  return (
    <div className={styles.page}>
      <PageHeader title={texts.history} onBack={goBack} />
      <TabStrip
        items={tabs}
        activeKey={kind}
        onChange={(key) => setKind(key as HongbaoHistoryKind)}
        className={styles.tabs}
      />
      <Totals
        kind={kind}
        history={history.data?.pages[0]}
        nickname={user?.nickname ?? ''}
        avatarId={user?.avatarId}
      />
      <div className={styles.list}>
        <PagedList
          query={history}
          rowsOf={rowsOf}
          keyOf={keyOf}
          label={kind === 'sent' ? texts.sent : texts.received}
          className={styles.rows}
          error={
            <QueryError
              error={history.error}
              retrying={history.isFetching}
              onRetry={() => void history.refetch()}
            />
          }
        >
          {(row) => <HistoryRow row={row} kind={kind} />}
        </PagedList>
      </div>
    </div>
  );
}
