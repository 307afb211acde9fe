import { oddsKeysOf } from '@lottery/contracts';
import type { BetPlayOdds, Play } from '@lottery/contracts';

/** 三中二（中三） → 中三; 二连肖（含本命肖） → 含本命肖; 5肖 stays. */
export const shortOddsLabel = (label: string): string => /（(.+)）/.exec(label)?.[1] ?? label;

/** One price on the page: its short name and its odds (thousandths; undefined when unset). */
export interface OddsTag {
  label: string;
  odds: number | undefined;
}

/** Whether every bet of the play has the same price(s): a fixed play, or a dual-odds one. */
const pricedAlike = (play: Play): boolean => play.oddsItems.length === 1 || play.dualOdds === true;

/**
 * The odds shown on an option: a single play's option is a bet of its own; a combination or group
 * priced alike shows the play's odds (both for 三中二 and 二中特); otherwise none (the legend has
 * them, the price following the whole combination).
 */
export const optionOdds = (
  play: Play,
  key: string,
  limits: BetPlayOdds | undefined,
  lunarYear: number,
): (number | undefined)[] | null => {
  if (play.kind === 'single') {
    const priced = oddsKeysOf(play, key, lunarYear);
    return [limits?.odds[priced.odds]];
  }
  return pricedAlike(play) ? play.oddsItems.map((item) => limits?.odds[item.key]) : null;
};

/** The odds above the options: every price of a combination or group play, by its short name. */
export const oddsLegend = (play: Play, limits: BetPlayOdds | undefined): OddsTag[] | null => {
  if (play.kind === 'single' || play.oddsItems.length === 1) return null;
  return play.oddsItems.map((item) => ({
    label: shortOddsLabel(item.label),
    odds: limits?.odds[item.key],
  }));
};
