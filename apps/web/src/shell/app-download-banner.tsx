import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { bridge } from '../lib/bridge';
import { useCompany } from '../lib/company/get-company';
import { imageUrl } from '@lottery/contracts';
import { downloadUrlFor } from '../lib/platform';
import styles from './app-download-banner.module.css';
import { storedFlag } from './session-flag';

/** Spec part 1 §2/§9: the banner is 56 px high (the bottom bar counts 56+70 with it). */
export const appBannerHeight = 56;

/** Dismissed for the rest of the session. */
export const appBannerDismissal = storedFlag('session', 'lc:app-banner-dismissed');

export interface AppDownloadBannerState {
  shown: boolean;
  name: string;
  logoUrl: string;
  downloadUrl: string;
  dismiss: () => void;
}

interface BannerEnvironment {
  /** Inside the native app shell the banner never shows. */
  isApp?: boolean;
  userAgent?: string;
  maxTouchPoints?: number;
}

/**
 * Whether the app-download banner shows: web builds only, once the company is known, while the
 * company has a download link for this device and the visitor has not closed it this session.
 */
export const useAppDownloadBanner = ({
  isApp = bridge.isApp,
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
}: BannerEnvironment = {}): AppDownloadBannerState => {
  const [dismissed, setDismissed] = useState(() => appBannerDismissal.isSet());
  const company = useCompany();
  const downloadUrl =
    !isApp && company.data ? downloadUrlFor(company.data, userAgent, maxTouchPoints) : '';

  return {
    shown: !isApp && !dismissed && downloadUrl !== '',
    name: company.data?.name ?? '',
    logoUrl: company.data?.logoUrl ?? '',
    downloadUrl,
    dismiss: () => {
      appBannerDismissal.set();
      setDismissed(true);
    },
  };
};

/** The bar at the top of web builds inviting the visitor to install the app. */
export function AppDownloadBanner({ banner }: { banner: AppDownloadBannerState }) {
  const [failedLogo, setFailedLogo] = useState(false);
  if (!banner.shown) return null;
  const logo = banner.logoUrl ? imageUrl(banner.logoUrl) : '';

  return (
    <aside className={styles.banner} aria-label="下载APP">
      <button type="button" className={styles.close} aria-label="关闭" onClick={banner.dismiss}>
        <CloseOutline aria-hidden />
      </button>
      {logo && !failedLogo ? (
        <img className={styles.logo} src={logo} alt="" onError={() => setFailedLogo(true)} />
      ) : (
        <span className={styles.logoFallback} aria-hidden>
          {banner.name.slice(0, 1) || '彩'}
        </span>
      )}
      <div className={styles.text}>
        <strong className={styles.name}>{banner.name}</strong>
        <span className={styles.tagline}>下载APP，体验更流畅</span>
      </div>
      <a
        className={styles.install}
        href={banner.downloadUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        立即下载
      </a>
    </aside>
  );
}
