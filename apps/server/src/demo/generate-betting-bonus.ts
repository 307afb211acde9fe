import { bettingBonusCategories, type BettingBonusCategory } from '@lottery/contracts';
import type { Db } from '../db/client';
import type { Services } from '../services';

/** The demo's 洗码 rates in 1/10,000 of the valid turnover: rising with the VIP level. */
export const demoBettingBonusRate = (category: BettingBonusCategory, vipLevel: number): number =>
  category === 'lottery' ? 30 + 5 * vipLevel : 50 + 10 * vipLevel;

const vipLevels = Array.from({ length: 10 }, (_, level) => level);

/**
 * 我的洗码's rates for VIP 0–9 (彩票 0.30 %–0.75 %, 娱乐场 0.50 %–1.40 %), set as the operator's
 * call sets them. member01's settled lottery bets and live-game rounds are not yet claimed, so
 * its 我的洗码 has something to 领取.
 */
export const generateDemoBettingBonus = async ({ services }: { db: Db; services: Services }) => {
  for (const vipLevel of vipLevels) {
    for (const category of bettingBonusCategories) {
      await services.bettingBonus.setRate({
        vipLevel,
        category,
        rate: demoBettingBonusRate(category, vipLevel),
      });
    }
  }
};
