import { z } from 'zod';
import { pageSizes } from './constants';
import { query } from './query';
import { textField } from './validation';

/**
 * Prediction template cards (spec part 2 §2.1, §3 "Template", "Group", "Item", "Zodiac poll", §7
 * "Templates"). Times are unix seconds, as in the gallery.
 */

/** A play category of a game's templates (特码, 平特, 生肖 …): the home's filter chips. */
export const playCategory = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type PlayCategory = z.infer<typeof playCategory>;

const templateBase = '/game-document/template';

export const templatePaths = {
  playCate: `${templateBase}/play-cate`,
  /** GET: the paged list (API form of the static file). */
  list: templateBase,
  /** GET `${info}/{gameId}/{templateId}[/{documentId}[/{client}]]`. */
  info: `${templateBase}/info`,
  toggleLike: `${templateBase}/toggle-like`,
  vote: `${templateBase}/vote`,
  voteV2: `${templateBase}/vote/v2`,
  /** GET: the signed-in user's favourite templates (/my-collection); the spec names no call. */
  collection: `${templateBase}/collection`,
} as const;

/** GET /game-document/template/{templateId}/vote: the template's current zodiac poll. */
export const templatePollPath = (templateId: number): string =>
  `${templateBase}/${templateId}/vote`;

/** The info call's path; documentId (a poll id) and client are optional trailing segments. */
export const templateInfoPath = (
  gameId: number,
  templateId: number,
  documentId?: number,
  client?: string,
): string =>
  [
    templatePaths.info,
    gameId,
    templateId,
    documentId,
    documentId === undefined ? undefined : client,
  ]
    .filter((part) => part !== undefined)
    .join('/');

/**
 * The static list file of a game under /sys-upload/data/json/: page 1 of every category as a
 * guest sees it (locked items carry no content, `like` is 0). Read with retry 2.
 */
export const templateListFile = (gameId: number): string => `template/template_${gameId}.json`;

export const playCateQuery = z.strictObject({
  gameId: z.coerce.number().int().min(1).max(99_999),
  _t: z.coerce.number().optional(),
});

/** Home chips: "all" plus up to 6; with 7 or more categories a 更多/收起 toggle appears. */
export const playCategoryChips = { shown: 6, toggleAt: 7 } as const;

// ---------------------------------------------------------------------------------------------
// Layout codes (spec part 2 §2.1).

const pad2 = (n: number): string => String(n).padStart(2, '0');
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The layouts the spec names one by one: MB01, MB03–MB38, MB42, TYMB, SYMB…, JhtGshou, mb01A. */
export const namedLayoutCodes = [
  'MB01',
  ...range(3, 38).map((n) => `MB${pad2(n)}`),
  'MB42',
  'TYMB',
  'SYMB',
  'SYMB2',
  'SYMB3',
  'JhtGshou',
  'mb01A',
] as const;

/** mb01 … mb43 also appear as codes. */
export const lowerLayoutCodes: readonly string[] = range(1, 43).map((n) => `mb${pad2(n)}`);

/** The ad templates shown among the cards. */
export const adLayoutCodes = ['AD13', 'AD14'] as const;

export const templateLayoutCodes: readonly string[] = [
  ...namedLayoutCodes,
  ...lowerLayoutCodes,
  ...adLayoutCodes,
];

const layoutCodeSet = new Set(templateLayoutCodes);
export const isTemplateLayoutCode = (code: string): boolean => layoutCodeSet.has(code);

/**
 * The layout that renders a code: named codes render themselves; a lower-case mbNN renders as
 * MBNN when the spec names MBNN; anything else as the free rich-text TYMB.
 */
export const canonicalLayoutCode = (code: string): string => {
  if ((namedLayoutCodes as readonly string[]).includes(code)) return code;
  if ((adLayoutCodes as readonly string[]).includes(code)) return code;
  const lower = /^mb(\d{2})$/.exec(code);
  if (lower) {
    const upper = `MB${lower[1]}`;
    if ((namedLayoutCodes as readonly string[]).includes(upper)) return upper;
  }
  return 'TYMB';
};

