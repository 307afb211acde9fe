import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, inArray } from 'drizzle-orm';
import {
  adminCapabilities,
  adminPublishingPaths as paths,
  apiBase,
  galleryGroupPage,
  galleryPaths,
  libraryArticle,
  libraryArticlePage,
  libraryCategory,
  libraryPaths,
  promotion,
  promotionDetail,
  promotionPaths,
  staticFileUrl,
  templateListFile,
  templatePage,
  templatePaths,
  z,
  type AdminGalleryGroup,
  type AdminPromotion,
  type AdminTemplate,
  type AdminTemplateDetail,
  type AdminTemplateGroup,
  type AdminTemplateItem,
  type AuditAction,
  type LibraryArticle,
  type LibraryCategory,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import {
  libraryArticles,
  libraryCategories,
  promotionClasses,
  promotions,
} from '../../../src/db/library-schema';
import { galleryGroups, templateGroups, templateItems, templates } from '../../../src/db/schema';
import { testDriver } from '../../helpers/test-database';
import {
  createAdminApp,
  dataOf,
  expectRefusals,
  expectStatus,
  rolesWithout,
  type AdminApp,
  type AdminCall,
} from './finance-kit';

const dayMs = 86_400_000;
const gameId = 110;
const script = '<p onclick="steal()">内容</p><script>alert(1)</script>';

describe(`back office: published content (${testDriver()})`, () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  });
  afterAll(() => a.close());

  const db = () => a.t.app.database.db;
  const actions = Object.keys({
    'template.save': 1,
    'template.remove': 1,
    'template.saveGroup': 1,
    'template.removeGroup': 1,
    'template.saveItem': 1,
    'template.removeItem': 1,
    'gallery.saveGroup': 1,
    'gallery.removeGroup': 1,
    'promotion.save': 1,
    'promotion.remove': 1,
    'library.saveCategory': 1,
    'library.saveArticle': 1,
    'library.removeArticle': 1,
  } satisfies Partial<Record<AuditAction, 1>>);
  /** Everything the calls may change, and their audit rows. */
  const snapshot = async () => {
    const [cards, groups, items, gallery, promos, classes, categories, articles, audits] =
      await Promise.all([
        db().select().from(templates).orderBy(asc(templates.id)),
        db().select().from(templateGroups).orderBy(asc(templateGroups.id)),
        db().select({ n: count() }).from(templateItems),
        db().select().from(galleryGroups).orderBy(asc(galleryGroups.id)),
        db().select().from(promotions).orderBy(asc(promotions.id)),
        db().select().from(promotionClasses),
        db().select().from(libraryCategories).orderBy(asc(libraryCategories.id)),
        db().select({ n: count() }).from(libraryArticles),
        db()
          .select({ n: count() })
          .from(operatorAudit)
          .where(inArray(operatorAudit.action, actions)),
      ]);
    return { cards, groups, items, gallery, promos, classes, categories, articles, audits };
  };

  const post = (path: string, payload: object, role: 'operations' | 'super' = 'operations') =>
    a.call(role, { method: 'POST', path, payload });
  const ok = async <T>(path: string, payload: object) => {
    const res = await post(path, payload);
    expectStatus(res, 200);
    return dataOf<T>(res);
  };
  const read = async <T>(path: string, query: Record<string, string> = {}) => {
    const res = await a.call('readonly', { method: 'GET', path, query });
    expectStatus(res, 200);
    return dataOf<T>(res);
  };
  /** A member-facing read, as a browser makes it. */
  const memberRead = async <T>(url: string, schema: z.ZodType<T>) => {
    const res = await a.t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data?: unknown };
    return schema.parse(url.startsWith(apiBase) ? body.data : body);
  };
  const templateFile = () =>
    memberRead(staticFileUrl(templateListFile(gameId)), templatePage).then((page) => page.data);
  const templateList = () =>
    memberRead(`${apiBase}${templatePaths.list}?gameId=${gameId}`, templatePage).then(
      (page) => page.data,
    );

  const promotionBody = (name: string) => ({
    classifyType: 2,
    name,
    coverUrl: '/sys-upload/images/test.svg',
    startTime: a.clock.at.getTime() - dayMs,
    endTime: a.clock.at.getTime() + dayMs,
    content: script,
  });

  it('refuses every call without an operator, with a member token, roles without the capability or bad input — nothing changes', async () => {
    const before = await snapshot();
    const forbidden = rolesWithout(adminCapabilities.editContent);
    expect(forbidden).toEqual(['finance', 'support', 'readonly']);
    const [card] = before.cards;
    const [group] = before.groups;
    const reads: [AdminCall, AdminCall][] = [
      [
        { method: 'GET', path: paths.games },
        { method: 'GET', path: paths.games, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: paths.templates, query: { gameId: String(gameId) } },
        { method: 'GET', path: paths.templates, query: { gameId: 'x' } },
      ],
      [
        { method: 'GET', path: paths.template, query: { id: String(card!.id) } },
        { method: 'GET', path: paths.template, query: { id: '0' } },
      ],
      [
        { method: 'GET', path: paths.templateItems, query: { groupId: String(group!.id) } },
        { method: 'GET', path: paths.templateItems, query: { groupId: '1', size: '1000' } },
      ],
      [
        { method: 'GET', path: paths.galleryCategories, query: { gameId: String(gameId) } },
        { method: 'GET', path: paths.galleryCategories, query: {} },
      ],
      [
        { method: 'GET', path: paths.galleryGroups, query: { gameId: String(gameId) } },
        { method: 'GET', path: paths.galleryGroups, query: { gameId: '110', groupType: '3' } },
      ],
      [
        { method: 'GET', path: paths.promotions },
        { method: 'GET', path: paths.promotions, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: paths.promotionClasses },
        { method: 'GET', path: paths.promotionClasses, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: paths.libraryCategories },
        { method: 'GET', path: paths.libraryCategories, query: { x: '1' } },
      ],
      [
        { method: 'GET', path: paths.libraryArticles, query: { categoryCode: 'water-forum' } },
        { method: 'GET', path: paths.libraryArticles, query: { categoryCode: 'Bad Code' } },
      ],
      [
        { method: 'GET', path: paths.libraryArticle, query: { id: '1' } },
        { method: 'GET', path: paths.libraryArticle, query: { id: 'x' } },
      ],
    ];
    for (const [request, bad] of reads) await expectRefusals(a, request, { forbidden: [], bad });

    const changes: [string, object, object][] = [
      [paths.saveTemplate, { gameId, templateCode: 'MB01', name: '新卡' }, { gameId, name: '' }],
      [paths.removeTemplate, { id: card!.id }, { id: 'x' }],
      [
        paths.saveTemplateGroup,
        { templateId: card!.id, groupName: '新组' },
        { templateId: card!.id, groupName: '' },
      ],
      [paths.removeTemplateGroup, { id: group!.id }, { id: 0 }],
      [
        paths.saveTemplateItem,
        { groupId: group!.id, content: script },
        { groupId: group!.id, badges: ['假'] },
      ],
      [paths.removeTemplateItem, { id: 1 }, {}],
      [
        paths.saveGalleryGroup,
        { gameId, groupType: 1, name: '新图', initials: 'X' },
        { gameId, groupType: 1, name: '新图', initials: 'x' },
      ],
      [paths.removeGalleryGroup, { id: before.gallery[0]!.id }, { id: -1 }],
      [
        paths.savePromotion,
        promotionBody('新活动'),
        { ...promotionBody('新活动'), endTime: a.clock.at.getTime() - 2 * dayMs },
      ],
      [paths.removePromotion, { id: before.promos[0]!.id }, { id: 'x' }],
      [
        paths.saveLibraryCategory,
        { code: 'new-board', name: '新分类' },
        { code: '9bad', name: '新分类' },
      ],
      [
        paths.saveLibraryArticle,
        { categoryCode: 'water-forum', title: '新文章', content: script },
        { categoryCode: 'water-forum', title: '新文章', content: '' },
      ],
      [paths.removeLibraryArticle, { id: 1 }, { id: 1, extra: true }],
    ];
    for (const [path, payload, badPayload] of changes) {
      await expectRefusals(
        a,
        { method: 'POST', path, payload },
        { forbidden, bad: { method: 'POST', path, payload: badPayload } },
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('publishes a template card, its group and item at once, the item’s script stripped', async () => {
    const fileBefore = await templateFile();
    const made = await ok<AdminTemplate>(paths.saveTemplate, {
      gameId,
      templateCode: 'MB01',
      name: '运营推荐卡',
      playCateName: '',
    });
    expect(made).toMatchObject({ name: '运营推荐卡', status: 1, generated: false, sort: 0 });
    expect(await a.audits('template.save', '运营推荐卡')).toBe(1);
    expect((await templateFile()).find((t) => t.id === made.id)).toMatchObject({ groups: [] });
    expect((await templateList()).some((t) => t.id === made.id)).toBe(true);

    const group = await ok<AdminTemplateGroup>(paths.saveTemplateGroup, {
      templateId: made.id,
      groupName: '精选',
    });
    expect(await a.audits('template.saveGroup', '精选')).toBe(1);
    const item = await ok<AdminTemplateItem>(paths.saveTemplateItem, {
      groupId: group.id,
      title: '001',
      content: script,
      note: '<b>重点</b><img src=x onerror="alert(2)">',
      sort: 5,
    });
    expect(item).toMatchObject({
      templateId: made.id,
      content: '<p>内容</p>',
      note: '<b>重点</b><img src="x" />',
      turnNum: '',
    });
    expect(await a.audits('template.saveItem', '001')).toBe(1);
    const [published] = (await templateFile()).filter((t) => t.id === made.id);
    expect(published!.groups).toEqual([
      expect.objectContaining({
        groupName: '精选',
        items: [expect.objectContaining({ title: '001', content: '<p>内容</p>' })],
      }),
    ]);
    expect(JSON.stringify(published)).not.toContain('script');

    const detail = await read<AdminTemplateDetail>(paths.template, { id: String(made.id) });
    expect(detail.groups).toEqual([expect.objectContaining({ id: group.id, itemCount: 1 })]);
    const page = await read<{ list: AdminTemplateItem[]; total: number }>(paths.templateItems, {
      groupId: String(group.id),
    });
    expect(page).toMatchObject({ total: 1, list: [{ id: item.id, content: '<p>内容</p>' }] });

    // Renamed and then disabled: the member's list follows each change.
    await ok(paths.saveTemplate, {
      ...made,
      id: made.id,
      name: '运营精选卡',
      generated: undefined,
    });
    expect((await templateList()).find((t) => t.id === made.id)?.name).toBe('运营精选卡');
    const [entry] = await db()
      .select()
      .from(operatorAudit)
      .where(inArray(operatorAudit.target, ['运营精选卡']));
    expect(entry).toMatchObject({
      action: 'template.save',
      operatorAccount: 'ops01',
      before: { name: '运营推荐卡' },
      after: { name: '运营精选卡' },
    });
    const renamed = { ...made, name: '运营精选卡', generated: undefined };
    await ok(paths.saveTemplate, { ...renamed, status: 0 });
    expect((await templateFile()).some((t) => t.id === made.id)).toBe(false);
    expect((await templateList()).some((t) => t.id === made.id)).toBe(false);
    await ok(paths.saveTemplate, { ...renamed, status: 1 });
    expect(await a.audits('template.save', '运营精选卡')).toBe(3);

    await ok(paths.removeTemplateItem, { id: item.id });
    expect(await a.audits('template.removeItem', '001')).toBe(1);
    expect((await templateFile()).find((t) => t.id === made.id)?.groups[0]?.items).toEqual([]);
    await ok(paths.removeTemplateGroup, { id: group.id });
    expect(await a.audits('template.removeGroup', '精选')).toBe(1);
    await ok(paths.removeTemplate, { id: made.id });
    expect(await a.audits('template.remove', '运营精选卡')).toBe(1);
    expect((await templateFile()).map((t) => t.id)).toEqual(fileBefore.map((t) => t.id));
    expect(
      (await read<AdminTemplate[]>(paths.templates, { gameId: String(gameId) })).some(
        (t) => t.id === made.id,
      ),
    ).toBe(false);
  });

  it('shows a saved gallery group to members at once, and hides a disabled or removed one', async () => {
    const search = () =>
      memberRead(
        `${apiBase}${galleryPaths.group}?gameId=${gameId}&groupType=1&searchText=${encodeURIComponent('运营图')}`,
        galleryGroupPage,
      ).then((page) => page.data.map((group) => group.name));
    const made = await ok<AdminGalleryGroup>(paths.saveGalleryGroup, {
      gameId,
      groupType: 1,
      name: '运营图纸',
      initials: 'Y',
      chartKind: 'zodiac',
    });
    expect(made).toMatchObject({ enabled: true, imageCount: 0, categoryId: null });
    expect(await a.audits('gallery.saveGroup', '运营图纸')).toBe(1);
    expect(await search()).toEqual(['运营图纸']);
    const listed = await read<{ list: AdminGalleryGroup[] }>(paths.galleryGroups, {
      gameId: String(gameId),
      searchText: '运营图',
    });
    expect(listed.list.map((g) => g.id)).toEqual([made.id]);

    expectStatus(
      await post(paths.saveGalleryGroup, { gameId, groupType: 1, name: '运营图纸', initials: 'Y' }),
      400,
      'SYS/VALIDATION',
    );
    await ok(paths.saveGalleryGroup, { ...made, enabled: false, imageCount: undefined });
    expect(await search()).toEqual([]);
    expect(await a.audits('gallery.saveGroup', '运营图纸')).toBe(2);
    await ok(paths.removeGalleryGroup, { id: made.id });
    expect(await a.audits('gallery.removeGroup', '运营图纸')).toBe(1);
    expect(
      (await read<{ list: AdminGalleryGroup[] }>(paths.galleryGroups, { gameId: String(gameId) }))
        .list,
    ).not.toContainEqual(expect.objectContaining({ id: made.id }));
  });

  it('runs a promotion through the same service as the operator call: listed at once, body sanitized', async () => {
    const running = () =>
      memberRead(`${apiBase}${promotionPaths.list}?device=1`, z.array(promotion)).then((list) =>
        list.map((p) => p.name),
      );
    const made = await ok<AdminPromotion>(paths.savePromotion, {
      ...promotionBody('运营加奖活动'),
      classifyType: 901,
      classifyName: '运营专区',
    });
    expect(made).toMatchObject({ classifyName: '运营专区', content: '<p>内容</p>' });
    expect(await a.audits('promotion.save', '运营加奖活动')).toBe(1);
    expect(await running()).toContain('运营加奖活动');
    const detail = await memberRead(
      `${apiBase}${promotionPaths.detail}?id=${made.id}`,
      promotionDetail,
    );
    expect(detail.content).toBe('<p>内容</p>');
    expect((await read<AdminPromotion[]>(paths.promotions)).map((p) => p.id)).toContain(made.id);
    expect(
      (await read<{ classifyType: number }[]>(paths.promotionClasses)).map((c) => c.classifyType),
    ).toContain(901);

    // Ended: kept for the operator, gone for members.
    await ok(paths.savePromotion, {
      ...promotionBody('运营加奖活动'),
      id: made.id,
      classifyType: 901,
      endTime: a.clock.at.getTime() - 1,
    });
    expect(await running()).not.toContain('运营加奖活动');
    expect(await a.audits('promotion.save', '运营加奖活动')).toBe(2);

    const before = await snapshot();
    expectStatus(
      await post(paths.savePromotion, { ...promotionBody('无此分类'), classifyType: 999 }),
      400,
      'PROMO/CLASS_UNKNOWN',
    );
    expectStatus(
      await post(paths.savePromotion, { ...promotionBody('不存在'), id: 999_999 }),
      404,
      'PROMO/NOT_FOUND',
    );
    expectStatus(await post(paths.removePromotion, { id: 999_999 }), 404, 'PROMO/NOT_FOUND');
    expect(await snapshot()).toEqual(before);

    await ok(paths.removePromotion, { id: made.id });
    expect(await a.audits('promotion.remove', '运营加奖活动')).toBe(1);
    expect((await read<AdminPromotion[]>(paths.promotions)).map((p) => p.id)).not.toContain(
      made.id,
    );
  });

  it('publishes library categories and articles at once, the body sanitized', async () => {
    const category = await ok<LibraryCategory>(paths.saveLibraryCategory, {
      code: 'ops-board',
      name: '运营专栏',
      sort: 50,
    });
    expect(await a.audits('library.saveCategory', '运营专栏')).toBe(1);
    expect(
      await memberRead(`${apiBase}${libraryPaths.categories}`, z.array(libraryCategory)),
    ).toContainEqual(category);

    const article = await ok<LibraryArticle>(paths.saveLibraryArticle, {
      categoryCode: 'ops-board',
      title: '本期推荐',
      content: script,
    });
    expect(article.content).toBe('<p>内容</p>');
    expect(await a.audits('library.saveArticle', '本期推荐')).toBe(1);
    const listed = await memberRead(
      `${apiBase}${libraryPaths.articles}?categoryCode=ops-board`,
      libraryArticlePage,
    );
    expect(listed.data.map((item) => item.title)).toEqual(['本期推荐']);
    expect(
      (await memberRead(`${apiBase}${libraryPaths.article}?id=${article.id}`, libraryArticle))
        .content,
    ).toBe('<p>内容</p>');
    expect(
      await read<{ total: number }>(paths.libraryArticles, { categoryCode: 'ops-board' }),
    ).toMatchObject({ total: 1 });

    await ok(paths.saveLibraryArticle, {
      id: article.id,
      categoryCode: 'ops-board',
      title: '本期精选',
      content: '<p>改</p>',
    });
    const [entry] = await db()
      .select()
      .from(operatorAudit)
      .where(inArray(operatorAudit.target, ['本期精选']));
    expect(entry).toMatchObject({
      action: 'library.saveArticle',
      before: { title: '本期推荐' },
      after: { title: '本期精选', content: '<p>改</p>' },
    });

    const before = await snapshot();
    expectStatus(
      await post(paths.saveLibraryArticle, { categoryCode: 'no-such', title: 'x', content: 'x' }),
      404,
      'SYS/NOT_FOUND',
    );
    expectStatus(await post(paths.removeLibraryArticle, { id: 999_999 }), 404, 'SYS/NOT_FOUND');
    expect(await snapshot()).toEqual(before);

    await ok(paths.removeLibraryArticle, { id: article.id });
    expect(await a.audits('library.removeArticle', '本期精选')).toBe(1);
    expect(
      (
        await memberRead(
          `${apiBase}${libraryPaths.articles}?categoryCode=ops-board`,
          libraryArticlePage,
        )
      ).data,
    ).toEqual([]);
  });

  it('answers ADMIN/NOT_FOUND for unknown cards, groups, items and gallery groups, writing nothing', async () => {
    const before = await snapshot();
    const missing = 999_999;
    for (const [path, payload] of [
      [paths.saveTemplate, { id: missing, gameId, templateCode: 'MB01', name: '无' }],
      [paths.saveTemplate, { gameId: 4242, templateCode: 'MB01', name: '无' }],
      [paths.removeTemplate, { id: missing }],
      [paths.saveTemplateGroup, { templateId: missing, groupName: '无' }],
      [paths.removeTemplateGroup, { id: missing }],
      [paths.saveTemplateItem, { groupId: missing, title: '无' }],
      [paths.removeTemplateItem, { id: missing }],
      [paths.saveGalleryGroup, { id: missing, gameId, groupType: 1, name: '无', initials: 'W' }],
      [paths.removeGalleryGroup, { id: missing }],
    ] as const) {
      expectStatus(await post(path, payload), 404, 'ADMIN/NOT_FOUND');
    }
    expectStatus(
      await a.call('readonly', {
        method: 'GET',
        path: paths.template,
        query: { id: String(missing) },
      }),
      404,
      'ADMIN/NOT_FOUND',
    );
    expect(await snapshot()).toEqual(before);
  });
});
