import { Empty, Skeleton } from 'antd-mobile';
import { formatMoney } from '@lottery/contracts';
import { useParams } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useValidWithdraw } from '../api/get-valid-withdraw';
import { DetailRows } from '../components/detail-rows';
import { StatusTag } from '../components/status-tag';
import { shownTime } from '../model/format';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/** /valid-withdraw/:id: one deposit's turnover: asked, counted, still missing. */
export function ValidWithdrawDetailPage() {
  const goBack = useGoBack('/valid-withdraw');
  const { id = '' } = useParams();
  const audit = useValidWithdraw();
  const row = audit.data?.rows.find((candidate) => String(candidate.id) === id);

  return (
    <>
      <PageHeader title={walletPageTexts.validWithdrawDetail} onBack={goBack} />
      <PageBody>
        {audit.isPending ? (
          <div data-testid="audit-skeleton" className={styles.card}>
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        ) : row ? (
          <DetailRows
            label={walletPageTexts.validWithdrawDetail}
            rows={[
              { label: walletPageTexts.orderNo, value: row.orderNo, copy: row.orderNo },
              { label: walletPageTexts.rechargeTime, value: shownTime(row.rechargeTime) },
              {
                label: walletPageTexts.rechargeMoney,
                value: formatMoney(row.rechargeMoney),
                strong: true,
              },
              { label: walletPageTexts.requireDml, value: formatMoney(row.requireDml) },
              { label: walletPageTexts.validDml, value: formatMoney(row.validDml) },
              { label: walletPageTexts.deduct, value: formatMoney(row.deduct) },
              {
                label: walletPageTexts.orderStatus,
                value: (
                  <StatusTag tone={row.finished ? 'success' : 'pending'}>
                    {row.finished ? walletPageTexts.finished : walletPageTexts.unfinished}
                  </StatusTag>
                ),
              },
            ]}
          />
        ) : (
          <Empty className={styles.empty} description={walletPageTexts.rowMissing} />
        )}
      </PageBody>
    </>
  );
}