// ---------------------------------------------------------------------------------------------
// Queries and bodies.

const gameId = z.coerce.number().int().min(1).max(99_999);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

export const templateListQuery = query({
  gameId,
  /** Where the list shows (home, …); informational. */
  location: textField(32).optional(),
  /** h5, pc, app …; informational. */
  client: textField(16).optional(),
  /** Empty or missing: every category. */
  playCateName: textField(32).default(''),
  /** Empty or missing: every layout; otherwise one layout code. */
  templateCode: z
    .string()
    .trim()
    .max(16)
    .refine((code) => code === '' || isTemplateLayoutCode(code), '不是有效的模板代码')
    .default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(pageSizes.maxRows).default(pageSizes.templates),
  companyCode: textField(32, { trim: false }).optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;

export const templateInfoParams = z.strictObject({
  gameId,
  templateId: id,
  /** A poll id of the template (the zodiac poll of one turn); the latest when missing. */
  documentId: id.optional(),
  client: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,16}$/)
    .optional(),
});
export type TemplateInfoParams = z.infer<typeof templateInfoParams>;

export const templateIdParams = z.strictObject({ id });

export const templateLikeBody = z.strictObject({ templateId: id, like: flag });
export type TemplateLikeBody = z.infer<typeof templateLikeBody>;

/**
 * Vote payload (spec §3): documentId is the poll's id, vote is always 1. A missing optionId is
 * answered with TPL/OPTION_REQUIRED (请先选择投票内容！) rather than a generic validation error.
 */
export const templateVoteBody = z.strictObject({
  documentId: id,
  optionId: id.optional(),
  vote: z.coerce.number().pipe(z.literal(1)).default(1),
});
export type TemplateVoteBody = z.infer<typeof templateVoteBody>;

export const templateCollectionQuery = query({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(pageSizes.maxRows).default(pageSizes.templates),
});
export type TemplateCollectionQuery = z.infer<typeof templateCollectionQuery>;

// ---------------------------------------------------------------------------------------------
// Answers.

const zeroOne = z.union([z.literal(0), z.literal(1)]);

/** Why an item's content was withheld: the viewer must sign in, or must have recharged. */
export const templateLockReasons = ['login', 'recharge'] as const;
export type TemplateLockReason = (typeof templateLockReasons)[number];

/** Post badges of MB24/MB25 lists. */
export const postBadges = ['精', '置顶', '高手贴'] as const;
export type PostBadge = (typeof postBadges)[number];

export const multiContent = z.object({ title: z.string(), content: z.string() });
export type MultiContent = z.infer<typeof multiContent>;

/**
 * Spec §3 "Item". Conventions of the prediction cards: `title` is the issue number (shown
 * '{title}期'); `content` the prediction; `content2` a secondary line; `content3` the drawn
 * result text ('' while pending); `note` sanitized HTML — the outcome the layout marks (the
 * special's zodiac, number, 合数 …) or a text containing '*' while the issue is pending;
 * `activeCover` 1 marks a hit in red. `locked` is set (and every content field, note and
 * multiContents are empty) when the viewer may not read the item.
 */
/*
 * What the demo's (and the generator's) items carry per layout, newest issue first in each group:
 * - prediction sheets (MB01, MB03–MB11, MB13, MB15, MB16, MB20, MB21, MB23, mb01A): content is the
 *   pick ('鼠牛虎龙马猴', '03 15 22 …', '合数大', '琴书'), content2 its kind ('六肖', '十码' …),
 *   content3 the result and verdict ('猴49 准'), note the outcome the layout marks ('猴49'; for
 *   MB16 the 合数 number '13'), '待开奖*' while pending; activeCover/hit 1 on a hit.
 * - MB12: content the numbers ('03 15 …'), content2 their animals ('龙 兔 …').
 * - MB14: content the picked animals, content2 the verse, multiContents [{ title: poem title,
 *   content: picks }].
 * - MB22: multiContents one { title: kind, content: 'pick' or 'pick 准/错' } per part.
 * - MB26–MB38, MB42 (and MB37, locked): content an HTML <table> (kind | pick | result).
 * - MB17–MB19, TYMB, SYMB, SYMB2, SYMB3: content HTML, one <p> per part (hits in a red span).
 * - MB24, MB25, JhtGshou (posts): content '作者：{turn}期三肖【…】', content2 the author, subName
 *   type1/type2/type3, badges, templateType 0 on posts that link to a chat room.
 * - AD13, AD14: one item, content an <a><img></a> banner, iconUrl the image.
 */
