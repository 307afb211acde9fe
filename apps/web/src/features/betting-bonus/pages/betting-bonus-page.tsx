import { Button, Dialog, Empty, Skeleton } from 'antd-mobile';
import { bettingBonusRateText, formatMoney, userType } from '@lottery/contracts';
import type { BettingBonus, BettingBonusClaim } from '@lottery/contracts';
import { useState } from 'react';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { chinaTimeOf } from '../../../lib/china-time';
import { isApiError } from '../../../lib/http';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { newRequestKey } from '../../../lib/request-key';
import { toastTrialRefused } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useClaimBettingBonus } from '../api/claim-betting-bonus';
import { useBettingBonus } from '../api/get-betting-bonus';
import { bettingBonusTexts as texts } from '../texts';
import styles from './betting-bonus-page.module.css';

/** Money of the rebate: thousandths show when there are any (spec part 2 §9: 2–3 decimals). */
const money = (milli: number) => formatMoney(milli, 3);

function Summary({
  bonus,
  claiming,
  onClaim,
}: {
  bonus: BettingBonus;
  claiming: boolean;
  onClaim: () => void;
}) {
  return (
    <section className={styles.hero} aria-label={texts.claimable}>
      <div className={styles.heroTop}>
        <span className={styles.heroLabel}>{texts.claimable}</span>
        <span className={styles.vip}>{texts.vip(bonus.vipLevel)}</span>
      </div>
      <strong className={styles.total} data-testid="bonus-total">
        {money(bonus.total)}
      </strong>
      <dl className={styles.heroFacts}>
        <div>
          <dt>{texts.lastClaimAt}</dt>
          <dd>{bonus.lastClaimAt === null ? texts.never : chinaTimeOf(bonus.lastClaimAt)}</dd>
        </div>
        <div>
          <dt>{texts.claimedTotal}</dt>
          <dd>{money(bonus.claimedTotal)}</dd>
        </div>
      </dl>
      <Button
        className={styles.claim}
        shape="rounded"
        block
        disabled={bonus.total <= 0}
        loading={claiming}
        loadingText={texts.claiming}
        onClick={onClaim}
      >
        {texts.claim}
      </Button>
    </section>
  );
}

function Details({ bonus }: { bonus: BettingBonus }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>{texts.details}</h2>
      {bonus.list.length === 0 ? (
        <Empty className={styles.empty} description="暂无数据" />
      ) : (
        <ul className={styles.rows} aria-label={texts.details}>
          {bonus.list.map((row) => (
            <li key={row.category} className={styles.row}>
              <div className={styles.rowTop}>
                <span className={styles.rowName}>{row.name}</span>
                <span className={styles.rate}>
                  {texts.rate} {bettingBonusRateText(row.rate)}
                </span>
              </div>
              <dl className={styles.cells}>
                <div>
                  <dt>{texts.validBet}</dt>
                  <dd>{money(row.validBet)}</dd>
                </div>
                <div>
                  <dt>{texts.betCount}</dt>
                  <dd>{row.betCount}</dd>
                </div>
                <div>
                  <dt>{texts.amount}</dt>
                  <dd className={styles.amount}>{money(row.amount)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>{texts.note}</p>
    </section>
  );
}

/**
 * /betting-bonus 我的洗码: the rebate not yet claimed per category (valid bets, count, the VIP
 * level's rate, the rebate), its total, the last claim and the total claimed; 领取 pays it as
 * 返水 with one idempotency key per tap. Trial accounts are refused before any call.
 */
export function BettingBonusPage() {
  const goBack = useGoBack('/profile');
  const profile = useProfile();
  const bonus = useBettingBonus();
  const claim = useClaimBettingBonus();
  const [claimed, setClaimed] = useState<BettingBonusClaim | null>(null);
  const [showingClaim, setShowingClaim] = useState(false);

  const onClaim = async () => {
    if (profile.data?.userInfo.type === userType.trial) return toastTrialRefused();
    if (claim.isPending) return;
    try {
      setClaimed(await claim.mutateAsync({ idempotencyKey: newRequestKey() }));
      setShowingClaim(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'UC/TRIAL_FORBIDDEN') toastTrialRefused();
      else toastError(error);
    }
  };

  return (
    <>
      <PageHeader title={texts.title} onBack={goBack} />
      <PageBody>
        {bonus.isPending ? (
          <div className={styles.card} data-testid="bonus-skeleton">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        ) : bonus.isError ? (
          <QueryError
            error={bonus.error}
            retrying={bonus.isFetching}
            onRetry={() => void bonus.refetch()}
          />
        ) : (
          <>
            <Summary bonus={bonus.data} claiming={claim.isPending} onClaim={() => void onClaim()} />
            <Details bonus={bonus.data} />
          </>
        )}
      </PageBody>
      <Dialog
        visible={showingClaim}
        title={texts.claimed}
        content={claimed ? texts.claimedAmount(money(claimed.amount)) : null}
        closeOnAction
        onClose={() => setShowingClaim(false)}
        actions={[{ key: 'ok', text: texts.ok }]}
      />
    </>
  );
}
