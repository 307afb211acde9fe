import {
  addDaysTo,
  chinaDateOf,
  financeReportColumnKeys,
  financeReportColumnOf,
  transactionTypeLabel,
  type AdminFinanceReport,
  type FinanceReportRow,
} from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { resolveDateRange } from '../../reports/date-range';
import * as repo from './reports.repository';

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;

const emptyRow = (): FinanceReportRow => ({
  amounts: Object.fromEntries(
    financeReportColumnKeys.map((key) => [key, 0]),
  ) as FinanceReportRow['amounts'],
  net: 0,
  entries: 0,
});

const add = (row: FinanceReportRow, type: number, amount: number, entries: number) => {
  row.amounts[financeReportColumnOf(type)] += amount;
  row.net += amount;
  row.entries += entries;
};

/**
 * 财务报表: the money of each UTC+8 day of a range, from the ledger's rows (never a counter),
 * read in one read-only snapshot so the days, the total and the types agree.
 */
export const createAdminReportsService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  /** Both dates absent → today; only an end → that day; only a start → from it to today. */
  const finance = async (query: {
    startDate?: string | undefined;
    endDate?: string | undefined;
  }): Promise<AdminFinanceReport> => {
    const at = now();
    const { startDate, endDate, from, to } = resolveDateRange(
      {
        startDate: query.startDate ?? query.endDate ?? chinaDateOf(at.getTime()),
        endDate: query.endDate,
      },
      at,
    );
    const sums = await db.transaction((tx) => repo.ledgerByDayAndType(tx, { from, to }), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const days = new Map<string, FinanceReportRow>();
    for (let day = startDate; day <= endDate; day = addDaysTo(day, 1)) days.set(day, emptyRow());
    const total = emptyRow();
    const types = new Map<number, { amount: number; entries: number }>();
    for (const sum of sums) {
      const row = days.get(sum.day);
      if (row) add(row, sum.type, sum.amount, sum.entries);
      add(total, sum.type, sum.amount, sum.entries);
      const type = types.get(sum.type) ?? { amount: 0, entries: 0 };
      types.set(sum.type, {
        amount: type.amount + sum.amount,
        entries: type.entries + sum.entries,
      });
    }
    return {
      startDate,
      endDate,
      days: [...days].map(([day, row]) => ({ day, ...row })),
      total,
      types: [...types]
        .sort(([a], [b]) => a - b)
        .map(([type, sum]) => ({ type, label: transactionTypeLabel(type), ...sum })),
    };
  };

  return { finance };
};
