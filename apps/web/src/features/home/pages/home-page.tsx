import { useState } from 'react';
import { useLocation } from 'react-router';
import { AdBanner } from '../../../components/ad-banner';
import { useAppConfig } from '../../../lib/app-config/get-app-config';
import { useThemeStore } from '../../../themes/use-theme-store';
import { HomeCarousel } from '../components/home-carousel';
import { HomeHeader } from '../components/home-header';
import { InformationPanel } from '../components/information-panel';
import { LotteryNoticeBar } from '../components/lottery-notice-bar';
import { QuickActions } from '../components/quick-actions';
import { RecommendBlock } from '../components/recommend-block';
import { gameOfTab, initialHomeTab } from '../model/home-tab';
import type { HomeTab } from '../model/home-tab';
import styles from './home-page.module.css';

/**
 * The home page (spec part 1 §2 "Home", part 2 §2.2): header, AD12, carousel, theme4's quick
 * actions and lottery-notice strip, the recommend block, then the information panel.
 */
export function HomePage() {
  const { pathname } = useLocation();
  const theme = useThemeStore((state) => state.name);
  const appConfig = useAppConfig();
  const games = appConfig.data?.home_lottery_setting ?? [];
  const [chosenTab, setChosenTab] = useState<HomeTab | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const tab = chosenTab ?? initialHomeTab(pathname, games);
  const gameId = gameOfTab(tab, games);
  const gameName = games.find((game) => game.gameId === gameId)?.gameName ?? '';

  const selectTab = (next: HomeTab) => {
    // A new game starts again from all categories.
    if (gameOfTab(next, games) !== gameId) setCategory(null);
    setChosenTab(next);
  };

  return (
    <div className={styles.page}>
      <HomeHeader />
      <div className={styles.body}>
        <AdBanner code="AD12" aspectRatio={750 / 150} />
        <HomeCarousel />
        {theme === 'theme4' ? (
          <>
            <QuickActions />
            <LotteryNoticeBar />
          </>
        ) : null}
        <RecommendBlock
          games={games}
          pending={appConfig.isPending}
          selected={tab}
          onSelect={selectTab}
          livestreamUrl={appConfig.data?.livestream_url ?? ''}
        />
        <InformationPanel
          gameId={gameId}
          gameName={gameName}
          category={category}
          onCategory={setCategory}
        />
      </div>
    </div>
  );
}
