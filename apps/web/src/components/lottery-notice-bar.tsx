import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { marqueeSpeed, rollNoticeText } from '@lottery/contracts';
import { useNoticeList } from '../lib/notices/get-notice-list';
import styles from './lottery-notice-bar.module.css';

/** The scrolling strip of lottery notices (roll_notice joined by ' | '). */
export function LotteryNoticeBar() {
  const { data, isPending } = useNoticeList();
  const text = data ? rollNoticeText(data) : '';
  // While loading, the strip keeps its height so the page below does not jump.
  if (isPending) return <div className={`${styles.bar} ${styles.placeholder}`} aria-hidden />;
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
