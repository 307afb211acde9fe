import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPublishingPaths as paths } from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import { fakeAdminApi, renderPage, signInAs, stubScreenWidth } from '../finance/test-kit';
import { PromotionsPage } from './promotions-page';
import { modalTitled, promotionOf, spaced } from './test-fixtures';

const saveCall = `POST ${paths.savePromotion}`;
const removeCall = `POST ${paths.removePromotion}`;

const routes = () => ({
  [`GET ${paths.promotions}`]: () => [
    promotionOf(),
    promotionOf({ id: 52, name: '国庆大回馈', endTime: Date.UTC(2025, 9, 8) }),
  ],
  [`GET ${paths.promotionClasses}`]: () => [
    { classifyType: 1, name: '新人', sort: 1 },
    { classifyType: 2, name: '充值', sort: 2 },
  ],
  [saveCall]: () => promotionOf(),
  [removeCall]: () => null,
});

const open = () => renderPage(<PromotionsPage />, { url: '/promotions', route: '/promotions' });

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('优惠活动', () => {
  it('lists running and ended promotions; a read-only operator changes nothing', async () => {
    signInAs('readonly');
    fakeAdminApi(routes());
    open();
    expect(await screen.findByText('国庆大回馈')).toBeTruthy();
    expect(screen.getByText('已结束')).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: spaced('新增') })).toBeNull();
    expect(screen.queryByRole('button', { name: spaced('编辑') })).toBeNull();
  });

  it('edits a promotion keeping its times, and previews its body sanitized', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('国庆大回馈');
    fireEvent.click(screen.getAllByRole('button', { name: spaced('编辑') })[0]!);
    const dialog = await modalTitled('编辑活动');
    fireEvent.change(within(dialog).getByLabelText('活动名称'), {
      target: { value: '每日充值再加赠' },
    });
    fireEvent.change(within(dialog).getByLabelText('活动内容'), {
      target: { value: '<p>加赠 3%</p><script>alert(1)</script>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('预览') }));
    const preview = await modalTitled('预览');
    expect(within(preview).getByText('加赠 3%')).toBeTruthy();
    expect(preview.innerHTML).not.toContain('<script');
    fireEvent.click(preview.querySelector<HTMLElement>('.ant-modal-close')!);

    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.callsTo(saveCall)).toHaveLength(1));
    expect(api.callsTo(saveCall)[0]!.body).toEqual({
      id: 51,
      classifyType: 2,
      name: '每日充值再加赠',
      coverUrl: '/sys-upload/images/p.svg',
      imageUrl: '',
      templateType: 0,
      color: '',
      startTime: Date.UTC(2025, 0, 1),
      endTime: Date.UTC(2099, 0, 1),
      domain: '',
      linkUrl: '',
      content: '<p>加赠 3%</p><script>alert(1)</script>',
      device: 0,
      sort: 3,
    });
  });

  it('removes a promotion after confirmation', async () => {
    signInAs('super');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('国庆大回馈');
    fireEvent.click(screen.getAllByRole('button', { name: spaced('删除') })[1]!);
    expect(await screen.findByText('确定删除「国庆大回馈」吗？')).toBeTruthy();
    expect(api.callsTo(removeCall)).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: spaced('删除') }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo(removeCall).map((c) => c.body)).toEqual([{ id: 52 }]));
    expect(await screen.findByText('已删除')).toBeTruthy();
  });
});
