import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { apiError, fakeApi } from '../../../test/fake-api';
import { setUpPageTests } from '../../../test/toasts';
import { categoriesOf, fullArticleOf, paramsOf } from '../testing/library-fixtures';

const { toastShow } = setUpPageTests({ signedIn: false });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const [, masters] = categoriesOf();

describe('/databases/article/:id', () => {
  it('shows the article under its category’s name, its body sanitized again', async () => {
    const api = fakeApi({
      'GET /app-api/library/article': () =>
        fullArticleOf(masters!, 5, {
          title: '<b>不是标签</b>',
          coverUrl: 'images/cover.svg',
          content:
            '<h3>小标题</h3><p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src="/x.svg" onerror="steal()">',
        }),
    });
    const { container } = renderAccountRoute('/databases/article/2005');

    expect(await screen.findByRole('heading', { level: 2, name: '<b>不是标签</b>' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: '高手资料' })).toBeDefined();
    expect(screen.getByText('作者5')).toBeDefined();
    expect(screen.getByText('2026-11-28 10:15')).toBeDefined();
    expect(container.querySelector('article > img')?.getAttribute('src')).toBe(
      '/sys-upload/images/cover.svg',
    );
    const content = screen.getByTestId('library-content');
    expect(content.querySelector('h3')?.textContent).toBe('小标题');
    expect(content.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(paramsOf(api.callsTo('GET /app-api/library/article'))).toEqual([{ id: '2005' }]);
  });

  it('says 文章不存在 for an unknown article or a bad id', async () => {
    const api = fakeApi({
      'GET /app-api/library/article': () => apiError(404, 'SYS/NOT_FOUND', '文章不存在'),
    });
    const first = renderAccountRoute('/databases/article/77');
    expect(await screen.findByText('文章不存在')).toBeDefined();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    first.unmount();

    renderAccountRoute('/databases/article/abc');
    expect(await screen.findByText('文章不存在')).toBeDefined();
    expect(api.callsTo('GET /app-api/library/article')).toHaveLength(1);
  });

  it('only logs another failure: 暂无数据 with 重新加载, no toast', async () => {
    fakeApi({
      'GET /app-api/library/article': () => apiError(500, 'SYS/INTERNAL', '系统繁忙'),
    });
    renderAccountRoute('/databases/article/2005');
    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(toastShow()).not.toHaveBeenCalled();

    fakeApi({ 'GET /app-api/library/article': () => fullArticleOf(masters!, 5) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    });
    expect(await screen.findByText('正文5')).toBeDefined();
  });
});
