import { playCategoryChips } from '@lottery/contracts';

/**
 * The chips to show: every category while expanded or when there are fewer than 7, else the
 * first 6; `toggle` says whether the 更多/收起 control appears.
 */
export const visibleChips = <T>(
  categories: readonly T[],
  expanded: boolean,
): { shown: readonly T[]; toggle: boolean } => {
  const toggle = categories.length >= playCategoryChips.toggleAt;
  return {
    shown: toggle && !expanded ? categories.slice(0, playCategoryChips.shown) : categories,
    toggle,
  };
};
