import type { Deps } from '../../deps';
import { memberCacheOn } from '../../lib/member-cache';
import * as repo from './betting.repository';

export type TurnRow = NonNullable<Awaited<ReturnType<typeof repo.findTurn>>>;

/** An enabled game as betting reads it: its row, its plays' limits and its odds (thousandths). */
export interface GameOffer {
  game: { id: number; name: string };
  /** The game-centre entry's maintenance window (`maintain`): no slips inside it. */
  maintain: string;
  limitsOf: ReadonlyMap<string, repo.LimitsRow>;
  oddsOf: ReadonlyMap<string, number>;
}

type Entry = { offer: GameOffer } | { turn: TurnRow };

/**
 * The lottery games betting reads on every slip, kept per process and current by the change
 * feed (as the member caches are, lib/member-cache.ts): the triggers of migration 0012 notify
 * `g:<game id>` when a game's row, odds, play limits, turns or game-centre entry (0024) commit a
 * change, whoever makes it,
 * and the game's entries go at once. A change made through this process's pool answers only
 * after the feed has brought it back (db/settling-client.ts), so an operator's odds apply to the
 * next bet placed on this process; other processes drop the game as the notification reaches
 * them. Disabled or missing games and turns are not kept (read each time).
 */
export const createGameCatalogue = ({ db, now, changes }: Pick<Deps, 'db' | 'now' | 'changes'>) => {
  const cache = memberCacheOn<string, Entry>(changes, ['game'], now);

  const loadOffer = async (gameId: number): Promise<Entry | undefined> => {
    const game = await repo.findEnabledGame(db, gameId);
    if (!game) return undefined;
    const [limitRows, oddsRows, maintain] = await Promise.all([
      repo.listLimits(db, gameId),
      repo.listOdds(db, gameId),
      repo.findMaintain(db, gameId),
    ]);
    return {
      offer: {
        game,
        maintain,
        limitsOf: new Map(limitRows.map((row) => [row.playCode, row])),
        oddsOf: new Map(oddsRows.map((row) => [row.oddsKey, row.odds])),
      },
    };
  };

  /** The enabled game with its limits and odds; undefined when it is missing or switched off. */
  const offer = async (gameId: number): Promise<GameOffer | undefined> => {
    const entry = await cache.get(
      `offer:${gameId}`,
      gameId,
      () => loadOffer(gameId),
      () => gameId,
    );
    return entry && 'offer' in entry ? entry.offer : undefined;
  };

  /** The game's turn `turnNum` as stored (its close and plan times never change). */
  const turn = async (gameId: number, turnNum: string): Promise<TurnRow | undefined> => {
    const entry = await cache.get(
      `turn:${gameId}:${turnNum}`,
      gameId,
      async () => {
        const row = await repo.findTurn(db, gameId, turnNum);
        return row && { turn: row };
      },
      () => gameId,
    );
    return entry && 'turn' in entry ? entry.turn : undefined;
  };

  return { offer, turn };
};

export type GameCatalogue = ReturnType<typeof createGameCatalogue>;
