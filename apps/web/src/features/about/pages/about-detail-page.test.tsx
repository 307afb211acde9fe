import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoute } from '../../../test/account-area';
import { fakeApi, file } from '../../../test/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { hacked?: boolean }).hacked;
});

const about = {
  pages: [
    {
      slug: 'user-agreement',
      title: '用户协议',
      content:
        '<h2>用户协议</h2><p>欢迎使用本站。</p>' +
        '<script>window.hacked = true</script>' +
        '<img src="x" onerror="window.hacked = true">' +
        '<a href="javascript:window.hacked=true">点我</a>' +
        '<iframe src="https://evil.example"></iframe>',
    },
    { slug: 'contact-us', title: '联系我们', content: '<p>客服微信：caimin_service</p>' },
    { slug: 'privacy-agreement', title: '隐私协议', content: '<p>我们重视您的隐私。</p>' },
  ],
};

describe('/about', () => {
  it('lists the three pages of about.json and opens one', async () => {
    fakeApi({ 'GET /sys-upload/data/json/about.json': () => file(about) });
    const { router } = renderAccountRoute('/about');

    expect(await screen.findByText('用户协议')).toBeDefined();
    expect(screen.getByText('联系我们')).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByText('隐私协议'));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/about/privacy-agreement'));
    expect(await screen.findByText('我们重视您的隐私。')).toBeDefined();
  });

  it('renders a page sanitized: no script, no event handler, no javascript: link', async () => {
    fakeApi({ 'GET /sys-upload/data/json/about.json': () => file(about) });
    renderAccountRoute('/about/user-agreement');

    const article = await screen.findByTestId('about-content');
    expect(article.textContent).toContain('欢迎使用本站。');
    expect(screen.getByRole('heading', { level: 1, name: '用户协议' })).toBeDefined();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('iframe')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(article.querySelector('a')?.getAttribute('href')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says 暂无数据 for an unknown page', async () => {
    fakeApi({ 'GET /sys-upload/data/json/about.json': () => file(about) });
    renderAccountRoute('/about/nothing-here');

    expect(await screen.findByText('暂无数据')).toBeDefined();
  });
});
