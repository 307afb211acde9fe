import { Descriptions, Tag } from 'antd';
import { drawSourceLabels, type AdminDrawGame } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { useWideScreen } from '../../lib/use-wide-screen';

const weekdayNames = ['日', '一', '二', '三', '四', '五', '六'];

/** When a game draws, in words: 每天 21:30, 每周二、四、六 21:30, 每 5 分钟. */
export const scheduleText = (schedule: NonNullable<AdminDrawGame['schedule']>): string => {
  if (schedule.kind === 'interval') return `每 ${schedule.intervalMinutes ?? '-'} 分钟`;
  const days = schedule.weekdays?.length
    ? `每周${schedule.weekdays.map((day) => weekdayNames[day] ?? day).join('、')}`
    : '每天';
  return `${days} ${schedule.localTime ?? ''}`;
};

/** A game's schedule and where it stands now. */
export function ScheduleCard({ game }: { game: AdminDrawGame }) {
  const wide = useWideScreen();
  const { schedule, current } = game;
  return (
    <Descriptions
      size="small"
      bordered
      column={wide ? 3 : 1}
      items={[
        {
          label: '开奖时间',
          children: schedule ? scheduleText(schedule) : '未设置开奖计划',
        },
        {
          label: '封盘提前',
          children: schedule ? `${schedule.closeLeadSeconds} 秒` : '-',
        },
        {
          label: '开奖来源',
          children: schedule ? drawSourceLabels[schedule.source] : '-',
        },
        {
          label: '当前期',
          children: current ? `${current.turnNum}（封盘 ${chinaTimeOf(current.closeTime)}）` : '-',
        },
        {
          label: '待录入结果',
          children:
            game.awaitingResult > 0 ? <Tag color="orange">{game.awaitingResult} 期</Tag> : '0',
        },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}
