import { noticeTypes } from '@lottery/contracts';

/** The three kinds of spec part 1 §3, by noticeType: where the member sees each. */
export const noticeTypeLabels: Record<number, string> = {
  [noticeTypes.carousel]: '轮播公告',
  [noticeTypes.index]: '首页公告',
  [noticeTypes.lottery]: '彩票公告',
};

export const noticeTypeOptions = Object.entries(noticeTypeLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** Index notices are rich text (the official-notice modal); the others plain text. */
export const isRichNotice = (noticeType: number) => noticeType === noticeTypes.index;
