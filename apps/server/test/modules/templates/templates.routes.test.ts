import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { z } from '@lottery/contracts';
import {
  templateDetail,
  templateLayoutCodes,
  templateLikeAnswer,
  templateListFile,
  templatePage,
  zodiacPoll,
  type Template,
  type TemplateItem,
  zodiacs,
} from '@lottery/contracts';
import { templateItems, templateLikes, templates, templateVotes } from '../../../src/db/schema';
import { pruneItems } from '../../../src/modules/templates/templates.repository';
import { bearer, signIn, tokenOf } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const base = '/app-api/game-document/template';

const items = (list: Template[]): TemplateItem[] =>
  list.flatMap((t) => t.groups.flatMap((g) => g.items));

const lockedFields = (item: TemplateItem) => [
  item.content,
  item.content2,
  item.content3,
  item.note,
  ...item.multiContents.map((part) => part.content),
];

describe('the template calls on the demo data', () => {
  let t: TestApp;
  let member: string; // member01: recharged
  let agent: string; // agent01: signed in, never recharged
  let trial: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t.app);
    agent = await signIn(t.app, 'agent01', 'Agent1234');
    trial = tokenOf(await t.app.inject({ method: 'GET', url: '/app-api/v/user/regTest' }));
  }, 240_000);
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: token ? bearer(token) : {},
    });
  const data = async <T extends z.ZodType>(url: string, schema: T, token?: string) => {
    const response = await get(url, token);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: 'success' });
    return schema.parse(response.json().data) as z.infer<T>;
  };
  const refused = (
    response: { statusCode: number; json(): unknown },
    status: number,
    code: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, statusCode: status });
  };
  const byCode = async (code: string, token?: string) => {
    const page = await data(`${base}?gameId=110&templateCode=${code}`, templatePage, token);
    expect(page.data, code).toHaveLength(1);
    return page.data[0] as Template;
  };

  describe('GET /game-document/template', () => {
    it('pages 20 templates of the game in order, each layout once', async () => {
      const first = await data(`${base}?gameId=110`, templatePage);
      expect(first.data).toHaveLength(20);
      expect(first.totalCount).toBe(templateLayoutCodes.length);
      const pages = Math.ceil(first.totalCount / 100);
      const all: Template[] = [];
      for (let page = 1; page <= pages; page += 1) {
        all.push(...(await data(`${base}?gameId=110&rows=100&page=${page}`, templatePage)).data);
      }
      expect(all).toHaveLength(first.totalCount);
      expect(all.slice(0, 20).map((x) => x.id)).toEqual(first.data.map((x) => x.id));
      expect(all.map((x) => x.templateCode).sort()).toEqual([...templateLayoutCodes].sort());
      expect(all.every((x) => x.gameId === 110 && x.like === 0)).toBe(true);
      const past = await data(`${base}?gameId=110&page=999`, templatePage);
      expect(past).toEqual({ data: [], totalCount: first.totalCount });
    });

    it('filters by play category and layout code', async () => {
      const zodiac = await data(`${base}?gameId=110&playCateName=生肖&rows=100`, templatePage);
      expect(zodiac.data.length).toBeGreaterThan(3);
      expect(zodiac.data.every((x) => x.playCateName === '生肖')).toBe(true);
      const mb16 = await byCode('MB16');
      expect(mb16.templateCode).toBe('MB16');
    });

    it('refuses bad input with a clear 4xx', async () => {
      refused(await get(base), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=abc`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=110&rows=101`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=110&page=0`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=110&templateCode=XX01`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=110&evil=1`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=110&companyCode=other`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}?gameId=12345`), 404, 'GAME/NOT_FOUND');
    });
  });

  describe('locks', () => {
    const lockedItemsOf = (list: Template[]) => items(list).filter((item) => item.locked);

    it('never gives a guest or a trial account a login-locked item, list or info', async () => {
      for (const token of [undefined, trial]) {
        const mb01 = await byCode('MB01', token);
        const [newest] = mb01.groups[0]!.items;
        expect(newest!.requireLogin).toBe(1);
        expect(newest!.locked).toBe('login');
        expect(lockedFields(newest!).every((field) => field === '')).toBe(true);
        const info = await data(`${base}/info/110/${mb01.id}`, templateDetail, token);
        expect(info.groups[0]!.items[0]!.locked).toBe('login');
        expect(lockedFields(info.groups[0]!.items[0]!).join('')).toBe('');
      }
      const forMember = await byCode('MB01', agent);
      expect(forMember.groups[0]!.items[0]!.locked).toBeNull();
      expect(forMember.groups[0]!.items[0]!.content).not.toBe('');
    });

    it('locks recharge items until the member has recharged (MB37 needs both)', async () => {
      const asGuest = await byCode('MB37');
      expect(asGuest.groups[0]!.items[0]!.locked).toBe('login');
      const asAgent = await byCode('MB37', agent);
      expect(asAgent.groups[0]!.items[0]!.locked).toBe('recharge');
      expect(lockedFields(asAgent.groups[0]!.items[0]!).join('')).toBe('');
      const asMember = await byCode('MB37', member);
      expect(asMember.groups[0]!.items[0]!.locked).toBeNull();
      expect(asMember.groups[0]!.items[0]!.content).toContain('<table>');
    });

    it('publishes a static list with no locked content, the guest’s first page', async () => {
      const file = await t.app.inject({
        method: 'GET',
        url: `/sys-upload/data/json/${templateListFile(110)}`,
      });
      expect(file.statusCode).toBe(200);
      const page = templatePage.parse(file.json());
      const guest = await data(`${base}?gameId=110`, templatePage);
      expect(page).toEqual(guest);
      const locked = lockedItemsOf(page.data);
      expect(locked.length).toBeGreaterThan(0);
      expect(locked.every((item) => lockedFields(item).join('') === '')).toBe(true);
      // Compressed once per change: brotli for a browser that takes it, else gzip; all the same.
      for (const url of [`/sys-upload/data/json/${templateListFile(110)}`, `${base}?gameId=110`]) {
        const plain = (await t.app.inject({ url })).json() as unknown;
        const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
        expect(brotli.headers['content-encoding'], url).toBe('br');
        expect(brotli.headers.vary, url).toContain('accept-encoding');
        expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()), url).toEqual(plain);
        const zipped = await t.app.inject({
          url,
          headers: { 'accept-encoding': 'gzip, br;q=0' },
        });
        expect(zipped.headers['content-encoding'], url).toBe('gzip');
        expect(zipped.rawPayload.length).toBeGreaterThan(brotli.rawPayload.length);
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()), url).toEqual(plain);
      }
      // The member's own list has the content the file leaves out.
      const mine = await data(`${base}?gameId=110`, templatePage, member);
      expect(lockedItemsOf(mine.data)).toHaveLength(0);
      const body = file.body;
      for (const item of items(mine.data).filter((i) => i.requireLogin || i.requireRecharge)) {
        if (item.content.length > 8) expect(body).not.toContain(item.content);
      }
    });
  });

  describe('GET /game-document/template/info/…', () => {
    it('answers the template with its past issues and poll', async () => {
      const mb03 = await byCode('MB03');
      const info = await data(`${base}/info/110/${mb03.id}`, templateDetail);
      expect(info.id).toBe(mb03.id);
      expect(info.groups[0]!.items.length).toBeGreaterThanOrEqual(mb03.groups[0]!.items.length);
      expect(info.poll).toBeNull();
      const withClient = await data(`${base}/info/110/${mb03.id}`, templateDetail);
      expect(withClient.id).toBe(mb03.id);
      const symb3 = await byCode('SYMB3');
      expect(symb3.hasPoll).toBe(true);
      const polled = await data(`${base}/info/110/${symb3.id}`, templateDetail);
      expect(polled.poll?.pollStatus).toBe(1);
      const byDocument = await data(
        `${base}/info/110/${symb3.id}/${polled.poll!.id}/h5`,
        templateDetail,
      );
      expect(byDocument.poll?.id).toBe(polled.poll!.id);
    });

    it('refuses another game’s template, unknown ids and bad segments', async () => {
      const mb03 = await byCode('MB03');
      refused(await get(`${base}/info/90/${mb03.id}`), 404, 'TPL/NOT_FOUND');
      refused(await get(`${base}/info/110/99999999`), 404, 'TPL/NOT_FOUND');
      refused(await get(`${base}/info/110/${mb03.id}/99999999`), 404, 'TPL/POLL_NOT_FOUND');
      refused(await get(`${base}/info/110/abc`), 400, 'SYS/VALIDATION');
      refused(await get(`${base}/info/110/${mb03.id}/1/<script>`), 400, 'SYS/VALIDATION');
    });
  });

  describe('POST /game-document/template/toggle-like and GET …/collection', () => {
    it('needs a member, and refuses bad bodies without changing anything', async () => {
      const mb04 = await byCode('MB04');
      const likesBefore = await t.app.database.db.select({ n: count() }).from(templateLikes);
      refused(
        await post(`${base}/toggle-like`, { templateId: mb04.id, like: 1 }),
        401,
        'UC/NOT_LOGGED_IN',
      );
      refused(
        await post(`${base}/toggle-like`, { templateId: mb04.id, like: 2 }, member),
        400,
        'SYS/VALIDATION',
      );
      refused(await post(`${base}/toggle-like`, { like: 1 }, member), 400, 'SYS/VALIDATION');
      refused(
        await post(`${base}/toggle-like`, { templateId: 99999999, like: 1 }, member),
        404,
        'TPL/NOT_FOUND',
      );
      refused(await get(`${base}/collection`), 401, 'UC/NOT_LOGGED_IN');
      expect(await t.app.database.db.select({ n: count() }).from(templateLikes)).toEqual(
        likesBefore,
      );
    });

    it('keeps favourites per member', async () => {
      const mb04 = await byCode('MB04');
      const liked = await post(`${base}/toggle-like`, { templateId: mb04.id, like: 1 }, member);
      expect(liked.statusCode, liked.body).toBe(200);
      expect(templateLikeAnswer.parse(liked.json().data)).toEqual({
        templateId: mb04.id,
        like: 1,
        likeCount: 1,
      });
      // Twice is still one favourite.
      await post(`${base}/toggle-like`, { templateId: mb04.id, like: 1 }, member);
      expect((await byCode('MB04', member)).like).toBe(1);
      expect((await byCode('MB04', member)).likeCount).toBe(1);
      expect((await byCode('MB04', agent)).like).toBe(0);
      expect((await byCode('MB04')).like).toBe(0);
      const mine = await data(`${base}/collection`, templatePage, member);
      expect(mine.data.map((x) => x.id)).toEqual([mb04.id]);
      expect(mine.data[0]!.like).toBe(1);
      expect((await data(`${base}/collection`, templatePage, agent)).totalCount).toBe(0);

      const unliked = await post(`${base}/toggle-like`, { templateId: mb04.id, like: 0 }, member);
      expect(unliked.json().data).toEqual({ templateId: mb04.id, like: 0, likeCount: 0 });
      expect((await byCode('MB04', member)).like).toBe(0);
      expect((await data(`${base}/collection`, templatePage, member)).totalCount).toBe(0);
    });
  });

  describe('zodiac polls', () => {
    const votesOf = async (pollId: number) =>
      (
        await t.app.database.db
          .select({ n: count() })
          .from(templateVotes)
          .where(eq(templateVotes.pollId, pollId))
      )[0]!.n;

    it('answers the template’s poll, and refuses templates without one', async () => {
      const symb3 = await byCode('SYMB3');
      const poll = await data(`${base}/${symb3.id}/vote`, zodiacPoll);
      expect(poll.templateId).toBe(symb3.id);
      expect(poll.pollOptions.map((o) => o.option_text)).toEqual([...zodiacs]);
      expect(poll.optionId).toBeNull();
      const mb03 = await byCode('MB03');
      refused(await get(`${base}/${mb03.id}/vote`), 404, 'TPL/POLL_NOT_FOUND');
      refused(await get(`${base}/abc/vote`), 400, 'SYS/VALIDATION');
    });

    it('refuses guests, missing and unknown options, and bad bodies, changing nothing', async () => {
      const symb3 = await byCode('SYMB3');
      const poll = await data(`${base}/${symb3.id}/vote`, zodiacPoll);
      const vote = (payload: unknown, token?: string) => post(`${base}/vote`, payload, token);
      refused(await vote({ documentId: poll.id, optionId: 1, vote: 1 }), 401, 'UC/NOT_LOGGED_IN');
      const missing = await vote({ documentId: poll.id, vote: 1 }, agent);
      refused(missing, 400, 'TPL/OPTION_REQUIRED');
      expect(missing.json().msg).toBe('请先选择投票内容！');
      refused(
        await vote({ documentId: poll.id, optionId: 13, vote: 1 }, agent),
        400,
        'SYS/VALIDATION',
      );
      refused(
        await vote({ documentId: poll.id, optionId: 1, vote: 2 }, agent),
        400,
        'SYS/VALIDATION',
      );
      refused(
        await vote({ documentId: 99999999, optionId: 1, vote: 1 }, agent),
        404,
        'TPL/POLL_NOT_FOUND',
      );
      expect(await votesOf(poll.id)).toBe(0);
    });

    it('takes one vote per member, even from two requests at once', async () => {
      const symb3 = await byCode('SYMB3');
      const poll = await data(`${base}/${symb3.id}/vote`, zodiacPoll);
      const [a, b] = await Promise.all([
        post(`${base}/vote`, { documentId: poll.id, optionId: 3, vote: 1 }, member),
        post(`${base}/vote/v2`, { documentId: poll.id, optionId: 5, vote: 1 }, member),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses).toEqual([200, 400]);
      const loser = a.statusCode === 400 ? a : b;
      expect(loser.json()).toMatchObject({ code: 'TPL/ALREADY_VOTED', msg: '您已经投票过了！' });
      expect(await votesOf(poll.id)).toBe(1);

      const mine = await data(`${base}/${symb3.id}/vote`, zodiacPoll, member);
      expect([3, 5]).toContain(mine.optionId);
      expect(mine.pollOptions.reduce((sum, o) => sum + o.option_vote, 0)).toBe(1);
      expect((await data(`${base}/${symb3.id}/vote`, zodiacPoll, agent)).optionId).toBeNull();
      const again = await post(
        `${base}/vote`,
        { documentId: poll.id, optionId: 1, vote: 1 },
        member,
      );
      refused(again, 400, 'TPL/ALREADY_VOTED');
      expect(await votesOf(poll.id)).toBe(1);
    });
  });

  it('sanitizes the HTML of items when they are stored, and keeps their plain titles', async () => {
    const tyMb = await byCode('TYMB');
    const group = tyMb.groups[0]!;
    await t.app.database.db.transaction((tx) =>
      t.app.services.templates.addItems(
        [
          {
            groupId: group.id,
            templateId: tyMb.id,
            title: '<b>9999999</b>',
            sort: 2_000_000_000,
            content: '<p onclick="steal()">推荐<script>alert(1)</script></p>',
            note: '<img src="x" onerror="alert(1)">*',
            multiContents: [{ title: '<i>a</i>', content: '<a href="javascript:alert(1)">b</a>' }],
          },
        ],
        tx,
      ),
    );
    await t.app.services.templates.changed(110);
    const info = await data(`${base}/info/110/${tyMb.id}`, templateDetail);
    const stored = info.groups[0]!.items[0]!;
    expect(stored.title).toBe('<b>9999999</b>');
    expect(stored.content).toBe('<p>推荐</p>');
    expect(stored.note).toBe('<img src="x" />*');
    expect(stored.multiContents).toEqual([
      { title: '<i>a</i>', content: '<a rel="noopener noreferrer">b</a>' },
    ]);
  });

  it('prunes the game’s prediction items of old turns, never its other items', async () => {
    const { db } = t.app.database;
    const countOf = async (where: ReturnType<typeof eq>) =>
      (await db.select({ n: count() }).from(templateItems).where(where))[0]!.n;
    const ad = await byCode('AD13');
    const adItems = await countOf(eq(templateItems.templateId, ad.id));
    expect(adItems).toBe(1);
    const mb03 = await byCode('MB03');
    const sorts = mb03.groups[0]!.items.map((item) => item.sort);
    const cutoff = [...sorts].sort((a, b) => b - a)[2]!; // keep the newest three
    await pruneItems(db, 110, cutoff);
    const kept = await db
      .select({ sort: templateItems.sort })
      .from(templateItems)
      .where(eq(templateItems.templateId, mb03.id));
    expect(kept.map((row) => row.sort).sort((a, b) => b - a)).toEqual(
      [...sorts].sort((a, b) => b - a).slice(0, 3),
    );
    expect(await countOf(eq(templateItems.templateId, ad.id))).toBe(adItems);
    const otherGame = (await data(`${base}?gameId=90&templateCode=MB03`, templatePage)).data[0]!;
    expect(otherGame.groups[0]!.items.length).toBe(sorts.length);
  });

  it('stores only enabled templates in the list (a disabled one disappears)', async () => {
    const mb05 = await byCode('MB05');
    await t.app.database.db
      .update(templates)
      .set({ status: 0 })
      .where(and(eq(templates.id, mb05.id)));
    await t.app.services.templates.changed(110);
    const page = await data(`${base}?gameId=110&templateCode=MB05`, templatePage);
    expect(page.totalCount).toBe(0);
    refused(await get(`${base}/info/110/${mb05.id}`), 404, 'TPL/NOT_FOUND');
  });
});
