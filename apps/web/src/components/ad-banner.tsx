import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { useAdItems } from '../lib/ads/get-ad-templates';
import type { AdCode } from '../lib/ads/get-ad-templates';
import { imageUrl } from '@lottery/contracts';
import { openLink } from '../lib/navigation/open-link';
import styles from './ad-banner.module.css';

interface AdBannerProps {
  code: AdCode;
  /** Width / height of the slot's artwork, so the page does not jump when it loads. */
  aspectRatio: number;
  className?: string;
  /** Above the fold: the images load at once, the first before anything else. */
  priority?: boolean;
  /** Called once the slot has drawn: its first image loaded (or failed), or it has no items. */
  onDrawn?: () => void;
}

/**
 * An ad slot (AD01, AD02, AD08, AD12 …): its active items as linked images, or nothing. While
 * the templates load it holds one item's place, so the page below does not jump.
 */
export function AdBanner({
  code,
  aspectRatio,
  className,
  priority = false,
  onDrawn,
}: AdBannerProps) {
  const { items, pending } = useAdItems(code);
  const navigate = useNavigate();
  const empty = !pending && items.length === 0;
  useEffect(() => {
    if (empty) onDrawn?.();
  }, [empty, onDrawn]);
  const slotClass = className ? `${styles.slot} ${className}` : styles.slot;
  if (pending) {
    return (
      <div className={slotClass} aria-hidden data-ad-placeholder={code}>
        <div className={styles.item} style={{ aspectRatio: String(aspectRatio) }} />
      </div>
    );
  }
  if (items.length === 0) return null;

  return (
    <div className={slotClass} data-ad={code}>
      {items.map((item, position) => (
        <button
          key={item.id}
          type="button"
          className={styles.item}
          style={{ aspectRatio: String(aspectRatio) } as CSSProperties}
          onClick={() => openLink(item.redirectUrl, (path) => void navigate(path))}
        >
          <img
            src={imageUrl(item.imageUrl)}
            alt="广告"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority && position === 0 ? 'high' : undefined}
            decoding="async"
            onLoad={position === 0 ? onDrawn : undefined}
            onError={position === 0 ? onDrawn : undefined}
          />
        </button>
      ))}
    </div>
  );
}
