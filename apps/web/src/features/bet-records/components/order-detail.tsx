import { bettingTexts, canCancelOrder, lunarYearAt, parseOpenNum } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { DrawBalls } from '../../../components/draws/draw-balls';
import { chinaTimeOf } from '../../../lib/china-time';
import { copyText } from '../../../lib/copy-text';
import { showToast } from '../../../lib/toast';
import { oddsText, shownMoney, winLossOf } from '../model/order-view';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records.module.css';
import { SignedMoney } from '../../../components/signed-money';
import { OrderStatus } from './order-status';

interface OrderDetailProps {
  /** The order shown; null closes the sheet. */
  order: BetOrder | null;
  now: number;
  cancelEnabled: boolean;
  cancelling: boolean;
  onClose: () => void;
  onCancel: (order: BetOrder) => void;
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.detailRow}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

function OpenNumber({ order }: { order: BetOrder }) {
  if (order.openNum === '') return <>{texts.notDrawn}</>;
  const numbers = parseOpenNum(order.openNum);
  const balls = numbers.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= 49);
  if (numbers.length === 0 || !balls) return <>{order.openNum}</>;
  return (
    <span className={styles.balls}>
      <DrawBalls numbers={numbers} lunarYear={lunarYearAt(order.betEndTime)} size="small" />
    </span>
  );
}

const copyOrderNo = async (orderNo: string) => {
  if (await copyText(orderNo)) showToast(texts.copied, { icon: 'success' });
};

/** An order's detail in a sheet over the list (the list keeps its place), with 撤单 while allowed. */
export function OrderDetail({
  order,
  now,
  cancelEnabled,
  cancelling,
  onClose,
  onCancel,
}: OrderDetailProps) {
  const winLoss = order ? winLossOf(order) : null;
  return (
    <Popup
      visible={order !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      {order ? (
        <section className={styles.detail} role="dialog" aria-label={texts.detail}>
          <h2 className={styles.detailHead}>
            {texts.detail}
            <button
              type="button"
              className={styles.detailClose}
              aria-label="关闭"
              onClick={onClose}
            >
              <CloseOutline />
            </button>
          </h2>
          <dl className={styles.detailBody}>
            <Row label={texts.orderNo}>
              <span>{order.orderNo}</span>
              <button
                type="button"
                className={styles.copy}
                onClick={() => void copyOrderNo(order.orderNo)}
              >
                {texts.copy}
              </button>
            </Row>
            <Row label={texts.game}>{order.gameInfo}</Row>
            <Row label={texts.turnNum}>{order.turnNum}</Row>
            <Row label={texts.play}>{order.cateName}</Row>
            <Row label={texts.betInfo}>{order.betInfo}</Row>
            <Row label={texts.odds}>{oddsText(order)}</Row>
            <Row label={texts.stake}>{shownMoney(order.totalMoney)}</Row>
            <Row label={texts.reward}>{winLoss === null ? '-' : shownMoney(order.reward)}</Row>
            <Row label={texts.winLoss}>
              {winLoss === null ? '-' : <SignedMoney milli={winLoss} />}
            </Row>
            <Row label={texts.openNum}>
              <OpenNumber order={order} />
            </Row>
            <Row label={texts.addTime}>{chinaTimeOf(order.addTime)}</Row>
            <Row label={texts.status}>
              <OrderStatus order={order} now={now} cancelEnabled={cancelEnabled} />
            </Row>
          </dl>
          {canCancelOrder(order, now, cancelEnabled) ? (
            <div className={styles.detailFoot}>
              <Button
                block
                color="danger"
                shape="rounded"
                loading={cancelling}
                onClick={() => onCancel(order)}
              >
                {bettingTexts.cancelOrder}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </Popup>
  );
}
