import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsOf, type AnalyticsAnswer, type AnalyticsDraw } from '@lottery/contracts';
import { renderAccountRoute } from '../../../../test/account-area';
import { fakeApi } from '../../../../test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Five draws of 马 2026, newest first. In 2026 ball 1 is 马 and the animals run backwards (2 蛇,
 * 3 龙 … 7 鼠, 8 猪), every 12 balls again. Specials 13 马, 25 马, 20 猪, 31 鼠, 44 猪; first
 * balls 1 马, 7 鼠, 14 蛇, 21 狗, 30 牛.
 */
const draws: AnalyticsDraw[] = [
  { turnNum: '2026005', numbers: [1, 2, 3, 4, 5, 6, 13] },
  { turnNum: '2026004', numbers: [7, 8, 9, 10, 11, 12, 25] },
  { turnNum: '2026003', numbers: [14, 15, 16, 17, 18, 19, 20] },
  { turnNum: '2026002', numbers: [21, 22, 23, 24, 26, 27, 31] },
  { turnNum: '2026001', numbers: [30, 32, 33, 34, 35, 36, 44] },
].map((draw, i) => ({ ...draw, lunarYear: 2026, openTime: Date.UTC(2026, 2, 5 - i, 13, 30) }));

const answer: AnalyticsAnswer = { gameId: 110, period: '30', ...analyticsOf(draws, 2026) };

const serve = () =>
  fakeApi({
    'GET /app-api/lottery/analytics': (call) => ({
      ...answer,
      period: call.params.get('period') ?? '30',
    }),
  });

