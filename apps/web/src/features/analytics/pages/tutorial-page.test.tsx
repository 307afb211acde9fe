import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playCategories } from '@lottery/contracts';
import { renderAccountRoute } from '../../../test/account-area';
import { fakeApi } from '../../../test/fake-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const playNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const example = (name: string) =>
  screen.getByRole('article', { name }).querySelector('p:last-child')?.textContent;

describe('/game/{id}/tutorial', () => {
  it('has the basic rules and a tab per play category of the betting page', async () => {
    fakeApi({});
    renderAccountRoute('/game/110/tutorial');

    expect(await screen.findByRole('heading', { level: 1, name: '玩法说明' })).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '基本规则',
      ...playCategories.map((category) => category.name),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '基本规则' })).toBeDefined();
    expect(
      screen.getByText('特码为 49 时为和局，特码两面、半波、合肖、家禽野兽的注单退还本金。'),
    ).toBeDefined();
  });

  it('explains each play with an example the settlement rule judges', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00+08:00'));
    fakeApi({});
    const { router } = renderAccountRoute('/game/110/tutorial');

    const tab = await screen.findByRole('tab', { name: '连码' });
    await act(async () => {
      fireEvent.click(tab);
    });
    expect(router.state.location.search).toBe('?tab=lianma');
    expect(playNames()).toEqual(['三全中', '三中二', '二全中', '二中特', '特串', '四全中']);
    expect(example('三中二')).toBe(
      '例投注「三中二 03,15,49」：03、15 是正码，49 未开出，为中二，中奖：三中二（中二）',
    );
    expect(example('二中特')).toBe(
      '例投注「二中特 22,27」：22 是正码、27 是特码，为中特，中奖：二中特（中特）',
    );
    expect(example('三全中')).toBe('例投注「三全中 03,15,22」：03、15、22 都是正码，中奖');
    // The example draw, with the animals of 马 2026: 27 is 龙.
    const draw = screen.getByRole('list', { name: '示例开奖号码' });
    expect(
      within(draw)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['03龙', '08猪', '15龙', '22鸡', '36羊', '41虎', '+27龙']);

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '特肖' }));
    });
    expect(playNames()).toEqual(['特肖']);
    expect(example('特肖')).toBe('例投注「特肖 龙」：特码 27 属龙，中奖');

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '自选不中' }));
    });
    expect(playNames()).toEqual(['五不中', '六不中', '七不中', '八不中', '九不中', '十不中']);
  });

  it('says 暂无数据 for a game that is not a lottery of the site', async () => {
    fakeApi({});
    renderAccountRoute('/game/999/tutorial');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
