import type { GalleryGroup } from '@lottery/contracts';
import { describe, expect, it, vi } from 'vitest';
import { cursorAfter, firstCursor, groupsOf, loadListPage, planOf, walkOf } from './initial-walk';
import type { GalleryChunk, GalleryCursor, WalkPlan } from './initial-walk';

let nextId = 1;
const groupsIn = (initial: string, count: number): GalleryGroup[] =>
  Array.from({ length: count }, (_, index) => ({
    groupId: nextId++,
    gameId: 110,
    groupType: 1,
    name: `${initial}图${index + 1}`,
    gameTurn: '2026327',
    imageUrl: `gallery/${initial}-${index + 1}-thumb.png`,
    updatedTime: 1_700_000_000,
    initials: initial,
  }));

/**
 * A server with `counts[initial]` groups per initial ('' is 热门): answers one page of `rows`,
 * and records what was asked.
 */
const serverOf = (counts: Record<string, number>, rows: number) => {
  const byInitial = Object.fromEntries(
    Object.entries(counts).map(([initial, count]) => [initial, groupsIn(initial, count)]),
  );
  const asked: GalleryCursor[] = [];
  const fetchChunk = vi.fn(async ({ initial, page }: GalleryCursor): Promise<GalleryChunk> => {
    asked.push({ initial, page });
    const all = byInitial[initial] ?? [];
    return { data: all.slice((page - 1) * rows, page * rows), totalCount: all.length };
  });
  return { fetchChunk, asked };
};

const names = (groups: readonly GalleryGroup[]) => groups.map((group) => group.name);

/** Loads page after page until the walk ends; answers every load. */
const loadAll = async (plan: WalkPlan, fetchChunk: ReturnType<typeof serverOf>['fetchChunk']) => {
  const pages = [];
  let cursor = firstCursor(plan);
  do {
    const page = await loadListPage(plan, cursor, fetchChunk);
    pages.push(page);
    cursor = page.next;
  } while (cursor !== null && pages.length < 100);
  return pages;
};

describe('walkOf', () => {
  const initials = ['A', 'C', 'D', 'M', 'Z'];

  it('is one list without an initial for 热门', () => {
    expect(walkOf('popular', initials)).toEqual(['']);
  });

  it('is every initial for 全部', () => {
    expect(walkOf('all', initials)).toEqual(initials);
  });

  it('starts a letter at itself and goes on with the letters after it', () => {
    expect(walkOf('D', initials)).toEqual(['D', 'M', 'Z']);
    expect(walkOf('Z', initials)).toEqual(['Z']);
  });

  it('starts a letter without groups at the next letter that has some', () => {
    expect(walkOf('B', initials)).toEqual(['C', 'D', 'M', 'Z']);
    expect(walkOf('N', initials)).toEqual(['Z']);
  });

  it('is empty when no initial has groups', () => {
    expect(walkOf('all', [])).toEqual([]);
    expect(firstCursor(planOf('all', [], 30))).toBeNull();
  });
});

describe('planOf', () => {
  it('fills 全部 up to the row count and stops the other views at the first rows', () => {
    expect(planOf('all', ['A'], 30).fill).toBe(30);
    expect(planOf('A', ['A'], 30).fill).toBe(1);
    expect(planOf('popular', ['A'], 30)).toEqual({ walk: [''], rows: 30, fill: 1 });
  });
});

