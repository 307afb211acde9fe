import {
  bettingTexts,
  cancelCountText,
  expandSelection,
  lunarYearAt,
  playByCode,
  playCategories,
  systemConfigKey,
  toastDurations,
} from '@lottery/contracts';
import type { BetOrder, BetPlayOdds, Play } from '@lottery/contracts';
import { Dialog, Skeleton, SpinLoading } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { StatusBlock } from '../../../components/status-block';
import { cancelOrders } from '../../../lib/betting/cancel-orders';
import { useLotteryInfo } from '../../../lib/draws/use-lottery-info';
import { HttpError, isAbortedError } from '../../../lib/http';
import { genericErrorMessage } from '../../../lib/http/errors';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { applyBalances } from '../../../lib/profile/check-balance';
import { useSession } from '../../../lib/session';
import { useWebSystemConfig } from '../../../lib/site/get-web-system-config';
import { showToast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useBetOdds } from '../api/get-bet-odds';
import { turnOrdersKey, useTurnOrders } from '../api/get-turn-orders';
import { ConfirmDialog } from '../components/confirm-dialog';
import { GameStrip } from '../components/game-strip';
import { OptionGrid } from '../components/option-grid';
import { PlayPicker } from '../components/play-picker';
import { quietAction } from '../components/quiet-action';
import type { OpenCategory } from '../components/play-picker';
import { SectionNav } from '../components/section-nav';
import { SlipBar } from '../components/slip-bar';
import { SlipPopup } from '../components/slip-popup';
import { TurnOrders } from '../components/turn-orders';
import { useLastTurnOrders } from '../hooks/use-last-turn-orders';
import { useSlipPlacement } from '../hooks/use-slip-placement';
import { openTurnOf } from '../model/open-turn';
import { betsOf, parseAmount, slipLines, slipTotal } from '../model/slip';
import { useSlip, useSlipStore } from '../model/use-slip-store';
import styles from './game-page.module.css';

/** Game 200 shows a loading blur while launching (spec part 2 §9), not the skeleton. */
const blurredLaunchGameId = 200;

/** The last turn's orders with the paid ones first: what the member looks for after a draw. */
const winningsFirst = (orders: readonly BetOrder[] | undefined): BetOrder[] | undefined =>
  orders && [...orders].sort((a, b) => Number(b.reward > 0) - Number(a.reward > 0));

/** A page of /game/95's section (or its lucky-niu-niu skin): the base of its tabs, its title. */
export interface GameSection {
  base: string;
  title?: string;
}

interface GamePageProps {
  gameId: number;
  section?: GameSection;
}

/** The categories with at least one play the game has open, each with those plays. */
const openCategoriesOf = (oddsOf: ReadonlyMap<string, BetPlayOdds>): OpenCategory[] =>
  playCategories
    .map((category) => ({
      category,
      plays: category.plays
        .filter((code) => oddsOf.get(code)?.enabled)
        .map((code) => playByCode(code))
        .filter((play): play is Play => play !== undefined),
    }))
    .filter((entry) => entry.plays.length > 0);

/**
 * A lottery game's betting page (/game/:id, /game/71, /game/95 and its children): the balance,
 * the open turn and its countdown, the last result, the plays with their options and odds, the
 * bet slip with its confirmation, and the member's orders of this turn and the last one.
 * Visitors see everything; any bet action sends them to sign in.
 */
