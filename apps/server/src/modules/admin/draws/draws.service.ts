import {
  formatOpenNum,
  type AdminCorrectResultBody,
  type AdminDrawGame,
  type AdminEnterResultBody,
  type AdminTurnDetail,
  type AdminTurnRow,
  type AdminTurnStatus,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { adminTurnsQuery } from '@lottery/contracts';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import type { SettlementService } from '../../betting/settlement.service';
import type { DrawsService } from '../../draws/draws.service';
import { commitmentOf, numbersFromSeed } from '../../draws/fairness';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';
import * as repo from './draws.repository';

type TurnRow = Awaited<ReturnType<typeof repo.turnsPage>>['rows'][number];

const turnRowOf = ({ turn, corrections }: TurnRow): AdminTurnRow => ({
  gameId: turn.gameId,
  turnNum: turn.turnNum,
  status: turn.status as AdminTurnStatus,
  source: turn.source === 'operator' ? 'operator' : 'generator',
  openNum: turn.status === 'drawn' && turn.numbers ? formatOpenNum(turn.numbers) : '',
  closeTime: turn.closeTime.getTime(),
  planTime: turn.planTime.getTime(),
  openTime: turn.openTime?.getTime() ?? null,
  corrections,
});

export type AdminDrawsService = ReturnType<typeof createAdminDrawsService>;

/**
 * 开奖管理 (docs/admin.md): schedules and turns read, an operator's result entered, a drawn
 * result corrected. A correction is one transaction: the turn's new numbers, the reversal and
 * re-settlement of its bets through the ledger, the correction's record and the audit row.
 */
export const createAdminDrawsService = (
  { db }: Pick<Deps, 'db'>,
  {
    audit,
    draws,
    settlement,
  }: {
    audit: AuditService;
    draws: DrawsService;
    settlement: Pick<SettlementService, 'resettleTurn' | 'settleTurn'>;
  },
) => {
  const games = async (): Promise<AdminDrawGame[]> =>
    (await repo.gamesWithSchedules(db)).map(({ game, schedule, awaitingResult, current }) => ({
      gameId: game.id,
      name: game.name,
      enabled: game.enabled,
      schedule: schedule
        ? {
            kind: schedule.kind === 'interval' ? 'interval' : 'daily',
            localTime: schedule.localTime,
            weekdays: schedule.weekdays,
            intervalMinutes: schedule.intervalMinutes,
            closeLeadSeconds: schedule.closeLeadSeconds,
            source: schedule.source === 'operator' ? 'operator' : 'generator',
          }
        : null,
      awaitingResult,
      current: current ? { ...current, closeTime: new Date(current.closeTime).getTime() } : null,
    }));

  const turns = async (query: z.infer<typeof adminTurnsQuery>) => {
    const { rows, total } = await repo.turnsPage(db, {
      gameId: query.gameId,
      status: query.status,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { list: rows.map(turnRowOf), total, page: query.page, size: query.size };
  };

  const turn = async (gameId: number, turnNum: string): Promise<AdminTurnDetail> => {
    const found = await repo.turnWithCorrections(db, gameId, turnNum);
    if (!found) throw new AppError('DRAW/TURN_NOT_FOUND');
    const { turn: row } = found;
    const seed = row.status === 'drawn' ? row.seed : null;
    const seedNumbers = seed ? numbersFromSeed(seed, gameId, turnNum) : null;
    return {
      ...turnRowOf(found),
      commitment: row.commitment,
      seed,
      seedOpenNum: seedNumbers ? formatOpenNum(seedNumbers) : null,
      seedValid: seed && row.commitment ? commitmentOf(seed) === row.commitment : null,
      correctionList: found.correctionRows.map(({ correction, operatorAccount }) => ({
        id: correction.id,
        numbersBefore: formatOpenNum(correction.numbersBefore),
        numbersAfter: formatOpenNum(correction.numbersAfter),
        reason: correction.reason,
        operatorAccount: operatorAccount ?? '',
        orders: correction.orders,
        reversed: correction.reversed,
        paid: correction.paid,
        createdAt: correction.createdAt.getTime(),
      })),
    };
  };

  const target = (gameId: number, turnNum: string) => `${gameId}/${turnNum}`;

  const enterResult = async (actor: AdminActor, body: AdminEnterResultBody) => {
    await db.transaction(async (tx) => {
      const started = await draws.enterResultIn(tx, body);
      await audit.record(tx, actor, {
        action: 'draw.result',
        target: target(body.gameId, body.turnNum),
        after: { openNum: formatOpenNum(started.numbers ?? []) },
      });
    });
    await draws.resultEntered(body.gameId);
    return turn(body.gameId, body.turnNum);
  };

  const correctResult = async (actor: AdminActor, { reason, ...body }: AdminCorrectResultBody) => {
    await db.transaction(async (tx) => {
      const { before, after } = await draws.correctResultIn(tx, body);
      const moved = await settlement.resettleTurn(tx, {
        gameId: after.gameId,
        turnNum: after.turnNum,
        numbers: after.numbers ?? [],
        planTime: after.planTime,
      });
      const correction = await repo.insertCorrection(tx, {
        gameId: body.gameId,
        turnNum: body.turnNum,
        numbersBefore: before.numbers ?? [],
        numbersAfter: after.numbers ?? [],
        reason,
        operatorId: actor.operatorId,
        ...moved,
      });
      await audit.record(tx, actor, {
        action: 'draw.correct',
        target: target(body.gameId, body.turnNum),
        before: { openNum: formatOpenNum(correction.numbersBefore) },
        after: { openNum: formatOpenNum(correction.numbersAfter), reason, ...moved },
      });
    });
    await draws.resultCorrected(body.gameId);
    return turn(body.gameId, body.turnNum);
  };

  return { games, turns, turn, enterResult, correctResult };
};
