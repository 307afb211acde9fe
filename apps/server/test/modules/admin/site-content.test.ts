import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, inArray } from 'drizzle-orm';
import {
  aboutFile,
  accountStaticFiles,
  adPaths,
  adTemplate,
  adminCapabilities,
  adminSiteContentPaths as paths,
  apiBase,
  companyInfo,
  companyPaths,
  siteImageMaxBytes,
  staticFile,
  staticFileUrl,
  z,
  type AdminAd,
  type AdminCarousel,
  type AdminSitePage,
  type UploadedSiteImage,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { adItems, adTemplates, companySettings, images, sitePages } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import { gif, html, png, pngChunk, script } from '../chat-images/image-fixtures';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  type AdminApp,
} from './finance-kit';

const actions = ['ad.save', 'carousel.save', 'sitePage.save', 'image.upload'] as const;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe(`back office: ads, carousels, site pages, images (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  /** Everything these calls can change, to compare before and after a refusal. */
  const snapshot = async () => ({
    templates: await db().select().from(adTemplates).orderBy(asc(adTemplates.templateCode)),
    items: await db().select().from(adItems).orderBy(asc(adItems.id)),
    carousels: (await db().select({ c: companySettings.homeCarousels }).from(companySettings))[0],
    pages: await db().select().from(sitePages).orderBy(asc(sitePages.slug)),
    images: (await db().select({ n: count() }).from(images))[0]!.n,
  });
  const audits = async () =>
    (
      await db()
        .select({ n: count() })
        .from(operatorAudit)
        .where(inArray(operatorAudit.action, [...actions]))
    )[0]!.n;
  /** A member-visible read, as a browser makes it. */
  const read = async <T>(url: string, schema: z.ZodType<T>) => {
    const res = await a.t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data?: unknown };
    return schema.parse(url.startsWith(apiBase) ? body.data : body);
  };
  const post = (path: string, payload: object, role: 'operations' | 'super' = 'operations') =>
    a.call(role, { method: 'POST', path, payload });
  const get = async <T>(path: string) => {
    const res = await a.call('readonly', { method: 'GET', path });
    expectStatus(res, 200);
    return dataOf<T>(res);
  };

  it('refuses every call without an operator, with a member token, roles without editContent or bad input — nothing changes', async () => {
    const before = await snapshot();
    const auditsBefore = await audits();
    const forbidden = rolesWithout(adminCapabilities.editContent);
    expect(forbidden).toEqual(['finance', 'support', 'readonly']);
    for (const path of [paths.ads, paths.carousels, paths.pages]) {
      await expectRefusals(
        a,
        { method: 'GET', path },
        { forbidden: [], bad: { method: 'GET', path, query: { x: '1' } } },
      );
    }
    const changes: [string, object, object][] = [
      [
        paths.saveAd,
        { templateCode: 'AD03', enabled: true, items: [{ imageUrl: '/sys-upload/images/a.png' }] },
        { templateCode: 'AD99', enabled: true, items: [] },
      ],
      [
        paths.saveCarousels,
        { carousels: [{ imageUrl: '/sys-upload/images/a.png' }] },
        { carousels: [{ imageUrl: '' }] },
      ],
      [
        paths.savePage,
        { slug: 'contact-us', title: '联系', content: '<p>x</p>' },
        { slug: 'about-evil', title: '联系', content: '<p>x</p>' },
      ],
      [paths.uploadImage, { data: base64(png()) }, { data: 'not base64!' }],
    ];
    for (const [path, payload, bad] of changes) {
      await expectRefusals(
        a,
        { method: 'POST', path, payload },
        { forbidden, bad: { method: 'POST', path, payload: bad } },
      );
    }
    expect(await snapshot()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('lists every slot AD01–AD14, stored or not', async () => {
    const ads = await get<AdminAd[]>(paths.ads);
    expect(ads.map((ad) => ad.templateCode)).toEqual(
      Array.from({ length: 14 }, (_, i) => `AD${String(i + 1).padStart(2, '0')}`),
    );
    expect(ads.find((ad) => ad.templateCode === 'AD12')).toMatchObject({
      stored: true,
      enabled: true,
      label: '首页 顶部横幅',
    });
    expect(ads.find((ad) => ad.templateCode === 'AD03')).toMatchObject({
      stored: false,
      enabled: false,
      items: [],
    });
  });

  it('saves a slot with one audit row and republishes the ads at once', async () => {
    const auditsBefore = await audits();
    const res = await post(paths.saveAd, {
      templateCode: 'AD12',
      enabled: true,
      items: [
        {
          imageUrl: '/sys-upload/images/new-b.png',
          redirectUrl: '/gallery',
          content: `<p onclick="x()">新</p>${script}`,
          sort: 2,
        },
        { imageUrl: '/sys-upload/images/new-a.png', redirectUrl: '/', sort: 1 },
      ],
    });
    expectStatus(res, 200);
    expect(dataOf<AdminAd>(res)).toMatchObject({
      templateCode: 'AD12',
      enabled: true,
      items: [
        { imageUrl: '/sys-upload/images/new-a.png', sort: 1 },
        { imageUrl: '/sys-upload/images/new-b.png', content: '<p>新</p>', sort: 2 },
      ],
    });
    expect(await audits()).toBe(auditsBefore + 1);
    expect(await a.audits('ad.save', 'AD12')).toBe(1);

    const file = await read(staticFileUrl(staticFile.templateAds), z.array(adTemplate));
    const shown = file.find((t) => t.templateCode === 'AD12')!;
    expect(shown.groups.flatMap((g) => g.items.map((i) => i.imageUrl))).toEqual([
      '/sys-upload/images/new-a.png',
      '/sys-upload/images/new-b.png',
    ]);
    const api = await read(`${apiBase}${adPaths.ads}`, z.array(adTemplate));
    expect(api.find((t) => t.templateCode === 'AD12')).toEqual(shown);

    // Switched off: the file keeps the slot but marks it off; a new slot is stored.
    expectStatus(
      await post(paths.saveAd, { templateCode: 'AD12', enabled: false, items: [] }),
      200,
    );
    expectStatus(
      await post(
        paths.saveAd,
        { templateCode: 'AD05', enabled: true, items: [{ imageUrl: '/sys-upload/images/5.png' }] },
        'super',
      ),
      200,
    );
    const after = await read(staticFileUrl(staticFile.templateAds), z.array(adTemplate));
    expect(after.find((t) => t.templateCode === 'AD12')).toMatchObject({ status: 0, groups: [] });
    expect(after.find((t) => t.templateCode === 'AD05')).toMatchObject({ status: 1 });
    expect(await audits()).toBe(auditsBefore + 3);
  });

  it('replaces the home carousel, keeping ids and numbering new ones, and republishes the company', async () => {
    const before = await get<AdminCarousel[]>(paths.carousels);
    const auditsBefore = await audits();
    const kept = before[0];
    const carousels = [
      ...(kept ? [{ id: kept.id, imageUrl: kept.imageUrl, redirectUrl: '/promo', sort: 5 }] : []),
      { imageUrl: '/sys-upload/images/carousel-new.png', redirectUrl: '/gallery', sort: 1 },
    ];
    const res = await post(paths.saveCarousels, { carousels });
    expectStatus(res, 200);
    const saved = dataOf<AdminCarousel[]>(res);
    expect(saved.map((c) => c.imageUrl)).toEqual(
      ['/sys-upload/images/carousel-new.png', kept?.imageUrl].filter(Boolean),
    );
    const fresh = saved.find((c) => c.imageUrl === '/sys-upload/images/carousel-new.png')!;
    expect(fresh.id).toBeGreaterThan(Math.max(0, ...before.map((c) => c.id)));
    if (kept) expect(saved.find((c) => c.id === kept.id)).toMatchObject({ redirectUrl: '/promo' });
    expect(await audits()).toBe(auditsBefore + 1);
    expect(await a.audits('carousel.save', '首页轮播')).toBe(1);

    const file = await read(staticFileUrl(staticFile.company), companyInfo);
    expect(file.homeCarousels).toEqual(expect.arrayContaining(saved));
    expect(file.homeCarousels).toHaveLength(saved.length);
    const api = await read(`${apiBase}${companyPaths.get}`, companyInfo);
    expect(api.homeCarousels).toEqual(file.homeCarousels);
    expect(await get<AdminCarousel[]>(paths.carousels)).toEqual(saved);
  });

  it('saves a site page sanitized, with one audit row, and republishes about.json at once', async () => {
    const auditsBefore = await audits();
    const res = await post(paths.savePage, {
      slug: 'contact-us',
      title: '联系<我们>',
      content: `<h3 onclick="x()">联系我们</h3>${script}<p>客服 24 小时</p>`,
      sort: 2,
    });
    expectStatus(res, 200);
    expect(dataOf<AdminSitePage>(res)).toMatchObject({
      slug: 'contact-us',
      title: '联系<我们>',
      content: '<h3>联系我们</h3><p>客服 24 小时</p>',
      stored: true,
    });
    expect(await audits()).toBe(auditsBefore + 1);
    expect(await a.audits('sitePage.save', 'contact-us')).toBe(1);
    const file = await read(staticFileUrl(accountStaticFiles.about), aboutFile);
    expect(file.pages.find((p) => p.slug === 'contact-us')).toEqual({
      slug: 'contact-us',
      title: '联系<我们>',
      content: '<h3>联系我们</h3><p>客服 24 小时</p>',
    });
    const pages = await get<AdminSitePage[]>(paths.pages);
    expect(pages.map((p) => p.slug)).toEqual(['user-agreement', 'contact-us', 'privacy-agreement']);
  });

  it('stores an uploaded image cleaned, content-addressed, served with a year cache', async () => {
    const auditsBefore = await audits();
    const sent = png({
      width: 4,
      height: 3,
      before: [pngChunk('tEXt', `c\0${script}`)],
      after: html,
    });
    const res = await post(paths.uploadImage, { data: base64(sent) });
    expectStatus(res, 200);
    const image = dataOf<UploadedSiteImage>(res);
    expect(image).toMatchObject({ width: 4, height: 3 });
    expect(image.url).toMatch(/^\/sys-upload\/images\/upload-[\w-]{12}\.png$/);
    expect(await audits()).toBe(auditsBefore + 1);
    expect(await a.audits('image.upload', image.url)).toBe(1);
    const got = await a.t.app.inject({ method: 'GET', url: image.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.rawPayload.includes('<script>')).toBe(false);
    expect(got.rawPayload.includes('<html')).toBe(false);
    expect(got.rawPayload).toEqual(png({ width: 4, height: 3 }));
  });

  it('refuses an SVG, HTML named .png, a broken PNG, an empty file, a GIF and an oversize one — nothing stored', async () => {
    const before = await snapshot();
    const auditsBefore = await audits();
    // A GIF is a clean image but not a type the images table serves.
    for (const data of [svg, html, `\x89PNG${html}`, '', gif()]) {
      expectStatus(await post(paths.uploadImage, { data: base64(data) }), 400, 'SYS/VALIDATION');
    }
    const big = png({ before: [pngChunk('zzZz', Buffer.alloc(siteImageMaxBytes))] });
    expectStatus(await post(paths.uploadImage, { data: base64(big) }), 413, 'SYS/BODY_TOO_LARGE');
    expect(await snapshot()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });
});
