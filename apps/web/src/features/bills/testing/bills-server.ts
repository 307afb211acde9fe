import { billPaths, chinaDateOf, transactionTypeLabels } from '@lottery/contracts';
import type { Bill } from '@lottery/contracts';
import { memberProfile } from '../../../test/account-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';

/** A ledger entry of the tests: a 彩票投注 of 10.00 from the main wallet unless told. */
export const billOf = (id: number, patch: Partial<Bill> = {}): Bill => {
  const type = patch.type ?? 3;
  return {
    id,
    type,
    typeName: transactionTypeLabels[type] ?? '其他',
    wallet: 'money',
    amount: -10_000,
    balanceAfter: 990_000,
    remark: `注单 B${id}`,
    createdAt: Date.UTC(2026, 2, 10, 12) - id * 60_000,
    ...patch,
  };
};

/**
 * The server of the 资金明细 tests: the member's profile and GET /api/user/bills over `bills`,
 * filtered by type, wallet and the range (UTC+8 days) and paged as asked.
 */
export const billsServer = (bills: Bill[], routes: Record<string, FakeHandler> = {}) =>
  fakeApi({
    'GET /app-api/api/user/info': () => memberProfile(),
    [`GET /app-api${billPaths.list}`]: ({ params }: FakeCall) => {
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      const type = params.get('type');
      const wallet = params.get('wallet');
      const start = params.get('startDate') ?? '0000-00-00';
      const end = params.get('endDate') ?? '9999-99-99';
      const matching = bills.filter((bill) => {
        const day = chinaDateOf(bill.createdAt);
        return (
          (type === null || bill.type === Number(type)) &&
          (wallet === null || bill.wallet === wallet) &&
          day >= start &&
          day <= end
        );
      });
      return { data: matching.slice((page - 1) * rows, page * rows), totalCount: matching.length };
    },
    ...routes,
  });
