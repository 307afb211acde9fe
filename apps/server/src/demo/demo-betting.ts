/**
 * The demo games' odds and limits for the mark-six plays (contracts' betting/plays.ts). Odds are
 * in thousandths and include the stake; every one sits below the play's fair odds (the house
 * edge), which test/demo/demo-betting.test.ts checks against the exact probabilities.
 */
export const demoBetOdds: Record<string, number> = {
  tm: 48_800,
  'tmlm.bs': 1_980,
  'tmlm.combo': 3_760,
  'sb.red': 2_800,
  'sb.green': 2_900,
  'sb.blue': 2_900,
  // 半波: fair odds are 48 / (balls of the half) since 49 ties; the halves hold 7 to 10 balls.
  'bb.redBig': 6_500,
  'bb.redSmall': 4_600,
  'bb.redOdd': 5_600,
  'bb.redEven': 5_100,
  'bb.greenBig': 5_600,
  'bb.greenSmall': 6_500,
  'bb.greenOdd': 5_600,
  'bb.greenEven': 6_500,
  'bb.blueBig': 5_100,
  'bb.blueSmall': 6_500,
  'bb.blueOdd': 5_600,
  'bb.blueEven': 5_600,
  'tx.year': 9_500,
  'tx.other': 11_800,
  'ptyx.year': 1_800,
  'ptyx.other': 2_050,
  'ptws.0': 2_100,
  'ptws.other': 1_800,
  zm: 7_800,
  zmt: 48_800,
  lm3qz: 650_000,
  'lm3z2.3': 100_000,
  'lm3z2.2': 20_000,
  lm2qz: 62_000,
  'lm2zt.2': 50_000,
  'lm2zt.t': 31_000,
  lmtc: 150_000,
  lm4qz: 9_000_000,
  'hx.2': 5_400,
  'hx.3': 3_700,
  'hx.4': 2_800,
  'hx.5': 2_250,
  'hx.6': 1_880,
  'hx.7': 1_600,
  'hx.8': 1_400,
  'hx.9': 1_250,
  'hx.10': 1_150,
  'hx.11': 1_080,
  'lx2.year': 3_800,
  'lx2.other': 4_500,
  'lx3.year': 9_800,
  'lx3.other': 11_500,
  'lx4.year': 28_000,
  'lx4.other': 33_000,
  'lw2.0': 3_800,
  'lw2.other': 3_200,
  'lw3.0': 8_000,
  'lw3.other': 6_800,
  'lw4.0': 19_000,
  'lw4.other': 16_000,
  bz5: 2_100,
  bz6: 2_500,
  bz7: 3_000,
  bz8: 3_500,
  bz9: 4_200,
  bz10: 4_800,
  // 五行 by how many balls the element has that year (8 to 12).
  'wx.8': 5_800,
  'wx.9': 5_100,
  'wx.10': 4_600,
  'wx.11': 4_200,
  'wx.12': 3_850,
  jqys: 1_980,
  'ts.0': 5_100,
  'ts.other': 4_600,
  'ws.0': 11_500,
  'ws.other': 9_200,
};

export interface DemoPlayLimit {
  /** Whole yuan per bet. */
  minAmount: number;
  maxAmount: number;
  /** Whole yuan one member may stake on the play in one turn. */
  turnMax: number;
}

const limit = (minAmount: number, maxAmount: number): DemoPlayLimit => ({
  minAmount,
  maxAmount,
  turnMax: maxAmount * 10,
});

const evenMoney = limit(2, 50_000);
const perNumber = limit(1, 20_000);
const linkedNumbers = limit(1, 5_000);
const linkedSets = limit(1, 10_000);

export const demoPlayLimits: Record<string, DemoPlayLimit> = {
  tm: perNumber,
  tmlm: evenMoney,
  sb: evenMoney,
  bb: limit(2, 20_000),
  tx: limit(1, 20_000),
  ptyx: evenMoney,
  ptws: evenMoney,
  zm: perNumber,
  zmt1: perNumber,
  zmt2: perNumber,
  zmt3: perNumber,
  zmt4: perNumber,
  zmt5: perNumber,
  zmt6: perNumber,
  lm3qz: linkedNumbers,
  lm3z2: linkedNumbers,
  lm2qz: linkedNumbers,
  lm2zt: linkedNumbers,
  lmtc: linkedNumbers,
  // Pays 9,000 for 1: kept small.
  lm4qz: limit(1, 500),
  hx: limit(2, 20_000),
  lx2: linkedSets,
  lx3: linkedSets,
  lx4: linkedSets,
  lw2: linkedSets,
  lw3: linkedSets,
  lw4: linkedSets,
  bz5: linkedSets,
  bz6: linkedSets,
  bz7: linkedSets,
  bz8: linkedSets,
  bz9: linkedSets,
  bz10: linkedSets,
  wx: limit(2, 20_000),
  jqys: evenMoney,
  ts: limit(2, 20_000),
  ws: limit(2, 20_000),
};
