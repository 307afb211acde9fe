import { imageUrl } from '@lottery/contracts';
import type { SyntheticEvent } from 'react';
import styles from './image-box.module.css';

interface ImageBoxProps {
  src: string;
  alt: string;
  /** Width / height: the box has its size before the image arrives (no layout shift). */
  aspectRatio: number;
  /** Above the fold: load at once (and first, for the page's largest image). */
  eager?: boolean;
  priority?: boolean;
  /** `contain` shows the whole chart; `cover` fills the box (thumbnails). */
  fit?: 'contain' | 'cover';
}

/** Hides a picture that failed (the box's grey stays) instead of showing the broken-image icon. */
const hideBroken = (event: SyntheticEvent<HTMLImageElement>) => {
  event.currentTarget.style.visibility = 'hidden';
};

/** A picture in a fixed-ratio box, lazy below the fold. */
export function ImageBox({
  src,
  alt,
  aspectRatio,
  eager = false,
  priority = false,
  fit = 'cover',
}: ImageBoxProps) {
  return (
    <span className={styles.box} style={{ aspectRatio: String(aspectRatio) }}>
      {src ? (
        <img
          className={fit === 'contain' ? styles.contain : styles.cover}
          src={imageUrl(src)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          draggable={false}
          onError={hideBroken}
        />
      ) : null}
    </span>
  );
}
