import { Button, Input, TextArea } from 'antd-mobile';
import {
  formatMoney,
  redPacketDefaults,
  redPacketTexts as texts,
  userType,
} from '@lottery/contracts';
import { useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { isApiError } from '../../../../lib/http';
import { useGoBack } from '../../../../lib/navigation/use-go-back';
import { useProfile } from '../../../../lib/profile/get-profile';
import { newRequestKey } from '../../../../lib/request-key';
import { toastTrialRefused } from '../../../../lib/toast';
import { toastError } from '../../../../lib/toast-error';
import { useCreateHongbao } from '../api/create-hongbao';
import { amountMilliOf, cleanAmountInput, cleanCountInput } from '../model/amount-input';
import { createProblem, problemMessage } from '../model/create-problem';
import styles from './hongbao-create-page.module.css';

/**
 * /chat-rooms/{room_id}/hong-bao 发红包 (WeChat's group red packet): 总金额 in yuan (2 decimals),
 * 红包个数, 留言 (the default greeting when left empty), the total shown big, 塞钱进红包. The
 * limits are checked as typed (the server has the last word); one idempotency key per tap, kept by
 * the client's retries; a trial account is refused before any call. Sent → back to the room.
 */
export function HongbaoCreatePage() {
  const roomId = Number(useParams().roomId);
  const goBack = useGoBack(`/chat-rooms/${roomId}`);
  const navigate = useNavigate();
  const profile = useProfile();
  const create = useCreateHongbao();
  const [amountText, setAmountText] = useState('');
  const [countText, setCountText] = useState('');
  const [greeting, setGreeting] = useState('');
  /** Set from the tap until the answer (or for good once sent): a second tap sends nothing. */
  const sending = useRef(false);
  const fieldId = useId();

  const amount = amountMilliOf(amountText);
  const count = countText === '' ? null : Number(countText);
  const problem = createProblem(amount, count);
  const ready = amount !== null && amount > 0 && count !== null && problem === null;

  const onSend = async () => {
    if (profile.data?.userInfo.type === userType.trial) return toastTrialRefused();
    if (!ready || sending.current) return;
    sending.current = true;
    try {
      await create.mutateAsync({
        room_id: roomId,
        amount,
        count,
        greeting: greeting.trim() || redPacketDefaults.greeting,
        idempotencyKey: newRequestKey(),
      });
      goBack();
    } catch (error) {
      sending.current = false;
      if (isApiError(error) && error.code === 'UC/TRIAL_FORBIDDEN') toastTrialRefused();
      else toastError(error);
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={texts.title}
        onBack={goBack}
        extra={
          <button
            type="button"
            className={styles.history}
            onClick={() => void navigate(`/chat-rooms/${roomId}/hong-bao/history`)}
          >
            {texts.history}
          </button>
        }
      />
      <div className={styles.problem} role="alert" data-shown={problem !== null}>
        {problem === null ? null : problemMessage(problem)}
      </div>
      <div className={styles.body}>
        <div className={styles.row} data-invalid={problem === 'amount' || problem === 'share'}>
          <span className={styles.pin} aria-hidden="true">
            {texts.luckyTag}
          </span>
          <label className={styles.name} htmlFor={`${fieldId}-amount`}>
            {texts.amount}
          </label>
          <Input
            className={styles.input}
            inputMode="decimal"
            placeholder={texts.amountPlaceholder}
            value={amountText}
            onChange={(typed) => setAmountText(cleanAmountInput(typed))}
            id={`${fieldId}-amount`}
          />
          <span className={styles.unit}>{texts.yuan}</span>
        </div>
        <p className={styles.hint}>{texts.luckyHint}</p>

        <div className={styles.row} data-invalid={problem === 'count' || problem === 'share'}>
          <label className={styles.name} htmlFor={`${fieldId}-count`}>
            {texts.count}
          </label>
          <Input
            className={styles.input}
            inputMode="numeric"
            placeholder={texts.countPlaceholder}
            value={countText}
            onChange={(typed) => setCountText(cleanCountInput(typed))}
            id={`${fieldId}-count`}
          />
          <span className={styles.unit}>{texts.unit}</span>
        </div>

        <div className={`${styles.row} ${styles.greetingRow}`}>
          <label className={styles.hidden} htmlFor={`${fieldId}-greeting`}>
            {texts.greeting}
          </label>
          <TextArea
            id={`${fieldId}-greeting`}
            className={styles.greeting}
            placeholder={redPacketDefaults.greeting}
            value={greeting}
            maxLength={redPacketDefaults.maxGreeting}
            autoSize={{ minRows: 1, maxRows: 3 }}
            onChange={setGreeting}
          />
        </div>

        <strong className={styles.total} data-testid="hongbao-total">
          <span className={styles.currency}>{texts.currency}</span>
          {formatMoney(amount ?? 0)}
        </strong>

        <Button
          className={styles.send}
          shape="rounded"
          disabled={!ready}
          loading={create.isPending}
          loadingText={texts.sending}
          onClick={() => void onSend()}
        >
          {texts.send}
        </Button>

        <p className={styles.note}>{texts.refundNote(redPacketDefaults.expiryHours)}</p>
      </div>
    </div>
  );
}
