import { describe, expect, it } from 'vitest';
import type { Promotion } from '@lottery/contracts';
import { allTab, promotionTabs, promotionTarget, promotionsOfTab } from './promotion-tabs';

const promotion = (id: number, classifyType: number, classifyName: string): Promotion => ({
  id,
  classifyType,
  classifyName,
  name: `活动${id}`,
  coverUrl: '',
  imageUrl: '',
  templateType: 0,
  color: '',
  startTime: 0,
  endTime: 0,
  domain: '',
  linkUrl: '',
});

describe('promotion tabs', () => {
  const list = [promotion(1, 1, '新人'), promotion(2, 3, '返水'), promotion(3, 1, '新人')];

  it('has 全部活动 then each classification once, in the list order', () => {
    expect(promotionTabs(list)).toEqual([
      { key: allTab, title: '全部活动' },
      { key: '1', title: '新人' },
      { key: '3', title: '返水' },
    ]);
    expect(promotionTabs([])).toEqual([{ key: allTab, title: '全部活动' }]);
  });

  it('filters by the tab', () => {
    expect(promotionsOfTab(list, allTab).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(promotionsOfTab(list, '1').map((item) => item.id)).toEqual([1, 3]);
    expect(promotionsOfTab(list, '9')).toEqual([]);
  });

  it('leads a page to its detail and templateType 3 to its link', () => {
    expect(promotionTarget(promotion(7, 2, '充值'))).toBe('/promotional/2/7');
    expect(
      promotionTarget({
        ...promotion(8, 4, '活动'),
        templateType: 3,
        linkUrl: 'https://a.example',
      }),
    ).toBe('https://a.example');
  });
});
