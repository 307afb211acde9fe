import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodiacPoll } from '@lottery/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../test/session';
import { apiError, fakeApi } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { forgetVisibleToast } from '../../../lib/toast';
import { renderWithRouter } from '../testing/render-card';
import { groupOf, itemOf, layoutSamples, templateOf } from '../testing/template-fixtures';
import { TemplateCard } from './template-card';

const { lastToast, toastShow } = setUpPageTests({ signedIn: false });

beforeEach(() => {
  forgetVisibleToast();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const tap = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const sample = (code: string) => {
  const found = layoutSamples().find((template) => template.templateCode === code);
  if (!found) throw new Error(code);
  return found;
};

const rows = (card: HTMLElement) => Array.from(card.querySelectorAll('[data-item-id]'));

describe('the card chrome', () => {
  it('shows the name, notes, 收藏, 查看往期记录 > and folds MB01 to 2 items', async () => {
    const template = sample('MB01');
    renderWithRouter(<TemplateCard template={template} />);
    const card = await screen.findByRole('article', { name: template.name });
    await waitFor(() => expect(rows(card)).toHaveLength(8));
    expect(within(card).getByText('独家')).toBeDefined();
    expect(within(card).getByRole('button', { name: '收藏' })).toBeDefined();
    expect(within(card).getByRole('link', { name: '查看往期记录 >' }).getAttribute('href')).toBe(
      `/template/110/${template.id}`,
    );
    // Items are issues: '{title}期'; a '*' note is red; a hit is highlighted (activeCover).
    expect(within(card).getByText('2026120期')).toBeDefined();
    expect(within(card).getByText('*等待开奖').className).toMatch(/red/);
    expect(card.querySelector('[data-active-cover="1"]')).not.toBeNull();

    await tap(within(card).getByRole('button', { name: /收起/ }));
    expect(rows(card)).toHaveLength(2);
    await tap(within(card).getByRole('button', { name: /展开/ }));
    expect(rows(card)).toHaveLength(8);
  });

  it('folds the data sheets to 5 and SYMB to its first 6 parts', async () => {
    renderWithRouter(
      <>
        <TemplateCard template={sample('MB05')} />
        <TemplateCard
          template={templateOf(9, 'SYMB', [
            groupOf(1, 'g', [itemOf(1, { content: '一 二 三 四 五 六 七 八' }), itemOf(2)]),
          ])}
        />
      </>,
    );
    const sheet = await screen.findByRole('article', { name: sample('MB05').name });
    await waitFor(() => expect(rows(sheet)).toHaveLength(8));
    await tap(within(sheet).getByRole('button', { name: /收起/ }));
    expect(rows(sheet)).toHaveLength(5);

    const symb = screen.getByRole('article', { name: 'SYMB 资料' });
    await waitFor(() => expect(rows(symb)).toHaveLength(2));
    await tap(within(symb).getByRole('button', { name: /收起/ }));
    expect(rows(symb)).toHaveLength(1);
    expect(symb.textContent).toContain('一 二 三 四 五 六');
    expect(symb.textContent).not.toContain('七');
  });

  it('sanitizes HTML and links templateType 0 items to a chat room', async () => {
    const template = templateOf(3, 'TYMB', [
      groupOf(1, 'g', [
        itemOf(1, {
          content: '<img src=x onerror="alert(1)"><script>alert(2)</script><b>心水</b>',
        }),
        itemOf(2, { content: '进入聊天室', templateType: 0 }),
      ]),
    ]);
    renderWithRouter(<TemplateCard template={template} />);
    const card = await screen.findByRole('article', { name: 'TYMB 资料' });
    await within(card).findByText('心水');
    expect(card.innerHTML).not.toContain('onerror');
    expect(card.innerHTML).not.toContain('<script');
    expect(within(card).getByRole('link', { name: '进入聊天室' }).getAttribute('href')).toBe(
      '/chat-rooms',
    );
  });
});

describe('ad cards', () => {
  it('AD14 shows its banner bare and opens its in-site link in the app', async () => {
    const template = templateOf(8, 'AD14', [
      groupOf(1, 'g', [
        itemOf(1, { content: '<a href="/chat-rooms"><img src="/x.png" alt="加入聊天室"></a>' }),
      ]),
    ]);
    const { router } = renderWithRouter(<TemplateCard template={template} />);
    const banner = await screen.findByRole('img', { name: '加入聊天室' });
    expect(screen.queryByRole('button', { name: '收藏' })).toBeNull();
    await tap(banner);
    expect(router.state.location.pathname).toBe('/chat-rooms');
  });
});

describe('zodiac layouts', () => {
  it('MB09 lights the label holding the note’s animal; MB11 its season', async () => {
    const items = [itemOf(1, { title: '2026119', note: '鸡', content3: '鸡', hit: 1 })];
    renderWithRouter(
      <>
        <TemplateCard template={templateOf(1, 'MB09', [groupOf(1, 'g', items)])} />
        <TemplateCard template={templateOf(2, 'MB11', [groupOf(2, 'g', items)])} />
        <TemplateCard template={templateOf(3, 'MB10', [groupOf(3, 'g', items)])} />
      </>,
    );
    const lit = async (name: string) => {
      const card = await screen.findByRole('article', { name });
      await waitFor(() => expect(card.querySelector('[data-lit]')).not.toBeNull());
      return Array.from(card.querySelectorAll('[data-lit]')).map((label) => label.textContent);
    };
    expect(await lit('MB09 资料')).toEqual(['琴鸡兔蛇']);
    expect(await lit('MB11 资料')).toEqual(['春鸡兔蛇']);
    expect(await lit('MB10 资料')).toEqual(['女肖兔蛇羊鸡猪']);
  });

  it('MB13 lights the numbers the note names; MB16 marks 合数小 or 合数大', async () => {
    renderWithRouter(
      <>
        <TemplateCard
          template={templateOf(1, 'MB13', [
            groupOf(1, 'g', [itemOf(1, { title: '1', content: '03 15 27', note: '15' })]),
          ])}
        />
        <TemplateCard
          template={templateOf(2, 'MB16', [
            groupOf(2, 'g', [
              itemOf(2, { title: '1', content: '合数大', note: '9' }),
              itemOf(3, { title: '2', content: '合数小', note: '4' }),
              itemOf(4, { title: '3', content: '合数小', note: '*待开' }),
            ]),
          ])}
        />
      </>,
    );
    const mb13 = await screen.findByRole('article', { name: 'MB13 资料' });
    await waitFor(() =>
      expect(Array.from(mb13.querySelectorAll('[data-lit]')).map((n) => n.textContent)).toEqual([
        '15',
      ]),
    );
    const mb16 = screen.getByRole('article', { name: 'MB16 资料' });
    await waitFor(() => expect(rows(mb16)).toHaveLength(3));
    expect(rows(mb16).map((row) => row.querySelector('[data-lit]')?.textContent ?? null)).toEqual([
      '合数大',
      '合数小',
      null,
    ]);
  });
});

describe('posts and tables', () => {
  it('MB24 shows badges and subName types, and links posts to the detail page', async () => {
    const template = sample('MB24');
    renderWithRouter(<TemplateCard template={template} />);
    const card = await screen.findByRole('article', { name: template.name });
    await within(card).findAllByText('精');
    expect(within(card).getByText('高手贴')).toBeDefined();
    expect(within(card).getByText('置顶')).toBeDefined();
    expect(within(card).getByLabelText('热帖')).toBeDefined();
    const first = template.groups[0]!.items[0]!;
    expect(
      within(card)
        .getAllByRole('link')
        .some(
          (link) =>
            link.getAttribute('href') === `/template/110/${template.id}?templateId=${first.id}`,
        ),
    ).toBe(true);
  });

  it('a post with templateType 0 opens the chat room (one link, none nested)', async () => {
    const template = templateOf(6, 'MB24', [
      groupOf(1, 'g', [itemOf(1, { title: '2026120', content: '聊天室开讲', templateType: 0 })]),
    ]);
    renderWithRouter(<TemplateCard template={template} />);
    const card = await screen.findByRole('article', { name: 'MB24 资料' });
    const post = await within(card).findByRole('link', { name: /聊天室开讲/ });
    expect(post.getAttribute('href')).toBe('/chat-rooms');
    expect(card.querySelector('a a')).toBeNull();
  });

  it('MB42 starts on the item with the highest sort; MB38 shows one item of 3 groups', async () => {
    renderWithRouter(
      <>
        <TemplateCard template={sample('MB42')} />
        <TemplateCard template={sample('MB38')} />
      </>,
    );
    const mb42 = await screen.findByRole('article', { name: sample('MB42').name });
    const sortBar = await within(mb42).findByRole('tablist', { name: '排序' });
    expect(within(sortBar).getByRole('tab', { selected: true }).textContent).toBe('2026119期');
    const mb38 = screen.getByRole('article', { name: sample('MB38').name });
    await waitFor(() => expect(rows(mb38)).toHaveLength(3));
  });
});

describe('locks', () => {
  it('MB37 locked for login: the overlay says so and goes to /auth/login', async () => {
    const { router } = renderWithRouter(<TemplateCard template={sample('MB37')} />);
    const overlay = await screen.findByRole('button', { name: '登陆后可以解锁查看！' });
    // Behind its lock MB37 has nothing to fold.
    expect(screen.queryByRole('button', { name: /收起/ })).toBeNull();
    await tap(overlay);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('a recharge-locked row says 请充值任意金额开通VIP！ and goes to /recharge', async () => {
    const template = templateOf(5, 'MB01', [
      groupOf(1, 'g', [
        itemOf(1, { title: '1', requireRecharge: 1, locked: 'recharge' }),
        itemOf(2, { title: '2', content: '鼠牛' }),
      ]),
    ]);
    const { router } = renderWithRouter(<TemplateCard template={template} />);
    await tap(await screen.findByRole('button', { name: '请充值任意金额开通VIP！' }));
    expect(router.state.location.pathname).toBe('/recharge');
  });
});

describe('favourites', () => {
  it('tells a visitor 请先登录 once while it shows, and sends nothing', async () => {
    const api = fakeApi({});
    renderWithRouter(<TemplateCard template={sample('MB01')} />);
    const star = await screen.findByRole('button', { name: '收藏' });
    await tap(star);
    await tap(star);
    expect(lastToast()).toBe('请先登录');
    expect(toastShow()).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /app-api/game-document/template/toggle-like')).toHaveLength(0);
  });

  it('a member’s star turns 已收藏 at once and the call is sent', async () => {
    signInForTest();
    const template = sample('MB01');
    const api = fakeApi({
      'POST /app-api/game-document/template/toggle-like': () => ({
        templateId: template.id,
        like: 1,
        likeCount: 1,
      }),
    });
    const { queryClient } = renderWithRouter(<TemplateCard template={template} />);
    queryClient.setQueryData(['templates', 'list', 110, '', 'x'], {
      pages: [{ data: [template], totalCount: 1 }],
      pageParams: [1],
    });
    await tap(await screen.findByRole('button', { name: '收藏' }));
    expect(api.callsTo('POST /app-api/game-document/template/toggle-like')[0]?.json).toEqual({
      templateId: template.id,
      like: 1,
    });
    const cached = queryClient.getQueryData<{ pages: { data: { like: number }[] }[] }>([
      'templates',
      'list',
      110,
      '',
      'x',
    ]);
    expect(cached?.pages[0]?.data[0]?.like).toBe(1);
  });
});

describe('zodiac poll', () => {
  const poll = (optionId: number | null): ZodiacPoll => ({
    id: 77,
    templateId: 4,
    pollStatus: 1,
    gameTurn: '2026120',
    optionId,
    pollOptions: [
      { option_id: 1, option_text: '鼠', option_value: '鼠', option_vote: 2 },
      { option_id: 2, option_text: '牛', option_value: '牛', option_vote: 0 },
    ],
  });

  it('asks for an option, votes once (投票成功！), then refuses (您已经投票过了！)', async () => {
    signInForTest();
    let current = poll(null);
    const api = fakeApi({
      'GET /app-api/game-document/template/4/vote': () => current,
      'POST /app-api/game-document/template/vote': () => {
        current = poll(2);
        return null;
      },
    });
    renderWithRouter(
      <TemplateCard template={templateOf(4, 'MB01', [groupOf(1, 'g', [])], { hasPoll: true })} />,
    );
    const vote = await screen.findByRole('button', { name: '投票' });
    await tap(vote);
    expect(lastToast()).toBe('请先选择投票内容！');
    await tap(screen.getByRole('button', { name: /牛/ }));
    await tap(vote);
    await waitFor(() => expect(lastToast()).toBe('投票成功！'));
    expect(api.callsTo('POST /app-api/game-document/template/vote')[0]?.json).toEqual({
      documentId: 77,
      optionId: 2,
      vote: 1,
    });
    await tap(await screen.findByRole('button', { name: '已投票' }));
    expect(lastToast()).toBe('您已经投票过了！');
    expect(api.callsTo('POST /app-api/game-document/template/vote')).toHaveLength(1);
  });

  it('shows the server’s message when it refuses a vote', async () => {
    signInForTest();
    fakeApi({
      'GET /app-api/game-document/template/4/vote': () => poll(null),
      'POST /app-api/game-document/template/vote': () =>
        apiError(400, 'TPL/ALREADY_VOTED', '您已经投票过了！'),
    });
    renderWithRouter(
      <TemplateCard template={templateOf(4, 'MB01', [groupOf(1, 'g', [])], { hasPoll: true })} />,
    );
    await tap(await screen.findByRole('button', { name: /鼠/ }));
    await tap(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(lastToast()).toBe('您已经投票过了！'));
  });
});
