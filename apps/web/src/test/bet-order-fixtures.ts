import { betStatus } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';

let serial = 0;

/**
 * A pending order of member01 on game 110 (特码 07, stake 10 yuan at 48.8) whose turn closes in
 * 10 minutes, with a number of its own, unless patched.
 */
export const betOrderOf = (patch: Partial<BetOrder> = {}): BetOrder => {
  serial += 1;
  return {
    orderNo: `B2026${String(serial).padStart(6, '0')}`,
    status: betStatus.pending,
    result: null,
    betEndTime: Date.now() + 10 * 60_000,
    trackOrderNo: '',
    gameId: 110,
    gameInfo: '澳门六合彩',
    model: 1,
    addTime: Date.now(),
    cateName: '特码',
    turnNum: '2026060',
    totalMoney: 10_000,
    reward: 0,
    account: 'member01',
    openNum: '',
    betInfo: '特码 07',
    playCode: 'tm',
    content: '07',
    odds: 48_800,
    odds2: null,
    ...patch,
  };
};
