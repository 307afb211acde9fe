import { z } from 'zod';

/** A play category of a game's templates (特码, 平特, 生肖 …): the home's filter chips. */
export const playCategory = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
});
export type PlayCategory = z.infer<typeof playCategory>;

export const templatePaths = { playCate: '/game-document/template/play-cate' } as const;

export const playCateQuery = z.strictObject({
  gameId: z.coerce.number().int().min(1).max(99_999),
  _t: z.coerce.number().optional(),
});

/** Home chips: "all" plus up to 6; with 7 or more categories a 更多/收起 toggle appears. */
export const playCategoryChips = { shown: 6, toggleAt: 7 } as const;
