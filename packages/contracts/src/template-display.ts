/**
 * How many items a template card shows (spec part 2 §2.1, §2.2, §9): display-only constants of
 * the web's cards. `collapsed` is what a folded card shows, `expanded` what an open one shows
 * (null: every item); cards start open (the home list "starts expanded").
 */
export interface TemplateDisplay {
  collapsed: number;
  expanded: number | null;
}

/** A card whose layout names no count: 2 items folded (§2.2 "collapsed it shows 2 items"). */
export const defaultTemplateDisplay: TemplateDisplay = { collapsed: 2, expanded: null };

const fiveFolded: TemplateDisplay = { collapsed: 5, expanded: null };

export const templateDisplays: Readonly<Record<string, TemplateDisplay>> = {
  MB01: { collapsed: 2, expanded: null },
  MB03: fiveFolded,
  MB04: fiveFolded,
  MB05: fiveFolded,
  MB06: fiveFolded,
  MB07: fiveFolded,
  mb01A: { collapsed: 2, expanded: null },
  MB16: { collapsed: 5, expanded: 10 },
  SYMB: { collapsed: 1, expanded: null },
  SYMB2: { collapsed: 1, expanded: 2 },
  // JhtGshou's list shows at most 15 (spec part 2 §9), folded or not.
  JhtGshou: { collapsed: 15, expanded: 15 },
};

/** SYMB's folded item is built from at most the first 6 content parts. */
export const symbCollapsedParts = 6;

/** MB38 shows at most the first item of each of the first 3 groups. */
export const mb38Shown = { groups: 3, itemsPerGroup: 1 } as const;

/** MB12's ball digits shrink with the count of digits (1 to 12): px per count. */
export const mb12DigitSizes: readonly number[] = [34, 34, 32, 30, 28, 26, 24, 22, 22, 20, 20, 18];

/** The home list loads its next page within this distance of the bottom (spec part 2 §9). */
export const templateLoadThresholdPx = 300;

/** The home list draws its next few cards while its drawn end is within this distance below view. */
export const templateDrawAheadPx = 800;
