import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPublishingPaths as paths } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import {
  adminError,
  fakeAdminApi,
  renderPage,
  signInAs,
  stubScreenWidth,
} from '../finance/test-kit';
import { GalleryPage } from './gallery-page';
import { galleryGroup, games, modalTitled, pageOf, spaced } from './test-fixtures';

const groupsCall = `GET ${paths.galleryGroups}`;
const saveCall = `POST ${paths.saveGalleryGroup}`;

const routes = () => ({
  [`GET ${paths.games}`]: () => games,
  [`GET ${paths.galleryCategories}`]: () => [{ id: 3, name: '生肖', sort: 0 }],
  [groupsCall]: () =>
    pageOf([galleryGroup(), galleryGroup({ id: 42, name: '白小姐', enabled: false })]),
  [saveCall]: () => adminError(400, 'SYS/VALIDATION', '同名图纸已存在'),
});

const open = () => renderPage(<GalleryPage />, { url: '/gallery', route: '/gallery' });

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('图库', () => {
  it('reads the groups of the game and type, searching by name; no changes for read-only', async () => {
    signInAs('readonly');
    const api = fakeAdminApi(routes());
    open();
    expect(await screen.findByText('白小姐')).toBeTruthy();
    expect(screen.getByText('停用')).toBeTruthy();
    expect(screen.queryByRole('button', { name: spaced('新增') })).toBeNull();
    fireEvent.click(screen.getByText('黑白'));
    await waitFor(() => expect(api.callsTo(groupsCall)).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('搜索图纸'), { target: { value: '四不' } });
    fireEvent.keyDown(screen.getByLabelText('搜索图纸'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.callsTo(groupsCall)).toHaveLength(3));
    expect(Object.fromEntries(api.callsTo(groupsCall)[2]!.params)).toEqual({
      gameId: '110',
      groupType: '2',
      searchText: '四不',
      page: '1',
      size: '20',
    });
  });

  it('sends a new group and shows the server’s refusal', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('白小姐');
    fireEvent.click(screen.getByRole('button', { name: spaced('新增') }));
    const dialog = await modalTitled('新增图纸');
    fireEvent.change(within(dialog).getByLabelText('图纸名称'), { target: { value: '四不像' } });
    fireEvent.change(within(dialog).getByLabelText('首字母'), { target: { value: 's' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    expect(await screen.findByText('同名图纸已存在')).toBeTruthy();
    expect(api.callsTo(saveCall)[0]!.body).toEqual({
      gameId: 110,
      groupType: 1,
      name: '四不像',
      initials: 'S',
      popular: false,
      categoryId: null,
      chartKind: 'numbers',
      sort: 0,
      enabled: true,
    });
  });
});
