import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError, file } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import {
  galleryServer,
  groupCalls,
  groupOf,
  groupsUnder,
  oldTime,
} from '../testing/gallery-fixtures';

const { toastShow } = setUpPageTests({ signedIn: false });

setUpInfiniteScrollTests();

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const cardNames = () =>
  within(screen.getByRole('list', { name: '图纸列表' }))
    .getAllByRole('listitem')
    .map((card) => card.querySelector('button > span:nth-child(2)')?.textContent);

const letters = () => screen.getByRole('group', { name: '字母索引' });
const types = () => screen.getByRole('group', { name: '图纸类型' });
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

/** Switching a filter: the click, then the calls it makes. */
const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** What the calls asked, without the fields every call has. */
const asked = (calls: Record<string, string>[]) =>
  calls.map(({ initials, popular, page, groupType, gameId, searchText }) => ({
    gameId,
    groupType,
    initials,
    popular,
    page,
    searchText,
  }));

/** Popular groups (filed under A, before the letters the walks below start at). */
const popular = (count: number, extra = {}) =>
  groupsUnder('A', count, { popular: true, ...extra }).map((group, index) => ({
    ...group,
    name: `热门图${index + 1}`,
  }));

describe('/gallery', () => {
  it('shows the game tabs, AD08, the search box, and 热门 of the first game on colour charts', async () => {
    const api = galleryServer([
      ...popular(2),
      groupOf('A', 'A图', { gameTurn: '2026088' }),
      groupOf('B', 'B图'),
    ]);
    renderAccountRoute('/gallery');

    expect(await screen.findByRole('heading', { level: 1, name: '图库' })).toBeDefined();
    await screen.findByText('没有更多数据了');
    // Named as the home names them, in the gallery order; 90 is not in home_lottery_setting.
    const tabTitles = [...document.querySelectorAll('.adm-tabs-tab')].map((tab) => tab.textContent);
    expect(tabTitles).toEqual(['新澳门六合彩', '彩种90', '香港六合彩']);
    expect(screen.getByPlaceholderText('請輸入您要查找的图纸名称')).toBeDefined();
    expect(document.querySelector('[data-ad="AD08"] img')?.getAttribute('src')).toBe(
      '/sys-upload/ad08.svg',
    );
    expect(pressed(types())).toEqual(['彩色']);
    expect(pressed(letters())).toEqual(['热门']);
    // 全部, 热门, then the initials that have groups.
    await waitFor(() =>
      expect(
        within(letters())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['全部', '热门', 'A', 'B']),
    );
    expect(cardNames()).toEqual(['热门图1', '热门图2']);
    expect(screen.getAllByText('第2026327期')).toHaveLength(2);
    expect(asked(groupCalls(api))).toEqual([
      {
        gameId: '110',
        groupType: '1',
        initials: undefined,
        popular: '1',
        page: '1',
        searchText: undefined,
      },
    ]);
    expect(groupCalls(api)[0]?.rows).toBe('30');
  });

  it('loads AD08 first and removes the server-drawn first view once AD08 and the grid have drawn', async () => {
    const bootShell = document.createElement('div');
    bootShell.id = 'boot-shell';
    document.body.append(bootShell);
    galleryServer(popular(1));
    renderAccountRoute('/gallery');

    await screen.findByRole('list', { name: '图纸列表' });
    const ad = document.querySelector<HTMLImageElement>('[data-ad="AD08"] img');
    expect(ad?.getAttribute('loading')).toBe('eager');
    expect(ad?.getAttribute('fetchpriority')).toBe('high');
    // The grid is there, AD08 is not painted yet: the first view stays.
    expect(document.getElementById('boot-shell')).not.toBeNull();
    fireEvent.load(ad!);
    expect(document.getElementById('boot-shell')).toBeNull();
  });

  it('removes the first view at once when AD08 is off, once the grid has drawn', async () => {
    const bootShell = document.createElement('div');
    bootShell.id = 'boot-shell';
    document.body.append(bootShell);
    galleryServer(popular(1), {
      routes: { 'GET /sys-upload/data/json/template_ads.json': () => file([]) },
    });
    renderAccountRoute('/gallery');

    await screen.findByRole('list', { name: '图纸列表' });
    await waitFor(() => expect(document.getElementById('boot-shell')).toBeNull());
  });

  it('gives every thumbnail a 3:4 box before it loads, lazy below the first rows', async () => {
    galleryServer(popular(9));
    renderAccountRoute('/gallery');

    await screen.findByText('没有更多数据了');
    const images = [...screen.getByRole('list', { name: '图纸列表' }).querySelectorAll('img')];
    expect(images).toHaveLength(9);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array(6).fill('eager'),
      ...Array(3).fill('lazy'),
    ]);
    expect((images[0]!.parentElement as HTMLElement).style.aspectRatio).toBe('0.75');
    expect(images[0]!.getAttribute('src')).toMatch(/^\/sys-upload\/gallery\/group-\d+-thumb\.png$/);
  });

  it('shows 已更新 only on groups updated less than 86.4 s ago', async () => {
    const now = Math.floor(Date.now() / 1000);
    galleryServer([
      ...popular(1, { updatedTime: now - 10 }),
      ...popular(1, { updatedTime: now - 100 }),
      ...popular(1, { updatedTime: oldTime }),
    ]);
    renderAccountRoute('/gallery');

    await screen.findByText('没有更多数据了');
    const cards = within(screen.getByRole('list', { name: '图纸列表' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).queryByText('已更新') !== null)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refetches page 1 when the type or the letter changes', async () => {
    const api = galleryServer([
      ...popular(2),
      ...popular(1, { groupType: 2 }),
      ...groupsUnder('C', 2),
      ...groupsUnder('C', 3, { groupType: 2 }),
    ]);
    renderAccountRoute('/gallery');
    await screen.findByText('没有更多数据了');

    await tap(within(types()).getByRole('button', { name: '黑白' }));
    await waitFor(() => expect(cardNames()).toEqual(['热门图1']));
    expect(pressed(types())).toEqual(['黑白']);
    expect(asked(groupCalls(api)).at(-1)).toMatchObject({
      groupType: '2',
      popular: '1',
      page: '1',
    });

    await tap(await within(letters()).findByRole('button', { name: 'C' }));
    await waitFor(() => expect(cardNames()).toEqual(['C图1', 'C图2', 'C图3']));
    expect(pressed(letters())).toEqual(['C']);
    // The type stays.
    expect(pressed(types())).toEqual(['黑白']);
    expect(asked(groupCalls(api)).at(-1)).toMatchObject({
      groupType: '2',
      initials: 'C',
      popular: '0',
      page: '1',
    });
    await screen.findByText('没有更多数据了');

    // Back to colour: C's colour groups, again from page 1.
    await tap(within(types()).getByRole('button', { name: '彩色' }));
    await waitFor(() => expect(cardNames()).toEqual(['C图1', 'C图2']));
    await screen.findByText('没有更多数据了');
    expect(asked(groupCalls(api)).at(-1)).toMatchObject({
      groupType: '1',
      initials: 'C',
      page: '1',
    });
  });

  it('a new game tab resets the type to 彩色 and the letter to 热门', async () => {
    const api = galleryServer([
      ...popular(1),
      ...groupsUnder('B', 1, { groupType: 2 }),
      ...popular(2, { gameId: 70 }),
    ]);
    renderAccountRoute('/gallery');
    await screen.findByText('没有更多数据了');
    await tap(within(types()).getByRole('button', { name: '黑白' }));
    await tap(await within(letters()).findByRole('button', { name: 'B' }));
    await waitFor(() => expect(cardNames()).toEqual(['B图1']));

    await tap(screen.getByText('香港六合彩'));

    await waitFor(() => expect(cardNames()).toEqual(['热门图1', '热门图2']));
    expect(pressed(types())).toEqual(['彩色']);
    expect(pressed(letters())).toEqual(['热门']);
    expect(asked(groupCalls(api)).at(-1)).toEqual({
      gameId: '70',
      groupType: '1',
      initials: undefined,
      popular: '1',
      page: '1',
      searchText: undefined,
    });
  });

  it('sends the search trimmed, over every initial when it was on 热门', async () => {
    const api = galleryServer([
      ...popular(2),
      groupOf('J', '金牌图'),
      groupOf('J', '九肖图'),
      groupOf('X', '新金牌'),
    ]);
    renderAccountRoute('/gallery');
    await screen.findByText('没有更多数据了');

    const box = screen.getByPlaceholderText('請輸入您要查找的图纸名称');
    fireEvent.change(box, { target: { value: '  金牌 ' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });

    await waitFor(() => expect(cardNames()).toEqual(['金牌图', '新金牌']));
    expect(pressed(letters())).toEqual(['全部']);
    const searched = groupCalls(api).filter((call) => call.searchText !== undefined);
    expect(searched.map((call) => [call.searchText, call.initials, call.popular])).toEqual([
      ['金牌', 'J', '0'],
      ['金牌', 'X', '0'],
    ]);
    // The initials to walk came from the names that match.
    const names = api.callsTo('GET /app-api/gallery/group-name');
    expect(names.map((call) => call.params.get('searchText'))).toContain('金牌');
    // The letter index still shows every initial of the game.
    expect(
      within(letters())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['全部', '热门', 'A', 'J', 'X']);
  });

  it('asks for no groups when the search matches no name', async () => {
    const api = galleryServer([...popular(1), groupOf('J', '金牌图')]);
    renderAccountRoute('/gallery');
    await screen.findByText('没有更多数据了');
    const before = groupCalls(api).length;

    const box = screen.getByPlaceholderText('請輸入您要查找的图纸名称');
    fireEvent.change(box, { target: { value: '不存在' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(groupCalls(api)).toHaveLength(before);
  });

  it('loads the next initial when one is done, skipping an initial that returns nothing', async () => {
    // B and D are listed by group-name but answer nothing.
    const api = galleryServer(
      [...groupsUnder('A', 3), ...groupsUnder('C', 2), ...groupsUnder('E', 1)],
      {
        extraInitials: ['B', 'D'],
      },
    );
    renderAccountRoute('/gallery');
    await screen.findByText('暂无数据');

    await tap(await within(letters()).findByRole('button', { name: 'C' }));

    await waitFor(() => expect(cardNames()).toEqual(['C图1', 'C图2', 'E图1']));
    await screen.findByText('没有更多数据了');
    const walked = groupCalls(api).filter((call) => call.popular === '0');
    expect(walked.map((call) => `${call.initials}${call.page}`)).toEqual(['C1', 'D1', 'E1']);
  });

  it('全部 fills the first load across initials up to 30, then pages on initial by initial', async () => {
    const api = galleryServer(
      [...groupsUnder('A', 12), ...groupsUnder('C', 25), ...groupsUnder('D', 40)],
      { extraInitials: ['B'] },
    );
    renderAccountRoute('/gallery');
    await screen.findByText('暂无数据');

    await tap(within(letters()).getByRole('button', { name: '全部' }));

    await waitFor(() => expect(cardNames()).toHaveLength(77), { timeout: 5000 });
    await screen.findByText('没有更多数据了');
    const walked = groupCalls(api).filter((call) => call.popular === '0');
    // Load 1: A (12) + B (nothing) + C (25) = 37 ≥ 30; then D page 1 and D page 2.
    expect(walked.map((call) => `${call.initials}${call.page}`)).toEqual([
      'A1',
      'B1',
      'C1',
      'D1',
      'D2',
    ]);
    expect(cardNames().slice(10, 14)).toEqual(['A图11', 'A图12', 'C图1', 'C图2']);
  });

  it('opens the detail of a group from its card', async () => {
    const [group] = popular(1, { gameId: 110 });
    galleryServer([group!]);
    const { router } = renderAccountRoute('/gallery');
    await screen.findByText('没有更多数据了');

    await tap(screen.getByRole('button', { name: /热门图1/ }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/gallery-detail/110/${group!.groupId}`),
    );
  });

  it('only logs a failure: the grid says 暂无数据 and no toast shows', async () => {
    galleryServer([], {
      routes: { 'GET /app-api/gallery/group': () => apiError(500, 'SYS/INTERNAL', '系统繁忙') },
    });
    renderAccountRoute('/gallery');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0]?.[0])).toContain('gallery');
    expect(toastShow()).not.toHaveBeenCalled();
  });

  it('walks every letter when the initials cannot be read', async () => {
    const api = galleryServer([...groupsUnder('A', 1), ...groupsUnder('C', 1)], {
      routes: {
        'GET /app-api/gallery/group-name': () => apiError(500, 'SYS/INTERNAL', '系统繁忙'),
      },
    });
    renderAccountRoute('/gallery');
    await screen.findByText('暂无数据');

    await tap(within(letters()).getByRole('button', { name: '全部' }));

    await waitFor(() => expect(cardNames()).toEqual(['A图1', 'C图1']));
    await screen.findByText('没有更多数据了');
    const walked = groupCalls(api).filter((call) => call.popular === '0');
    expect(walked).toHaveLength(26);
  });
});
