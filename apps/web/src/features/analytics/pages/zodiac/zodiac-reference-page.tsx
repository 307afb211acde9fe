import {
  ballColorNames,
  ballColors,
  colorSets,
  elementNames,
  elements,
  type ZodiacReference,
} from '@lottery/contracts';
import { NumberBall } from '../../../../components/draws/number-ball';
import { useAnalyticPage } from '../../components/analytic-section';
import styles from './zodiac-reference-page.module.css';
import shared from './zodiac.module.css';

const twoDigits = (ball: number) => String(ball).padStart(2, '0');

/** The balls of each element in the reference's year, ascending. */
const ballsByElement = (reference: ZodiacReference) =>
  elements.map((element) => ({
    element,
    balls: reference.animals
      .flatMap((animal) => animal.balls)
      .filter((ball) => ball.element === element)
      .map((ball) => ball.ball)
      .sort((a, b) => a - b),
  }));

/**
 * 生肖对照: the animals of the lunar year now, the year's own animal first (it has five balls),
 * each ball in its colour with its five element (纳音 of the year); then the colour sets and the
 * elements as compact legends.
 */
export default function ZodiacReferencePage() {
  const { reference } = useAnalyticPage().analytics.zodiac;
  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="zodiac-reference-title">
        <h2 id="zodiac-reference-title" className={shared.title}>
          {reference.lunarYear} {reference.zodiac}年 生肖号码
        </h2>
        <ul className={styles.animals} aria-label="生肖号码">
          {reference.animals.map((animal) => (
            <li key={animal.zodiac} className={styles.animal} data-zodiac={animal.zodiac}>
              <span className={styles.name}>
                {animal.zodiac}
                {animal.zodiac === reference.zodiac ? (
                  <span className={styles.own}>本命</span>
                ) : null}
              </span>
              <ol className={styles.balls}>
                {animal.balls.map((ball) => (
                  <li key={ball.ball} className={styles.ball}>
                    <NumberBall ball={ball.ball} />
                    <span className={shared[elementNames[ball.element]]}>{ball.element}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </section>

      <section className={shared.card} aria-labelledby="zodiac-colors-title">
        <h2 id="zodiac-colors-title" className={shared.title}>
          波色
        </h2>
        <dl className={styles.legend}>
          {ballColors.map((color) => (
            <div key={color} className={styles.legendRow}>
              <dt className={shared[color]}>
                <span className={`${styles.swatch} ${styles[color]}`} aria-hidden />
                {ballColorNames[color]}
              </dt>
              <dd>{colorSets[color].map(twoDigits).join(' ')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={shared.card} aria-labelledby="zodiac-elements-title">
        <h2 id="zodiac-elements-title" className={shared.title}>
          五行
        </h2>
        <dl className={styles.legend}>
          {ballsByElement(reference).map(({ element, balls }) => (
            <div key={element} className={styles.legendRow}>
              <dt className={shared[elementNames[element]]}>{element}</dt>
              <dd>{balls.map(twoDigits).join(' ')}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
