import {
  canonicalLayoutCode,
  defaultTemplateDisplay,
  templateDisplays,
  zodiacs,
} from '@lottery/contracts';
import type { TemplateDisplay } from '@lottery/contracts';

/** How many items the card of `templateCode` shows folded and open. */
export const displayOf = (templateCode: string): TemplateDisplay =>
  templateDisplays[canonicalLayoutCode(templateCode)] ?? defaultTemplateDisplay;

/** The items a card shows: the first `collapsed` folded, the first `expanded` (or all) open. */
export const shownItems = <T>(
  items: readonly T[],
  templateCode: string,
  expanded: boolean,
): readonly T[] => {
  const display = displayOf(templateCode);
  const count = expanded ? display.expanded : display.collapsed;
  return count === null ? items : items.slice(0, count);
};

/** The 展开/收起 toggle shows only when folding hides something. */
export const canFold = (itemCount: number, templateCode: string): boolean => {
  const display = displayOf(templateCode);
  const open = display.expanded === null ? itemCount : Math.min(itemCount, display.expanded);
  return open > Math.min(itemCount, display.collapsed);
};

const colour = /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i;

/** The two colours of colorTheme ('#c8161d,#fff5f5'); a missing or odd one is the brand's. */
export const themeColours = (colorTheme: string): { primary: string; secondary: string } => {
  const [primary, secondary] = colorTheme.split(',').map((part) => part.trim());
  return {
    primary: primary && colour.test(primary) ? primary : '#c8161d',
    secondary: secondary && colour.test(secondary) ? secondary : '#fff1f0',
  };
};

/** The text of an HTML fragment. */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** The parts of a content ('鼠,牛 虎|龙' → 鼠 牛 虎 龙). */
export const contentParts = (content: string): string[] =>
  plainText(content)
    .split(/[\s,，、|;；]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The drawn result without a trailing 准/错 (the card marks the hit itself). */
export const resultText = (content3: string): string =>
  plainText(content3)
    .replace(/\s*[准错]$/, '')
    .trim();

const animals: ReadonlySet<string> = new Set(zodiacs);

/** The picks of a content: its parts, a run of animals ('牛虎狗') split into one per animal. */
export const pickParts = (content: string): string[] =>
  contentParts(content).flatMap((part) =>
    [...part].length > 1 && [...part].every((char) => animals.has(char)) ? [...part] : [part],
  );
