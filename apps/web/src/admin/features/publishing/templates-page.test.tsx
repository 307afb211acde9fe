import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPublishingPaths as paths } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { fakeAdminApi, renderPage, signInAs, stubScreenWidth } from '../finance/test-kit';
import { card, games, item, modalTitled, pageOf, spaced } from './test-fixtures';
import { TemplatesPage } from './templates-page';

const routes = () => ({
  [`GET ${paths.games}`]: () => games,
  [`GET ${paths.templates}`]: () => [card(), card({ id: 12, name: '运营卡', generated: false })],
  [`GET ${paths.template}`]: () => ({
    ...card(),
    groups: [{ id: 21, templateId: 11, groupName: '精选', sort: 0, itemCount: 1 }],
  }),
  [`GET ${paths.templateItems}`]: () => pageOf([item()]),
  [`POST ${paths.saveTemplate}`]: () => card({ id: 13 }),
  [`POST ${paths.saveTemplateItem}`]: () => item(),
});

const open = () => renderPage(<TemplatesPage />, { url: '/templates', route: '/templates' });

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('模板卡片', () => {
  it('shows a read-only operator the first game’s cards and their content, with no changes', async () => {
    signInAs('readonly');
    const api = fakeAdminApi(routes());
    open();
    expect(await screen.findByText('运营卡')).toBeTruthy();
    expect(api.callsTo(`GET ${paths.templates}`)[0]!.params.get('gameId')).toBe('110');
    expect(screen.queryByRole('button', { name: spaced('新增') })).toBeNull();
    expect(screen.queryByRole('button', { name: spaced('编辑') })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: spaced('内容') })[0]!);
    const drawer = await modalTitled('卡片内容：六肖中特', 'drawer');
    expect(await within(drawer).findByText('鼠牛虎龙马猴')).toBeTruthy();
    expect(api.callsTo(`GET ${paths.templateItems}`)[0]!.params.get('groupId')).toBe('21');
    expect(within(drawer).queryByRole('button', { name: '新增内容' })).toBeNull();
  });

  it('lets an operations operator add a card to the shown game', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('运营卡');
    fireEvent.click(screen.getByRole('button', { name: spaced('新增') }));
    const dialog = await modalTitled('新增模板卡片');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '平特一肖' } });
    fireEvent.change(within(dialog).getByLabelText('版式代码'), { target: { value: 'MB03' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.callsTo(`POST ${paths.saveTemplate}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${paths.saveTemplate}`)[0]!.body).toEqual({
      gameId: 110,
      templateCode: 'MB03',
      name: '平特一肖',
      subName: '',
      note1: '',
      note2: '',
      colorTheme: '',
      playCateName: '',
      sort: 0,
      status: 1,
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('previews an item as the member sees it, script removed, and saves it to its group', async () => {
    signInAs('super');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('运营卡');
    fireEvent.click(screen.getAllByRole('button', { name: spaced('内容') })[0]!);
    const drawer = await modalTitled('卡片内容：六肖中特', 'drawer');
    await within(drawer).findByText('鼠牛虎龙马猴');
    fireEvent.click(
      within(drawer)
        .getAllByRole('button', { name: spaced('编辑') })
        .at(-1)!,
    );
    const form = await modalTitled('编辑内容');
    fireEvent.change(within(form).getByLabelText('内容'), {
      target: { value: '<b>龙马</b><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: spaced('预览') }));
    const preview = await modalTitled('预览');
    expect(within(preview).getByText('龙马').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('<script');
    fireEvent.click(preview.querySelector<HTMLElement>('.ant-modal-close')!);

    fireEvent.click(within(form).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.callsTo(`POST ${paths.saveTemplateItem}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${paths.saveTemplateItem}`)[0]!.body).toMatchObject({
      id: 31,
      groupId: 21,
      title: '128',
      content: '<b>龙马</b><img src=x onerror="alert(1)"><script>alert(2)</script>',
      sort: 128,
    });
  });
});
