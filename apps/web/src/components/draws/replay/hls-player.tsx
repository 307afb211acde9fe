import { ErrorBlock } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import styles from './hls-player.module.css';

const hlsMimeType = 'application/vnd.apple.mpegurl';

interface HlsPlayerProps {
  /** The HLS playlist (.m3u8) to play. */
  src: string;
  /** Read by screen readers: what the video shows. */
  label: string;
}

/**
 * A muted, inline HLS video. Safari plays HLS itself; elsewhere hls.js, loaded only when a video
 * opens, feeds the element. Fatal errors follow the spec's catalogue: a network error loads
 * again, a media error tries to recover, anything else destroys the player and says so.
 * Remount it (a `key`) for another source.
 */
export function HlsPlayer({ src, label }: HlsPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;

    if (video.canPlayType(hlsMimeType)) {
      const fail = () => setFailed(true);
      video.addEventListener('error', fail);
      video.src = src;
      return () => video.removeEventListener('error', fail);
    }

    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
            hls.startLoad();
          } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
            hls.recoverMediaError();
          } else {
            hls.destroy();
            destroy = undefined;
            setFailed(true);
          }
        });
        hls.loadSource(src);
        hls.attachMedia(video);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });

    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  if (failed) {
    return (
      <ErrorBlock
        className={styles.failed}
        status="default"
        title="视频加载失败"
        description="请稍后再试"
      />
    );
  }

  return (
    <video
      ref={videoRef}
      className={styles.video}
      aria-label={label}
      muted
      autoPlay
      playsInline
      controls
    />
  );
}
