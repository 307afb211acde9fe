import { userType } from './constants';
import type { Zodiac } from './draws';

/**
 * The pure rules of the template cards (spec part 2 §2.1, §4, §5, §8): zodiac groupings, 合数,
 * the lock rule and its texts, the vote and favourite texts. Server and web both use them.
 */

// ---------------------------------------------------------------------------------------------
// Zodiac groupings.

/** MB09: 琴 (鸡兔蛇), 棋 (鼠牛狗), 书 (马龙虎), 画 (羊猴猪). */
export const qinQiShuHua = {
  琴: ['鸡', '兔', '蛇'],
  棋: ['鼠', '牛', '狗'],
  书: ['马', '龙', '虎'],
  画: ['羊', '猴', '猪'],
} as const satisfies Record<string, readonly Zodiac[]>;

/** MB11: 春 (鸡兔蛇), 夏 (鼠牛狗), 秋 (马龙虎), 冬 (羊猴猪). */
export const seasons = {
  春: ['鸡', '兔', '蛇'],
  夏: ['鼠', '牛', '狗'],
  秋: ['马', '龙', '虎'],
  冬: ['羊', '猴', '猪'],
} as const satisfies Record<string, readonly Zodiac[]>;

/** MB10: male (鼠牛虎龙马猴狗) versus female (兔蛇羊鸡猪) zodiacs. */
export const zodiacGenders = {
  男肖: ['鼠', '牛', '虎', '龙', '马', '猴', '狗'],
  女肖: ['兔', '蛇', '羊', '鸡', '猪'],
} as const satisfies Record<string, readonly Zodiac[]>;

export type ZodiacGrouping = Readonly<Record<string, readonly Zodiac[]>>;

/** The label of a grouping that holds the animal (琴 for 鸡), or undefined. */
export const labelOfZodiac = (grouping: ZodiacGrouping, animal: string): string | undefined =>
  Object.keys(grouping).find((label) => (grouping[label] as readonly string[]).includes(animal));

/** The labels to highlight: those with an animal that appears in the note (MB09, MB10, MB11). */
export const highlightedLabels = (grouping: ZodiacGrouping, note: string): string[] => {
  const text = stripTags(note);
  return Object.keys(grouping).filter((label) =>
    (grouping[label] ?? []).some((animal) => text.includes(animal)),
  );
};

// ---------------------------------------------------------------------------------------------
// Numbers and 合数 (MB13, MB16).

/** 合数 of a ball: the sum of its two digits (49 → 13, 7 → 7), from 1 to 13. */
export const heShuOf = (ball: number): number => Math.floor(ball / 10) + (ball % 10);

/** MB16: 1–6 is 合数小, 7–13 合数大. */
export const heShuSizes = { small: '合数小', big: '合数大' } as const;
export type HeShuSize = (typeof heShuSizes)[keyof typeof heShuSizes];
export const heShuRanges = { small: [1, 6], big: [7, 13] } as const;

/** The marker of a note number, or undefined outside 1–13. */
export const heShuSizeOf = (sum: number): HeShuSize | undefined => {
  if (!Number.isInteger(sum)) return undefined;
  if (sum >= heShuRanges.small[0] && sum <= heShuRanges.small[1]) return heShuSizes.small;
  if (sum >= heShuRanges.big[0] && sum <= heShuRanges.big[1]) return heShuSizes.big;
  return undefined;
};

/** The numbers 1–49 written in a note (MB13 highlights these buttons). */
export const numbersInNote = (note: string): number[] => {
  const found = stripTags(note).match(/\d+/g) ?? [];
  return [...new Set(found.map(Number).filter((n) => n >= 1 && n <= 49))];
};

// ---------------------------------------------------------------------------------------------
// Item display.

const stripTags = (html: string): string => html.replace(/<[^>]*>/g, '');

/** Item titles are issue numbers: '{title}期'. */
export const issueTitle = (title: string): string => `${title}期`;

/** Group names carry the suffix 期. */
export const groupTitle = (groupName: string): string =>
  groupName.endsWith('期') ? groupName : `${groupName}期`;

/** A note containing '*' flags a pending issue and is shown in red. */
export const isPendingNote = (note: string): boolean => note.includes('*');

/** templateType 0 links the item to a chat room. */
export const linksToChatRoom = (item: { templateType: number }): boolean => item.templateType === 0;

/** Post subName types: type1 icon, type2 label 置顶, type3 icon. */
export const postSubNames = { type1: 'type1', type2: 'type2', type3: 'type3' } as const;
export const pinnedLabel = '置顶';

// ---------------------------------------------------------------------------------------------
// Locks (spec §2.1 lock overlay, §4 MB37, §5 locked rows, §6 roles).

/** Who is looking: null for a guest. `rechMoney` is the total recharged (0 or missing: none). */
export type TemplateViewer = { type: string; rechMoney?: number | null } | null;

export interface Lockable {
  requireLogin: number;
  requireRecharge: number;
}

export const lockTexts = {
  login: '登陆后可以解锁查看！',
  recharge: '请充值任意金额开通VIP！',
} as const;

/** Where tapping a lock overlay goes. */
export const lockTargets = { login: '/auth/login', recharge: '/recharge' } as const;

/**
 * Why the viewer may not read an item, or null. requireLogin with a guest or trial (TEST) viewer
 * is the login lock; otherwise requireRecharge with no recharge (rechMoney 0 or missing) is the
 * recharge lock.
 */
export const lockOf = (item: Lockable, viewer: TemplateViewer): 'login' | 'recharge' | null => {
  if (item.requireLogin === 1 && (viewer === null || viewer.type === userType.trial)) {
    return 'login';
  }
  if (item.requireRecharge === 1 && !((viewer?.rechMoney ?? 0) > 0)) return 'recharge';
  return null;
};

/** MB37 is locked as a whole by its first item's lock. */
export const templateLockOf = (
  groups: readonly { items: readonly Lockable[] }[],
  viewer: TemplateViewer,
): 'login' | 'recharge' | null => {
  const first = groups[0]?.items[0];
  return first ? lockOf(first, viewer) : null;
};

// ---------------------------------------------------------------------------------------------
// Favourites and votes (spec §5, §8).

export const favouriteTexts = {
  add: '收藏',
  added: '已收藏',
  loginFirst: '请先登录',
} as const;

/** 请先登录 shows 2 s; repeats are suppressed while it is visible. */
export const favouriteLoginToastMs = 2_000;

export const voteTexts = {
  chooseOption: '请先选择投票内容！',
  alreadyVoted: '您已经投票过了！',
  success: '投票成功！',
} as const;

/** Card chrome texts. */
export const templateCardTexts = {
  pastIssues: '查看往期记录 >',
  expand: '展开',
  collapse: '收起',
  myCollection: '我的收藏',
} as const;

/** A viewer may vote while the poll is open and they have not voted (and are signed in). */
export const canVote = (poll: { pollStatus: number; optionId: number | null }): boolean =>
  poll.pollStatus === 1 && poll.optionId === null;

/** The message a vote attempt gets before anything is sent, or null to send it. */
export const voteBlocker = (
  poll: { optionId: number | null },
  chosenOptionId: number | null | undefined,
): string | null => {
  if (poll.optionId !== null) return voteTexts.alreadyVoted;
  if (chosenOptionId === null || chosenOptionId === undefined) return voteTexts.chooseOption;
  return null;
};
