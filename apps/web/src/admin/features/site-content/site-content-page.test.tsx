import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminSiteContentPaths as paths,
  type AdminAd,
  type AdminCarousel,
  type AdminSitePage,
} from '@lottery/contracts';
import { adminSession } from '../../session/admin-session';
import {
  adminError,
  fakeAdminApi,
  renderPage,
  signInAs,
  stubScreenWidth,
} from '../finance/test-kit';
import { SiteContentPage } from './site-content-page';

/** antd puts a space between the two characters of a button's text. */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

const modalTitled = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const found = heading.closest<HTMLElement>('.ant-modal');
  if (!found) throw new Error(`no modal titled ${title}`);
  return found;
};

const ad = (overrides: Partial<AdminAd>): AdminAd => ({
  templateCode: 'AD12',
  label: '首页 顶部横幅',
  enabled: true,
  stored: true,
  items: [
    {
      groupNo: 1,
      content: '',
      imageUrl: '/sys-upload/images/ad12-home.png',
      redirectUrl: '/',
      sort: 1,
    },
  ],
  ...overrides,
});

const carousels: AdminCarousel[] = [
  { id: 3, imageUrl: '/sys-upload/images/c3.png', redirectUrl: '/gallery', sort: 1 },
];

const pages: AdminSitePage[] = [
  {
    slug: 'user-agreement',
    title: '用户协议',
    content: '<p>协议</p>',
    sort: 1,
    stored: true,
    updatedAt: Date.UTC(2025, 0, 2),
  },
  {
    slug: 'contact-us',
    title: '联系我们',
    content: '',
    sort: 0,
    stored: false,
    updatedAt: null,
  },
];

const routes = () => ({
  [`GET ${paths.ads}`]: () => [
    ad({ templateCode: 'AD01', label: '首页推荐 上方横幅' }),
    ad({}),
    ad({ templateCode: 'AD03', label: '广告位 AD03', enabled: false, stored: false, items: [] }),
  ],
  [`POST ${paths.saveAd}`]: () => ad({}),
  [`GET ${paths.carousels}`]: () => carousels,
  [`POST ${paths.saveCarousels}`]: () => carousels,
  [`GET ${paths.pages}`]: () => pages,
  [`POST ${paths.savePage}`]: () => pages[0],
  [`POST ${paths.uploadImage}`]: () => ({
    url: '/sys-upload/images/upload-abcdefghijkl.png',
    width: 750,
    height: 200,
  }),
});

const open = () =>
  renderPage(<SiteContentPage />, { url: '/site-content', route: '/site-content' });

const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'banner.png', {
    type: 'image/png',
  });

beforeEach(() => stubScreenWidth(390));
afterEach(() => {
  cleanup();
  adminSession.end();
  vi.unstubAllGlobals();
});

describe('广告与页面', () => {
  it('shows a read-only operator the slots, the carousel and the pages, with no changes', async () => {
    signInAs('readonly');
    fakeAdminApi(routes());
    open();
    expect(await screen.findByText('首页推荐 上方横幅')).toBeTruthy();
    expect(screen.getByText('AD03')).toBeTruthy();
    expect(screen.queryByRole('button', { name: spaced('编辑') })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '轮播' }));
    expect(await screen.findByDisplayValue('/gallery')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存轮播' })).toBeNull();
    expect(screen.getByRole('button', { name: spaced('上传') })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('tab', { name: '站点页面' }));
    expect(await screen.findByText('用户协议')).toBeTruthy();
    expect(screen.getByText('未设置')).toBeTruthy();
    expect(screen.queryByRole('button', { name: spaced('编辑') })).toBeNull();
  });

  it('lets an operations operator change a slot and saves its whole list', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('首页 顶部横幅');
    fireEvent.click(screen.getAllByRole('button', { name: spaced('编辑') })[1]!);
    const dialog = await modalTitled('编辑广告 AD12');
    fireEvent.change(within(dialog).getByDisplayValue('/'), { target: { value: '/promotional' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.callsTo(`POST ${paths.saveAd}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${paths.saveAd}`)[0]!.body).toEqual({
      templateCode: 'AD12',
      enabled: true,
      items: [
        {
          groupNo: 1,
          imageUrl: '/sys-upload/images/ad12-home.png',
          redirectUrl: '/promotional',
          content: '',
          sort: 1,
        },
      ],
    });
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('uploads a new banner image and saves the carousel with its address', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('首页 顶部横幅');
    fireEvent.click(screen.getByRole('tab', { name: '轮播' }));
    fireEvent.click(await screen.findByRole('button', { name: '添加轮播图' }));
    fireEvent.change(screen.getByLabelText('轮播图 2文件'), { target: { files: [pngFile()] } });
    await waitFor(() => expect(api.callsTo(`POST ${paths.uploadImage}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${paths.uploadImage}`)[0]!.body).toEqual({ data: 'iVBORwECAw==' });
    expect(
      await screen.findByDisplayValue('/sys-upload/images/upload-abcdefghijkl.png'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存轮播' }));
    await waitFor(() => expect(api.callsTo(`POST ${paths.saveCarousels}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${paths.saveCarousels}`)[0]!.body).toEqual({
      carousels: [
        { id: 3, imageUrl: '/sys-upload/images/c3.png', redirectUrl: '/gallery', sort: 1 },
        {
          imageUrl: '/sys-upload/images/upload-abcdefghijkl.png',
          redirectUrl: '',
          sort: 2,
        },
      ],
    });
  });

  it('shows the server’s refusal of an upload and keeps the field empty', async () => {
    signInAs('super');
    const api = fakeAdminApi({
      ...routes(),
      [`POST ${paths.uploadImage}`]: () =>
        adminError(400, 'SYS/VALIDATION', '仅支持 JPG、PNG、WEBP 格式的图片'),
    });
    open();
    await screen.findByText('首页 顶部横幅');
    fireEvent.click(screen.getByRole('tab', { name: '轮播' }));
    fireEvent.click(await screen.findByRole('button', { name: '添加轮播图' }));
    fireEvent.change(screen.getByLabelText('轮播图 2文件'), { target: { files: [pngFile()] } });
    expect(await screen.findByText('仅支持 JPG、PNG、WEBP 格式的图片')).toBeTruthy();
    expect((screen.getByLabelText('轮播图 2地址') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '保存轮播' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(api.callsTo(`POST ${paths.saveCarousels}`)).toHaveLength(0);
  });

  it('edits a site page and previews it sanitized', async () => {
    signInAs('operations');
    const api = fakeAdminApi(routes());
    open();
    await screen.findByText('首页 顶部横幅');
    fireEvent.click(screen.getByRole('tab', { name: '站点页面' }));
    await screen.findByText('用户协议');
    fireEvent.click(screen.getAllByRole('button', { name: spaced('编辑') })[0]!);
    const dialog = await modalTitled('编辑页面');
    fireEvent.change(within(dialog).getByLabelText('内容'), {
      target: { value: '<b>条款</b><img src=x onerror="alert(1)"><script>alert(2)</script>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('预览') }));
    const preview = await modalTitled('预览');
    expect(within(preview).getByText('条款').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('onerror');
    expect(preview.innerHTML).not.toContain('<script');
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await waitFor(() => expect(api.callsTo(`POST ${paths.savePage}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${paths.savePage}`)[0]!.body).toMatchObject({
      slug: 'user-agreement',
      title: '用户协议',
      sort: 1,
    });
  });
});
