import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { HistoryView } from '../components/history-view';
import { useOrderActions } from '../hooks/use-order-actions';
import { readSimpleMode } from '../model/simple-mode';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records-pages.module.css';

/**
 * /lottery-record-history 历史购彩记录: the day report of the last 31 days; a day opens its orders
 * in place (the bet list's 历史 tab, on a page of its own), an order its detail.
 */
export function LotteryRecordHistoryPage() {
  const goBack = useGoBack('/lottery-record');
  const [day, setDay] = useState<string | null>(null);
  const [simple] = useState(readSimpleMode);
  const actions = useOrderActions({ simple });

  return (
    <>
      <PageHeader title={texts.lotteryRecordHistory} onBack={goBack} />
      <div className={styles.body}>
        <HistoryView day={day} onDay={setDay} gameId={null} view={actions.view} />
      </div>
      {actions.overlays}
    </>
  );
}
