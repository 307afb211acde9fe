import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { marqueeSpeed, rollNoticeText } from '@lottery/contracts';
import { useNoticeList } from '../../../lib/notices/get-notice-list';
import styles from './lottery-notice-bar.module.css';

/** The scrolling strip of lottery notices (roll_notice joined by ' | '). */
export function LotteryNoticeBar() {
  const { data } = useNoticeList();
  const text = data ? rollNoticeText(data) : '';
  if (!text) return null;
  return (
    <div className={styles.bar} role="marquee" aria-label="开奖公告">
      <NoticeBar
        content={text}
        color="alert"
        icon={<SoundOutline aria-hidden />}
        speed={marqueeSpeed}
        delay={1000}
      />
    </div>
  );
}