/** A statistics table's row by its first cell's leading text (an animal, a label). */
const rowOf = (table: HTMLElement, key: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryByRole('rowheader')?.textContent?.startsWith(key));
  if (!row) throw new Error(`no row ${key}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => Number(cell.textContent));
};

/** The turns of a trend, each with what it marks (the list screen readers read). */
const trendTurns = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/game/{id}/analytic/zodiac', () => {
  it('opens on 生肖对照: the year’s animals with balls and elements, the colour and element legends', async () => {
    serve();
    const { router } = renderAccountRoute('/game/110/analytic/zodiac');

    const animals = await screen.findByRole('list', { name: '生肖号码' });
    expect(router.state.location.pathname).toBe('/game/110/analytic/zodiac/zodiac-reference');
    expect(screen.getByRole('heading', { name: '2026 马年 生肖号码' })).toBeDefined();
    const rows = within(animals)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.zodiac);
    expect(rows.map((row) => row.dataset.zodiac)).toEqual([
      '马',
      '蛇',
      '龙',
      '兔',
      '虎',
      '牛',
      '鼠',
      '猪',
      '狗',
      '鸡',
      '猴',
      '羊',
    ]);
    // 马 2026 (丙午): 01 土, 13 火, 25 水, 37 金, 49 木, the year's own animal marked 本命.
    const horse = rows[0]!;
    expect(horse.textContent).toContain('本命');
    expect([...horse.querySelectorAll('[data-ball]')].map((ball) => ball.textContent)).toEqual([
      '01',
      '13',
      '25',
      '37',
      '49',
    ]);
    expect(
      within(horse)
        .getAllByText(/^[金木水火土]$/)
        .map((cell) => cell.textContent),
    ).toEqual(['土', '火', '水', '金', '木']);
    expect(rows[1]!.querySelectorAll('[data-ball]')).toHaveLength(4);

    const colors = screen.getByRole('region', { name: '波色' });
    expect(within(colors).getByText('红波').parentElement?.textContent).toBe(
      '红波01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46',
    );
    const elements = screen.getByRole('region', { name: '五行' });
    expect(within(elements).getByText('土').parentElement?.textContent).toBe(
      '土01 08 09 22 23 30 31 38 39',
    );
  });

  it('shows 特码生肖 and 正码生肖 counts, streaks and misses of each animal', async () => {
    serve();
    renderAccountRoute('/game/110/analytic/zodiac/special-num');

    const special = await screen.findByRole('table', { name: '特码生肖遗漏' });
    // 出现, 当前遗漏, 最大遗漏, 当前连出, 最长连出
    expect(rowOf(special, '马')).toEqual([2, 0, 3, 2, 2]);
    expect(rowOf(special, '猪')).toEqual([2, 2, 2, 0, 1]);
    expect(rowOf(special, '鼠')).toEqual([1, 3, 3, 0, 1]);
    expect(rowOf(special, '牛')).toEqual([0, 5, 5, 0, 0]);
    // Each animal with its balls of the year.
    expect(within(special).getByText('马').parentElement?.textContent).toBe('马0113253749');
    const bars = screen.getByRole('region', { name: '特码生肖出现次数' });
    expect(within(bars).getByRole('listitem', { name: '马 2次' }).textContent).toContain('最新');
    expect(within(bars).getByRole('listitem', { name: '猪 2次' }).textContent).not.toContain(
      '最新',
    );
    expect(within(bars).getAllByRole('listitem')).toHaveLength(12);

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '正码生肖' }));
    });
    const first = await screen.findByRole('table', { name: '正码一生肖遗漏' });
    expect(rowOf(first, '马')).toEqual([1, 0, 4, 1, 1]);
    expect(rowOf(first, '鼠')).toEqual([1, 1, 3, 0, 1]);
    expect(rowOf(first, '牛')).toEqual([1, 4, 4, 0, 1]);
    expect(rowOf(first, '猪')).toEqual([0, 5, 5, 0, 0]);
  });

  it('draws 生肖走势: the special’s animal per draw, joined, with the misses and the totals below', async () => {
    serve();
    const { container } = renderAccountRoute('/game/110/analytic/zodiac/zodiac-trending');

    await screen.findByRole('list', { name: '生肖走势（每期）' });
    expect(trendTurns('生肖走势（每期）')).toEqual([
      '2026005：马',
      '2026004：马',
      '2026003：猪',
      '2026002：鼠',
      '2026001：猪',
    ]);
    const hits = [...container.querySelectorAll('svg [data-turn]')];
    expect(hits.map((hit) => hit.getAttribute('data-column'))).toEqual([
      '马',
      '马',
      '猪',
      '鼠',
      '猪',
    ]);
    expect(container.querySelectorAll('svg line')).toHaveLength(4);
    // The newest row's misses, 鼠 first: 鼠 3, 牛 5 … 马 is marked, 猪 2.
    const newest = [...container.querySelectorAll('svg text')]
      .filter((text) => text.getAttribute('y') === '14')
      .sort((a, b) => parseFloat(a.getAttribute('x')!) - parseFloat(b.getAttribute('x')!))
      .map((text) => text.textContent);
    expect(newest).toEqual(['3', '5', '5', '5', '5', '5', '马', '5', '5', '5', '5', '2']);

    const totals = screen.getByRole('table', { name: '生肖走势统计' });
    const line = (name: string) =>
      [
        ...within(totals).getByRole('rowheader', { name }).parentElement!.querySelectorAll('td'),
      ].map((cell) => Number(cell.textContent));
    expect(line('出现次数')).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2]);
    expect(line('当前遗漏')).toEqual([3, 5, 5, 5, 5, 5, 0, 5, 5, 5, 5, 2]);
    expect(line('最大遗漏')).toEqual([3, 5, 5, 5, 5, 5, 3, 5, 5, 5, 5, 2]);
    expect(line('最长连出')).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1]);
  });

  it('charts a chosen 生肖类型 and keeps the choice when the period changes', async () => {
    const api = serve();
    renderAccountRoute('/game/110/analytic/zodiac/zodiac-types-trending');

    const groupings = await screen.findByRole('radiogroup', { name: '生肖类型' });
    expect(
      within(groupings)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['家禽野兽', '阴阳', '天地', '前后', '左右', '吉凶', '单双笔', '男女', '琴棋书画']);
    expect(trendTurns('家禽野兽走势（每期）')).toEqual([
      '2026005：家禽（马）',
      '2026004：家禽（马）',
      '2026003：家禽（猪）',
      '2026002：野兽（鼠）',
      '2026001：家禽（猪）',
    ]);
    const animals = screen.getByRole('table', { name: '家禽野兽遗漏' });
    expect(rowOf(animals, '家禽')).toEqual([4, 0, 1, 3, 3]);
    expect(rowOf(animals, '野兽')).toEqual([1, 3, 3, 0, 1]);

    await act(async () => {
      fireEvent.click(within(groupings).getByRole('radio', { name: '男女' }));
    });
    expect(trendTurns('男女走势（每期）')).toEqual([
      '2026005：男肖（马）',
      '2026004：男肖（马）',
      '2026003：女肖（猪）',
      '2026002：男肖（鼠）',
      '2026001：女肖（猪）',
    ]);
    const genders = screen.getByRole('table', { name: '男女遗漏' });
    expect(rowOf(genders, '男肖')).toEqual([3, 0, 1, 2, 2]);
    expect(rowOf(genders, '女肖')).toEqual([2, 2, 2, 0, 1]);

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: '近50期' }));
    });
    await waitFor(() =>
      expect(api.callsTo('GET /app-api/lottery/analytics').at(-1)?.params.get('period')).toBe('50'),
    );
    expect(
      within(screen.getByRole('radiogroup', { name: '生肖类型' }))
        .getByRole('radio', { name: '男女' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('table', { name: '男女遗漏' })).toBeDefined();
  });
});
