import { SpinLoading } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { gameCenterTexts, imageUrl } from '@lottery/contracts';
import type { Game } from '@lottery/contracts';
import styles from './game-tile.module.css';

interface GameTileProps {
  game: Game;
  followed: boolean;
  inMaintenance: boolean;
  /** One card per row with the landscape image (live and sport). */
  landscape: boolean;
  /** Its launch is running. */
  launching: boolean;
  /** On screen at first: the picture does not wait. */
  eager: boolean;
  onOpen: (game: Game) => void;
  onFollow: (game: Game) => void;
}

/** A game of the grid: its picture (维护中 over it while in maintenance), its name, its follow. */
export function GameTile({
  game,
  followed,
  inMaintenance,
  landscape,
  launching,
  eager,
  onOpen,
  onFollow,
}: GameTileProps) {
  const picture = imageUrl(landscape ? game.landscapeUrl || game.imageUrl : game.imageUrl);
  return (
    <li className={landscape ? `${styles.tile} ${styles.landscape}` : styles.tile}>
      <button
        type="button"
        className={styles.open}
        aria-label={game.gameName}
        aria-busy={launching}
        data-maintenance={inMaintenance ? '' : undefined}
        onClick={() => onOpen(game)}
      >
        <span className={styles.picture}>
          <img
            src={picture}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
          />
          {inMaintenance ? (
            <span className={styles.maintenance}>{gameCenterTexts.maintenance}</span>
          ) : null}
          {launching ? (
            <span className={styles.launching} aria-hidden>
              <SpinLoading color="white" style={{ '--size': '28px' }} />
            </span>
          ) : null}
        </span>
        <span className={styles.caption}>
          <span className={styles.name}>{game.gameName}</span>
          {landscape && game.providerName ? (
            <span className={styles.provider}>{game.providerName}</span>
          ) : null}
        </span>
      </button>
      <button
        type="button"
        className={followed ? `${styles.follow} ${styles.followed}` : styles.follow}
        aria-label={`关注${game.gameName}`}
        aria-pressed={followed}
        onClick={() => onFollow(game)}
      >
        {followed ? <HeartFill aria-hidden /> : <HeartOutline aria-hidden />}
      </button>
    </li>
  );
}
