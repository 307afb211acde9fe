import { PageHeader } from '../../../components/page-header';
import { PagedList, type PagedListProps } from '../../../components/paged-list';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import styles from '../pages/wallet-pages.module.css';
import { StatusTabs } from './status-tabs';

/**
 * A wallet history (recharges, withdrawals): the title, the status tabs and the member's orders,
 * newest first, 20 a page; the page gives the query of the chosen status and draws each row.
 */
export function HistoryPage<Page, Row>({
  title,
  labels,
  status,
  onStatus,
  ...list
}: Omit<PagedListProps<Page, Row>, 'label'> & {
  title: string;
  labels: Readonly<Record<number, string>>;
  status: number | null;
  onStatus: (status: number | null) => void;
}) {
  const goBack = useGoBack('/profile');
  return (
    <>
      <PageHeader title={title} onBack={goBack} />
      <div className={styles.tabs}>
        <StatusTabs labels={labels} value={status} onChange={onStatus} />
      </div>
      <div className={styles.listBody}>
        <PagedList {...list} label={title} />
      </div>
    </>
  );
}
