import {
  amountRangeText,
  betInfoOf,
  bettingLimits,
  bettingTexts,
  errorMessage,
  expandSelection,
  oddsKeysOf,
  playByCode,
  plays,
  turnLimitText,
} from '@lottery/contracts';
import type { BetPlayOdds, PlaceSlipBody, Play } from '@lottery/contracts';

/** The option keys picked in each play, by play code. */
export type Selections = Readonly<Record<string, readonly string[]>>;

/** 追号: off, or the turns (2–30) and whether a win stops it. */
export interface ChaseChoice {
  on: boolean;
  turns: number;
  stopOnWin: boolean;
}

/** One bet (注) of the slip as the member reads it. */
export interface SlipBet {
  playCode: string;
  content: string;
  /** `特码 07`, `三中二 03,15,22`. */
  betInfo: string;
  /** Thousandths; undefined when the game has no odds for it. */
  odds: number | undefined;
  odds2: number | undefined;
}

/** The bets one play's selection makes, or why it makes none yet (三中二 with two numbers). */
export interface SlipLine {
  play: Play;
  keys: readonly string[];
  bets: SlipBet[];
  error: string | null;
  limits: BetPlayOdds | undefined;
}

const playOrder = new Map(plays.map((play, index) => [play.code, index]));

/** The slip's lines in the plays' order: every play with something selected. */
export const slipLines = (
  selections: Selections,
  oddsOf: ReadonlyMap<string, BetPlayOdds>,
  lunarYear: number,
): SlipLine[] =>
  Object.entries(selections)
    .filter(([, keys]) => keys.length > 0)
    .map(([code, keys]) => ({ play: playByCode(code), keys }))
    .filter((line): line is { play: Play; keys: readonly string[] } => line.play !== undefined)
    .sort((a, b) => (playOrder.get(a.play.code) ?? 0) - (playOrder.get(b.play.code) ?? 0))
    .map(({ play, keys }) => {
      const limits = oddsOf.get(play.code);
      const expanded = expandSelection(play, keys);
      if (!Array.isArray(expanded)) return { play, keys, bets: [], error: expanded.error, limits };
      const bets = expanded.map((content): SlipBet => {
        const priced = oddsKeysOf(play, content, lunarYear);
        return {
          playCode: play.code,
          content,
          betInfo: betInfoOf(play, content),
          odds: limits?.odds[priced.odds],
          odds2: priced.odds2 === undefined ? undefined : limits?.odds[priced.odds2],
        };
      });
      return { play, keys, bets, error: null, limits };
    });

export const betsOf = (lines: readonly SlipLine[]): SlipBet[] => lines.flatMap((line) => line.bets);

/** How many turns the slip is bought for. */
export const turnsOf = (chase: ChaseChoice): number => (chase.on ? chase.turns : 1);

/** The whole amount in whole yuan: bets × amount × turns (a chase is paid now). */
export const slipTotal = (betCount: number, amount: number, chase: ChaseChoice): number =>
  betCount * amount * turnsOf(chase);

/** The typed amount as whole yuan, or why it is not one. */
export const parseAmount = (text: string): { amount: number } | { error: string } => {
  const trimmed = text.trim();
  if (trimmed === '') return { error: bettingTexts.amountRequired };
  const value = Number(trimmed);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || !Number.isFinite(value)) {
    return { error: bettingTexts.amountInteger };
  }
  if (!Number.isInteger(value)) return { error: bettingTexts.amountInteger };
  if (value < 1) return { error: bettingTexts.amountPositive };
  if (value > bettingLimits.maxStakeYuan) return { error: bettingTexts.amountTooLarge };
  return { amount: value };
};

/**
 * What stops the slip from being placed, as the toast says it (the server's own rules and
 * messages where it has them), or null: something to bet on, every play's selection complete
 * and open, the amount a whole number of yuan within each play's per-bet and per-turn limits.
 */
export const slipProblem = (lines: readonly SlipLine[], amountText: string): string | null => {
  if (lines.length === 0) return bettingTexts.pickFirst;
  const incomplete = lines.find((line) => line.error !== null);
  if (incomplete?.error) return incomplete.error;
  const bets = betsOf(lines);
  if (bets.length > bettingLimits.maxBetsPerSlip) return bettingTexts.tooManyBets;
  // A play the operator closed, or one without odds, is not open for bets (as the server says).
  const closed = lines.some((line) => !line.limits?.enabled);
  if (closed || bets.some((bet) => bet.odds === undefined))
    return errorMessage('BET/PLAY_DISABLED');
  const parsed = parseAmount(amountText);
  if ('error' in parsed) return parsed.error;
  const { amount } = parsed;
  for (const { play, bets: playBets, limits } of lines) {
    if (!limits) continue;
    if (amount < limits.minAmount || amount > limits.maxAmount) {
      return amountRangeText(limits.minAmount, limits.maxAmount);
    }
    // This slip's own stake on the play in each turn; the server adds what is already placed.
    if (amount * playBets.length > limits.turnMax) return turnLimitText(play.name, limits.turnMax);
  }
  return null;
};

/** The body of POST /api/bet/place for a checked slip. */
export const placeBody = (
  gameId: number,
  turnNum: string,
  idempotencyKey: string,
  lines: readonly SlipLine[],
  amount: number,
  chase: ChaseChoice,
): PlaceSlipBody => ({
  gameId,
  turnNum,
  idempotencyKey,
  bets: betsOf(lines).map(({ playCode, content }) => ({ playCode, content, amount })),
  ...(chase.on ? { chase: { turns: chase.turns, stopOnWin: chase.stopOnWin } } : {}),
});
