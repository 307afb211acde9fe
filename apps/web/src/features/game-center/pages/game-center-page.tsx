import { Empty, SearchBar } from 'antd-mobile';
import {
  categoryOfHash,
  gameCenterPaging,
  gameCenterTexts,
  gameCenterToastMs,
  isGameCategory,
  isUnderMaintenance,
  providerOptionsOf,
  userType,
} from '@lottery/contracts';
import type { Game, GameCategory } from '@lottery/contracts';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BalanceHeader } from '../../../components/balance-header';
import { HomeCarousel } from '../../../components/home-carousel';
import { LotteryNoticeBar } from '../../../components/lottery-notice-bar';
import { PagedListEnd } from '../../../components/paged-list-end';
import { useCompany } from '../../../lib/company/get-company';
import { useBalanceRefresh } from '../../../lib/profile/check-balance';
import { useProfile } from '../../../lib/profile/get-profile';
import { useSession } from '../../../lib/session';
import { useSystemTimeZone } from '../../../lib/site/get-time-zone';
import { showToast, toastTrialRefused } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useFollowIds } from '../api/get-follow-ids';
import { useGameCenter } from '../api/get-game-center';
import { useToggleGameLike } from '../api/toggle-game-like';
import { CategoryNav } from '../components/category-nav';
import { CategoryToolbar } from '../components/category-toolbar';
import { GameTile } from '../components/game-tile';
import { LaunchConfirm } from '../components/launch-confirm';
import { ProviderDrawer } from '../components/provider-drawer';
import { ServiceTiles } from '../components/service-tiles';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGameCenterEntry } from '../hooks/use-game-center-entry';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useStuck } from '../hooks/use-stuck';
import { categoryTabs, hasProviderPicker, isLandscapeCategory } from '../model/categories';
import { categoryForSearch, gamesOfCategory, visibleGames } from '../model/game-list';
import { initialProviderFilter, providerFilterReducer } from '../model/provider-filter';
import { tapServiceTile } from '../model/service-tiles';
import type { ServiceTile } from '../model/service-tiles';
import styles from './game-center-page.module.css';

/** The first rows of tiles are on screen at once: their pictures do not wait. */
const eagerTiles = 9;
/** 维护中 is re-checked this often. */
const maintenanceTickMs = 30_000;
const noGames: Game[] = [];

/**
 * /game-center (spec part 1 §2 "Game centre", §4): the header with the balance or 登录/注册, the
 * game search, the carousel and notice line, the service tiles, then the game area: category tabs
 * (a sticky side column when the company's appDisplay is 0, horizontal tabs otherwise), the search
 * within the category and the provider drawer, and the grid (one landscape card per row for live
 * and sport). The category is the URL hash (#hot, #LOTTERY, #fish …).
 */
