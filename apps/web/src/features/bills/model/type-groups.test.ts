import { transactionTypeIds, transactionTypeLabels } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { commonTypes, typeGroups } from './type-groups';

describe('the type filter', () => {
  it('offers every transaction type once, with its label', () => {
    const offered = typeGroups.flatMap((group) => group.options);
    expect(offered.map((option) => option.type).sort((a, b) => a - b)).toEqual(
      [...transactionTypeIds].sort((a, b) => a - b),
    );
    for (const option of offered) expect(option.label).toBe(transactionTypeLabels[option.type]);
  });

  it('puts the common ones on the chips', () => {
    expect(commonTypes.map((option) => option.label)).toEqual([
      '在线支付',
      '转账充值',
      '彩票投注',
      '派奖',
      '用户提现',
      '撤单返款',
      '返水',
    ]);
  });
});
