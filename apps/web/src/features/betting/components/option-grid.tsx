import { numbersOfOption, optionsOf, pickHintText } from '@lottery/contracts';
import type { BetPlayOdds, Play, PlayOption } from '@lottery/contracts';
import { NumberBall } from '../../../components/draws/number-ball';
import { formatOdds } from '../model/odds';
import { oddsLegend, optionOdds } from '../model/option-odds';
import styles from './option-grid.module.css';

interface OptionGridProps {
  play: Play;
  limits: BetPlayOdds | undefined;
  lunarYear: number;
  selected: readonly string[];
  onToggle: (key: string) => void;
}

/** The options are the balls 01–49 (特码, 正码, 连码, 不中 …). */
const isBallPlay = (options: readonly PlayOption[]): boolean =>
  options.length === 49 && options.every((option) => /^\d\d$/.test(option.key));

/** Options standing for a few balls (a zodiac, a tail) show them; bigger sets would not fit. */
const maxShownNumbers = 5;

const OddsLine = ({ odds }: { odds: (number | undefined)[] | null }) =>
  odds ? <span className={styles.odds}>{odds.map(formatOdds).join(' / ')}</span> : null;

/**
 * The options of the selected play with their odds: the balls 01–49 in their colours, or labelled
 * buttons (a zodiac with its numbers for the year). Tapping picks or unpicks.
 */
export function OptionGrid({ play, limits, lunarYear, selected, onToggle }: OptionGridProps) {
  const options = optionsOf(play, lunarYear);
  const legend = oddsLegend(play, limits);
  const hint = pickHintText(play);
  const balls = isBallPlay(options);

  return (
    <div className={styles.wrap}>
      {hint || legend ? (
        <div className={styles.info}>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
          {legend ? (
            <ul className={styles.legend} aria-label="赔率">
              {legend.map((tag) => (
                <li key={tag.label}>
                  <span>{tag.label}</span>
                  <strong>{formatOdds(tag.odds)}</strong>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div
        className={balls ? styles.balls : styles.buttons}
        role="group"
        aria-label={`${play.name}选项`}
      >
        {options.map((option) => {
          const active = selected.includes(option.key);
          const odds = optionOdds(play, option.key, limits, lunarYear);
          if (balls) {
            return (
              <button
                key={option.key}
                type="button"
                className={active ? `${styles.ballOption} ${styles.active}` : styles.ballOption}
                aria-pressed={active}
                aria-label={option.label}
                onClick={() => onToggle(option.key)}
              >
                <NumberBall ball={Number(option.key)} className={styles.ball} />
                <OddsLine odds={odds} />
              </button>
            );
          }
          const numbers = numbersOfOption(play, option.key, lunarYear);
          return (
            <button
              key={option.key}
              type="button"
              className={active ? `${styles.option} ${styles.active}` : styles.option}
              aria-pressed={active}
              aria-label={option.label}
              onClick={() => onToggle(option.key)}
            >
              <span className={styles.label}>{option.label}</span>
              {numbers.length > 0 && numbers.length <= maxShownNumbers ? (
                <span className={styles.numbers}>
                  {numbers.map((ball) => String(ball).padStart(2, '0')).join(' ')}
                </span>
              ) : null}
              <OddsLine odds={odds} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