export function GamePage({ gameId, section }: GamePageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const goBack = useGoBack('/');
  const signedIn = useSession((state) => state.token !== null);
  const info = useLotteryInfo(gameId);
  const odds = useBetOdds(gameId);
  const config = useWebSystemConfig();
  const now = useNow() + info.offset;
  const openTurn = openTurnOf(info.data, now);
  const cancelEnabled = config.data?.[systemConfigKey.hyIsCancel] === '1';

  const slip = useSlip(gameId);
  const { toggle, unpick, setAmount, setChase, clear } = useSlipStore();
  const lunarYear = odds.data?.lunarYear ?? lunarYearAt(now);
  const oddsOf = useMemo(
    () => new Map((odds.data?.plays ?? []).map((entry) => [entry.playCode, entry])),
    [odds.data],
  );
  const categories = useMemo(() => openCategoriesOf(oddsOf), [oddsOf]);
  const lines = useMemo(
    () => slipLines(slip.selections, oddsOf, lunarYear),
    [slip.selections, oddsOf, lunarYear],
  );
  const betCount = betsOf(lines).length;
  const parsedAmount = parseAmount(slip.amount);
  const total =
    'amount' in parsedAmount ? slipTotal(betCount, parsedAmount.amount, slip.chase) : null;

  const [categoryChoice, setCategoryChoice] = useState<string | null>(null);
  const [playChoice, setPlayChoice] = useState<Record<string, string>>({});
  const current =
    categories.find((entry) => entry.category.code === categoryChoice) ?? categories[0];
  const play =
    current?.plays.find((entry) => entry.code === playChoice[current.category.code]) ??
    current?.plays[0];

  const [slipOpen, setSlipOpen] = useState(false);
  const closeSlip = useCallback(() => setSlipOpen(false), []);
  const placement = useSlipPlacement({ gameId, openTurn, lines, slip, onPlaced: closeSlip });

  const toLogin = useCallback(
    () => void navigate('/auth/login', { state: { from: location.pathname } }),
    [navigate, location.pathname],
  );

  const pick = (key: string) => {
    if (!signedIn || !play) return toLogin();
    const picked = slip.selections[play.code] ?? [];
    if (!picked.includes(key)) {
      const next = [...picked, key];
      const expanded = expandSelection(play, next);
      // Past the most a play takes (its combinations would not fit one slip): say so.
      if (!Array.isArray(expanded) && next.length > (play.maxPick ?? next.length)) {
        return showToast(expanded.error);
      }
    }
    toggle(gameId, play.code, key);
  };

  const openSlip = () => (signedIn ? setSlipOpen(true) : toLogin());

  // This turn's orders, and the last draw's (polled until settled).
  const curTurn = info.data?.cur.turnNum;
  const curOrders = useTurnOrders(gameId, curTurn);
  const lastOrders = useLastTurnOrders(gameId, info.data);
  const lastTurn = info.data?.pre.turnNum;

  const [cancelTarget, setCancelTarget] = useState<BetOrder | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancelOrder = async (order: BetOrder) => {
    setCancelTarget(null);
    setCancelling(order.orderNo);
    try {
      const answer = await cancelOrders([order.orderNo]);
      applyBalances(queryClient, { money: answer.money });
      showToast(bettingTexts.cancelled, { icon: 'success' });
    } catch (error) {
      if (isAbortedError(error)) return;
      // Spec part 2 §8: the server's message as an info toast, 3 s.
      showToast(error instanceof HttpError ? error.msg : genericErrorMessage, {
        durationMs: toastDurations.long,
      });
    } finally {
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: turnOrdersKey(gameId) });
    }
  };

  const launching = gameId === blurredLaunchGameId && (info.isPending || odds.isPending);
  const title = section?.title ?? (info.data?.gameName || bettingTexts.gameTitle);
  const pickedOf = (code: string) => slip.selections[code]?.length ?? 0;

  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        onBack={goBack}
        extra={
          <Link to="/bet-list" className={styles.myOrders}>
            {bettingTexts.myOrders}
          </Link>
        }
      />
      {section ? <SectionNav base={section.base} /> : null}
      <div
        className={launching ? `${styles.body} ${styles.blurred}` : styles.body}
        aria-busy={launching || undefined}
        data-testid="game-body"
      >
        <GameStrip
          info={info.data}
          openTurn={openTurn}
          signedIn={signedIn}
          returnPath={location.pathname}
          now={now}
        />

        <section className={styles.plays} aria-label="玩法">
          {odds.isPending && !launching ? (
            <div className={styles.gridSkeleton} data-testid="plays-skeleton">
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={5} animated />
            </div>
          ) : current && play ? (
            <>
              <PlayPicker
                categories={categories}
                categoryCode={current.category.code}
                playCode={play.code}
                pickedOf={pickedOf}
                onCategory={setCategoryChoice}
                onPlay={(code) =>
                  setPlayChoice((choice) => ({ ...choice, [current.category.code]: code }))
                }
              />
              <OptionGrid
                play={play}
                limits={oddsOf.get(play.code)}
                lunarYear={lunarYear}
                selected={slip.selections[play.code] ?? []}
                onToggle={pick}
              />
            </>
          ) : odds.isPending ? null : (
            <p className={styles.note}>
              {odds.error instanceof HttpError ? odds.error.msg : bettingTexts.noPlays}
            </p>
          )}
        </section>

        {signedIn && curTurn ? (
          <TurnOrders
            title={bettingTexts.turnOrders}
            turnNum={curTurn}
            orders={curOrders.data}
            loading={curOrders.isPending}
            now={now}
            cancelEnabled={cancelEnabled}
            cancelling={cancelling}
            onCancel={setCancelTarget}
          />
        ) : null}
        {signedIn && lastTurn && (lastOrders.data?.length ?? 0) > 0 ? (
          <TurnOrders
            title={bettingTexts.lastTurnOrders}
            turnNum={lastTurn}
            orders={winningsFirst(lastOrders.data)}
            loading={false}
            now={now}
            cancelEnabled={cancelEnabled}
            cancelling={cancelling}
          />
        ) : null}
      </div>
      {launching ? (
        <div className={styles.launching} role="progressbar" aria-label={bettingTexts.launching}>
          <SpinLoading />
        </div>
      ) : null}

      <SlipBar
        betCount={betCount}
        total={total}
        signedIn={signedIn}
        onClear={() => clear(gameId)}
        onOpen={openSlip}
      />
      <SlipPopup
        visible={slipOpen && signedIn}
        onClose={closeSlip}
        lines={lines}
        amount={slip.amount}
        chase={slip.chase}
        openTurn={openTurn}
        betCount={betCount}
        total={total}
        onAmount={(amount) => setAmount(gameId, amount)}
        onChase={(chase) => setChase(gameId, chase)}
        onRemovePlay={(code) => unpick(gameId, code)}
        onClear={() => clear(gameId)}
        onConfirm={placement.ask}
      />
      <ConfirmDialog
        summary={placement.summary}
        placing={placement.placing}
        onCancel={placement.dismiss}
        onConfirm={() => void placement.confirm()}
      />
      <Dialog
        className={styles.overPopup}
        visible={placement.insufficient !== null}
        content={placement.insufficient}
        actions={[
          [
            {
              key: 'cancel',
              text: bettingTexts.cancel,
              style: quietAction,
              onClick: placement.closeInsufficient,
            },
            {
              key: 'recharge',
              text: bettingTexts.goRecharge,
              bold: true,
              onClick: () => {
                placement.closeInsufficient();
                closeSlip();
                void navigate('/recharge');
              },
            },
          ],
        ]}
      />
      <Dialog
        className={styles.overPopup}
        visible={cancelTarget !== null}
        title={bettingTexts.cancelConfirm}
        content={cancelCountText(1)}
        actions={[
          [
            {
              key: 'cancel',
              text: bettingTexts.cancel,
              style: quietAction,
              onClick: () => setCancelTarget(null),
            },
            {
              key: 'ok',
              text: bettingTexts.ok,
              bold: true,
              onClick: () => {
                if (cancelTarget) void cancelOrder(cancelTarget);
              },
            },
          ],
        ]}
      />
    </div>
  );
}

function UnknownGame() {
  const goBack = useGoBack('/');
  return (
    <>
      <PageHeader title={bettingTexts.gameTitle} onBack={goBack} />
      <StatusBlock icon={<QuestionCircleOutline />} title="暂无数据" />
    </>
  );
}

/** /game/:id */
export function GameRoutePage() {
  const { id } = useParams();
  const gameId = Number(id);
  if (!Number.isInteger(gameId) || gameId < 1 || gameId > 99_999) return <UnknownGame />;
  return <GamePage key={gameId} gameId={gameId} />;
}
