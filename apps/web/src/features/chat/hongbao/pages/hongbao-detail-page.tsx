import { Skeleton } from 'antd-mobile';
import {
  formatMoney,
  redPacketStatus,
  redPacketTexts as texts,
  userType,
} from '@lottery/contracts';
import type { RedPacketDetail } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LeftOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { QueryError } from '../../../../components/query-error';
import { UserAvatar } from '../../../../components/user-avatar';
import { isApiError } from '../../../../lib/http';
import { useGoBack } from '../../../../lib/navigation/use-go-back';
import { useProfile } from '../../../../lib/profile/get-profile';
import { toastTrialRefused } from '../../../../lib/toast';
import { toastError } from '../../../../lib/toast-error';
import { useHongbaoDetail } from '../api/get-hongbao-detail';
import { hongbaoKeys } from '../api/hongbao-keys';
import { useOpenHongbao } from '../api/open-hongbao';
import type { HongbaoLinkState } from '../components/hongbao-bubble';
import { OpenSheet } from '../components/open-sheet';
import { ShareList } from '../components/share-list';
import { rememberOpened } from '../model/opened-hongbao';
import styles from './hongbao-detail-page.module.css';

/** Why the viewer got nothing: every share went, or the packet expired. */
type Miss = 'finished' | 'expired';

const missOf = (detail: RedPacketDetail, answered: Miss | null): Miss | null => {
  if (detail.mine !== null) return null;
  if (answered) return answered;
  if (detail.status === redPacketStatus.finished) return 'finished';
  if (detail.status === redPacketStatus.expired) return 'expired';
  return null;
};

function DetailTop({ onBack, onHistory }: { onBack: () => void; onHistory: () => void }) {
  return (
    <header className={styles.top}>
      <button type="button" className={styles.back} aria-label="返回" onClick={onBack}>
        <LeftOutline />
      </button>
      <button type="button" className={styles.historyLink} onClick={onHistory}>
        {texts.history}
      </button>
    </header>
  );
}

function DetailView({ detail, miss }: { detail: RedPacketDetail; miss: Miss | null }) {
  return (
    <>
      <section className={styles.head}>
        <div className={styles.sender}>
          <UserAvatar avatarId={detail.sender.avatarId} size={28} className={styles.avatar} />
          <h1 className={styles.senderName}>{texts.senderOf(detail.sender.nickname)}</h1>
          <span className={styles.pin}>{texts.luckyTag}</span>
        </div>
        <p className={styles.greeting}>{detail.greeting}</p>
        {detail.mine !== null ? (
          <>
            <strong className={styles.mine} data-testid="hongbao-mine">
              <span className={styles.currency}>{texts.currency}</span>
              {formatMoney(detail.mine)}
            </strong>
            <p className={styles.deposited}>{texts.deposited}</p>
          </>
        ) : miss ? (
          <p className={styles.miss} role="status">
            {miss === 'finished' ? texts.finished : texts.expired}
          </p>
        ) : null}
        {detail.refunded > 0 ? (
          <p className={styles.refunded}>{texts.refunded(formatMoney(detail.refunded))}</p>
        ) : null}
      </section>
      <section className={styles.shares}>
        <h2 className={styles.summary}>{texts.summary(detail.count, detail.shares.length)}</h2>
        {detail.shares.length > 0 ? (
          <ShareList
            shares={detail.shares}
            label={texts.summary(detail.count, detail.shares.length)}
          />
        ) : null}
      </section>
    </>
  );
}

/**
 * /chat-rooms/{room_id}/hong-bao/{hongbao_id} 红包详情: a packet the viewer has not opened while it
 * is open shows WeChat's opening sheet (開 spins while POST open runs); otherwise, and after it,
 * the detail: the sender, the greeting, the viewer's share big (已存入余额) or why they got none
 * (手慢了，红包派完了 / 该红包已过期), N个红包，已领取M个 and the shares with 手气最佳.
 */
export function HongbaoDetailPage() {
  const params = useParams();
  const roomId = Number(params.roomId);
  const id = Number(params.hongbaoId);
  const goBack = useGoBack(`/chat-rooms/${roomId}`);
  const navigate = useNavigate();
  const linkState = useLocation().state as HongbaoLinkState | null;
  const queryClient = useQueryClient();
  const profile = useProfile();
  const detail = useHongbaoDetail(id);
  const open = useOpenHongbao();
  const [answered, setAnswered] = useState<Miss | null>(null);
  const [peeking, setPeeking] = useState(false);
  /** From the tap of 開 until its answer: a second tap opens nothing. */
  const opening = useRef(false);

  const mine = detail.data?.mine ?? null;
  useEffect(() => {
    if (mine !== null) rememberOpened(id);
  }, [id, mine]);

  const readAgain = () => void queryClient.invalidateQueries({ queryKey: hongbaoKeys.detail(id) });

  const onOpen = async () => {
    if (profile.data?.userInfo.type === userType.trial) return toastTrialRefused();
    if (opening.current) return;
    opening.current = true;
    try {
      await open.mutateAsync(id);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'HONGBAO/FINISHED') setAnswered('finished');
      else if (code === 'HONGBAO/EXPIRED') setAnswered('expired');
      else if (code === 'UC/TRIAL_FORBIDDEN') toastTrialRefused();
      else toastError(error);
      if (code === 'HONGBAO/FINISHED' || code === 'HONGBAO/EXPIRED') readAgain();
      // A lost answer retried, or another tab: the share is there; read it.
      if (code === 'HONGBAO/ALREADY_OPENED') readAgain();
    } finally {
      opening.current = false;
    }
  };

  const openHistory = () => void navigate(`/chat-rooms/${roomId}/hong-bao/history`);

  if (detail.isPending) {
    return (
      <div className={styles.page} data-testid="hongbao-skeleton">
        <DetailTop onBack={goBack} onHistory={openHistory} />
        <div className={styles.skeleton}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  }

  if (detail.isError) {
    return (
      <>
        <PageHeader title={texts.detailTitle} onBack={goBack} />
        <div className={styles.errorBody}>
          <QueryError
            error={detail.error}
            retrying={detail.isFetching}
            onRetry={() => void detail.refetch()}
          />
        </div>
      </>
    );
  }

  const data = detail.data;
  const miss = missOf(data, answered);
  const sheet =
    data.mine === null && data.status === redPacketStatus.open && answered === null && !peeking;

  return (
    <div className={styles.page}>
      <DetailTop onBack={goBack} onHistory={openHistory} />
      <DetailView detail={data} miss={miss} />
      {sheet ? (
        <OpenSheet
          detail={data}
          opening={open.isPending}
          onOpen={() => void onOpen()}
          onClose={goBack}
          onPeek={linkState?.mine ? () => setPeeking(true) : undefined}
        />
      ) : null}
    </div>
  );
}
