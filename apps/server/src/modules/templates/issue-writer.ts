import { lunarYearAt, zodiacs } from '@lottery/contracts';
import type { Db } from '../../db/client';
import * as drawsRepo from '../draws/draws.repository';
import { sanitizeItem } from './item-sanitize';
import { itemStyles, renderItem, type ItemStyle, type StoredPrediction } from './item-render';
import { isPredictorKind, predict, type PastDraw, type PredictorKind } from './predictions';
import * as repo from './templates.repository';

/** The most draws a predictor looks back over (predictions.ts `rank`). */
const historyWindow = 26;

/** A group keeps the items of this many drawn turns (the past-issue page shows 50). */
export const keptIssues = 50;

const poems: readonly { title: string; text: string }[] = [
  { title: '春风得意', text: '春风得意马蹄疾，一日看尽长安花' },
  { title: '月落乌啼', text: '月落乌啼霜满天，江枫渔火对愁眠' },
  { title: '白日依山', text: '白日依山尽，黄河入海流' },
  { title: '海上明月', text: '海上生明月，天涯共此时' },
  { title: '千山鸟飞', text: '千山鸟飞绝，万径人踪灭' },
  { title: '床前明月', text: '床前明月光，疑是地上霜' },
  { title: '红豆南国', text: '红豆生南国，春来发几枝' },
  { title: '野火春风', text: '野火烧不尽，春风吹又生' },
];

const authors: readonly string[] = [
  '六合老刀',
  '特码王',
  '金牌军师',
  '生肖达人',
  '彩坛神算',
  '平特高手',
  '一码中特',
  '香江居士',
];

const pick = <T>(list: readonly T[], n: number): T =>
  list[((n % list.length) + list.length) % list.length] as T;

export const isItemStyle = (style: string): style is ItemStyle =>
  (itemStyles as readonly string[]).includes(style);

/**
 * A post's marks (spec §2.1 "Post items"): its subName type, badges 精 / 置顶 / 高手贴, and
 * every fourth post links to a chat room (templateType 0).
 */
export const postMarks = (n: number) => ({
  subName: pick(['type1', 'type2', 'type3'], n),
  badges: [
    ...(n % 3 === 0 ? ['精'] : []),
    ...(n % 5 === 0 ? ['置顶'] : []),
    ...(n % 4 === 1 ? ['高手贴'] : []),
  ],
  templateType: n % 4 === 0 ? 0 : 1,
});

type PredictionGroup = Awaited<ReturnType<typeof repo.predictionGroupsOfGame>>[number];

const turnOrdinal = (turnNum: string) => Number(turnNum.slice(-3)) || 0;

/** The stored prediction of a group's item for a turn, from the draws before it. */
export const predictionFor = (
  group: PredictionGroup['group'],
  turnNum: string,
  lunarYear: number,
  history: PastDraw[],
): StoredPrediction | undefined => {
  const style = group.style ?? '';
  const kinds = (group.parts ?? []).filter(isPredictorKind);
  if (!isItemStyle(style) || kinds.length === 0) return undefined;
  const parts = kinds.map((kind: PredictorKind, i) =>
    predict(kind, history, `${group.id}:${i}:${turnNum}`, group.id + i),
  );
  const n = group.id + turnOrdinal(turnNum);
  const words =
    style === 'poem' ? pick(poems, n) : style === 'post' ? { author: pick(authors, n) } : undefined;
  return { style, parts, lunarYear, ...(words ? { words } : {}) };
};

const pastDrawOf = (turn: drawsRepo.TurnRow): PastDraw | undefined =>
  turn.status === 'drawn' && turn.numbers && turn.numbers.length === 7
    ? {
        turnNum: turn.turnNum,
        numbers: turn.numbers,
        lunarYear: lunarYearAt(turn.openTime ?? turn.planTime),
      }
    : undefined;

/**
 * Brings a game's prediction templates up to date with its draws: every prediction group gets an
 * item for each turn still to draw and for the last `drawnIssues` drawn turns it lacks (each
 * predicted only from the draws before its turn), and every pending item whose turn is now drawn
 * is scored against it (its lock lifts: the tip was the secret, the result is public). The game's
 * poll templates get a poll for the open turn; older polls close. Answers whether anything
 * changed.
 */
