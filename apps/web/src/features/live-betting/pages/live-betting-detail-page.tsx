import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { chinaDateOf } from '@lottery/contracts';
import type { LiveBet, LiveBetPage } from '@lottery/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { QueryError } from '../../../components/query-error';
import { StatusBlock } from '../../../components/status-block';
import { chinaTimeOf } from '../../../lib/china-time';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import type { DateRange } from '../../../lib/use-report-date-range';
import { useLiveBets } from '../api/get-live-bets';
import { useLiveGames } from '../api/get-live-games';
import { SignedMoney, reportMoney as money } from '../../../components/signed-money';
import { readDetailParams } from '../model/detail-params';
import { liveBettingTexts as texts } from '../texts';
import styles from './live-betting.module.css';

const keyOf = (bet: LiveBet) => bet.roundId;
const rowsOf = (page: LiveBetPage) => page.data;

function RoundItem({ bet }: { bet: LiveBet }) {
  const open = bet.status === 'open';
  return (
    <article className={styles.round}>
      <div className={styles.roundTop}>
        <span className={styles.roundName}>{bet.gameName}</span>
        <span className={`${styles.status} ${open ? styles.statusOpen : styles.statusSettled}`}>
          {open ? texts.open : texts.settled}
        </span>
      </div>
      <dl className={styles.cells}>
        <div>
          <dt>{texts.bet}</dt>
          <dd>{money(bet.betAmount)}</dd>
        </div>
        <div>
          <dt>{texts.payout}</dt>
          <dd>{open ? '-' : money(bet.payoutAmount)}</dd>
        </div>
        <div>
          <dt>{texts.winAmount}</dt>
          <dd>{open ? '-' : <SignedMoney milli={bet.winAmount} />}</dd>
        </div>
      </dl>
      <div className={styles.meta}>
        <span>{chinaTimeOf(bet.betAt)}</span>
        <span>
          {texts.roundId} {bet.roundId}
        </span>
      </div>
    </article>
  );
}

function Rounds({ gameCode, range }: { gameCode: string; range: DateRange }) {
  const games = useLiveGames();
  const bets = useLiveBets(gameCode, range);
  const name =
    games.data?.find((game) => game.code === gameCode)?.name ??
    bets.data?.pages[0]?.data[0]?.platformName ??
    gameCode;

  return (
    <div className={styles.body}>
      <section className={styles.summary} aria-label={texts.title}>
        <h2 className={styles.platform}>{name}</h2>
        <span className={styles.range}>{texts.range(range.startDate, range.endDate)}</span>
      </section>
      <PagedList
        query={bets}
        rowsOf={rowsOf}
        keyOf={keyOf}
        label={texts.rounds}
        error={
          <QueryError
            error={bets.error}
            retrying={bets.isFetching}
            onRetry={() => void bets.refetch()}
          />
        }
      >
        {(bet) => <RoundItem bet={bet} />}
      </PagedList>
    </div>
  );
}

/**
 * /live-betting-detail?gameCode=…&startDate=…&endDate=…: a platform's rounds over the range, 20 a
 * page (game, stake, payout, win/loss, time, 未结算 while open). A link without a platform or
 * with a bad range says so.
 */
export function LiveBettingDetailPage() {
  const goBack = useGoBack('/live-betting');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [today] = useState(() => chinaDateOf(Date.now()));
  const params = readDetailParams(search, today);

  return (
    <>
      <PageHeader title={texts.title} onBack={goBack} />
      {params.ok ? (
        <Rounds gameCode={params.gameCode} range={params.range} />
      ) : (
        <StatusBlock
          icon={<ExclamationCircleOutline />}
          title={texts.badLink}
          description={params.message}
          action={
            <Button
              color="primary"
              shape="rounded"
              onClick={() => void navigate('/live-betting', { replace: true })}
            >
              {texts.backToReport}
            </Button>
          }
        />
      )}
    </>
  );
}
