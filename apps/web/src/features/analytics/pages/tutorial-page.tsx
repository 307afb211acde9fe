import { Empty } from 'antd-mobile';
import {
  lotteryGameIds,
  lunarYearAt,
  playByCode,
  playCategories,
  zodiacOfBall,
  type Play,
} from '@lottery/contracts';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NumberBall } from '../../../components/draws/number-ball';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { TabStrip } from '../../../components/tab-strip';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { gameIdOf } from '../model/analytic-params';
import { exampleDraw, exampleOf, playGuideOf, tutorialBasics } from '../model/play-guides';
import styles from './tutorial-page.module.css';

const basicsKey = 'basics';
const tabs = [
  { key: basicsKey, title: '基本规则' },
  ...playCategories.map((category) => ({ key: category.code, title: category.name })),
];

const isLotteryGame = (gameId: number | null): gameId is number =>
  lotteryGameIds.some((id) => id === gameId);

/** The example draw, each ball with its animal of the year. */
function ExampleDraw({ lunarYear }: { lunarYear: number }) {
  return (
    <section className={styles.card} aria-labelledby="tutorial-draw">
      <h2 id="tutorial-draw" className={styles.title}>
        示例开奖
      </h2>
      <ol className={styles.draw} aria-label="示例开奖号码">
        {exampleDraw.map((ball, index) => (
          <li key={ball} className={styles.drawBall}>
            {index === exampleDraw.length - 1 ? (
              <span className={styles.plus} aria-hidden>
                +
              </span>
            ) : null}
            <span className={styles.slot}>
              <NumberBall ball={ball} />
              <span className={styles.zodiac}>{zodiacOfBall(ball, lunarYear)}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.note}>前六个为正码，最后一个为特码；下面的例子都以这一期为准。</p>
    </section>
  );
}

function PlayCard({ play, lunarYear }: { play: Play; lunarYear: number }) {
  const guide = playGuideOf(play.code);
  const example = exampleOf(play, lunarYear);
  return (
    <article className={styles.card} aria-labelledby={`play-${play.code}`}>
      <h3 id={`play-${play.code}`} className={styles.title}>
        {play.name}
      </h3>
      <p className={styles.rule}>{guide?.rule ?? '暂无数据'}</p>
      {example ? (
        <p className={styles.example}>
          <span className={styles.tag}>例</span>
          投注「{example.bet}」：{example.note}，<strong>{example.outcome}</strong>
        </p>
      ) : null}
    </article>
  );
}

/**
 * /game/{id}/tutorial, 玩法说明: the rules every play shares, then each play of the betting page's
 * tabs with what it bets on and an example judged by the settlement rule on one draw. Every
 * lottery game of the site draws 7 of 49 and offers these plays; another id has 暂无数据. The
 * tab is kept in ?tab=.
 */
export default function TutorialPage() {
  const gameId = gameIdOf(useParams().id);
  const goBack = useGoBack(gameId === null ? '/' : `/game/${gameId}`);
  const [search, setSearch] = useSearchParams();
  const [lunarYear] = useState(() => lunarYearAt(Date.now()));
  const tab = tabs.find((each) => each.key === search.get('tab'))?.key ?? basicsKey;
  const category = playCategories.find((each) => each.code === tab);

  return (
    <div className={styles.page}>
      <PageHeader title="玩法说明" onBack={goBack} />
      {!isLotteryGame(gameId) ? (
        <Empty className={styles.empty} description="暂无数据" />
      ) : (
        <>
          <TabStrip
            className={styles.tabs}
            items={tabs}
            activeKey={tab}
            onChange={(key) => setSearch(key === basicsKey ? {} : { tab: key }, { replace: true })}
          />
          <PageBody>
            {category ? (
              <>
                <ExampleDraw lunarYear={lunarYear} />
                {category.plays
                  .map((code) => playByCode(code))
                  .filter((play): play is Play => play !== undefined)
                  .map((play) => (
                    <PlayCard key={play.code} play={play} lunarYear={lunarYear} />
                  ))}
              </>
            ) : (
              <section className={styles.card} aria-labelledby="tutorial-basics">
                <h2 id="tutorial-basics" className={styles.title}>
                  基本规则
                </h2>
                <ol className={styles.basics}>
                  {tutorialBasics.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </section>
            )}
          </PageBody>
        </>
      )}
    </div>
  );
}
