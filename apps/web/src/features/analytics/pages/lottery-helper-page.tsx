import { Empty } from 'antd-mobile';
import {
  ballColorNames,
  ballColors,
  ballFactsOf,
  bigSmallNames,
  elementNames,
  elements,
  filterBalls,
  lunarYearAt,
  oddEvenNames,
  zodiacOfYear,
  zodiacs,
  type BallFilter,
} from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { NumberBall } from '../../../components/draws/number-ball';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { gameIdOf } from '../model/analytic-params';
import styles from './lottery-helper-page.module.css';

type Attribute = keyof BallFilter;
type Chosen = Record<Attribute, readonly string[]>;

interface Option {
  value: string;
  label: string;
  /** A class of the chip's mark (the colour's dot, the element's tint). */
  tone?: string;
}

const nothingChosen: Chosen = {
  colors: [],
  zodiacs: [],
  bigSmall: [],
  oddEven: [],
  tails: [],
  elements: [],
};

/** The attributes as the page offers them; 49 is 和 for 大小 and 单双, so neither side holds it. */
const attributes: readonly { key: Attribute; name: string; options: readonly Option[] }[] = [
  {
    key: 'colors',
    name: '波色',
    options: ballColors.map((color) => ({
      value: color,
      label: ballColorNames[color],
      tone: color,
    })),
  },
  {
    key: 'zodiacs',
    name: '生肖',
    options: zodiacs.map((animal) => ({ value: animal, label: animal })),
  },
  {
    key: 'bigSmall',
    name: '大小',
    options: (['big', 'small'] as const).map((side) => ({
      value: side,
      label: bigSmallNames[side],
    })),
  },
  {
    key: 'oddEven',
    name: '单双',
    options: (['odd', 'even'] as const).map((side) => ({ value: side, label: oddEvenNames[side] })),
  },
  {
    key: 'tails',
    name: '尾数',
    options: Array.from({ length: 10 }, (_, tail) => ({ value: String(tail), label: `${tail}尾` })),
  },
  {
    key: 'elements',
    name: '五行',
    options: elements.map((element) => ({
      value: element,
      label: element,
      tone: elementNames[element],
    })),
  },
];

/** The page's choices as the rule takes them (the chips only offer the rule's own values). */
const filterOf = (chosen: Chosen): BallFilter =>
  ({ ...chosen, tails: chosen.tails.map(Number) }) as BallFilter;

/**
 * /game/{id}/analytic/lottery-helper, 彩票助手: pick colours, animals of this lunar year, 大/小,
 * 单/双, tails and elements, and see the balls 1–49 that have them all (values of one attribute
 * are alternatives). The rule is contracts' filterBalls, run here: no call. The lunar year is the
 * one now, read once when the page opens.
 */
export default function LotteryHelperPage() {
  const gameId = gameIdOf(useParams().id);
  const goBack = useGoBack(gameId === null ? '/' : `/game/${gameId}/analytic`);
  const [lunarYear] = useState(() => lunarYearAt(Date.now()));
  const [chosen, setChosen] = useState<Chosen>(nothingChosen);
  const matches = useMemo(() => filterBalls(filterOf(chosen), lunarYear), [chosen, lunarYear]);
  const anyChosen = Object.values(chosen).some((values) => values.length > 0);

  const toggle = (key: Attribute, value: string) =>
    setChosen((current) => ({
      ...current,
      [key]: current[key].includes(value)
        ? current[key].filter((each) => each !== value)
        : [...current[key], value],
    }));

  return (
    <div className={styles.page}>
      <PageHeader title="彩票助手" onBack={goBack} />
      {gameId === null ? (
        <Empty className={styles.empty} description="暂无数据" />
      ) : (
        <PageBody>
          <section className={styles.card} aria-labelledby="helper-filters">
            <h2 id="helper-filters" className={styles.title}>
              筛选条件
              <small className={styles.year}>
                {lunarYear} {zodiacOfYear(lunarYear)}年
              </small>
            </h2>
            {attributes.map((attribute) => (
              <div key={attribute.key} className={styles.attribute}>
                <span className={styles.attributeName} id={`helper-${attribute.key}`}>
                  {attribute.name}
                </span>
                <div
                  className={styles.chips}
                  role="group"
                  aria-labelledby={`helper-${attribute.key}`}
                >
                  {attribute.options.map((option) => (
                    <button
                      key={option.value}
                      type="button"
                      aria-pressed={chosen[attribute.key].includes(option.value)}
                      className={styles.chip}
                      onClick={() => toggle(attribute.key, option.value)}
                    >
                      {option.tone ? (
                        <span className={`${styles.tone} ${styles[option.tone]}`} aria-hidden />
                      ) : null}
                      {option.label}
                    </button>
                  ))}
                </div>
              </div>
            ))}
            <p className={styles.note}>
              同一项可多选（任一符合），不同项同时符合；49 为和，不分大小单双。
            </p>
          </section>

          <section className={styles.card} aria-labelledby="helper-matches">
            <h2 id="helper-matches" className={styles.title}>
              符合条件的号码
              <span className={styles.count}>共 {matches.length} 个</span>
              <button
                type="button"
                className={styles.clear}
                disabled={!anyChosen}
                onClick={() => setChosen(nothingChosen)}
              >
                全部清除
              </button>
            </h2>
            {matches.length === 0 ? (
              <Empty className={styles.empty} description="暂无数据" />
            ) : (
              <ol className={styles.balls} aria-label="符合条件的号码">
                {matches.map((ball) => (
                  <li key={ball} className={styles.ball}>
                    <NumberBall ball={ball} />
                    <span className={styles.ballZodiac}>{ballFactsOf(ball, lunarYear).zodiac}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </PageBody>
      )}
    </div>
  );
}
