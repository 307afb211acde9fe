import { useRef } from 'react';
import type { CSSProperties } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { AddToHomeGuide } from './add-to-home-guide';
import { AppDownloadBanner, appBannerHeight, useAppDownloadBanner } from './app-download-banner';
import styles from './app-shell.module.css';
import { BackToTop } from './back-to-top';
import { BottomTabBar } from './bottom-tab-bar';
import { OfficialNoticeModal } from './official-notice-modal';

/** The id of the shell's scrolling element, for code that cannot get the ref. */
export const appScrollId = 'app-scroll';

/**
 * The phone-sized frame: the download banner on top (web builds), the page scrolling between it
 * and the tab bar, the floating back-to-top and add-to-home prompts, and the notice modal.
 * `--app-banner-height` (0 or 56 px) lets floating elements keep clear of the banner.
 */
export function AppShell() {
  const navigation = useNavigation();
  const scrollRef = useRef<HTMLElement | null>(null);
  const banner = useAppDownloadBanner();
  const layout = {
    '--app-banner-height': `${banner.shown ? appBannerHeight : 0}px`,
  } as CSSProperties;

  return (
    <div className={styles.shell} style={layout}>
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label="页面加载中" />
      ) : null}
      <AppDownloadBanner banner={banner} />
      <main id={appScrollId} ref={scrollRef} className={styles.content}>
        <Outlet />
      </main>
      <BackToTop scrollRef={scrollRef} />
      <AddToHomeGuide />
      <BottomTabBar />
      <OfficialNoticeModal />
    </div>
  );
}