export function GameCenterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const company = useCompany();
  const catalogue = useGameCenter();
  const followIds = useFollowIds();
  const toggleLike = useToggleGameLike();
  const signedIn = useSession((state) => state.token !== null);
  const profile = useProfile();
  const isTrial = profile.data?.userInfo.type === userType.trial;
  const balance = useBalanceRefresh();
  const timeZone = useSystemTimeZone();
  const now = useNow(maintenanceTickMs);

  const category = categoryOfHash(location.hash);
  /** The top box as typed, and the keyword it applied (on the search key, or when emptied). */
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [subSearchText, setSubSearchText] = useState('');
  const typedSubSearch = useDebouncedValue(subSearchText);
  // An emptied box applies at once (a new category must not show the old filter for a moment).
  const subSearch = subSearchText.trim() === '' ? '' : typedSubSearch;
  const [providers, dispatchProviders] = useReducer(providerFilterReducer, initialProviderFilter);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shown, setShown] = useState<number>(gameCenterPaging.rows);

  const games = catalogue.data?.games ?? noGames;
  const tabs = useMemo(() => categoryTabs(catalogue.data?.categories ?? []), [catalogue.data]);
  const list = useMemo(
    () =>
      visibleGames(games, {
        category,
        search,
        subSearch,
        providers: providers.confirmed,
      }),
    [games, category, search, subSearch, providers.confirmed],
  );
  const providerChoices = useMemo(
    () => providerOptionsOf(gamesOfCategory(games, category)),
    [games, category],
  );
  const follows = useMemo(() => new Set(followIds ?? []), [followIds]);

  const selectCategory = useCallback(
    (next: GameCategory) => {
      if (`#${next}` === location.hash) return;
      void navigate({ hash: `#${next}` }, { replace: true });
    },
    [navigate, location.hash],
  );

  // A new category, however it came (tab, search, link, address bar), starts without the
  // sub-search and with every provider.
  const [listedCategory, setListedCategory] = useState(category);
  if (listedCategory !== category) {
    setListedCategory(category);
    setSubSearchText('');
    dispatchProviders({ type: 'reset' });
    setShown(gameCenterPaging.rows);
  }

  useGameCenterEntry({
    balance,
    selectFirst: () => {
      if (!isGameCategory(location.hash.replace(/^#/, ''))) selectCategory(category);
    },
    onLeave: () => {
      setSearchText('');
      setSearch('');
      setSubSearchText('');
      dispatchProviders({ type: 'reset' });
      setDrawerOpen(false);
    },
  });

  const runSearch = (text: string) => {
    const keyword = text.trim();
    setSearch(keyword);
    const next = categoryForSearch(games, keyword, category);
    if (next !== category) selectCategory(next);
  };

  const launch = useGameLaunch(`${location.pathname}${location.hash}`);

  const follow = (game: Game) => {
    if (!signedIn) {
      showToast(gameCenterTexts.loginFirst, { durationMs: gameCenterToastMs.loginFirst });
      return;
    }
    toggleLike.mutate({ gameId: game.gameId, like: follows.has(game.gameId) ? 0 : 1 });
  };

  const tapTile = (tile: ServiceTile) => {
    const outcome = tapServiceTile(tile, { signedIn, isTrial });
    if (outcome.kind === 'login') void navigate('/auth/login', { state: { from: tile.path } });
    else if (outcome.kind === 'trial') toastTrialRefused();
    else void navigate(outcome.path);
  };

  const pageRef = useRef<HTMLDivElement>(null);
  const areaRef = useRef<HTMLElement>(null);
  const header = useCallback(() => pageRef.current?.querySelector('header') ?? null, []);
  const stuck = useStuck(areaRef, header);
  const layout = company.data?.appDisplay === 0 ? 'side' : 'tabs';
  const landscape = isLandscapeCategory(category);
  const title = tabs.find((tab) => tab.key === category)?.title ?? '';

  const grid = catalogue.isPending ? (
    <div className={styles.loading} aria-busy="true" aria-label="游戏加载中" />
  ) : list.length === 0 ? (
    <Empty className={styles.empty} description={gameCenterTexts.empty} />
  ) : (
    <>
      <ul
        className={landscape ? `${styles.grid} ${styles.landscape}` : styles.grid}
        aria-label={`${title}游戏`}
      >
        {list.slice(0, shown).map((game, index) => (
          <GameTile
            key={game.gameId}
            game={game}
            followed={follows.has(game.gameId)}
            inMaintenance={isUnderMaintenance(game.maintain, now, timeZone)}
            landscape={landscape}
            launching={launch.launching === game.gameId}
            eager={index < eagerTiles}
            onOpen={launch.open}
            onFollow={follow}
          />
        ))}
      </ul>
      <PagedListEnd
        hasNextPage={shown < list.length}
        fetchNextPage={async () => {
          setShown((count) => count + gameCenterPaging.rows);
          return { isError: false, error: null };
        }}
        endText={gameCenterTexts.end}
      />
    </>
  );

  return (
    <div className={styles.page} ref={pageRef}>
      <BalanceHeader refresher={balance} balanceTestId="game-center-balance" />
      <div className={styles.top}>
        <SearchBar
          className={styles.search}
          placeholder="请输入游戏名称"
          maxLength={30}
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            if (text.trim() === '' && search !== '') runSearch('');
          }}
          onSearch={runSearch}
          onClear={() => runSearch('')}
        />
        <HomeCarousel />
        <LotteryNoticeBar />
        <ServiceTiles onTap={tapTile} />
      </div>
      <section
        ref={areaRef}
        className={layout === 'side' ? `${styles.area} ${styles.sideLayout}` : styles.area}
        aria-label="游戏"
      >
        <CategoryNav
          tabs={tabs}
          active={category}
          layout={layout}
          stuck={stuck}
          onSelect={selectCategory}
        />
        <div className={styles.games}>
          <CategoryToolbar
            text={subSearchText}
            onText={setSubSearchText}
            showProviders={hasProviderPicker(category)}
            filtered={providers.confirmed.length > 0}
            onProviders={() => setDrawerOpen(true)}
          />
          {grid}
        </div>
      </section>
      <ProviderDrawer
        visible={drawerOpen}
        options={providerChoices}
        draft={providers.draft}
        onToggle={(liveCode) => dispatchProviders({ type: 'toggle', liveCode })}
        onReset={() => dispatchProviders({ type: 'restore' })}
        onDone={() => {
          dispatchProviders({ type: 'confirm' });
          setShown(gameCenterPaging.rows);
          setDrawerOpen(false);
        }}
        onClose={() => {
          dispatchProviders({ type: 'restore' });
          setDrawerOpen(false);
        }}
      />
      <LaunchConfirm
        visible={launch.confirming}
        onConfirm={launch.confirm}
        onCancel={launch.cancel}
      />
    </div>
  );
}
