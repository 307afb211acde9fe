import { screen, waitFor } from '@testing-library/react';
import type { Template } from '@lottery/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, file } from '../../../test/fake-api';
import type { FakeCall } from '../../../test/fake-api';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { signInForTest } from '../../../test/session';
import { setUpPageTests } from '../../../test/toasts';
import { renderWithRouter } from '../testing/render-card';
import { groupOf, itemOf, templateOf } from '../testing/template-fixtures';
import { TemplateList } from './template-list';

setUpPageTests({ signedIn: false });
setUpInfiniteScrollTests();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const templates: Template[] = Array.from({ length: 45 }, (_, index) =>
  templateOf(index + 1, 'MB01', [groupOf(index + 1, 'g', [itemOf(index + 1, { title: '1' })])], {
    name: `模板${index + 1}`,
  }),
);

const pageOf = (page: number, list: Template[] = templates) => ({
  data: list.slice((page - 1) * 20, page * 20),
  totalCount: list.length,
});

const listServer = () =>
  fakeApi({
    'GET /sys-upload/data/json/template/template_110.json': () => file(pageOf(1)),
    'GET /app-api/game-document/template': ({ params }: FakeCall) =>
      pageOf(
        Number(params.get('page')),
        params.get('playCateName') ? templates.slice(0, 3) : templates,
      ),
  });

/** Paging through 45 cards renders three pages of cards: on a loaded 2-core machine that took over 5 s. */
const endOfList = { timeout: 25_000 };

const cardNames = () =>
  Array.from(document.querySelectorAll('article')).map((card) => card.getAttribute('aria-label'));

describe('the home’s template list', { timeout: 45_000 }, () => {
  it('starts from the static file for a visitor, pages on 20 at a time to 没有更多数据了', async () => {
    const api = listServer();
    renderWithRouter(<TemplateList gameId={110} category={null} />);
    await screen.findByText('没有更多数据了', undefined, endOfList);
    expect(cardNames()).toHaveLength(45);
    expect(cardNames()[0]).toBe('模板1');
    expect(api.callsTo('GET /sys-upload/data/json/template/template_110.json')).toHaveLength(1);
    const calls = api.callsTo('GET /app-api/game-document/template');
    expect(calls.map((call) => call.params.get('page'))).toEqual(['2', '3']);
    expect(calls[0]?.params.get('rows')).toBe('20');
    expect(calls[0]?.params.get('gameId')).toBe('110');
  });

  it('asks the API for a category, and for a member (their favourites and locks)', async () => {
    const api = listServer();
    renderWithRouter(<TemplateList gameId={110} category="生肖" />);
    await screen.findByText('没有更多数据了', undefined, endOfList);
    expect(cardNames()).toEqual(['模板1', '模板2', '模板3']);
    expect(api.callsTo('GET /sys-upload/data/json/template/template_110.json')).toHaveLength(0);
    expect(api.callsTo('GET /app-api/game-document/template')[0]?.params.get('playCateName')).toBe(
      '生肖',
    );
  });

  it('reads the API when a member looks', async () => {
    signInForTest();
    const api = listServer();
    renderWithRouter(<TemplateList gameId={110} category={null} />);
    await screen.findByText('没有更多数据了', undefined, endOfList);
    expect(api.callsTo('GET /sys-upload/data/json/template/template_110.json')).toHaveLength(0);
    expect(
      api.callsTo('GET /app-api/game-document/template')[0]?.headers.Authorization,
    ).toBeTruthy();
  });

  it('says 暂无数据 when the game has no templates', async () => {
    fakeApi({
      'GET /sys-upload/data/json/template/template_110.json': () =>
        file({ data: [], totalCount: 0 }),
    });
    renderWithRouter(<TemplateList gameId={110} category={null} />);
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeDefined());
  });
});
