import { AppstoreOutline, UserContactOutline } from 'antd-mobile-icons';
import { liveTimeLabel, specialLiveGameId } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { AdBanner } from '../../../components/ad-banner';
import { LotteryCard } from '../../../components/draws/lottery-card';
import { TabStrip } from '../../../components/tab-strip';
import { useOnlineService } from '../../../lib/site/use-online-service';
import type { HomeGame, HomeTab } from '../model/home-tab';
import { recommendTab } from '../model/home-tab';
import { recommendLinks } from '../model/recommend-links';
import styles from './recommend-block.module.css';

const tints = ['#c8161d', '#1677ff', '#13a8a8', '#fa8c16', '#722ed1', '#eb2f96', '#52c41a'];

function RecommendGrid({ games }: { games: readonly HomeGame[] }) {
  const navigate = useNavigate();
  const service = useOnlineService();
  return (
    <ul className={styles.grid} aria-label="推荐">
      {recommendLinks(games).map((link, index) => {
        const tint = tints[index % tints.length] ?? tints[0];
        return (
          <li key={link.key}>
            <button
              type="button"
              className={styles.cell}
              onClick={() => (link.path ? void navigate(link.path) : service.open())}
            >
              <span className={styles.icon} style={{ color: tint, background: `${tint}14` }}>
                {link.path ? (
                  link.path.startsWith('/game/') ? (
                    <span className={styles.ball}>{link.label.slice(0, 2)}</span>
                  ) : (
                    <AppstoreOutline aria-hidden />
                  )
                ) : (
                  <UserContactOutline aria-hidden />
                )}
              </span>
              <span className={styles.label}>{link.label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Three rows of the grid (the usual four home games plus the fixed links) while loading. */
const placeholderCells = 12;

function GridPlaceholder() {
  return (
    <ul className={styles.grid} aria-hidden data-testid="recommend-placeholder">
      {Array.from({ length: placeholderCells }, (_, index) => (
        <li key={index} className={styles.cell}>
          <span className={`${styles.icon} ${styles.placeholder}`} />
          <span className={`${styles.label} ${styles.placeholderLabel}`} />
        </li>
      ))}
    </ul>
  );
}

interface RecommendBlockProps {
  games: readonly HomeGame[];
  /** The home games are still loading: the grid holds its place. */
  pending: boolean;
  selected: HomeTab;
  onSelect: (tab: HomeTab) => void;
  livestreamUrl: string;
}

/** The game tab strip: 推荐 (the icon grid) and each home game (its live panel), then AD01/AD02. */
export function RecommendBlock({
  games,
  pending,
  selected,
  onSelect,
  livestreamUrl,
}: RecommendBlockProps) {
  const game = games.find((candidate) => candidate.gameId === selected);
  return (
    <section className={styles.block}>
      <TabStrip
        className={styles.tabs}
        activeKey={String(selected)}
        onChange={(key) => onSelect(key === recommendTab ? recommendTab : Number(key))}
        items={[
          { key: recommendTab, title: '推荐' },
          ...games.map((candidate) => ({
            key: String(candidate.gameId),
            title:
              candidate.gameId === specialLiveGameId ? (
                <>
                  {candidate.gameName}
                  <span className={styles.liveTime}>{liveTimeLabel}</span>
                </>
              ) : (
                candidate.gameName
              ),
          })),
        ]}
      />
      <div className={styles.panel}>
        {game ? (
          <LotteryCard
            gameId={game.gameId}
            gameName={game.gameName}
            livestreamUrl={livestreamUrl}
          />
        ) : pending ? (
          <GridPlaceholder />
        ) : (
          <RecommendGrid games={games} />
        )}
      </div>
      <div className={styles.ads}>
        <AdBanner code="AD01" aspectRatio={750 / 200} />
        <AdBanner code="AD02" aspectRatio={750 / 200} />
      </div>
    </section>
  );
}
