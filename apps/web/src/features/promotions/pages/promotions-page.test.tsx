import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@lottery/contracts';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError, fakeApi } from '../../../test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { hacked?: boolean }).hacked;
});

const day = (date: string) => Date.parse(`${date}T00:00:00+08:00`);
const promotion = (id: number, classifyType: number, classifyName: string, name: string) =>
  ({
    id,
    classifyType,
    classifyName,
    name,
    coverUrl: `/sys-upload/images/promotion-${id}.svg`,
    imageUrl: '',
    templateType: 0,
    color: '#f5222d',
    startTime: day('2026-11-01'),
    endTime: day('2027-10-27'),
    domain: 'www.example.com',
    linkUrl: '',
  }) satisfies Promotion;

const list = [
  promotion(1, 1, '新人', '新人首充送彩金'),
  promotion(2, 2, '充值', '每日充值加赠'),
  promotion(3, 1, '新人', '注册即送体验金'),
  {
    ...promotion(4, 4, '活动', '官方 APP 下载'),
    templateType: 3,
    linkUrl: 'https://a.example/app',
  },
];

const company = { 'GET /app-api/company/get': () => ({ companyCode: 'DEMO' }) };

describe('/promotional', () => {
  it('shows 全部活动 and a tab per classification, each card with its chip, dates and domain', async () => {
    const api = fakeApi({ ...company, 'GET /app-api/promotion/list': () => list });
    renderAccountRoute('/promotional');

    const cards = await screen.findByRole('list', { name: '活动列表' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部活动',
      '新人',
      '充值',
      '活动',
    ]);
    const first = within(cards).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('新人')).toBeDefined();
    expect(within(first).getByText('新人首充送彩金')).toBeDefined();
    expect(within(first).getByText('活动时间：2026-11-01 至 2027-10-27')).toBeDefined();
    expect(within(first).getByText('活动网址：www.example.com')).toBeDefined();
    expect(screen.getByText('没有更多数据了')).toBeDefined();
    const call = api.callsTo('GET /app-api/promotion/list').at(-1);
    expect(call?.params.get('device')).toBe('1');
    expect(call?.params.get('companyCode')).toBe('DEMO');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '新人' }));
    });
    expect(
      within(screen.getByRole('list', { name: '活动列表' }))
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('img').getAttribute('alt')),
    ).toEqual(['新人首充送彩金', '注册即送体验金']);
  });

  it('opens a page promotion on its detail, an external one in a new window', async () => {
    fakeApi({ ...company, 'GET /app-api/promotion/list': () => list });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { router } = renderAccountRoute('/promotional');

    const external = await screen.findByText('官方 APP 下载');
    await act(async () => {
      fireEvent.click(external);
    });
    expect(opened).toHaveBeenCalledWith('https://a.example/app', '_blank', 'noopener');
    await act(async () => {
      fireEvent.click(screen.getByText('每日充值加赠'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotional/2/2'));
  });

  it('says 暂无数据 when nothing runs, and shows a failure with 重新加载', async () => {
    const api = fakeApi({ ...company, 'GET /app-api/promotion/list': () => [] });
    renderAccountRoute('/promotional');
    expect(await screen.findByText('暂无数据')).toBeDefined();

    api.route('GET /app-api/promotion/list', () =>
      apiError(500, 'SYS/INTERNAL', '系统错误。请再试一次'),
    );
    renderAccountRoute('/promotional');
    expect(await screen.findByText('系统错误。请再试一次')).toBeDefined();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeDefined();
  });
});

describe('/promotional/{classifyType}/{id}', () => {
  it('shows the offer with its page sanitized', async () => {
    fakeApi({
      'GET /app-api/promotion/detail': (call) => ({
        ...promotion(Number(call.params.get('id')), 2, '充值', '每日充值加赠'),
        content:
          '<p>每日首笔充值满 500 元加赠 2%</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
      }),
    });
    renderAccountRoute('/promotional/2/7');

    expect(await screen.findByRole('heading', { level: 1, name: '活动详情' })).toBeDefined();
    expect(await screen.findByText('每日充值加赠')).toBeDefined();
    expect(screen.getByText('活动时间：2026-11-01 至 2027-10-27')).toBeDefined();
    const content = screen.getByTestId('promotion-content');
    expect(content.textContent).toContain('每日首笔充值满 500 元加赠 2%');
    expect(content.innerHTML).not.toMatch(/onerror|<script/i);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says 活动不存在或已结束 for an ended offer', async () => {
    fakeApi({
      'GET /app-api/promotion/detail': () => apiError(404, 'PROMO/NOT_FOUND', '活动不存在或已结束'),
    });
    renderAccountRoute('/promotional/2/99');
    expect(await screen.findByText('活动不存在或已结束')).toBeDefined();
  });
});
