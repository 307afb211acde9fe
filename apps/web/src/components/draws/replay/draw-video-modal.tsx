import { parseOpenNum } from '@lottery/contracts';
import type { LotteryInfo } from '@lottery/contracts';
import { CenterPopup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { DrawReplay } from './draw-replay';
import styles from './draw-video-modal.module.css';
import { HlsPlayer } from './hls-player';

/** An HLS stream (`….m3u8`); a live-stream web page (game 110's livestream_url) is not one. */
const isHlsStream = (url: string): boolean => /\.m3u8(?:[?#]|$)/i.test(url);

/** The draw's video: its own, else the game's live stream while it is streaming; '' for none. */
export const drawVideoUrl = ({ pre, cur }: LotteryInfo): string => {
  const url = pre.liveUrl !== '' ? pre.liveUrl : pre.isStreaming === 1 ? cur.liveUrl : '';
  return isHlsStream(url) ? url : '';
};

interface DrawVideoModalProps {
  visible: boolean;
  onClose: () => void;
  /** The game's lottery info: the video is of its latest draw (`pre`). */
  info: LotteryInfo;
}

/**
 * The result card's video modal ("a video modal plays the live draw"): the draw's HLS video when there is one, else a
 * replay animated from the recorded reveal times, else 暂无视频. Closing unmounts the content, so a
 * player is destroyed and a replay starts over next time.
 */
export function DrawVideoModal({ visible, onClose, info }: DrawVideoModalProps) {
  const { pre } = info;
  const videoUrl = drawVideoUrl(info);
  const hasNumbers = parseOpenNum(pre.openNum).length > 0;

  return (
    <CenterPopup
      visible={visible}
      onClose={onClose}
      closeOnMaskClick
      destroyOnClose
      className={styles.popup}
      bodyClassName={styles.body}
      role="dialog"
      aria-label="开奖视频"
    >
      <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
        <CloseOutline />
      </button>
      {videoUrl !== '' ? (
        <section className={styles.live} aria-label="开奖直播">
          <h2 className={styles.title}>第{pre.turnNum}期 开奖直播</h2>
          <HlsPlayer key={videoUrl} src={videoUrl} label={`第${pre.turnNum}期开奖视频`} />
        </section>
      ) : hasNumbers ? (
        <DrawReplay pre={pre} />
      ) : (
        <p className={styles.empty}>暂无视频，请稍候</p>
      )}
    </CenterPopup>
  );
}
