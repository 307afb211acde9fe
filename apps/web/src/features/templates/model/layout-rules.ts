import { mb12DigitSizes, symbCollapsedParts } from '@lottery/contracts';
import type { Template, TemplateItem } from '@lottery/contracts';
import { contentParts } from './display-rules';

/** MB12's ball size for a row of `count` digits (1 to 12). */
export const digitSize = (count: number): number =>
  mb12DigitSizes[Math.min(Math.max(count, 1), mb12DigitSizes.length) - 1] ?? 28;

/** The detail page focused on one item (?templateId= is the item's id). */
export const itemPath = (template: Pick<Template, 'gameId' | 'id'>, item: { id: number }): string =>
  `/template/${template.gameId}/${template.id}?templateId=${item.id}`;

/** The item a sort tab bar starts on: the first, or (MB42) the one with the highest sort. */
export const initialSortTab = (
  items: readonly Pick<TemplateItem, 'sort'>[],
  highest: boolean,
): number => {
  if (!highest) return 0;
  let best = 0;
  items.forEach((item, index) => {
    if (item.sort > (items[best]?.sort ?? -Infinity)) best = index;
  });
  return best;
};

/** SYMB's folded item: at most its first 6 content parts, as text. */
export const foldedSymbText = (content: string): string =>
  contentParts(content).slice(0, symbCollapsedParts).join(' ');
