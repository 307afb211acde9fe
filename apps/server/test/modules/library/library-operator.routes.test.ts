import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  libraryArticle,
  libraryArticlePage,
  libraryCategory,
  operatorTokenHeader,
  z,
} from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const token = 'operator-token-for-tests-0123456789';
const saveArticle = '/app-api/operator/library/articles';
const removeArticle = '/app-api/operator/library/articles/remove';
const saveCategory = '/app-api/operator/library/categories';
/** The app's clock in these tests: a new article without a time is published now. */
const now = new Date('2100-01-02T03:04:05.000Z');

const validArticle = {
  categoryCode: 'public-documents',
  title: '运营新增资料',
  summary: '一段摘要',
  author: '运营',
  content: '<p>正文</p>',
};

describe('the data library’s operator calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { OPERATOR_TOKEN: token }, overrides: { now: () => now } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const operator = async <T extends z.ZodType>(url: string, payload: unknown, schema: T) => {
    const response = await post(url, payload, { [operatorTokenHeader]: token });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json().data);
  };
  const get = async <T extends z.ZodType>(url: string, schema: T) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json().data);
  };
  const list = (code: string) =>
    get(`/app-api/library/articles?categoryCode=${code}`, libraryArticlePage);
  const categories = () => get('/app-api/library/categories', z.array(libraryCategory));
  /** Everything the reads answer, to show a refused call changed nothing. */
  const snapshot = async () => ({
    categories: await categories(),
    lists: await Promise.all(
      ['public-documents', 'game-structures', 'water-forum'].map((code) => list(code)),
    ),
  });

  it('refuses every write without the right token, changing nothing', async () => {
    const before = await snapshot();
    const [first] = before.lists[0]!.data;
    const writes: [string, unknown][] = [
      [saveArticle, validArticle],
      [saveArticle, { ...validArticle, id: first!.id }],
      [removeArticle, { id: first!.id }],
      [saveCategory, { code: 'new-board', name: '新分类' }],
    ];
    for (const [url, payload] of writes) {
      const tries: Record<string, string>[] = [
        {},
        { [operatorTokenHeader]: 'wrong-token-wrong-token-wrong' },
      ];
      for (const headers of tries) {
        const response = await post(url, payload, headers);
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ code: 'OP/UNAUTHORIZED', msg: '运营凭证无效' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('creates an article with its body sanitized and its texts kept as written', async () => {
    const created = await operator(
      saveArticle,
      {
        ...validArticle,
        title: '<b>标题</b> & 说明',
        content:
          '<p onclick="steal()">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src="/sys-upload/images/x.svg" onerror="steal()"><iframe src="https://evil.example"></iframe>',
      },
      libraryArticle,
    );
    expect(created).toMatchObject({
      categoryCode: 'public-documents',
      categoryName: '公开资料',
      title: '<b>标题</b> & 说明',
      summary: '一段摘要',
      author: '运营',
      coverUrl: '',
      publishedAt: now.getTime(),
    });
    expect(created.content).toBe(
      '<p>正文</p><a rel="noopener noreferrer">链接</a><img src="/sys-upload/images/x.svg" />',
    );
    const read = await get(`/app-api/library/article?id=${created.id}`, libraryArticle);
    expect(read).toEqual(created);
    // Published now, after every demo article: first in its list.
    expect((await list('public-documents')).data[0]?.id).toBe(created.id);
  });

  it('changes an article (category included), keeping its time unless given', async () => {
    const created = await operator(
      saveArticle,
      { ...validArticle, publishedAt: Date.parse('2020-01-01T00:00:00Z') },
      libraryArticle,
    );
    const changed = await operator(
      saveArticle,
      {
        id: created.id,
        categoryCode: 'game-structures',
        title: '改过的标题',
        content: '<p>新正文</p>',
        coverUrl: '/sys-upload/images/cover.svg',
      },
      libraryArticle,
    );
    expect(changed).toMatchObject({
      id: created.id,
      categoryCode: 'game-structures',
      title: '改过的标题',
      summary: '',
      author: '',
      coverUrl: '/sys-upload/images/cover.svg',
      content: '<p>新正文</p>',
      publishedAt: Date.parse('2020-01-01T00:00:00Z'),
    });
    const rules = await list('game-structures');
    expect(rules.data.at(-1)?.id).toBe(created.id);
    expect((await list('public-documents')).data.map((item) => item.id)).not.toContain(created.id);
  });

  it('removes an article; a second removal is 404', async () => {
    const created = await operator(saveArticle, validArticle, libraryArticle);
    const before = (await list('public-documents')).totalCount;
    expect(await operator(removeArticle, { id: created.id }, z.null())).toBeNull();
    expect((await list('public-documents')).totalCount).toBe(before - 1);
    const again = await post(removeArticle, { id: created.id }, { [operatorTokenHeader]: token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'SYS/NOT_FOUND', msg: '文章不存在' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/app-api/library/article?id=${created.id}`,
    });
    expect(read.statusCode).toBe(404);
  });

  it('refuses an unknown article or category (404) and bad bodies (400), changing nothing', async () => {
    const before = await snapshot();
    const refusals: [unknown, number, string][] = [
      [{ ...validArticle, id: 2_147_483_647 }, 404, '文章不存在'],
      [{ ...validArticle, categoryCode: 'no-such-board' }, 404, '资料分类不存在'],
      [{ ...validArticle, title: '   ' }, 400, ''],
      [{ ...validArticle, content: '' }, 400, ''],
      [{ ...validArticle, coverUrl: 'javascript:alert(1)' }, 400, ''],
      [{ ...validArticle, categoryCode: 'Public Documents' }, 400, ''],
      [{ ...validArticle, title: 'x'.repeat(101) }, 400, ''],
      [{ ...validArticle, publishedAt: -1 }, 400, ''],
      [{ ...validArticle, sneaky: true }, 400, ''],
    ];
    for (const [payload, status, msg] of refusals) {
      const response = await post(saveArticle, payload, { [operatorTokenHeader]: token });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (msg) expect(response.json()).toMatchObject({ code: 'SYS/NOT_FOUND', msg });
      else expect(response.json()).toMatchObject({ code: 'SYS/VALIDATION' });
    }
    for (const payload of [{ id: 0 }, { id: 'x' }, {}]) {
      const response = await post(removeArticle, payload, { [operatorTokenHeader]: token });
      expect(response.statusCode).toBe(400);
    }
    for (const payload of [
      { code: 'Bad Code', name: '分类' },
      { code: 'ok-code', name: '' },
    ]) {
      const response = await post(saveCategory, payload, { [operatorTokenHeader]: token });
      expect(response.statusCode).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  describe('categories', () => {
    it('creates a category by its code and renames it on a second save', async () => {
      const made = await operator(
        saveCategory,
        { code: 'zz-extra', name: '附加资料', sort: 50 },
        libraryCategory,
      );
      expect(made).toMatchObject({ code: 'zz-extra', name: '附加资料', sort: 50 });
      expect((await categories()).at(-1)).toEqual(made);
      expect(await list('zz-extra')).toMatchObject({ category: made, data: [], totalCount: 0 });

      const renamed = await operator(
        saveCategory,
        { code: 'zz-extra', name: '附加', sort: 0 },
        libraryCategory,
      );
      expect(renamed).toEqual({ ...made, name: '附加', sort: 0 });
      expect((await categories())[0]).toEqual(renamed);
    });
  });
});

describe('the data library’s operator calls without an operator token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are disabled', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: saveArticle,
      headers: { [operatorTokenHeader]: token },
      payload: validArticle,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'OP/DISABLED' });
  });
});
