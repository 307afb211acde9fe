import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type AdminMemberRow } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { memberDetail, pageOf } from '../finance/test-fixtures';
import { fakeAdminApi, renderPage, signInAs, stubScreenWidth } from '../finance/test-kit';
import { MembersPage } from './members-page';

const row = (): AdminMemberRow => {
  const { id, account, nickname, fullName, phone, type, isAgent, agentAccount, vipLevel } =
    memberDetail();
  const { status, balance, registeredIp, lastLoginAt, createdAt } = memberDetail();
  return {
    id,
    account,
    nickname,
    fullName,
    phone,
    type,
    isAgent,
    agentAccount,
    vipLevel,
    status,
    balance,
    registeredIp,
    lastLoginAt,
    createdAt,
  };
};

const membersCall = `GET ${adminPaths.members}`;

beforeEach(() => {
  stubScreenWidth(1280);
  signInAs('readonly');
});
afterEach(() => {
  // Unmount while the stubs are still there: antd asks matchMedia as it goes.
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('会员管理', () => {
  it('searches the chosen field for the keyword', async () => {
    const api = fakeAdminApi({ [membersCall]: () => pageOf([row()]) });
    renderPage(<MembersPage />, { url: '/members', route: '/members' });

    const link = await screen.findByText('member01');
    expect(link.closest('a')?.getAttribute('href')).toBe('/members/5');
    expect(screen.getByText('1,234.56')).toBeTruthy();
    expect(api.callsTo(membersCall)[0]?.params.get('keyword')).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText('搜索字段'));
    fireEvent.click(await screen.findByTitle('手机号'));
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 1380 ' } });
    fireEvent.click(screen.getByText(/搜\s*索/));

    await waitFor(() =>
      expect(api.callsTo(membersCall).at(-1)?.params.get('keyword')).toBe('1380'),
    );
    const params = api.callsTo(membersCall).at(-1)!.params;
    expect(params.get('field')).toBe('phone');
    expect(params.get('page')).toBe('1');
  });

  it('reads its filters, sort and page from the address', async () => {
    const api = fakeAdminApi({ [membersCall]: () => pageOf([row()], 2, 20) });
    renderPage(<MembersPage />, {
      url: '/members?keyword=%E5%BC%A0&field=fullName&status=1&sort=balance&order=asc&page=2',
      route: '/members',
    });

    await screen.findByText('member01');
    const params = api.callsTo(membersCall)[0]!.params;
    expect(Object.fromEntries(params)).toEqual({
      keyword: '张',
      field: 'fullName',
      status: '1',
      sort: 'balance',
      order: 'asc',
      page: '2',
      size: '20',
    });
    expect(screen.getByLabelText<HTMLInputElement>('关键字').value).toBe('张');
    const sorted = document.querySelector('th[aria-sort="ascending"]');
    expect(sorted?.textContent).toContain('余额');
  });
});
