import {
  lockOf,
  ok,
  pageSizes,
  postBadges,
  templateListItemsPerGroup,
  type PlayCategory,
  type PostBadge,
  type Template,
  type TemplateCollectionQuery,
  type TemplateDetail,
  type TemplateInfoParams,
  type TemplateItem,
  type TemplateLikeAnswer,
  type TemplateLikeBody,
  type TemplateListQuery,
  type TemplatePage,
  type TemplateViewer,
  type TemplateVoteBody,
  type ZodiacPoll,
} from '@lottery/contracts';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { writeIssues } from './issue-writer';
import { sanitizeItem } from './item-sanitize';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body';
import * as repo from './templates.repository';

export type TemplatesService = ReturnType<typeof createTemplatesService>;

/** The past issues the info call (the past-issue page) shows per group. */
export const infoItemsPerGroup = 50;

/** A cached list page holds at most this many entries per process (then it starts over). */
const cacheLimit = 2_000;

const changedChannel = 'templates:changed';

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const zeroOne = (n: number): 0 | 1 => (n === 1 ? 1 : 0);
const badgeSet = new Set<string>(postBadges);

const presentItem = (row: repo.ItemRow): TemplateItem => ({
  id: row.id,
  title: row.title,
  content: row.content,
  content2: row.content2,
  content3: row.content3,
  note: row.note,
  iconUrl: row.iconUrl,
  subName: row.subName,
  updatedTime: unixSeconds(row.updatedAt),
  sort: row.sort,
  multiContents: row.multiContents,
  requireLogin: zeroOne(row.requireLogin),
  requireRecharge: zeroOne(row.requireRecharge),
  templateType: row.templateType,
  activeCover: zeroOne(row.activeCover),
  hit: row.hit === null ? null : zeroOne(row.hit),
  badges: row.badges.filter((badge): badge is PostBadge => badgeSet.has(badge)),
  locked: null,
});

/** The item as the viewer may see it: a locked item keeps its frame and loses its content. */
export const itemForViewer = (item: TemplateItem, viewer: TemplateViewer): TemplateItem => {
  const locked = lockOf(item, viewer);
  if (!locked) return item;
  return {
    ...item,
    content: '',
    content2: '',
    content3: '',
    note: '',
    multiContents: [],
    hit: null,
    activeCover: 0,
    locked,
  };
};

export const templateForViewer = <T extends Template>(
  template: T,
  viewer: TemplateViewer,
  liked: boolean,
): T => ({
  ...template,
  like: liked ? 1 : 0,
  groups: template.groups.map((group) => ({
    ...group,
    items: group.items.map((item) => itemForViewer(item, viewer)),
  })),
});

interface CachedPage {
  /** Every item's content as stored (locks not applied), like 0. */
  page: TemplatePage;
  /** The answer a guest gets, serialized once, and compressed once. */
  guestBody: EncodedBody;
}

/**
 * Prediction templates (spec part 2 §2.1, §3, §7 "Templates"): the paged list per game and play
 * category, the detail, favourites and zodiac polls. Locks are applied to every answer for its
 * viewer, so a guest or trial account never receives a locked item's content. A list page is
 * built once and cached per game, category, layout and page until the game's templates change.
 */
