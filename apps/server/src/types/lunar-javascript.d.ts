declare module 'lunar-javascript' {
  interface Lunar {
    getYear(): number;
    getYearInGanZhi(): string;
  }
  interface Solar {
    getLunar(): Lunar;
  }
  export const Solar: {
    fromYmd(year: number, month: number, day: number): Solar;
  };
}
