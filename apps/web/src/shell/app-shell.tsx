import { lazy, Suspense, useRef } from 'react';
import type { CSSProperties } from 'react';
import { useNavigation } from 'react-router';
import { appScrollId } from '../lib/scroller';
import { AppDownloadBanner, appBannerHeight, useAppDownloadBanner } from './app-download-banner';
import styles from './app-shell.module.css';
import { BackToTop } from './back-to-top';
import { BottomTabBar } from './bottom-tab-bar';
import { PageCache } from './page-cache';

// The overlays load after the first paint: they are not needed to show the page, and keeping
// them (gestures, HTML sanitizing, popups) out of the first script keeps the phone's start fast.
const AddToHomeGuide = lazy(async () => ({
  default: (await import('./add-to-home-guide')).AddToHomeGuide,
}));
const ChatBubble = lazy(async () => ({
  default: (await import('./chat-bubble/chat-bubble')).ChatBubble,
}));
const IndexPopups = lazy(async () => ({ default: (await import('./index-popups')).IndexPopups }));

/**
 * The phone-sized frame: the download banner on top (web builds), the pages (kept-alive ones
 * cached, each with its transition) scrolling between it and the tab bar, the floating
 * back-to-top, chat bubble and add-to-home prompts, and the index popups.
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
        <PageCache scrollRef={scrollRef} />
      </main>
      <BackToTop scrollRef={scrollRef} />
      <Suspense fallback={null}>
        <ChatBubble />
        <AddToHomeGuide />
      </Suspense>
      <BottomTabBar />
      <Suspense fallback={null}>
        <IndexPopups />
      </Suspense>
    </div>
  );
}
