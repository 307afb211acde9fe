import type { GalleryImage } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { aspectRatioOf } from '../model/gallery-images';
import { FreshTag } from './fresh-tag';
import { ImageBox } from './image-box';
import styles from './image-card.module.css';

interface ImageCardProps {
  image: GalleryImage;
  now: number;
  eager: boolean;
  onOpen: () => void;
  /** E.g. the like toggle, over the picture's bottom-right corner. */
  extra?: ReactNode;
}

/** One period of a group: its thumbnail in a box of the image's own ratio, and 第N期. */
export function ImageCard({ image, now, eager, onOpen, extra }: ImageCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.picture}>
        <button
          type="button"
          className={styles.open}
          aria-label={`查看第${image.gameTurn}期`}
          onClick={onOpen}
        >
          <ImageBox
            src={image.thumbUrl || image.imageUrl}
            alt={`第${image.gameTurn}期`}
            aspectRatio={aspectRatioOf(image)}
            eager={eager}
          />
          <FreshTag updatedTime={image.updatedTime} now={now} />
        </button>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </div>
      <span className={styles.turn}>第{image.gameTurn}期</span>
    </li>
  );
}