export const templateItem = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  content2: z.string(),
  content3: z.string(),
  note: z.string(),
  iconUrl: z.string(),
  /** Post items: type1 | type2 (置顶) | type3; otherwise free text or ''. */
  subName: z.string(),
  updatedTime: z.number().int(),
  sort: z.number().int(),
  multiContents: z.array(multiContent),
  requireLogin: zeroOne,
  requireRecharge: zeroOne,
  /** 0 links to a chat room; 1 an ordinary item. */
  templateType: z.number().int(),
  activeCover: zeroOne,
  /** 1 the prediction hit, 0 it missed, null not scored (pending, or not a prediction). */
  hit: zeroOne.nullable(),
  /** Post badges (精 / 置顶 / 高手贴). */
  badges: z.array(z.enum(postBadges)),
  locked: z.enum(templateLockReasons).nullable(),
});
export type TemplateItem = z.infer<typeof templateItem>;

export const templateGroup = z.object({
  id: z.number().int(),
  groupName: z.string(),
  items: z.array(templateItem),
});
export type TemplateGroup = z.infer<typeof templateGroup>;

export const template = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  templateCode: z.string(),
  name: z.string(),
  subName: z.string(),
  note1: z.string(),
  note2: z.string(),
  /** Two colours, comma separated. */
  colorTheme: z.string(),
  playCateName: z.string(),
  /** 1 when the signed-in viewer favourites it. */
  like: zeroOne,
  likeCount: z.number().int(),
  status: zeroOne,
  sort: z.number().int(),
  /** True when the template carries a zodiac poll (read it with GET {id}/vote). */
  hasPoll: z.boolean(),
  groups: z.array(templateGroup),
});
export type Template = z.infer<typeof template>;

/** A list answer carries at most this many items per group (the newest); info carries all. */
export const templateListItemsPerGroup = 10;

export const templatePage = z.object({
  data: z.array(template),
  totalCount: z.number().int(),
});
export type TemplatePage = z.infer<typeof templatePage>;

/** Spec §3 "Zodiac poll": pollOptions keep the spec's snake_case fields. */
export const pollOption = z.object({
  option_id: z.number().int(),
  option_text: z.string(),
  option_value: z.string(),
  option_vote: z.number().int(),
});
export type PollOption = z.infer<typeof pollOption>;

/** pollStatus: 1 open for votes, 0 closed (its turn was drawn). */
export const pollStatuses = { closed: 0, open: 1 } as const;

export const zodiacPoll = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  pollOptions: z.array(pollOption),
  pollStatus: zeroOne,
  gameTurn: z.string(),
  /** The viewer's earlier vote, null when none (or a guest). */
  optionId: z.number().int().nullable(),
});
export type ZodiacPoll = z.infer<typeof zodiacPoll>;

/** The info call: the template with every item, plus its poll (the documentId one or latest). */
export const templateDetail = template.extend({ poll: zodiacPoll.nullable() });
export type TemplateDetail = z.infer<typeof templateDetail>;

export const templateLikeAnswer = z.object({
  templateId: z.number().int(),
  like: zeroOne,
  likeCount: z.number().int(),
});
export type TemplateLikeAnswer = z.infer<typeof templateLikeAnswer>;

export * from './template-rules';
