import { promotionTemplateTypes, promotionTexts, type Promotion } from '@lottery/contracts';
import type { TabStripItem } from '../../../components/tab-strip';

export const allTab = 'all';

/** 全部活动, then one tab per classification in the list's order (spec part 2 §2.7). */
export const promotionTabs = (promotions: readonly Promotion[]): TabStripItem[] => {
  const tabs: TabStripItem[] = [{ key: allTab, title: promotionTexts.allTab }];
  for (const promotion of promotions) {
    const key = String(promotion.classifyType);
    if (!tabs.some((tab) => tab.key === key)) tabs.push({ key, title: promotion.classifyName });
  }
  return tabs;
};

export const promotionsOfTab = (promotions: readonly Promotion[], tab: string) =>
  tab === allTab ? promotions : promotions.filter((item) => String(item.classifyType) === tab);

/** Where a card leads: its external link (templateType 3) or its own page. */
export const promotionTarget = (promotion: Promotion): string =>
  promotion.templateType === promotionTemplateTypes.externalLink
    ? promotion.linkUrl
    : `/promotional/${promotion.classifyType}/${promotion.id}`;
