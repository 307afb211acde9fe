import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adTemplate,
  appConfigFile,
  chatConfigFile,
  companyInfo,
  noticeListFile,
  noticePage,
  rollNoticeText,
  z,
} from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('notices, ads and images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { THEME: 'theme2' } });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('pages the carousel notices (noticeType 0) with their banner images', async () => {
    const page = noticePage.parse(
      (await get('/app-api/api/notice/queryPage?noticeType=0')).json().data,
    );
    expect(page.totalCount).toBe(3);
    expect(page.data[0]).toMatchObject({
      noticeTitle: '彩民之家全新上线',
      noticeType: 0,
      redirectUrl: '/',
    });
    const image = await get(page.data[0]!.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain('彩民之家 全新上线');
  });

  it('publishes notice_list.json: index notices (HTML sanitized, titles kept), rolling strip', async () => {
    const file = noticeListFile.parse(
      (await get('/sys-upload/data/json/notice_list.json?_t=1')).json(),
    );
    expect(file.index_notice.map((n) => n.noticeTitle)).toEqual([
      '关于系统维护的公告',
      '谨防诈骗提醒',
      '开奖直播时间调整',
    ]);
    expect(file.lottery_notice).toHaveLength(4);
    expect(rollNoticeText(file)).toContain(' | ');
    await t.app.services.content.addNotices([
      {
        noticeType: 1,
        title: '<i>新</i>公告',
        content: '<p onclick="x()">内容</p><script>alert(1)</script>',
        sort: 9,
      },
    ]);
    const after = noticeListFile.parse(
      (await get('/sys-upload/data/json/notice_list.json')).json(),
    );
    const added = after.index_notice.at(-1)!;
    expect(added.noticeTitle).toBe('<i>新</i>公告');
    expect(added.noticeContent).toBe('<p>内容</p>');
  });

  it('answers the ad templates from the call and the static file alike', async () => {
    const fromCall = z
      .array(adTemplate)
      .parse((await get('/app-api/game-document/template/ads?companyCode=LT01')).json().data);
    const fromFile = z
      .array(adTemplate)
      .parse((await get('/sys-upload/data/json/template_ads.json')).json());
    expect(fromFile).toEqual(fromCall);
    expect(fromCall.map((ad) => ad.templateCode).sort()).toEqual([
      'AD01',
      'AD02',
      'AD08',
      'AD11',
      'AD12',
    ]);
    const popup = fromCall.find((ad) => ad.templateCode === 'AD11')!;
    expect((await get(popup.groups[0]!.items[0]!.imageUrl)).statusCode).toBe(200);
    expect((await get('/app-api/game-document/template/ads?companyCode=OTHER')).statusCode).toBe(
      400,
    );
  });

  it('publishes the chat configuration, the company and the theme', async () => {
    expect(
      chatConfigFile.parse((await get('/sys-upload/data/json/config_chat.json')).json()),
    ).toEqual({
      enable_chat: 1,
      enable_chat_maintenance: 0,
      chat_maintenance_config: '',
      rech_level: 0,
    });
    const company = companyInfo.parse((await get('/sys-upload/data/json/company.json')).json());
    expect(company.homeCarousels).toHaveLength(3);
    expect(
      appConfigFile.parse((await get('/sys-upload/data/json/app_config.json')).json()).theme,
    ).toBe('theme2');
  });

  it.each([
    '/sys-upload/images/nope.svg',
    '/sys-upload/images/..%2F..%2Fetc%2Fpasswd',
    '/sys-upload/images/a.exe',
  ])('answers %s with 404', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it.each(['noticeType=7', 'page=0', 'rows=500', 'noticeType=x', 'extra=1'])(
    'refuses queryPage?%s',
    async (query) => {
      expect((await get(`/app-api/api/notice/queryPage?${query}`)).statusCode).toBe(400);
    },
  );
});
