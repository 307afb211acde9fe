import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  galleryGroupDetail,
  galleryGroupNames,
  galleryGroupPage,
  galleryImagePage,
  galleryLikeAnswer,
  galleryPlayCategory,
  z,
  type GalleryGroup,
} from '@lottery/contracts';
import { galleryGroups, galleryLikes } from '../../../src/db/schema';
import { recentTurns } from '../../../src/modules/draws/draws.repository';
import { demoAgent } from '../../../src/demo/demo-accounts';
import { demoGalleryCategories } from '../../../src/demo/demo-gallery';
import { bearer, signIn } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const thumbPath = /^\/sys-upload\/images\/gallery-\d+-\d{7}-t-[\w-]{12}\.svg$/;
const imagePath = /^\/sys-upload\/images\/gallery-\d+-\d{7}-[\w-]{12}\.svg$/;

describe('the gallery calls on the demo data', () => {
  let t: TestApp;
  let openTurn110: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [newest] = await recentTurns(t.app.database.db, 110, 1);
    openTurn110 = newest!.turnNum;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const data = async <T extends z.ZodType>(
    url: string,
    schema: T,
    headers: Record<string, string> = {},
  ): Promise<z.infer<T>> => {
    const response = await get(url, headers);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'success' });
    return schema.parse(response.json().data);
  };
  const refused = async (url: string, status: number, code: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(status);
    expect(response.json(), url).toMatchObject({ code, statusCode: status });
  };
  const groups = (query: string) => data(`/app-api/gallery/group?${query}`, galleryGroupPage);
  const allGroups = async (query = '') =>
    (await groups(`rows=100&${query}`)).data as GalleryGroup[];
  const byListOrder = (a: GalleryGroup, b: GalleryGroup) => a.initials.localeCompare(b.initials);

  describe('GET /app-api/gallery/play-category', () => {
    it('answers the game’s categories in order', async () => {
      const categories = await data(
        '/app-api/gallery/play-category?gameId=110',
        z.array(galleryPlayCategory),
      );
      expect(categories.map((c) => c.name)).toEqual([...demoGalleryCategories]);
      expect(categories.every((c) => c.gameId === 110)).toBe(true);
      expect(categories.map((c) => c.sort)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('has none for a game without a gallery, and refuses an unknown game', async () => {
      expect(
        await data('/app-api/gallery/play-category?gameId=71', z.array(galleryPlayCategory)),
      ).toEqual([]);
      await refused('/app-api/gallery/play-category?gameId=12345', 404, 'GAME/NOT_FOUND');
      await refused('/app-api/gallery/play-category', 400, 'SYS/VALIDATION');
    });
  });

  describe('GET /app-api/gallery/group', () => {
    it('answers game 110’s colour groups by default, by initial, with the open turn’s thumbnail', async () => {
      const page = await groups('');
      expect(page.totalCount).toBe(24);
      expect(page.data).toHaveLength(24);
      expect(page.data.every((g) => g.gameId === 110 && g.groupType === 1)).toBe(true);
      expect([...page.data].sort(byListOrder).map((g) => g.groupId)).toEqual(
        page.data.map((g) => g.groupId),
      );
      expect(new Set(page.data.map((g) => g.initials)).size).toBeGreaterThanOrEqual(12);
      for (const group of page.data) {
        expect(group.gameTurn).toBe(openTurn110);
        expect(group.imageUrl).toMatch(thumbPath);
        expect(group.updatedTime).toBeGreaterThan(0);
        expect(group.updatedTime).toBeLessThanOrEqual(Date.now() / 1000);
        expect(group.initials).toMatch(/^[A-Z]$/);
      }
      const thumb = await get(page.data[0]!.imageUrl);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/svg+xml');
      expect(thumb.body).toContain(`>${page.data[0]!.name}</text>`);
      expect(thumb.body).toContain(`>第${openTurn110}期</text>`);
    });

    it('answers each game’s and type’s groups: about 2/3 colour, 1/3 black and white', async () => {
      for (const gameId of [110, 90, 70]) {
        const colour = await groups(`gameId=${gameId}&groupType=1`);
        const blackAndWhite = await groups(`gameId=${gameId}&groupType=2`);
        expect(colour.totalCount).toBe(24);
        expect(blackAndWhite.totalCount).toBe(12);
        expect(blackAndWhite.data.every((g) => g.groupType === 2 && g.gameId === gameId)).toBe(
          true,
        );
        const initials = new Set([...colour.data, ...blackAndWhite.data].map((g) => g.initials));
        expect(initials.size, `game ${gameId}`).toBeGreaterThanOrEqual(12);
      }
      expect((await groups('gameId=71')).totalCount).toBe(0);
    });

    it('filters by initial (any case), popular and trimmed search text', async () => {
      const all = await allGroups();
      const s = await groups('initials=s');
      expect(s.data.length).toBeGreaterThan(0);
      expect(s.data.every((g) => g.initials === 'S')).toBe(true);
      expect(s.totalCount).toBe(all.filter((g) => g.initials === 'S').length);

      const popular = await groups('popular=1');
      expect(popular.totalCount).toBe(8);
      expect(popular.data.map((g) => g.name)).toContain('四不像');
      expect((await groups('popular=1&groupType=2')).data.map((g) => g.name).sort()).toEqual(
        ['曾道人', '老黄历'].sort(),
      );
      expect((await groups('popular=0')).totalCount).toBe(24);

      const dogs = await groups(`searchText=${encodeURIComponent('  跑狗 ')}`);
      expect(dogs.data.map((g) => g.name).sort()).toEqual(['新跑狗', '跑狗图'].sort());
      const popularS = await groups('popular=1&initials=S');
      expect(popularS.data.map((g) => g.name)).toEqual(['四不像']);
      expect((await groups(`searchText=${encodeURIComponent('不存在的图')}`)).totalCount).toBe(0);
      // LIKE's wildcards are plain characters here.
      expect((await groups('searchText=%25')).totalCount).toBe(0);
    });

    it('searches names in any case', async () => {
      const [added] = await t.app.services.gallery.addGroups(
        [
          {
            gameId: 110,
            groupType: 2,
            name: 'Lucky图',
            initials: 'L',
            chartKind: 'verse',
            sort: 99,
          },
        ],
        t.app.database.db,
      );
      try {
        const found = await groups('groupType=2&searchText=lUCK');
        expect(found.data.map((g) => g.groupId)).toEqual([added!.id]);
        expect(found.data[0]).toMatchObject({ gameTurn: '', imageUrl: '', updatedTime: 0 });
      } finally {
        await t.app.database.db.delete(galleryGroups).where(eq(galleryGroups.id, added!.id));
      }
    });

    it('pages', async () => {
      const all = await allGroups();
      const second = await groups('rows=5&page=2');
      expect(second.totalCount).toBe(24);
      expect(second.data.map((g) => g.groupId)).toEqual(all.slice(5, 10).map((g) => g.groupId));
      const beyond = await groups('rows=30&page=2');
      expect(beyond).toEqual({ data: [], totalCount: 24 });
    });

    it('refuses bad parameters, an unknown game and another company’s code', async () => {
      for (const query of [
        'rows=101',
        'rows=0',
        'page=0',
        'page=-1',
        'groupType=3',
        'initials=AB',
        'initials=1',
        'popular=2',
        'sneaky=1',
        `searchText=${'图'.repeat(31)}`,
      ]) {
        await refused(`/app-api/gallery/group?${query}`, 400, 'SYS/VALIDATION');
      }
      await refused('/app-api/gallery/group?gameId=12345', 404, 'GAME/NOT_FOUND');
      await refused('/app-api/gallery/group?companyCode=OTHER', 400, 'SYS/VALIDATION');
      expect((await groups(`companyCode=${t.app.config.COMPANY_CODE}&_t=1`)).totalCount).toBe(24);
    });
  });

  describe('GET /app-api/gallery/group-name', () => {
    it('answers every matching name without paging, and the initials of the game and type', async () => {
      const all = await allGroups();
      const names = await data('/app-api/gallery/group-name?rows=1', galleryGroupNames);
      expect(names.groupNames).toEqual(all.map((g) => g.name));
      expect(names.initials).toEqual([...new Set(all.map((g) => g.initials))].sort());

      const s = await data('/app-api/gallery/group-name?initials=S', galleryGroupNames);
      expect(s.groupNames).toEqual(all.filter((g) => g.initials === 'S').map((g) => g.name));
      expect(s.initials).toEqual(names.initials);

      const bw = await data('/app-api/gallery/group-name?groupType=2&gameId=90', galleryGroupNames);
      expect(bw.groupNames).toHaveLength(12);
      await refused('/app-api/gallery/group-name?rows=101', 400, 'SYS/VALIDATION');
      await refused('/app-api/gallery/group-name?gameId=12345', 404, 'GAME/NOT_FOUND');
    });
  });

  describe('GET /app-api/gallery/search', () => {
    it('answers what /gallery/group answers for the search text', async () => {
      const query = `searchText=${encodeURIComponent(' 生肖')}&rows=1`;
      const search = await data(`/app-api/gallery/search?${query}`, galleryGroupPage);
      expect(search).toEqual(await groups(query));
      expect(search.totalCount).toBeGreaterThan(1);
      expect(search.data).toHaveLength(1);
      expect(search.data.every((g) => g.name.includes('生肖'))).toBe(true);
      await refused('/app-api/gallery/search?page=0', 400, 'SYS/VALIDATION');
    });
  });

  describe('GET /app-api/gallery/category', () => {
    it('answers the groups of a category and type', async () => {
      const categories = await data(
        '/app-api/gallery/play-category?gameId=110',
        z.array(galleryPlayCategory),
      );
      const zodiac = categories.find((c) => c.name === '生肖图')!;
      const page = await data(
        `/app-api/gallery/category?playCategoryId=${zodiac.id}&categoryType=1`,
        galleryGroupPage,
      );
      expect(page.totalCount).toBeGreaterThan(3);
      expect(page.data.map((g) => g.name)).toContain('四不像');
      expect(page.data.map((g) => g.name)).not.toContain('跑狗图');
      expect(page.data.every((g) => g.groupType === 1 && g.gameTurn === openTurn110)).toBe(true);

      const paged = await data(
        `/app-api/gallery/category?playCategoryId=${zodiac.id}&categoryType=1&rows=2&page=2`,
        galleryGroupPage,
      );
      expect(paged.data.map((g) => g.groupId)).toEqual(page.data.slice(2, 4).map((g) => g.groupId));

      // Another game's category, or none: no groups.
      const other = await data(
        '/app-api/gallery/play-category?gameId=90',
        z.array(galleryPlayCategory),
      );
      expect(
        await data(`/app-api/gallery/category?playCategoryId=${other[0]!.id}`, galleryGroupPage),
      ).toEqual({ data: [], totalCount: 0 });
      expect(
        await data('/app-api/gallery/category?playCategoryId=999999', galleryGroupPage),
      ).toEqual({ data: [], totalCount: 0 });
      await refused('/app-api/gallery/category', 400, 'SYS/VALIDATION');
      await refused('/app-api/gallery/category?playCategoryId=1&rows=101', 400, 'SYS/VALIDATION');
      await refused(
        '/app-api/gallery/category?playCategoryId=1&gameId=12345',
        404,
        'GAME/NOT_FOUND',
      );
    });
  });

  describe('GET /app-api/gallery and /app-api/gallery/group/detail', () => {
    it('answers a group’s periods newest first, with sizes and no likes for a guest', async () => {
      const [group] = await allGroups();
      const page = await data(`/app-api/gallery?groupId=${group!.groupId}`, galleryImagePage);
      expect(page.totalCount).toBe(7);
      expect(page.data[0]!.gameTurn).toBe(openTurn110);
      const times = page.data.map((image) => image.updatedTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(page.data.map((image) => image.gameTurn)).size).toBe(7);
      for (const image of page.data) {
        expect(image).toMatchObject({
          groupId: group!.groupId,
          like: 0,
          likeCount: 0,
          width: 750,
          height: 1000,
        });
        expect(image.imageUrl).toMatch(imagePath);
        expect(image.thumbUrl).toMatch(thumbPath);
      }
      const chart = await get(page.data[1]!.imageUrl);
      expect(chart.statusCode).toBe(200);
      expect(chart.body).toContain(`>第${page.data[1]!.gameTurn}期</text>`);
      expect(chart.headers['cache-control']).toContain('immutable');

      const withGame = await data(
        `/app-api/gallery?groupId=${group!.groupId}&gameId=110&rows=2&page=2`,
        galleryImagePage,
      );
      expect(withGame.data.map((i) => i.id)).toEqual(page.data.slice(2, 4).map((i) => i.id));
    });

    it('answers the group, its newest period and a page of periods', async () => {
      const [, group] = await allGroups();
      const detail = await data(
        `/app-api/gallery/group/detail?groupId=${group!.groupId}&gameId=110&rows=3`,
        galleryGroupDetail,
      );
      expect(detail.group).toEqual(group);
      expect(detail.latest).toEqual(detail.groupList.data[0]);
      expect(detail.latest!.gameTurn).toBe(openTurn110);
      expect(detail.groupList.totalCount).toBe(7);
      expect(detail.groupList.data).toHaveLength(3);
      const last = await data(
        `/app-api/gallery/group/detail?groupId=${group!.groupId}&rows=3&page=3`,
        galleryGroupDetail,
      );
      expect(last.groupList.data).toHaveLength(1);
      expect(last.latest).toEqual(detail.latest);
    });

    it('refuses an unknown group, a group of another game and bad parameters', async () => {
      const [group] = await allGroups();
      for (const path of ['/app-api/gallery', '/app-api/gallery/group/detail']) {
        await refused(`${path}?groupId=999999`, 404, 'GALLERY/GROUP_NOT_FOUND');
        await refused(
          `${path}?groupId=${group!.groupId}&gameId=90`,
          404,
          'GALLERY/GROUP_NOT_FOUND',
        );
        await refused(path, 400, 'SYS/VALIDATION');
        await refused(`${path}?groupId=0`, 400, 'SYS/VALIDATION');
        await refused(`${path}?groupId=${group!.groupId}&rows=101`, 400, 'SYS/VALIDATION');
        await refused(`${path}?groupId=${group!.groupId}&page=0`, 400, 'SYS/VALIDATION');
        await refused(`${path}?groupId=${group!.groupId}&other=1`, 400, 'SYS/VALIDATION');
      }
    });
  });

  describe('POST /app-api/gallery/toggle-like', () => {
    const toggle = (body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/app-api/gallery/toggle-like',
        payload: body as object,
        headers,
      });
    const imagesOf = async (groupId: number, headers: Record<string, string> = {}) =>
      (await data(`/app-api/gallery?groupId=${groupId}`, galleryImagePage, headers)).data;

    it('needs a member, like the other member calls', async () => {
      const [group] = await allGroups();
      const [image] = await imagesOf(group!.groupId);
      const guest = await toggle({ galleryId: image!.id, like: 1 });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ code: 'UC/NOT_LOGGED_IN' });
      const stale = await toggle({ galleryId: image!.id, like: 1 }, bearer('not-a-token'));
      const profile = await get('/app-api/api/user/info', bearer('not-a-token'));
      expect(stale.statusCode).toBe(profile.statusCode);
      expect(stale.json().code).toBe(profile.json().code);
      // Reads take a stale token as a guest.
      expect((await imagesOf(group!.groupId, bearer('not-a-token')))[0]!.like).toBe(0);
    });

    it('sets and clears only the member’s own like, once per image', async () => {
      const [, , group] = await allGroups();
      const [image, other] = await imagesOf(group!.groupId);
      const member = bearer(await signIn(t.app));
      const agent = bearer(await signIn(t.app, demoAgent.account, demoAgent.password));
      const answer = async (body: unknown, headers: Record<string, string>) => {
        const response = await toggle(body, headers);
        expect(response.statusCode, response.body).toBe(200);
        return galleryLikeAnswer.parse(response.json().data);
      };
      const likeOf = async (headers: Record<string, string>) => {
        const found = (await imagesOf(group!.groupId, headers)).find((i) => i.id === image!.id)!;
        return { like: found.like, likeCount: found.likeCount };
      };

      expect(await answer({ galleryId: image!.id, like: 1 }, member)).toEqual({
        galleryId: image!.id,
        like: 1,
        likeCount: 1,
      });
      expect(await answer({ galleryId: String(image!.id), like: '1' }, member)).toEqual({
        galleryId: image!.id,
        like: 1,
        likeCount: 1,
      });
      const rows = await t.app.database.db
        .select()
        .from(galleryLikes)
        .where(eq(galleryLikes.imageId, image!.id));
      expect(rows).toHaveLength(1);

      expect(await likeOf(member)).toEqual({ like: 1, likeCount: 1 });
      expect(await likeOf(agent)).toEqual({ like: 0, likeCount: 1 });
      expect(await likeOf({})).toEqual({ like: 0, likeCount: 1 });
      const detail = await data(
        `/app-api/gallery/group/detail?groupId=${group!.groupId}`,
        galleryGroupDetail,
        member,
      );
      expect(detail.groupList.data.find((i) => i.id === image!.id)).toMatchObject({ like: 1 });

      expect((await answer({ galleryId: image!.id, like: 1 }, agent)).likeCount).toBe(2);
      expect(await answer({ galleryId: image!.id, like: 0 }, member)).toEqual({
        galleryId: image!.id,
        like: 0,
        likeCount: 1,
      });
      expect((await answer({ galleryId: image!.id, like: 0 }, member)).likeCount).toBe(1);
      expect(await likeOf(member)).toEqual({ like: 0, likeCount: 1 });
      expect(await likeOf(agent)).toEqual({ like: 1, likeCount: 1 });
      // Another image is untouched.
      const untouched = (await imagesOf(group!.groupId, agent)).find((i) => i.id === other!.id)!;
      expect(untouched).toMatchObject({ like: 0, likeCount: 0 });
      const left = await t.app.database.db
        .select()
        .from(galleryLikes)
        .where(eq(galleryLikes.imageId, image!.id));
      expect(left).toHaveLength(1);
    });

    it('refuses an unknown image and a bad body', async () => {
      const member = bearer(await signIn(t.app));
      const unknown = await toggle({ galleryId: 999_999, like: 1 }, member);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'GALLERY/IMAGE_NOT_FOUND', msg: '图片不存在' });
      for (const body of [
        { galleryId: 1, like: 2 },
        { galleryId: 0, like: 1 },
        { like: 1 },
        { galleryId: 1, like: 1, userId: 2 },
      ]) {
        const response = await toggle(body, member);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().code).toBe('SYS/VALIDATION');
      }
    });
  });
});