describe('cursorAfter', () => {
  const plan = planOf('all', ['A', 'B', 'C'], 30);

  it('stays on the initial while it has more', () => {
    const chunk = { data: groupsIn('A', 30), totalCount: 61 };
    expect(cursorAfter(plan, { initial: 'A', page: 1 }, chunk)).toEqual({ initial: 'A', page: 2 });
    expect(cursorAfter(plan, { initial: 'A', page: 2 }, chunk)).toEqual({ initial: 'A', page: 3 });
  });

  it('moves to the next initial once this one is fully loaded', () => {
    expect(
      cursorAfter(plan, { initial: 'A', page: 3 }, { data: groupsIn('A', 1), totalCount: 61 }),
    ).toEqual({ initial: 'B', page: 1 });
    expect(
      cursorAfter(plan, { initial: 'B', page: 1 }, { data: groupsIn('B', 30), totalCount: 30 }),
    ).toEqual({ initial: 'C', page: 1 });
  });

  it('moves on after an empty page whatever the total says (no loop on a wrong total)', () => {
    expect(cursorAfter(plan, { initial: 'A', page: 4 }, { data: [], totalCount: 500 })).toEqual({
      initial: 'B',
      page: 1,
    });
  });

  it('ends after the last initial', () => {
    expect(
      cursorAfter(plan, { initial: 'C', page: 1 }, { data: groupsIn('C', 2), totalCount: 2 }),
    ).toBeNull();
  });

  it('ends 热门 after its last page', () => {
    const popular = planOf('popular', ['A'], 30);
    expect(
      cursorAfter(popular, { initial: '', page: 1 }, { data: groupsIn('', 30), totalCount: 45 }),
    ).toEqual({ initial: '', page: 2 });
    expect(
      cursorAfter(popular, { initial: '', page: 2 }, { data: groupsIn('', 15), totalCount: 45 }),
    ).toBeNull();
  });
});

