import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AdBanner } from '../../../components/ad-banner';
import { BalanceHeader } from '../../../components/balance-header';
import { HomeCarousel } from '../../../components/home-carousel';
import { LotteryNoticeBar } from '../../../components/lottery-notice-bar';
import { informationListQueryRoot } from '../../../components/information-list';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { useAppConfig } from '../../../lib/app-config/get-app-config';
import { lotteryInfoKey } from '../../../lib/draws/use-lottery-info';
import { useThemeStore } from '../../../themes/use-theme-store';
import { InformationPanel } from '../components/information-panel';
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

  const queryClient = useQueryClient();
  // Pull-to-refresh reloads the lottery info and the templates (spec part 2 §2.2).
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lotteryInfoKey(gameId) }),
      queryClient.invalidateQueries({ queryKey: informationListQueryRoot }),
    ]).then(() => undefined);

  const selectTab = (next: HomeTab) => {
    // A new game starts again from all categories.
    if (gameOfTab(next, games) !== gameId) setCategory(null);
    setChosenTab(next);
  };

  return (
    <div className={styles.page}>
      <BalanceHeader />
      <PullToRefresh onRefresh={refresh}>
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
          <InformationPanel gameId={gameId} category={category} onCategory={setCategory} />
        </div>
      </PullToRefresh>
    </div>
  );
}
