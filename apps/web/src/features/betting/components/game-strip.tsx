import { bettingTexts, formatMoney, lunarYearAt } from '@lottery/contracts';
import type { LotteryInfo } from '@lottery/contracts';
import { RedoOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { DrawBalls } from '../../../components/draws/draw-balls';
import { formatCountdown, shownNumbers } from '../../../lib/draws/lottery-card';
import { useBalanceRefresh } from '../../../lib/profile/check-balance';
import { useProfile } from '../../../lib/profile/get-profile';
import type { OpenTurn } from '../model/open-turn';
import styles from './game-strip.module.css';

function Balance() {
  const profile = useProfile();
  const { refresh, refreshing } = useBalanceRefresh();
  const ext = profile.data?.extInfo;
  const balance = ext ? ext.money + ext.liveMoney : undefined;
  return (
    <div className={styles.balance}>
      <span className={styles.caption}>{bettingTexts.balance}</span>
      <strong data-testid="game-balance">
        {balance === undefined ? '--' : formatMoney(balance)}
      </strong>
      <button
        type="button"
        className={refreshing ? `${styles.refresh} ${styles.spinning}` : styles.refresh}
        aria-label="刷新余额"
        aria-busy={refreshing}
        onClick={() => void refresh()}
      >
        <RedoOutline />
      </button>
    </div>
  );
}

interface GameStripProps {
  info: LotteryInfo | undefined;
  openTurn: OpenTurn | null;
  signedIn: boolean;
  /** Where a visitor's 登录 returns to. */
  returnPath: string;
  now: number;
}

/**
 * The strip over the plays: the balance (members), the turn taking bets with the time left until
 * it closes, and the last draw's balls (streaming in ball by ball from the draw socket).
 */
export function GameStrip({ info, openTurn, signedIn, returnPath, now }: GameStripProps) {
  const numbers = info ? shownNumbers(info) : [];
  const streaming = info?.pre.isStreaming === 1;
  const closedTurn = info && !openTurn && info.cur.turnNum !== '' ? info.cur.turnNum : null;
  return (
    <section className={styles.strip} aria-label="本期信息">
      <div className={styles.top}>
        <div className={styles.turn} role="timer" aria-live="off">
          {openTurn ? (
            <>
              <span className={styles.turnNum}>第{openTurn.turnNum}期</span>
              <span className={styles.clock}>
                <span className={styles.label}>{bettingTexts.toClose}</span>
                <time className={styles.countdown}>{formatCountdown(openTurn.msLeft)}</time>
              </span>
            </>
          ) : closedTurn ? (
            <>
              <span className={styles.turnNum}>第{closedTurn}期</span>
              <span className={styles.clock}>
                <span className={styles.closed}>{bettingTexts.closed}</span>
              </span>
            </>
          ) : (
            <span className={styles.closed}>{info ? bettingTexts.waitingTurn : '--'}</span>
          )}
        </div>
        {signedIn ? (
          <Balance />
        ) : (
          <Link to="/auth/login" state={{ from: returnPath }} className={styles.login}>
            {bettingTexts.login}
          </Link>
        )}
      </div>
      <div className={styles.result}>
        <div className={styles.resultHead}>
          <span>
            {bettingTexts.lastResult}
            {info && info.pre.turnNum !== '' ? ` 第${info.pre.turnNum}期` : ''}
          </span>
          {streaming ? <span className={styles.live}>{bettingTexts.drawing}</span> : null}
        </div>
        {info && (numbers.length > 0 || streaming) ? (
          <DrawBalls
            numbers={numbers}
            lunarYear={lunarYearAt(info.pre.openTime ?? now)}
            placeholders={streaming}
            size="small"
          />
        ) : (
          <p className={styles.empty}>暂无数据</p>
        )}
      </div>
    </section>
  );
}
