import { betQuickAmounts, bettingLimits, bettingTexts } from '@lottery/contracts';
import { Button, Input, Popup, Stepper, Switch } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { formatOdds } from '../model/odds';
import type { OpenTurn } from '../model/open-turn';
import type { ChaseChoice, SlipBet, SlipLine } from '../model/slip';
import styles from './slip-popup.module.css';

interface SlipPopupProps {
  visible: boolean;
  onClose: () => void;
  lines: readonly SlipLine[];
  amount: string;
  chase: ChaseChoice;
  openTurn: OpenTurn | null;
  betCount: number;
  /** Whole yuan, or null while no valid amount is typed. */
  total: number | null;
  onAmount: (amount: string) => void;
  onChase: (chase: Partial<ChaseChoice>) => void;
  onRemovePlay: (playCode: string) => void;
  onClear: () => void;
  onConfirm: () => void;
}

/** `@48.8`, or `@100/20` for the two odds of 三中二 and 二中特. */
export const oddsText = (bet: Pick<SlipBet, 'odds' | 'odds2'>): string =>
  `@${formatOdds(bet.odds)}${bet.odds2 === undefined ? '' : `/${formatOdds(bet.odds2)}`}`;

/** The bet as shown under its play: `特码 07` → `07`. */
const contentOf = (bet: SlipBet, playName: string): string =>
  bet.betInfo.startsWith(`${playName} `) ? bet.betInfo.slice(playName.length + 1) : bet.betInfo;

function Line({ line, onRemove }: { line: SlipLine; onRemove: () => void }) {
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <strong>{line.play.name}</strong>
        <span className={styles.lineCount}>
          {line.bets.length}
          {bettingTexts.betUnit}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={`移除${line.play.name}`}
          onClick={onRemove}
        >
          <CloseOutline />
        </button>
      </div>
      {line.error ? <p className={styles.lineError}>{line.error}</p> : null}
      {line.bets.length > 0 ? (
        <ul className={styles.bets}>
          {line.bets.map((bet) => (
            <li key={bet.content} className={styles.bet} aria-label={bet.betInfo}>
              <span className={styles.content}>{contentOf(bet, line.play.name)}</span>
              <span className={styles.odds}>{oddsText(bet)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The bet slip: the picks as bets with their odds, the amount per bet (whole yuan, quick
 * amounts), the count and the total, 追号, 清空 and 确认下注. While the turn is closed it says so
 * and keeps everything for the next turn.
 */
export function SlipPopup({
  visible,
  onClose,
  lines,
  amount,
  chase,
  openTurn,
  betCount,
  total,
  onAmount,
  onChase,
  onRemovePlay,
  onClear,
  onConfirm,
}: SlipPopupProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.body}
      destroyOnClose={false}
    >
      <section className={styles.sheet} aria-label={bettingTexts.slip} role="dialog">
        <header className={styles.head}>
          <h2 className={styles.title}>{bettingTexts.slip}</h2>
          <span className={styles.turn}>
            {openTurn ? `第${openTurn.turnNum}期` : bettingTexts.closed}
          </span>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <CloseOutline />
          </button>
        </header>
        {openTurn ? null : (
          <p className={styles.closedNote} role="alert">
            {bettingTexts.turnClosed}
          </p>
        )}

        <div className={styles.scroll}>
          {lines.length === 0 ? (
            <p className={styles.empty}>{bettingTexts.pickFirst}</p>
          ) : (
            <ul className={styles.lines}>
              {lines.map((line) => (
                <Line
                  key={line.play.code}
                  line={line}
                  onRemove={() => onRemovePlay(line.play.code)}
                />
              ))}
            </ul>
          )}
        </div>

        <div className={styles.form}>
          <label className={styles.row}>
            <span className={styles.rowLabel}>{bettingTexts.amountPerBet}</span>
            <Input
              className={styles.amount}
              aria-label={bettingTexts.amountPerBet}
              type="text"
              inputMode="numeric"
              placeholder={bettingTexts.amountPlaceholder}
              value={amount}
              maxLength={String(bettingLimits.maxStakeYuan).length + 3}
              clearable
              onChange={onAmount}
            />
            <span className={styles.unit}>元</span>
          </label>
          <div className={styles.quick} role="group" aria-label="快捷金额">
            {betQuickAmounts.map((quick) => (
              <button
                key={quick}
                type="button"
                className={
                  amount === String(quick) ? `${styles.chip} ${styles.chipOn}` : styles.chip
                }
                onClick={() => onAmount(String(quick))}
              >
                {quick}
              </button>
            ))}
          </div>
          <div className={styles.row}>
            <span className={styles.rowLabel}>{bettingTexts.chase}</span>
            <Switch
              checked={chase.on}
              aria-label={bettingTexts.chase}
              onChange={(on) => onChase({ on })}
            />
          </div>
          {chase.on ? (
            <>
              <div className={styles.row}>
                <span className={styles.rowLabel}>{bettingTexts.chaseTurns}</span>
                <Stepper
                  aria-label={bettingTexts.chaseTurns}
                  min={2}
                  max={bettingLimits.maxChaseTurns}
                  digits={0}
                  value={chase.turns}
                  onChange={(turns) => onChase({ turns: turns ?? 2 })}
                />
              </div>
              <div className={styles.row}>
                <span className={styles.rowLabel}>{bettingTexts.stopOnWin}</span>
                <Switch
                  checked={chase.stopOnWin}
                  aria-label={bettingTexts.stopOnWin}
                  onChange={(stopOnWin) => onChase({ stopOnWin })}
                />
              </div>
            </>
          ) : null}
        </div>

        <footer className={styles.foot}>
          <div className={styles.sums}>
            <span>
              {bettingTexts.betCount} <strong data-testid="popup-count">{betCount}</strong>
            </span>
            <span>
              {bettingTexts.total}{' '}
              <strong data-testid="popup-total">
                {total === null ? '--' : total.toLocaleString()}
              </strong>{' '}
              元
            </span>
          </div>
          <Button shape="rounded" className={styles.clear} onClick={onClear}>
            {bettingTexts.clear}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            className={styles.confirm}
            disabled={!openTurn}
            onClick={onConfirm}
          >
            {openTurn ? bettingTexts.confirm : bettingTexts.closed}
          </Button>
        </footer>
      </section>
    </Popup>
  );
}
