import { redPacketTexts as texts } from '@lottery/contracts';
import styles from './share-list.module.css';

/** 手气最佳 with WeChat's little gold crown. */
export function LuckiestTag() {
  return (
    <span className={styles.luckiest}>
      <svg width="14" height="12" viewBox="0 0 14 12" aria-hidden="true" focusable="false">
        <path d="M1 3 L4 6 L7 1 L10 6 L13 3 L12 10 H2Z" fill="#e5b963" />
        <rect x="2" y="10.5" width="10" height="1.5" fill="#e5b963" />
      </svg>
      {texts.luckiest}
    </span>
  );
}
