import { afterEach, describe, expect, it } from 'vitest';
import {
  lunarYearAt,
  templateDetail,
  templateListFile,
  templatePage,
  zodiacOfBall,
  zodiacPoll,
  type Template,
} from '@lottery/contracts';
import { demoDrawSchedules } from '../../../src/demo/generate-draws';
import { findTurn } from '../../../src/modules/draws/draws.repository';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ManualClock, addCompany, addGame, flush } from '../draws/draw-test-kit';

const base = '/app-api/game-document/template';

describe('template issues follow the draws', () => {
  let t: TestApp;
  let clock: ManualClock;
  afterEach(() => t.close());

  const settle = async () => {
    await t.app.drawEngine.whenIdle();
    await flush();
  };

  it('writes the open turn’s predictions, scores them truthfully after the draw, then writes the next', async () => {
    // 21:00 in Shanghai: game 110 draws at 21:32 (turn 2026060), final at 21:33.
    clock = new ManualClock('2026-03-01T13:00:00Z');
    t = await createTestApp({
      seed: false,
      config: { DRAW_ENGINE: 'on' },
      overrides: { now: clock.now, timers: clock },
    });
    const { db } = t.app.database;
    const { templates } = t.app.services;
    await addCompany(db, 'Asia/Shanghai');
    await t.app.services.settings.changed('company');
    await addGame(db, 110, demoDrawSchedules[110]!);
    await t.app.services.draws.changed();
    await settle();

    await db.transaction(async (tx) => {
      const [sheet, poll] = await templates.addTemplates(
        [
          {
            gameId: 110,
            templateCode: 'MB04',
            name: '三肖必中',
            sort: 1,
            generator: 'predictions',
          },
          { gameId: 110, templateCode: 'SYMB3', name: '生肖投票', sort: 2, generator: 'poll' },
        ],
        tx,
      );
      await templates.addGroups(
        [
          {
            templateId: sheet!.id,
            groupName: '三肖',
            style: 'plain',
            parts: ['zodiac3'],
            lockLogin: 1,
          },
          { templateId: poll!.id, groupName: '推荐', style: 'rich', parts: ['zodiac6'] },
        ],
        tx,
      );
      await templates.syncGame(110, 6, tx);
    });
    await templates.changed(110);

    const list = async () =>
      templatePage.parse((await t.app.inject({ url: `${base}?gameId=110` })).json().data).data;
    const sheetOf = (page: Template[]) => page.find((x) => x.templateCode === 'MB04')!;

    const before = sheetOf(await list());
    expect(before.groups[0]!.items.map((i) => i.title)).toEqual(['2026060']);
    expect(before.groups[0]!.items[0]).toMatchObject({ locked: 'login', content: '', hit: null });

    const pollTemplate = (await list()).find((x) => x.templateCode === 'SYMB3')!;
    const firstPoll = zodiacPoll.parse(
      (await t.app.inject({ url: `${base}/${pollTemplate.id}/vote` })).json().data,
    );
    expect(firstPoll).toMatchObject({ gameTurn: '2026060', pollStatus: 1 });

    await clock.advanceTo('2026-03-01T13:33:00Z', settle);

    const drawn = await findTurn(db, 110, '2026060');
    expect(drawn?.status).toBe('drawn');
    const special = drawn!.numbers![6]!;
    const animal = zodiacOfBall(special, lunarYearAt(drawn!.openTime!));

    const after = sheetOf(await list());
    const [next, scored] = after.groups[0]!.items;
    expect(next).toMatchObject({ title: '2026061', locked: 'login', content: '', hit: null });
    // The drawn issue's lock lifted; its verdict agrees with the drawn special.
    expect(scored!.title).toBe('2026060');
    expect(scored!.locked).toBeNull();
    const hit = scored!.content.includes(animal);
    expect(scored!.content).toHaveLength(3);
    expect(scored!.hit).toBe(hit ? 1 : 0);
    expect(scored!.activeCover).toBe(hit ? 1 : 0);
    expect(scored!.note).toBe(`${animal}${String(special).padStart(2, '0')}`);
    expect(scored!.content3).toBe(`${scored!.note} ${hit ? '准' : '错'}`);

    const info = templateDetail.parse(
      (await t.app.inject({ url: `${base}/info/110/${after.id}` })).json().data,
    );
    expect(info.groups[0]!.items.map((i) => i.title)).toEqual(['2026061', '2026060']);

    // The poll moved on to the new turn; the old one is closed to votes.
    const nextPoll = zodiacPoll.parse(
      (await t.app.inject({ url: `${base}/${pollTemplate.id}/vote` })).json().data,
    );
    expect(nextPoll).toMatchObject({ gameTurn: '2026061', pollStatus: 1 });
    const oldPoll = templateDetail.parse(
      (await t.app.inject({ url: `${base}/info/110/${pollTemplate.id}/${firstPoll.id}` })).json()
        .data,
    ).poll;
    expect(oldPoll?.pollStatus).toBe(0);

    // The public file was republished with the new issue, still without locked content.
    const file = templatePage.parse(
      (await t.app.inject({ url: `/sys-upload/data/json/${templateListFile(110)}` })).json(),
    );
    const fileSheet = sheetOf(file.data);
    expect(fileSheet.groups[0]!.items[0]).toMatchObject({ title: '2026061', content: '' });
    expect(fileSheet.groups[0]!.items[1]!.content).toBe(scored!.content);
  }, 120_000);
});
