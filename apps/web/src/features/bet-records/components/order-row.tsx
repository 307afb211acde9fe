import { canCancelOrder } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { chinaTimeOf } from '../../../lib/china-time';
import { shownMoney, winLossOf } from '../model/order-view';
import { betRecordTexts as texts, turnText } from '../texts';
import styles from './bet-records.module.css';
import { SignedMoney } from '../../../components/signed-money';
import { OrderStatus } from './order-status';

export interface OrderRowProps {
  order: BetOrder;
  /** The server's clock, epoch ms. */
  now: number;
  cancelEnabled: boolean;
  /** One compact line (the simple mode). */
  simple: boolean;
  /** The cancel mode: cancellable orders become checkboxes. */
  selecting: boolean;
  selected: boolean;
  onOpen: (order: BetOrder) => void;
  onToggle: (order: BetOrder) => void;
}

function FullContent({
  order,
  now,
  cancelEnabled,
}: Pick<OrderRowProps, 'order' | 'now' | 'cancelEnabled'>) {
  const winLoss = winLossOf(order);
  return (
    <span className={styles.orderMain}>
      <span className={styles.orderHead}>
        <span className={styles.gameName}>{order.gameInfo}</span>
        <OrderStatus order={order} now={now} cancelEnabled={cancelEnabled} />
      </span>
      <span className={styles.betLine}>
        <span className={styles.cate}>{order.cateName}</span>
        <span className={styles.betInfo}>{order.betInfo}</span>
      </span>
      <span className={styles.metaLine}>
        <span>{turnText(order.turnNum)}</span>
        <span>{chinaTimeOf(order.addTime)}</span>
      </span>
      <span className={styles.moneyLine}>
        <span className={styles.money}>
          <span>{texts.stake}</span>
          <span>{shownMoney(order.totalMoney)}</span>
        </span>
        <span className={styles.money}>
          <span>{texts.reward}</span>
          <span>{winLoss === null ? '-' : shownMoney(order.reward)}</span>
        </span>
        <span className={styles.money}>
          <span>{texts.winLoss}</span>
          {winLoss === null ? <span>-</span> : <SignedMoney milli={winLoss} />}
        </span>
      </span>
    </span>
  );
}

function SimpleContent({
  order,
  now,
  cancelEnabled,
}: Pick<OrderRowProps, 'order' | 'now' | 'cancelEnabled'>) {
  return (
    <>
      <span className={styles.simpleGame}>{order.gameInfo}</span>
      <span className={styles.simpleBet}>{order.betInfo}</span>
      <span className={styles.simpleMoney}>{shownMoney(order.totalMoney)}</span>
      <OrderStatus order={order} now={now} cancelEnabled={cancelEnabled} />
    </>
  );
}

/**
 * One order of the bet list: game, play, bet, turn, time, stake, payout, win/loss and status
 * (spec part 2 §3 "Bet order"), or one line of them in the simple mode. Tapping opens its detail;
 * in the cancel mode a cancellable order is a checkbox instead.
 */
export function OrderRow({
  order,
  now,
  cancelEnabled,
  simple,
  selecting,
  selected,
  onOpen,
  onToggle,
}: OrderRowProps) {
  const content = simple ? (
    <SimpleContent order={order} now={now} cancelEnabled={cancelEnabled} />
  ) : (
    <FullContent order={order} now={now} cancelEnabled={cancelEnabled} />
  );
  const rowClass = simple ? styles.simple : styles.order;
  if (selecting && canCancelOrder(order, now, cancelEnabled)) {
    return (
      <button
        type="button"
        role="checkbox"
        aria-checked={selected}
        className={rowClass}
        data-order-no={order.orderNo}
        onClick={() => onToggle(order)}
      >
        <span className={selected ? `${styles.check} ${styles.checked}` : styles.check} />
        {content}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={selecting ? `${rowClass} ${styles.inert}` : rowClass}
      data-order-no={order.orderNo}
      onClick={() => onOpen(order)}
    >
      {selecting ? <span className={styles.checkSpace} /> : null}
      {content}
    </button>
  );
}