export const writeIssues = async (
  db: Db,
  gameId: number,
  {
    drawnIssues,
    now,
  }: {
    /** How many drawn turns a group should have items for (by its template's layout code). */
    drawnIssues: number | ((templateCode: string) => number);
    now: Date;
  },
): Promise<boolean> => {
  const depthOf = typeof drawnIssues === 'number' ? () => drawnIssues : drawnIssues;
  const groups = await repo.predictionGroupsOfGame(db, gameId);
  const depths = new Map(
    groups.map(({ group, template }) => [group.id, depthOf(template.templateCode)]),
  );
  const deepest = Math.max(0, ...depths.values());
  const recent = await drawsRepo.recentTurns(
    db,
    gameId,
    Math.max(deepest + historyWindow, keptIssues) + 4,
  );
  const drawnTurns = recent.filter((turn) => turn.status === 'drawn');
  const drawn = drawnTurns.flatMap((turn) => {
    const draw = pastDrawOf(turn);
    return draw ? [{ turn, draw }] : [];
  });
  const drawByTurn = new Map(drawn.map(({ draw }) => [draw.turnNum, draw]));
  const active = recent.filter((turn) => turn.status !== 'drawn');
  /** How many drawn turns are newer than a target (0 for the newest drawn turn). */
  const targets = [
    ...active.map((turn) => ({ turn, age: -1 })),
    ...drawnTurns.slice(0, deepest).map((turn, age) => ({ turn, age })),
  ];
  let changed = false;

  const existing = await repo.existingTurns(
    db,
    groups.map(({ group }) => group.id),
    targets.map(({ turn }) => turn.turnNum),
  );
  const rows: repo.NewItemRow[] = [];
  for (const { turn, age } of targets) {
    const before = drawn
      .filter((past) => past.turn.planTime < turn.planTime)
      .map((past) => past.draw);
    const draw = drawByTurn.get(turn.turnNum);
    const lunarYear = lunarYearAt(turn.planTime);
    for (const { group } of groups) {
      if (age >= (depths.get(group.id) ?? 0)) continue;
      if (existing.has(`${group.id}:${turn.turnNum}`)) continue;
      const stored = predictionFor(group, turn.turnNum, lunarYear, before);
      if (!stored) continue;
      rows.push({
        groupId: group.id,
        templateId: group.templateId,
        title: turn.turnNum,
        sort: Math.floor(turn.planTime.getTime() / 1000),
        turnNum: turn.turnNum,
        prediction: stored as unknown as Record<string, unknown>,
        requireLogin: draw ? 0 : group.lockLogin,
        requireRecharge: draw ? 0 : group.lockRecharge,
        updatedAt: now,
        ...(stored.style === 'post' ? postMarks(group.id + turnOrdinal(turn.turnNum)) : {}),
        ...renderItem(turn.turnNum, stored, draw),
      });
    }
  }
  if (rows.length > 0) {
    await repo.insertItems(db, rows.map(sanitizeItem));
    changed = true;
  }

  for (const item of await repo.pendingItemsOfGame(db, gameId)) {
    const draw = item.turnNum ? drawByTurn.get(item.turnNum) : undefined;
    if (!draw || !item.prediction) continue;
    const stored = item.prediction as unknown as StoredPrediction;
    await repo.updateItem(db, item.id, {
      ...sanitizeItem(renderItem(draw.turnNum, stored, draw)),
      requireLogin: 0,
      requireRecharge: 0,
      updatedAt: now,
    });
    changed = true;
  }

  // Items older than the kept issues go (a fast game draws hundreds of turns a day).
  const oldestKept = drawnTurns[keptIssues - 1];
  if (oldestKept && drawnTurns.length >= keptIssues) {
    const pruned = await repo.pruneItems(
      db,
      gameId,
      Math.floor(oldestKept.planTime.getTime() / 1000),
    );
    if (pruned.length > 0) changed = true;
  }

  const openTurn = recent.find((turn) => turn.status === 'open');
  if (openTurn) {
    const pollTemplates = await repo.pollTemplatesOfGame(db, gameId);
    const added = await repo.insertPolls(
      db,
      pollTemplates.map(({ id }) => ({
        templateId: id,
        gameTurn: openTurn.turnNum,
        pollStatus: 1,
        options: zodiacs.map((animal, i) => ({
          option_id: i + 1,
          option_text: animal,
          option_value: animal,
        })),
      })),
    );
    const closed = await repo.closePollsOfGame(db, gameId, openTurn.turnNum);
    if (added.length > 0 || closed.length > 0) changed = true;
  }
  return changed;
};