describe('loadListPage', () => {
  it('全部: fills the first load across initials up to 30 rows, keeping whole fetches', async () => {
    const { fetchChunk, asked } = serverOf({ A: 12, B: 10, C: 25, D: 3 }, 30);
    const plan = planOf('all', ['A', 'B', 'C', 'D'], 30);

    const first = await loadListPage(plan, firstCursor(plan), fetchChunk);

    // A (12) + B (10) = 22 < 30, so C too: 47 rows, and D is next.
    expect(asked).toEqual([
      { initial: 'A', page: 1 },
      { initial: 'B', page: 1 },
      { initial: 'C', page: 1 },
    ]);
    expect(first.groups).toHaveLength(47);
    expect(names(first.groups).slice(0, 2)).toEqual(['A图1', 'A图2']);
    expect(first.next).toEqual({ initial: 'D', page: 1 });

    const second = await loadListPage(plan, first.next, fetchChunk);
    expect(second.groups).toHaveLength(3);
    expect(second.next).toBeNull();
  });

  it('全部: a large first initial fills the load alone and pages through before moving on', async () => {
    const { fetchChunk } = serverOf({ A: 70, B: 5 }, 30);
    const plan = planOf('all', ['A', 'B'], 30);

    const pages = await loadAll(plan, fetchChunk);

    expect(pages.map((page) => page.fetched)).toEqual([
      [{ initial: 'A', page: 1 }],
      [{ initial: 'A', page: 2 }],
      // A's last 10 rows are short of 30: B joins the same load.
      [
        { initial: 'A', page: 3 },
        { initial: 'B', page: 1 },
      ],
    ]);
    expect(groupsOf(pages)).toHaveLength(75);
    expect(pages.at(-1)?.next).toBeNull();
  });

  it('全部: skips initials that return nothing', async () => {
    // The initials list says B and C have groups, but they answer nothing (e.g. just removed).
    const { fetchChunk, asked } = serverOf({ A: 5, D: 40 }, 30);
    const plan = planOf('all', ['A', 'B', 'C', 'D'], 30);

    const first = await loadListPage(plan, firstCursor(plan), fetchChunk);

    expect(asked.map((cursor) => cursor.initial)).toEqual(['A', 'B', 'C', 'D']);
    expect(first.groups).toHaveLength(35);
    expect(first.next).toEqual({ initial: 'D', page: 2 });
  });

  it('a letter: shows that letter, then the next letters, one initial’s page per load', async () => {
    const { fetchChunk } = serverOf({ A: 3, C: 4, D: 35, F: 2 }, 30);
    const plan = planOf('C', ['A', 'C', 'D', 'F'], 30);

    const pages = await loadAll(plan, fetchChunk);

    expect(pages.map((page) => page.fetched)).toEqual([
      [{ initial: 'C', page: 1 }],
      [{ initial: 'D', page: 1 }],
      [{ initial: 'D', page: 2 }],
      [{ initial: 'F', page: 1 }],
    ]);
    expect(names(groupsOf(pages))[0]).toBe('C图1');
    // A comes before C: never loaded.
    expect(groupsOf(pages).some((group) => group.initials === 'A')).toBe(false);
    expect(groupsOf(pages)).toHaveLength(4 + 35 + 2);
  });

  it('a letter: an empty initial is skipped within the same load, so no load is empty', async () => {
    const { fetchChunk } = serverOf({ C: 2, F: 3 }, 30);
    const plan = planOf('C', ['C', 'D', 'E', 'F'], 30);

    const pages = await loadAll(plan, fetchChunk);

    expect(pages.map((page) => page.fetched)).toEqual([
      [{ initial: 'C', page: 1 }],
      [
        { initial: 'D', page: 1 },
        { initial: 'E', page: 1 },
        { initial: 'F', page: 1 },
      ],
    ]);
    expect(pages.every((page) => page.groups.length > 0)).toBe(true);
  });

  it('a walk that finds nothing at all ends with an empty load', async () => {
    const { fetchChunk } = serverOf({}, 30);
    const plan = planOf('all', ['A', 'B'], 30);

    const page = await loadListPage(plan, firstCursor(plan), fetchChunk);

    expect(page).toEqual({
      groups: [],
      fetched: [
        { initial: 'A', page: 1 },
        { initial: 'B', page: 1 },
      ],
      next: null,
    });
  });

  it('an empty walk loads nothing and asks nothing', async () => {
    const { fetchChunk } = serverOf({ A: 3 }, 30);
    const plan = planOf('all', [], 30);

    const page = await loadListPage(plan, firstCursor(plan), fetchChunk);

    expect(page).toEqual({ groups: [], fetched: [], next: null });
    expect(fetchChunk).not.toHaveBeenCalled();
  });

  it('热门: pages through one list', async () => {
    const { fetchChunk } = serverOf({ '': 65 }, 30);
    const plan = planOf('popular', ['A', 'B'], 30);

    const pages = await loadAll(plan, fetchChunk);

    expect(pages.map((page) => page.fetched)).toEqual([
      [{ initial: '', page: 1 }],
      [{ initial: '', page: 2 }],
      [{ initial: '', page: 3 }],
    ]);
    expect(groupsOf(pages)).toHaveLength(65);
  });

  it('stops a server that keeps answering the same page with a growing total', async () => {
    const same = groupsIn('A', 1);
    const fetchChunk = vi.fn(async () => ({ data: same, totalCount: 10_000 }));
    const plan = planOf('all', ['A'], 30);

    const page = await loadListPage(plan, firstCursor(plan), fetchChunk);

    expect(fetchChunk.mock.calls.length).toBeLessThanOrEqual(31);
    expect(page.next).not.toBeNull();
    expect(groupsOf([page])).toHaveLength(1);
  });

  it('passes a failed fetch on (the infinite query keeps what it had)', async () => {
    const plan = planOf('all', ['A', 'B'], 30);
    const fetchChunk = vi
      .fn<(cursor: GalleryCursor) => Promise<GalleryChunk>>()
      .mockResolvedValueOnce({ data: groupsIn('A', 2), totalCount: 2 })
      .mockRejectedValueOnce(new Error('down'));

    await expect(loadListPage(plan, firstCursor(plan), fetchChunk)).rejects.toThrow('down');
  });
});

describe('groupsOf', () => {
  it('keeps each group once, in order', () => {
    const [a, b, c] = groupsIn('A', 3);
    expect(
      groupsOf([
        { groups: [a!, b!], fetched: [], next: null },
        { groups: [b!, c!], fetched: [], next: null },
      ]),
    ).toEqual([a, b, c]);
  });
});
