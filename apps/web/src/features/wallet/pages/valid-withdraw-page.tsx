import { Empty, Skeleton } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { formatMoney } from '@lottery/contracts';
import { Link } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useValidWithdraw } from '../api/get-valid-withdraw';
import { StatusTag } from '../components/status-tag';
import { shownTime } from '../model/format';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/**
 * /valid-withdraw: the turnover (打码量) the deposits since the last paid withdrawal ask, what
 * counts toward it, whether a withdrawal may be asked; one row per deposit.
 */
export function ValidWithdrawPage() {
  const goBack = useGoBack('/withdraw-money');
  const audit = useValidWithdraw();
  const data = audit.data;

  return (
    <>
      <PageHeader title={walletPageTexts.validWithdraw} onBack={goBack} />
      <PageBody>
        {audit.isPending ? (
          <div data-testid="audit-skeleton" className={styles.card}>
            <Skeleton.Paragraph lineCount={4} animated />
          </div>
        ) : !data ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          <>
            <section className={styles.card}>
              <span
                className={`${styles.verdict} ${data.yetWithdraw ? styles.verdictOk : styles.verdictNo}`}
              >
                {data.yetWithdraw ? <CheckCircleFill /> : <ClockCircleFill />}
                {data.yetWithdraw ? walletPageTexts.mayWithdraw : walletPageTexts.mayNotWithdraw}
              </span>
              <div className={styles.summary}>
                {[
                  [walletPageTexts.requireDml, data.requireDML],
                  [walletPageTexts.validDml, data.sumAllDml],
                  [walletPageTexts.relaxQuota, data.relaxQuota],
                  [walletPageTexts.deduct, data.sumAllDeduct],
                ].map(([label, value]) => (
                  <div key={label} className={styles.summaryCell}>
                    <span className={styles.summaryLabel}>{label}</span>
                    <strong className={styles.summaryValue}>{formatMoney(Number(value))}</strong>
                  </div>
                ))}
              </div>
            </section>
            <h2 className={styles.sectionTitle}>{walletPageTexts.deposits}</h2>
            {data.rows.length === 0 ? (
              <Empty className={styles.empty} description="暂无数据" />
            ) : (
              <ul className={styles.list} aria-label={walletPageTexts.deposits}>
                {data.rows.map((row) => (
                  <li key={row.id}>
                    <Link className={styles.item} to={`/valid-withdraw/${row.id}`}>
                      <span className={styles.itemTop}>
                        <span className={styles.itemTitle}>
                          {walletPageTexts.rechargeMoney} {formatMoney(row.rechargeMoney)}
                        </span>
                        <StatusTag tone={row.finished ? 'success' : 'pending'}>
                          {row.finished ? walletPageTexts.finished : walletPageTexts.unfinished}
                        </StatusTag>
                      </span>
                      <span className={styles.itemBottom}>
                        <span className={styles.itemMeta}>
                          {walletPageTexts.validDml} {formatMoney(row.validDml)} /{' '}
                          {formatMoney(row.requireDml)}
                        </span>
                        <span className={styles.itemMeta}>{shownTime(row.rechargeTime)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </PageBody>
    </>
  );
}
