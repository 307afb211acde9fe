import { z } from 'zod';
import { openNumInput, turnNumPattern } from '../draws';
import { query } from '../query';
import { textField } from '../validation';
import { adminPage, adminPageQuery } from './admin-common';

/** 开奖管理: schedules, turns and their fairness record, operator results and corrections. */
export const adminDrawPaths = {
  games: '/admin/draws/games',
  turns: '/admin/draws/turns',
  turn: '/admin/draws/turn',
  enterResult: '/admin/draws/result',
  correctResult: '/admin/draws/correct',
} as const;

export const adminTurnStatuses = ['open', 'closed', 'streaming', 'drawn'] as const;
export type AdminTurnStatus = (typeof adminTurnStatuses)[number];
export const adminTurnStatusLabels: Record<AdminTurnStatus, string> = {
  open: '投注中',
  closed: '已封盘',
  streaming: '开奖中',
  drawn: '已开奖',
};
export const drawSourceLabels = { generator: '系统开奖', operator: '人工录入' } as const;

const gameId = z.coerce.number().int().min(1).max(99_999);
const turnNum = z.string().regex(turnNumPattern, '期号格式错误');

export const adminDrawGame = z.object({
  gameId: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  schedule: z
    .object({
      kind: z.enum(['daily', 'interval']),
      localTime: z.string().nullable(),
      /** 0 = Sunday; null every day. */
      weekdays: z.array(z.number().int()).nullable(),
      intervalMinutes: z.number().int().nullable(),
      closeLeadSeconds: z.number().int(),
      source: z.enum(['generator', 'operator']),
    })
    .nullable(),
  /** Closed turns of an operator-sourced game waiting for their result. */
  awaitingResult: z.number().int(),
  current: z.object({ turnNum: z.string(), status: z.string(), closeTime: z.number() }).nullable(),
});
export type AdminDrawGame = z.infer<typeof adminDrawGame>;
export const adminDrawGameList = z.array(adminDrawGame);

export const adminTurnsQuery = query({
  ...adminPageQuery,
  gameId,
  status: z.enum(adminTurnStatuses).optional(),
});

export const adminTurnRow = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  status: z.enum(adminTurnStatuses),
  source: z.enum(['generator', 'operator']),
  /** The numbers as shown to members once drawn ("" before). */
  openNum: z.string(),
  closeTime: z.number().int(),
  planTime: z.number().int(),
  openTime: z.number().int().nullable(),
  corrections: z.number().int(),
});
export type AdminTurnRow = z.infer<typeof adminTurnRow>;
export const adminTurnPage = adminPage(adminTurnRow);

export const adminTurnQuery = query({ gameId, turnNum });

export const adminDrawCorrection = z.object({
  id: z.number().int(),
  numbersBefore: z.string(),
  numbersAfter: z.string(),
  reason: z.string(),
  operatorAccount: z.string(),
  orders: z.number().int(),
  /** Thousandths of a yuan, as the ledger. */
  reversed: z.number().int(),
  paid: z.number().int(),
  createdAt: z.number().int(),
});
export type AdminDrawCorrection = z.infer<typeof adminDrawCorrection>;

/** The fairness record of a turn: commitment, then the seed and what it yields once drawn. */
export const adminTurnDetail = adminTurnRow.extend({
  commitment: z.string().nullable(),
  /** Shown once the turn is drawn. */
  seed: z.string().nullable(),
  /** The numbers the seed yields (a corrected turn's differ from its result). */
  seedOpenNum: z.string().nullable(),
  /** Whether the seed matches the commitment and yields `seedOpenNum`. */
  seedValid: z.boolean().nullable(),
  correctionList: z.array(adminDrawCorrection),
});
export type AdminTurnDetail = z.infer<typeof adminTurnDetail>;

/** A closed turn of an operator-sourced game: its result streams from now. */
export const adminEnterResultBody = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  turnNum,
  openNum: openNumInput,
});
export type AdminEnterResultBody = z.infer<typeof adminEnterResultBody>;

/** A drawn turn's result corrected: its bets are reversed and settled again. */
export const adminCorrectResultBody = adminEnterResultBody.extend({
  reason: textField(200).min(1, '请填写更正原因'),
});
export type AdminCorrectResultBody = z.infer<typeof adminCorrectResultBody>;