export const createTemplatesService = ({
  db,
  bus,
  events,
  log,
  now,
}: Pick<Deps, 'db' | 'bus' | 'events' | 'log' | 'now'>) => {
  const cache = new Map<string, CachedPage>();

  const dropCached = (gameId: number) => {
    for (const key of cache.keys()) if (key.startsWith(`${gameId}|`)) cache.delete(key);
  };

  /** The game's templates changed: drop the cached pages everywhere, republish its file. */
  const changed = async (gameId: number) => {
    dropCached(gameId);
    await bus.publish(changedChannel, { gameId });
    await events.emit('sourceChanged', { source: `templates:${gameId}` });
  };

  const requireGame = async (gameId: number) => {
    if (!(await repo.findEnabledGame(db, gameId))) throw new AppError('GAME/NOT_FOUND');
  };

  const requireTemplate = async (templateId: number, gameId?: number) => {
    const template = await repo.findTemplate(db, templateId);
    if (!template || (gameId !== undefined && template.gameId !== gameId)) {
      throw new AppError('TPL/NOT_FOUND');
    }
    return template;
  };

  const playCategories = async (gameId: number): Promise<PlayCategory[]> => {
    await requireGame(gameId);
    const rows = await repo.listPlayCategories(db, gameId);
    return rows.map(({ id, gameId: game, name, sort }) => ({ id, gameId: game, name, sort }));
  };

  const addPlayCategories = (gameId: number, names: readonly string[]) =>
    repo.insertPlayCategories(
      db,
      names.map((name, index) => ({ gameId, name, sort: index + 1 })),
    );

  /** The templates with their groups and newest items, as stored (like 0). */
  const present = async (rows: repo.TemplateRow[], perGroup: number): Promise<Template[]> => {
    const ids = rows.map((row) => row.id);
    const [groups, counts, polled] = await Promise.all([
      repo.groupsOf(db, ids),
      repo.likeCounts(db, ids),
      repo.templatesWithPolls(db, ids),
    ]);
    const items = await repo.newestItemsOf(
      db,
      groups.map((group) => group.id),
      perGroup,
    );
    const itemsByGroup = new Map<number, TemplateItem[]>();
    for (const item of items) {
      const list = itemsByGroup.get(item.groupId) ?? [];
      list.push(presentItem(item));
      itemsByGroup.set(item.groupId, list);
    }
    return rows.map((row) => ({
      id: row.id,
      gameId: row.gameId,
      templateCode: row.templateCode,
      name: row.name,
      subName: row.subName,
      note1: row.note1,
      note2: row.note2,
      colorTheme: row.colorTheme,
      playCateName: row.playCateName,
      like: 0,
      likeCount: counts.get(row.id) ?? 0,
      status: zeroOne(row.status),
      sort: row.sort,
      hasPoll: polled.has(row.id),
      groups: groups
        .filter((group) => group.templateId === row.id)
        .map((group) => ({
          id: group.id,
          groupName: group.groupName,
          items: itemsByGroup.get(group.id) ?? [],
        })),
    }));
  };

  const cachedPage = async (query: TemplateListQuery): Promise<CachedPage> => {
    const key = [query.gameId, query.playCateName, query.templateCode, query.page, query.rows].join(
      '|',
    );
    const hit = cache.get(key);
    if (hit) return hit;
    await requireGame(query.gameId);
    const { rows, totalCount } = await repo.templatePage(
      db,
      {
        gameId: query.gameId,
        playCateName: query.playCateName || undefined,
        templateCode: query.templateCode || undefined,
      },
      { limit: query.rows, offset: (query.page - 1) * query.rows },
    );
    const page = { data: await present(rows, templateListItemsPerGroup), totalCount };
    const guest = { ...page, data: page.data.map((t) => templateForViewer(t, null, false)) };
    const raw = Buffer.from(JSON.stringify(ok(guest)));
    const entry = { page, guestBody: await encodeBody(raw) };
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(key, entry);
    return entry;
  };

  const withLikes = async (
    templates: Template[],
    viewer: TemplateViewer,
    userId: number | undefined,
  ) => {
    const liked =
      userId === undefined
        ? new Set<number>()
        : await repo.likedBy(
            db,
            userId,
            templates.map((t) => t.id),
          );
    return templates.map((t) => templateForViewer(t, viewer, liked.has(t.id)));
  };

  /** GET /game-document/template for a guest: the cached, serialized answer. */
  const guestListBody = async (query: TemplateListQuery): Promise<CachedPage['guestBody']> =>
    (await cachedPage(query)).guestBody;

  /** GET /game-document/template for a member: their locks and favourites applied. */
  const list = async (
    query: TemplateListQuery,
    viewer: TemplateViewer,
    userId?: number,
  ): Promise<TemplatePage> => {
    const { page } = await cachedPage(query);
    return { data: await withLikes(page.data, viewer, userId), totalCount: page.totalCount };
  };

  /** The static list file of a game: page 1 of every category as a guest sees it. */
  const staticList = async (gameId: number): Promise<TemplatePage | undefined> => {
    if (!(await repo.findEnabledGame(db, gameId))) return undefined;
    const { page } = await cachedPage({
      gameId,
      playCateName: '',
      templateCode: '',
      page: 1,
      rows: pageSizes.templates,
    });
    return { ...page, data: page.data.map((t) => templateForViewer(t, null, false)) };
  };

  const presentPoll = async (poll: repo.PollRow, userId?: number): Promise<ZodiacPoll> => {
    const [counts, mine] = await Promise.all([
      repo.voteCounts(db, poll.id),
      userId === undefined ? undefined : repo.voteOf(db, poll.id, userId),
    ]);
    return {
      id: poll.id,
      templateId: poll.templateId,
      pollOptions: poll.options.map((option) => ({
        ...option,
        option_vote: counts.get(option.option_id) ?? 0,
      })),
      pollStatus: zeroOne(poll.pollStatus),
      gameTurn: poll.gameTurn,
      optionId: mine ?? null,
    };
  };

  /** GET /game-document/template/info/…: the template with its past issues and its poll. */
  const info = async (
    params: TemplateInfoParams,
    viewer: TemplateViewer,
    userId?: number,
  ): Promise<TemplateDetail> => {
    const row = await requireTemplate(params.templateId, params.gameId);
    const [template] = await withLikes(await present([row], infoItemsPerGroup), viewer, userId);
    let poll: repo.PollRow | undefined;
    if (params.documentId !== undefined) {
      poll = await repo.findPoll(db, params.documentId);
      if (!poll || poll.templateId !== row.id) throw new AppError('TPL/POLL_NOT_FOUND');
    } else {
      poll = await repo.latestPoll(db, row.id);
    }
    return { ...(template as Template), poll: poll ? await presentPoll(poll, userId) : null };
  };

  /** GET /game-document/template/{id}/vote: the template's current poll. */
  const pollOf = async (templateId: number, userId?: number): Promise<ZodiacPoll> => {
    await requireTemplate(templateId);
    const poll = await repo.latestPoll(db, templateId);
    if (!poll) throw new AppError('TPL/POLL_NOT_FOUND');
    return presentPoll(poll, userId);
  };

  /**
   * POST /game-document/template/vote (and /vote/v2): one vote per member and poll. The vote
   * table's primary key decides a race between two requests; the loser is told it already voted.
   */
  const vote = async (userId: number, body: TemplateVoteBody): Promise<ZodiacPoll> => {
    const poll = await repo.findPoll(db, body.documentId);
    if (!poll || !(await repo.findTemplate(db, poll.templateId))) {
      throw new AppError('TPL/POLL_NOT_FOUND');
    }
    if ((await repo.voteOf(db, poll.id, userId)) !== undefined) {
      throw new AppError('TPL/ALREADY_VOTED');
    }
    if (body.optionId === undefined) throw new AppError('TPL/OPTION_REQUIRED');
    if (!poll.options.some((option) => option.option_id === body.optionId)) {
      throw new AppError('SYS/VALIDATION', '投票选项不存在');
    }
    if (poll.pollStatus !== 1) throw new AppError('TPL/POLL_CLOSED');
    const inserted = await repo.insertVote(db, {
      pollId: poll.id,
      userId,
      optionId: body.optionId,
      createdAt: now(),
    });
    if (!inserted) throw new AppError('TPL/ALREADY_VOTED');
    return presentPoll(poll, userId);
  };

  /** POST /game-document/template/toggle-like: the member's own favourite, set or cleared. */
  const toggleLike = async (
    userId: number,
    { templateId, like }: TemplateLikeBody,
  ): Promise<TemplateLikeAnswer> => {
    const template = await requireTemplate(templateId);
    if (like === 1) await repo.insertLike(db, userId, templateId, now());
    else await repo.deleteLike(db, userId, templateId);
    const counts = await repo.likeCounts(db, [templateId]);
    dropCached(template.gameId);
    await bus.publish(changedChannel, { gameId: template.gameId });
    return { templateId, like, likeCount: counts.get(templateId) ?? 0 };
  };

  /** GET /game-document/template/collection: the member's favourites, newest first. */
  const collection = async (
    userId: number,
    viewer: TemplateViewer,
    query: TemplateCollectionQuery,
  ): Promise<TemplatePage> => {
    const { rows, totalCount } = await repo.likedPage(db, userId, {
      limit: query.rows,
      offset: (query.page - 1) * query.rows,
    });
    const templates = await present(rows, templateListItemsPerGroup);
    return { data: templates.map((t) => templateForViewer(t, viewer, true)), totalCount };
  };

  /** New issues and scores of a game after a draw event; answers whether anything changed. */
  const syncGame = async (
    gameId: number,
    drawnIssues: number | ((templateCode: string) => number) = 0,
    outer?: Db,
  ) => {
    const run = (tx: Db) => writeIssues(tx, gameId, { drawnIssues, now: now() });
    const didChange = outer ? await run(outer) : await db.transaction(run);
    if (didChange && !outer) await changed(gameId);
    return didChange;
  };

  /**
   * Keeps the templates in step with the draws: after a result the game's pending predictions
   * are scored, and when the next turn opens its issue is written. A failure is logged and never
   * reaches the draw engine (the next draw event tries again).
   */
  const start = async () => {
    await bus.subscribe(changedChannel, (message) => {
      const { gameId } = message as { gameId: number };
      dropCached(gameId);
    });
    const onDraw = async ({ gameId }: { gameId: number }) => {
      try {
        await syncGame(gameId);
      } catch (error) {
        log.error({ err: error, gameId }, 'template issues failed');
      }
    };
    events.on('drawResult', onDraw);
    events.on('drawTurnOpened', onDraw);
    // A game enabled or disabled changes which lists exist.
    events.on('sourceChanged', ({ source }) => {
      if (source === 'lottery_games') cache.clear();
    });
  };

  /** Demo data: templates, groups and items (the caller's transaction). */
  const addTemplates = (rows: repo.NewTemplateRow[], outer: Db) =>
    repo.insertTemplates(outer, rows);
  const addGroups = (rows: repo.NewGroupRow[], outer: Db) => repo.insertGroups(outer, rows);
  const addItems = (rows: repo.NewItemRow[], outer: Db) =>
    repo.insertItems(outer, rows.map(sanitizeItem));

  return {
    start,
    playCategories,
    addPlayCategories,
    list,
    guestListBody,
    staticList,
    info,
    pollOf,
    vote,
    toggleLike,
    collection,
    syncGame,
    changed,
    forget: dropCached,
    addTemplates,
    addGroups,
    addItems,
  };
};
