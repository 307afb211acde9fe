/** The promotions' texts (no zod here: errors.ts, read at first load, takes notFound). */
export const promotionTexts = {
  title: '优惠活动',
  allTab: '全部活动',
  detailTitle: '活动详情',
  period: '活动时间：',
  domain: '活动网址：',
  notFound: '活动不存在或已结束',
  openLink: '前往活动',
} as const;
