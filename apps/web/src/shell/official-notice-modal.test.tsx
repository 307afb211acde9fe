import type { Notice, NoticeListFile } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, file } from '../test/fake-api';
import { OfficialNoticeModal } from './official-notice-modal';

const noticeListPath = 'GET /sys-upload/data/json/notice_list.json';

const noticeOf = (id: number, title: string, content: string): Notice => ({
  id,
  noticeTitle: title,
  noticeContent: content,
  noticeType: 1,
  redirectUrl: '',
  imageUrl: '',
  sort: id,
});

const listOf = (index_notice: Notice[]): NoticeListFile => ({
  index_notice,
  lottery_notice: [],
  roll_notice: [],
});

const twoNotices = listOf([
  noticeOf(
    1,
    '春节放假通知',
    '<p>春节期间客服<b>正常</b>值班</p><script>window.hacked = 1</script>',
  ),
  noticeOf(2, '充值渠道维护', '<p onclick="alert(1)">银行卡充值维护中</p>'),
]);

const renderAt = (path: string, notices: NoticeListFile) => {
  const api = fakeApi({ [noticeListPath]: () => file(notices) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', Component: OfficialNoticeModal }], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, ...view };
};

const closeTimeoutMs = 12_000;

const modalTitle = () => screen.queryByText('官方公告');

/** The popup's parts appear a frame after its title; wait for them before tapping. */
const element = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`${selector} not rendered yet`);
    return found;
  });

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('OfficialNoticeModal', () => {
  it('lists the index notices, the first open, their HTML sanitized', async () => {
    renderAt('/', twoNotices);

    await screen.findByText('官方公告');
    expect(screen.getByText('春节放假通知')).toBeDefined();
    expect(screen.getByText('充值渠道维护')).toBeDefined();
    const first = screen.getByText('正常').closest('p');
    expect(first?.textContent).toBe('春节期间客服正常值班');
    expect(document.querySelector('.adm-modal script')).toBeNull();
    // The second panel is closed: its content is not rendered.
    expect(screen.queryByText('银行卡充值维护中')).toBeNull();

    fireEvent.click(screen.getByText('充值渠道维护'));

    const second = await screen.findByText('银行卡充值维护中');
    expect(second.getAttribute('onclick')).toBeNull();
  });

  it('closes on 取消 and stays closed for the session', async () => {
    const view = renderAt('/', twoNotices);
    await screen.findByText('官方公告');

    fireEvent.click(screen.getByRole('button', { name: '取消' }));

    await waitFor(() => expect(modalTitle()).toBeNull(), { timeout: closeTimeoutMs });
    view.unmount();
    const again = renderAt('/', twoNotices);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(modalTitle()).toBeNull();
    expect(again.api.callsTo(noticeListPath)).toHaveLength(0);
  });

  it('closes on the × button', async () => {
    renderAt('/', twoNotices);
    await screen.findByText('官方公告');

    fireEvent.click(await element('.adm-center-popup-close'));

    // The popup leaves the page when its closing animation ends: slow on a loaded machine.
    await waitFor(() => expect(modalTitle()).toBeNull(), { timeout: closeTimeoutMs });
  });

  it('closes on the mask', async () => {
    renderAt('/', twoNotices);
    await screen.findByText('官方公告');

    fireEvent.click(await element('.adm-mask-aria-button'));

    await waitFor(() => expect(modalTitle()).toBeNull(), { timeout: closeTimeoutMs });
  });

  it('does not open without index notices', async () => {
    const { api } = renderAt('/', listOf([]));

    await waitFor(() => expect(api.callsTo(noticeListPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(modalTitle()).toBeNull();
  });

  it('does not open, nor fetch, away from the index route', async () => {
    const { api, router } = renderAt('/gallery', twoNotices);

    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(modalTitle()).toBeNull();
    expect(api.callsTo(noticeListPath)).toHaveLength(0);

    await act(() => router.navigate('/'));

    await screen.findByText('官方公告');
  });
});
