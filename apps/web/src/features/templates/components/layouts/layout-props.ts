import type { Template } from '@lottery/contracts';

/** What every layout gets from the card's chrome. */
export interface LayoutProps {
  template: Template;
  /** The card is open (展开) rather than folded (收起). */
  expanded: boolean;
  /** The item to mark (?templateId= on the detail page). */
  focusItemId?: number | null;
  /** On the detail page itself (no links to it). */
  detail?: boolean;
}
