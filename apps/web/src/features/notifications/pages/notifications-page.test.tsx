import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PushMessage } from '@lottery/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/session';
import { memberProfile, messageOf } from '../../../test/account-fixtures';
import { renderAccountRoute } from '../../../test/account-area';
import { setUpInfiniteScrollTests } from '../../../test/infinite-scroll';
import { setUpPageTests } from '../../../test/toasts';
import { apiError, fakeApi } from '../../../test/fake-api';
import type { FakeCall } from '../../../test/fake-api';

const { lastToast } = setUpPageTests();

setUpInfiniteScrollTests();

/** A member's inbox on the fake server: reading and removing change it. */
const inbox = (count: number, unread: number) => {
  let messages: PushMessage[] = Array.from({ length: count }, (_, index) =>
    messageOf(index + 1, { isRead: index < unread ? 0 : 1 }),
  );
  const page = ({ params }: FakeCall) => {
    const number = Number(params.get('page'));
    const rows = Number(params.get('rows'));
    return {
      data: messages.slice((number - 1) * rows, number * rows),
      totalCount: messages.length,
      unReadCount: messages.filter((message) => message.isRead === 0).length,
    };
  };
  const api = fakeApi({
    'GET /app-api/api/pushMessage/queryAll': page,
    'GET /app-api/api/pushMessage/modifyReadStatus': ({ params }: FakeCall) => {
      const id = Number(params.get('id'));
      messages = messages.map((message) =>
        message.id === id ? { ...message, isRead: 1 } : message,
      );
      return null;
    },
    'GET /app-api/api/pushMessage/remove': ({ params }: FakeCall) => {
      const id = Number(params.get('id'));
      messages = messages.filter((message) => message.id !== id);
      return null;
    },
  });
  return api;
};

const items = () => within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('listitem');
const itemNamed = (title: string) => {
  const item = items().find((candidate) => candidate.textContent?.includes(title));
  if (!item) throw new Error(`no message ${title}`);
  return item;
};

describe('/notifications', () => {
  it('lists the messages page by page, marks the unread, and ends with 没有更多数据了', async () => {
    const api = inbox(25, 3);
    renderAccountRoute('/notifications');

    expect(await screen.findByText('没有更多数据了')).toBeDefined();
    expect(items()).toHaveLength(25);
    expect(screen.getByText('3条未读')).toBeDefined();
    expect(screen.getByRole('button', { name: '未读 系统通知1' })).toBeDefined();
    expect(screen.getByRole('button', { name: '系统通知4' })).toBeDefined();
    // Shown as YYYY/MM/DD HH:mm in the phone's own time zone.
    const shown = dayjs('2026-03-04T05:06:00.000Z').format('YYYY/MM/DD HH:mm');
    expect(shown).toMatch(/^2026\/03\/0[45] \d\d:06$/);
    expect(screen.getAllByText(shown)).toHaveLength(25);
    const pages = api
      .callsTo('GET /app-api/api/pushMessage/queryAll')
      .map((call) => [call.params.get('page'), call.params.get('rows')]);
    expect(pages).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('says 暂无数据 for an empty inbox', async () => {
    inbox(0, 0);
    renderAccountRoute('/notifications');

    expect(await screen.findByText('暂无数据')).toBeDefined();
    expect(screen.queryByText('没有更多数据了')).toBeNull();
  });

  it('reads a message when tapped: its dot, the count and the profile badge go down', async () => {
    const api = inbox(5, 2);
    const { queryClient } = renderAccountRoute('/notifications');
    // The profile (and its unread badge) is cached, as after a visit to /profile.
    queryClient.setQueryData(profileQueryKey, memberProfile({ unReadCount: 2 }));
    const unread = await screen.findByRole('button', { name: '未读 系统通知1' });

    await act(async () => {
      fireEvent.click(unread);
    });

    expect(
      await screen.findByText('第1条消息的内容', { selector: 'p[class*="detailText"]' }),
    ).toBeDefined();
    await waitFor(() =>
      expect(api.callsTo('GET /app-api/api/pushMessage/modifyReadStatus')).toHaveLength(1),
    );
    expect(api.callsTo('GET /app-api/api/pushMessage/modifyReadStatus')[0]?.params.get('id')).toBe(
      '1',
    );
    expect(screen.getByRole('button', { name: '系统通知1' })).toBeDefined();
    expect(screen.getByText('1条未读')).toBeDefined();
    expect(
      queryClient.getQueryData<ReturnType<typeof memberProfile>>(profileQueryKey)?.unReadCount,
    ).toBe(1);
  });

  it('does not mark an already read message again', async () => {
    const api = inbox(3, 0);
    renderAccountRoute('/notifications');
    const read = await screen.findByRole('button', { name: '系统通知2' });

    await act(async () => {
      fireEvent.click(read);
    });

    expect(await screen.findByRole('dialog')).toBeDefined();
    expect(api.callsTo('GET /app-api/api/pushMessage/modifyReadStatus')).toHaveLength(0);
  });

  it('removes a message with the swipe action', async () => {
    const api = inbox(3, 1);
    renderAccountRoute('/notifications');
    await screen.findByText('没有更多数据了');

    await act(async () => {
      fireEvent.click(within(itemNamed('系统通知2')).getByRole('button', { name: '删除' }));
    });

    await waitFor(() => expect(items()).toHaveLength(2));
    expect(api.callsTo('GET /app-api/api/pushMessage/remove')[0]?.params.get('id')).toBe('2');
    expect(screen.queryByText('系统通知2')).toBeNull();
  });

  it('removes the open message with its 删除 button', async () => {
    const api = inbox(3, 1);
    renderAccountRoute('/notifications');
    const first = await screen.findByRole('button', { name: '未读 系统通知1' });
    await act(async () => {
      fireEvent.click(first);
    });
    const dialog = await screen.findByRole('dialog');

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    });

    await waitFor(() => expect(items()).toHaveLength(2));
    expect(api.callsTo('GET /app-api/api/pushMessage/remove')[0]?.params.get('id')).toBe('1');
    expect(screen.queryByText('1条未读')).toBeNull();
  });

  it('keeps a message the server would not remove, and says why', async () => {
    const api = inbox(2, 0);
    api.route('GET /app-api/api/pushMessage/remove', () =>
      apiError(404, 'MSG/NOT_FOUND', '消息不存在'),
    );
    renderAccountRoute('/notifications');
    await screen.findByText('没有更多数据了');

    await act(async () => {
      fireEvent.click(within(itemNamed('系统通知1')).getByRole('button', { name: '删除' }));
    });

    await waitFor(() => expect(lastToast()).toBe('消息不存在'));
    expect(items()).toHaveLength(2);
  });
});
