import { z } from 'zod';
import { setBetLimitsBody, setBetOddsBody } from '../betting/betting-api';
import { centMilli, redPacketDefaults } from '../chat/red-packet';
import { gameCategories, gameHomeCategories, maintainValue } from '../games';
import { query } from '../query';
import { textField } from '../validation';
import { adminPageQuery, adminPage } from './admin-common';

/**
 * 游戏管理 (docs/admin.md): odds and limits per play of the lottery games (the same service calls
 * as the operator-token ones), the game centre's maintenance windows, providers, categories and
 * games (the republished game_center.json follows at once), and the chat's red-packet limits.
 */
export const adminGamePaths = {
  lotteryGames: '/admin/games/lottery',
  lotteryPlays: '/admin/games/lottery/plays',
  saveOdds: '/admin/games/lottery/odds',
  saveLimits: '/admin/games/lottery/limits',
  saveMaintenance: '/admin/games/maintenance',
  games: '/admin/games/list',
  saveGame: '/admin/games/save',
  providers: '/admin/games/providers',
  saveProvider: '/admin/games/providers/save',
  categories: '/admin/games/categories',
  saveCategory: '/admin/games/categories/save',
  redPacketLimits: '/admin/chat/red-packet-limits',
  saveRedPacketLimits: '/admin/chat/red-packet-limits/save',
} as const;

/** A lottery game with its game-centre entry's maintenance window ('' none; null: no entry). */
export const adminLotteryGame = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  maintain: z.string().nullable(),
});
export type AdminLotteryGame = z.infer<typeof adminLotteryGame>;
export const adminLotteryGameList = z.array(adminLotteryGame);

/** The reads that take no parameters refuse any (the client's `_t` aside). */
export const adminNoQuery = query({});

export const adminGameIdQuery = query({ gameId: z.coerce.number().int().min(1).max(99_999) });

/** A play of a lottery game: its limits (null until set) and each odds item (null until priced). */
export const adminPlay = z.object({
  playCode: z.string(),
  name: z.string(),
  categoryName: z.string(),
  limits: z
    .object({
      enabled: z.boolean(),
      /** Whole yuan per bet. */
      minAmount: z.number().int(),
      maxAmount: z.number().int(),
      /** Whole yuan one member may stake on the play in one turn. */
      turnMax: z.number().int(),
    })
    .nullable(),
  odds: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** Thousandths (48.8 → 48800). */
      odds: z.number().int().nullable(),
    }),
  ),
});
export type AdminPlay = z.infer<typeof adminPlay>;
export const adminGamePlays = z.object({ gameId: z.number().int(), plays: z.array(adminPlay) });
export type AdminGamePlays = z.infer<typeof adminGamePlays>;

/** The operator-token bodies: the console sends what `/operator/bet-odds` and `-limits` take. */
export const saveOddsBody = setBetOddsBody;
export type SaveOddsBody = z.infer<typeof saveOddsBody>;
export const saveLimitsBody = setBetLimitsBody;
export type SaveLimitsBody = z.infer<typeof saveLimitsBody>;

/** A game-centre game's maintenance window: '' ends it. */
export const saveMaintenanceBody = z.strictObject({
  gameId: z.number().int().positive(),
  maintain: maintainValue,
});
export type SaveMaintenanceBody = z.infer<typeof saveMaintenanceBody>;

export const adminGamesQuery = query({
  ...adminPageQuery,
  category: z.enum(gameHomeCategories).optional(),
  liveCode: textField(32).optional(),
  /** Only games in the hot tab (hot > 0), highest rank first. */
  hot: z.enum(['1']).optional(),
  searchText: textField(50).optional(),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuery>;

/** A game of the game centre as the operator manages it, enabled or not. */
export const adminCentreGame = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  category: z.string(),
  liveCode: z.string(),
  providerName: z.string(),
  gameCode: z.string(),
  imageUrl: z.string(),
  /** Above 0: in the hot tab, the highest first. */
  hot: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  maintain: z.string(),
});
export type AdminCentreGame = z.infer<typeof adminCentreGame>;
export const adminCentreGamePage = adminPage(adminCentreGame);
export type AdminCentreGamePage = z.infer<typeof adminCentreGamePage>;

export const maxGameRank = 1_000_000;

export const saveGameBody = z.strictObject({
  gameId: z.number().int().positive(),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(maxGameRank),
  /** 0 leaves the hot tab; larger shows earlier. */
  hot: z.number().int().min(0).max(maxGameRank),
});
export type SaveGameBody = z.infer<typeof saveGameBody>;

export const adminGameProvider = z.object({
  liveCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Closes every game of the provider. */
  maintain: z.string(),
  games: z.number().int(),
});
export type AdminGameProvider = z.infer<typeof adminGameProvider>;
export const adminGameProviderList = z.array(adminGameProvider);

export const saveProviderBody = z.strictObject({
  liveCode: z.string().min(1).max(32),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(maxGameRank),
  maintain: maintainValue,
});
export type SaveProviderBody = z.infer<typeof saveProviderBody>;

export const adminGameCategory = z.object({
  type: z.string(),
  name: z.string(),
  sort: z.number().int(),
});
export type AdminGameCategory = z.infer<typeof adminGameCategory>;
export const adminGameCategoryList = z.array(adminGameCategory);

export const saveCategoryBody = z.strictObject({
  type: z.enum(gameCategories),
  name: textField(20).min(1, '请输入名称'),
  sort: z.number().int().min(0).max(maxGameRank),
});
export type SaveCategoryBody = z.infer<typeof saveCategoryBody>;

/** The most the console lets an operator allow: amounts in thousandths of a yuan. */
export const redPacketLimitCeiling = { amount: 100_000_000, count: 1_000 } as const;

const wholeCents = (label: string) =>
  z
    .number()
    .int()
    .min(centMilli, `${label}至少 0.01 元`)
    .max(redPacketLimitCeiling.amount, `${label}最多 ${redPacketLimitCeiling.amount / 1000} 元`)
    .refine((value) => value % centMilli === 0, `${label}须精确到分`);

/**
 * The red-packet limits (system config hongbao_min_amount, hongbao_max_amount in yuan and
 * hongbao_max_count); here in thousandths of a yuan, whole cents, as the red packet itself.
 */
export const redPacketLimits = z
  .strictObject({
    minAmount: wholeCents('最小金额'),
    maxAmount: wholeCents('最大金额'),
    maxCount: z
      .number()
      .int('个数须为整数')
      .min(1, '个数至少 1')
      .max(redPacketLimitCeiling.count, `个数最多 ${redPacketLimitCeiling.count}`),
  })
  .refine((limits) => limits.minAmount <= limits.maxAmount, {
    path: ['maxAmount'],
    message: '最大金额不能小于最小金额',
  });
export type RedPacketLimits = z.infer<typeof redPacketLimits>;

/** What the console shows before the operator has set any (the red packet's defaults). */
export const defaultRedPacketLimits: RedPacketLimits = {
  minAmount: redPacketDefaults.minAmount,
  maxAmount: redPacketDefaults.maxAmount,
  maxCount: redPacketDefaults.maxCount,
};
