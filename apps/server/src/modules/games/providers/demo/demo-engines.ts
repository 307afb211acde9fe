import { z } from 'zod';

/**
 * The built-in provider's games, as pure rules: what is dealt or spun comes from `random`
 * (crypto.randomInt on the server, never the client), and what a bet pays follows from it.
 * Amounts are thousandths of a yuan; a payout is what the round gives back (stake included).
 */

/** An integer in [0, max). */
export type RandomInt = (max: number) => number;

export const demoEngines = ['dragon-tiger', 'baccarat', 'slot'] as const;
export type DemoEngine = (typeof demoEngines)[number];

export const isDemoEngine = (value: string): value is DemoEngine =>
  (demoEngines as readonly string[]).includes(value);

/** Chips a member can stake, in thousandths of a yuan (1, 10, 50, 100 yuan). */
export const demoChips = [1_000, 10_000, 50_000, 100_000] as const;
/** The most a round may stake in total (10,000 yuan). */
export const demoMaxStake = 10_000_000;

/** A card of a 52-card deck: rank 1 (A) to 13 (K), suit 0–3 (♠ ♥ ♣ ♦). */
export interface Card {
  rank: number;
  suit: number;
}

const cardOf = (random: RandomInt): Card => {
  const index = random(52);
  return { rank: (index % 13) + 1, suit: Math.floor(index / 13) };
};

const stake = z
  .number()
  .int()
  .min(0)
  .max(demoMaxStake)
  .refine((value) => value % 1000 === 0, '应为整元');

// ---------------------------------------------------------------------------------------------
// 龙虎斗: one card each to the dragon and the tiger, the higher rank wins (A lowest, K highest).
// Dragon or tiger pays 1:1; a tie pays 8:1 and gives back half of the dragon and tiger stakes.

export const dragonTigerBets = z.strictObject({ dragon: stake, tiger: stake, tie: stake });
export type DragonTigerBets = z.infer<typeof dragonTigerBets>;

export interface DragonTigerDeal {
  dragon: Card;
  tiger: Card;
  winner: 'dragon' | 'tiger' | 'tie';
}

export const dealDragonTiger = (random: RandomInt): DragonTigerDeal => {
  const dragon = cardOf(random);
  const tiger = cardOf(random);
  const winner = dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
};

export const dragonTigerPayout = (bets: DragonTigerBets, deal: DragonTigerDeal): number => {
  if (deal.winner === 'tie') return bets.tie * 9 + Math.floor((bets.dragon + bets.tiger) / 2);
  return bets[deal.winner] * 2;
};

// ---------------------------------------------------------------------------------------------
// 百家乐 (punto banco): two cards each, a third by the tableau. Player pays 1:1, banker 1:1 less
// 5% commission, tie 8:1; on a tie the player and banker stakes come back.

export const baccaratBets = z.strictObject({ player: stake, banker: stake, tie: stake });
export type BaccaratBets = z.infer<typeof baccaratBets>;

export interface BaccaratDeal {
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  winner: 'player' | 'banker' | 'tie';
}

const pointOf = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
export const baccaratPoints = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

/** Whether the banker draws a third card, by its points and the player's third card. */
export const bankerDraws = (bankerPoints: number, playerThird: Card | undefined): boolean => {
  if (!playerThird) return bankerPoints <= 5;
  const third = pointOf(playerThird);
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
};

export const dealBaccarat = (random: RandomInt): BaccaratDeal => {
  const player = [cardOf(random), cardOf(random)];
  const banker = [cardOf(random), cardOf(random)];
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    const playerThird = baccaratPoints(player) <= 5 ? cardOf(random) : undefined;
    if (playerThird) player.push(playerThird);
    if (bankerDraws(baccaratPoints(banker), playerThird)) banker.push(cardOf(random));
  }
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  const winner =
    playerPoints > bankerPoints ? 'player' : playerPoints < bankerPoints ? 'banker' : 'tie';
  return { player, banker, playerPoints, bankerPoints, winner };
};

export const baccaratPayout = (bets: BaccaratBets, deal: BaccaratDeal): number => {
  if (deal.winner === 'tie') return bets.tie * 9 + bets.player + bets.banker;
  if (deal.winner === 'player') return bets.player * 2;
  return bets.banker + Math.floor((bets.banker * 95) / 100);
};

// ---------------------------------------------------------------------------------------------
// 老虎机: three reels of weighted symbols. Three alike pay by the table; the first two alike pay
// 2×. About 92% goes back to the players over time.

export const slotSymbols = ['7', 'BAR', '★', '♥', '♦'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];
const slotWeights: Record<SlotSymbol, number> = { '7': 1, BAR: 2, '★': 3, '♥': 5, '♦': 7 };
const slotWeightTotal = Object.values(slotWeights).reduce((a, b) => a + b, 0);
/** What three alike pay, times the stake. */
export const slotThreeAlike: Record<SlotSymbol, number> = {
  '7': 50,
  BAR: 20,
  '★': 10,
  '♥': 8,
  '♦': 5,
};
export const slotPairMultiple = 2;

export const slotBets = z.strictObject({ bet: stake.refine((value) => value > 0, '请下注') });
export type SlotBets = z.infer<typeof slotBets>;

export interface SlotSpin {
  reels: SlotSymbol[];
  multiple: number;
}

const symbolOf = (random: RandomInt): SlotSymbol => {
  let ticket = random(slotWeightTotal);
  for (const symbol of slotSymbols) {
    ticket -= slotWeights[symbol];
    if (ticket < 0) return symbol;
  }
  return '♦';
};

export const slotMultipleOf = (reels: readonly SlotSymbol[]): number => {
  const [a, b, c] = reels;
  if (a === undefined || b === undefined || c === undefined) return 0;
  if (a === b && b === c) return slotThreeAlike[a];
  return a === b ? slotPairMultiple : 0;
};

export const spinSlot = (random: RandomInt): SlotSpin => {
  const reels = [symbolOf(random), symbolOf(random), symbolOf(random)];
  return { reels, multiple: slotMultipleOf(reels) };
};

export const slotPayout = (bets: SlotBets, spin: SlotSpin): number => bets.bet * spin.multiple;

/** The expected share of stakes the slot pays back (a test keeps it believable). */
export const slotReturnToPlayer = (): number => {
  let total = 0;
  for (const a of slotSymbols)
    for (const b of slotSymbols)
      for (const c of slotSymbols) {
        const chance = (slotWeights[a] * slotWeights[b] * slotWeights[c]) / slotWeightTotal ** 3;
        total += chance * slotMultipleOf([a, b, c]);
      }
  return total;
};

// ---------------------------------------------------------------------------------------------

/** The stake of a table round's bets, or of a spin. */
export const stakeOf = (bets: Record<string, number>): number =>
  Object.values(bets).reduce((sum, value) => sum + value, 0);

/** The duels of the sport category: the dragon-tiger rules, the sides named as teams. */
export const sportLabels = { dragon: '主队', tiger: '客队', tie: '平局' } as const;

/** The bet labels of the table games. */
export const tableLabels = {
  'dragon-tiger': { dragon: '龙', tiger: '虎', tie: '和' },
  baccarat: { player: '闲', banker: '庄', tie: '和' },
} as const;
