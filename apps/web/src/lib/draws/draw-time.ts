/**
 * Draw times as the history shows them: `2026-11-22 21:32 星期日`, in the demo system's time zone
 * (the server counts draw dates and years in it too), whatever the phone's own zone is.
 */
export const drawTimeZone = 'Asia/Shanghai';

const parts = new Intl.DateTimeFormat('zh-CN', {
  timeZone: drawTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
});

/** An instant (epoch ms) as `YYYY-MM-DD HH:mm 星期X` in the system time zone. */
export const formatDrawTime = (openTime: number): string => {
  const part = Object.fromEntries(
    parts.formatToParts(openTime).map(({ type, value }) => [type, value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} ${part.weekday}`;
};
