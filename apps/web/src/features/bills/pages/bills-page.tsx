import type { Bill, BillPage } from '@lottery/contracts';
import { useState } from 'react';
import { DateRangeBar } from '../../../components/date-range-bar';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { QueryError } from '../../../components/query-error';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useReportDateRange } from '../../../lib/use-report-date-range';
import type { DateRange } from '../../../lib/use-report-date-range';
import { useBills } from '../api/get-bills';
import type { BillFilter as Filter } from '../api/get-bills';
import { BillFilter } from '../components/bill-filter';
import type { TypeWallet } from '../components/bill-filter';
import { BillItem } from '../components/bill-item';
import { billTexts as texts } from '../texts';
import styles from '../components/bills.module.css';

const keyOf = (bill: Bill) => bill.id;
const rowsOf = (page: BillPage) => page.data;

/**
 * /bills 资金明细: the member's ledger, newest first, 20 a page, over a range (the last 7 days to
 * start), by type and wallet. Not kept alive (spec part 2 §2.8): it opens fresh each time.
 */
export function BillsPage() {
  const goBack = useGoBack('/profile');
  const range = useReportDateRange();
  const [kind, setKind] = useState<TypeWallet>({ type: null, wallet: null });
  const filter: Filter = { startDate: range.startDate, endDate: range.endDate, ...kind };
  const bills = useBills(filter);

  const search = (next: DateRange) => {
    if (next.startDate === range.startDate && next.endDate === range.endDate) {
      void bills.refetch();
    } else range.setRange(next);
  };

  return (
    <>
      <PageHeader title={texts.title} onBack={goBack} />
      <div className={styles.sticky}>
        <DateRangeBar
          value={{ startDate: range.startDate, endDate: range.endDate }}
          today={range.today}
          searching={bills.isRefetching}
          onSearch={search}
        />
        <BillFilter value={kind} onChange={setKind} />
      </div>
      <div className={styles.listBody}>
        <PagedList
          query={bills}
          rowsOf={rowsOf}
          keyOf={keyOf}
          label={texts.list}
          error={
            <QueryError
              error={bills.error}
              retrying={bills.isFetching}
              onRetry={() => void bills.refetch()}
            />
          }
        >
          {(bill) => <BillItem bill={bill} />}
        </PagedList>
      </div>
    </>
  );
}
