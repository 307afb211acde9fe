import { bettingTexts } from '@lottery/contracts';
import { Dialog } from 'antd-mobile';
import type { ChaseChoice, SlipBet } from '../model/slip';
import { quietAction } from './quiet-action';
import { oddsText } from './slip-popup';
import styles from './confirm-dialog.module.css';

/** What the member is asked to confirm: the turn, the bets and the money. */
export interface ConfirmSummary {
  turnNum: string;
  bets: readonly SlipBet[];
  amount: number;
  chase: ChaseChoice;
  total: number;
}

interface ConfirmDialogProps {
  summary: ConfirmSummary | null;
  placing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation sheet of a slip: turn, bets, amount, chase and total, then 确认下注. */
export function ConfirmDialog({ summary, placing, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      className={styles.overPopup}
      visible={summary !== null}
      title={bettingTexts.confirmTitle}
      content={
        summary ? (
          <div className={styles.summary} data-testid="confirm-summary">
            <dl className={styles.facts}>
              <div>
                <dt>{bettingTexts.turnLabel}</dt>
                <dd>第{summary.turnNum}期</dd>
              </div>
              <div>
                <dt>{bettingTexts.betCount}</dt>
                <dd>
                  {summary.bets.length}
                  {bettingTexts.betUnit}
                </dd>
              </div>
              <div>
                <dt>{bettingTexts.amountPerBet}</dt>
                <dd>{summary.amount} 元</dd>
              </div>
              {summary.chase.on ? (
                <div>
                  <dt>{bettingTexts.chase}</dt>
                  <dd>
                    {summary.chase.turns}期
                    {summary.chase.stopOnWin ? `（${bettingTexts.stopOnWin}）` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
            <ul className={styles.bets}>
              {summary.bets.map((bet) => (
                <li key={`${bet.playCode}:${bet.content}`}>
                  <span>{bet.betInfo}</span>
                  <span className={styles.odds}>{oddsText(bet)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.total}>
              {bettingTexts.total}
              <strong>{summary.total.toLocaleString()}</strong>元
            </p>
          </div>
        ) : null
      }
      actions={[
        [
          {
            key: 'cancel',
            text: bettingTexts.cancel,
            style: quietAction,
            disabled: placing,
            onClick: onCancel,
          },
          {
            key: 'confirm',
            text: placing ? bettingTexts.placing : bettingTexts.confirm,
            bold: true,
            disabled: placing,
            onClick: onConfirm,
          },
        ],
      ]}
    />
  );
}
