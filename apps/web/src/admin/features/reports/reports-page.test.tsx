import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminReportPaths,
  chinaDateOf,
  financeReportColumnKeys,
  type AdminFinanceReport,
  type FinanceReportColumn,
} from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import {
  adminError,
  fakeAdminApi,
  renderPage,
  signInAs,
  stubScreenWidth,
} from '../finance/test-kit';
import { financeReportCsv } from './report-csv';
import { ReportsPage } from './reports-page';

const reportCall = `GET ${adminReportPaths.finance}`;

const amounts = (values: Partial<Record<FinanceReportColumn, number>>) => ({
  ...(Object.fromEntries(financeReportColumnKeys.map((key) => [key, 0])) as Record<
    FinanceReportColumn,
    number
  >),
  ...values,
});

const report: AdminFinanceReport = {
  startDate: '2025-06-01',
  endDate: '2025-06-02',
  days: [
    {
      day: '2025-06-01',
      amounts: amounts({ recharge: 150_000, bet: -20_000 }),
      net: 130_000,
      entries: 3,
    },
    {
      day: '2025-06-02',
      amounts: amounts({ manualDeduction: -5_000, redPacket: -6_000 }),
      net: -11_000,
      entries: 3,
    },
  ],
  total: {
    amounts: amounts({
      recharge: 150_000,
      bet: -20_000,
      manualDeduction: -5_000,
      redPacket: -6_000,
    }),
    net: 119_000,
    entries: 6,
  },
  types: [
    { type: 1, label: '转账充值', amount: 150_000, entries: 2 },
    { type: 3, label: '彩票投注', amount: -20_000, entries: 1 },
  ],
};

afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('财务报表', () => {
  it.each([1280, 390])('shows each day, the total row and the types at %i px', async (width) => {
    stubScreenWidth(width);
    signInAs('readonly');
    const api = fakeAdminApi({ [reportCall]: () => report });
    renderPage(<ReportsPage />, { url: '/reports', route: '/reports' });

    const day = (await screen.findByText('2025-06-02')).closest('tr') as HTMLElement;
    expect(within(day).getByText('-5.00')).toBeTruthy();
    expect(within(day).getByText('-11.00')).toBeTruthy();
    const total = screen.getByText('合计').closest('tr') as HTMLElement;
    expect(within(total).getByText('+150.00')).toBeTruthy();
    expect(within(total).getByText('+119.00')).toBeTruthy();
    expect(within(total).getByText('6')).toBeTruthy();
    expect(screen.getByText('转账充值')).toBeTruthy();

    const [call] = api.callsTo(reportCall);
    const today = chinaDateOf(Date.now());
    expect(call?.params.get('startDate')).toBe(today);
    expect(call?.params.get('endDate')).toBe(today);
  });

  it('says 暂无数据 and toasts the refusal when the server refuses', async () => {
    stubScreenWidth(1280);
    signInAs('finance');
    fakeAdminApi({
      [reportCall]: () => adminError(400, 'REPORT/RANGE_TOO_LONG', '查询范围不能超过31天'),
    });
    renderPage(<ReportsPage />, { url: '/reports', route: '/reports' });
    expect(await screen.findByText('查询范围不能超过31天')).toBeTruthy();
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
  });

  it('exports the table as CSV in yuan', async () => {
    stubScreenWidth(1280);
    signInAs('finance');
    fakeAdminApi({ [reportCall]: () => report });
    const created: Blob[] = [];
    // jsdom makes no object URLs: the page's Blob is caught here.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderPage(<ReportsPage />, { url: '/reports', route: '/reports' });
    await screen.findByText('2025-06-02');
    fireEvent.click(screen.getByRole('button', { name: /导出CSV/ }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);

    const lines = financeReportCsv(report).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '日期,充值,提现,人工存款,人工扣款,彩票投注,派奖,返水,代理返点,优惠礼金,红包,第三方游戏,其他,净额,笔数',
    );
    expect(lines[1]).toBe(
      '2025-06-01,150.00,0.00,0.00,0.00,-20.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,130.00,3',
    );
    expect(lines[3]).toBe(
      '合计,150.00,0.00,0.00,-5.00,-20.00,0.00,0.00,0.00,0.00,-6.00,0.00,0.00,119.00,6',
    );
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
});
