import { ImageViewer } from 'antd-mobile';
import { imageUrl } from '@lottery/contracts';
import type { GalleryImage } from '@lottery/contracts';
import { useState } from 'react';
import { bridge, BridgeError } from '../../../lib/bridge';
import { showToast } from '../../../lib/toast';
import styles from './gallery-viewer.module.css';

interface GalleryViewerProps {
  images: readonly GalleryImage[];
  /** The image it opens at; null: closed. */
  openAt: number | null;
  onClose: () => void;
  /** The app build saves to the album through the bridge; the web build has no button. */
  isApp?: boolean;
}

/** Only the images next to the one shown are fetched; the others wait until swiped near. */
const nearby = 1;

/**
 * The full-screen viewer: the full images (not the thumbnails), pinch-zoom and swipe between
 * them (antd-mobile ImageViewer.Multi), the period under each, and 保存到相册 in the app build.
 */
export function GalleryViewer({
  images,
  openAt,
  onClose,
  isApp = bridge.isApp,
}: GalleryViewerProps) {
  const [shown, setShown] = useState(openAt ?? 0);
  const [lastOpen, setLastOpen] = useState(openAt);
  // ImageViewer.Multi reads its defaultIndex once, when it mounts: each opening is a new viewer
  // (the key), so it starts at the tapped image; closing keeps the key, so it fades out.
  const [opening, setOpening] = useState(0);
  if (openAt !== lastOpen) {
    setLastOpen(openAt);
    if (openAt !== null) {
      setShown(openAt);
      setOpening(opening + 1);
    }
  }

  const save = async (image: GalleryImage) => {
    try {
      await bridge.saveToAlbum(imageUrl(image.imageUrl));
      showToast('已保存到相册', { icon: 'success' });
    } catch (error) {
      showToast(error instanceof BridgeError ? error.msg : '保存失败', { icon: 'fail' });
    }
  };

  return (
    <ImageViewer.Multi
      key={opening}
      images={images.map((image) => imageUrl(image.imageUrl))}
      visible={openAt !== null}
      defaultIndex={openAt ?? 0}
      onIndexChange={setShown}
      onClose={onClose}
      classNames={{ mask: styles.mask }}
      imageRender={(src, { ref, index }) => (
        <img
          ref={ref}
          src={Math.abs(index - shown) <= nearby ? src : undefined}
          alt={`第${images[index]?.gameTurn ?? ''}期`}
          draggable={false}
        />
      )}
      renderFooter={(_src, index) => {
        const image = images[index];
        if (!image) return null;
        return (
          <div className={styles.footer}>
            <span className={styles.turn}>第{image.gameTurn}期</span>
            {isApp ? (
              <button type="button" className={styles.save} onClick={() => void save(image)}>
                保存到相册
              </button>
            ) : null}
            <button type="button" className={styles.close} onClick={onClose}>
              关闭
            </button>
          </div>
        );
      }}
    />
  );
}
