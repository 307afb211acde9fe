import { Button, Input, Skeleton } from 'antd-mobile';
import { AddOutline, BankcardOutline, CheckCircleFill } from 'antd-mobile-icons';
import {
  errorMessage,
  formatMoney,
  maskMiddle,
  maxBankAccounts,
  milliToYuan,
  paymentTypeLabels,
  withdrawTexts,
} from '@lottery/contracts';
import type { BankAccount } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { askCashPassword } from '../../../lib/cash-password';
import { isApiError } from '../../../lib/http';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { applyBalances, checkBalance } from '../../../lib/profile/check-balance';
import { useBankList } from '../../../lib/profile/get-bank-list';
import { useProfile } from '../../../lib/profile/get-profile';
import { useTellerMachine } from '../../../lib/profile/teller-machine';
import { newRequestKey } from '../../../lib/request-key';
import { showToast, toastTrialRefused } from '../../../lib/toast';
import { useWithdrawLimit } from '../api/get-withdraw-limit';
import { walletKeys } from '../api/query-keys';
import { saveWithdraw } from '../api/save-withdraw';
import type { WithdrawIntent } from '../api/save-withdraw';
import { cleanAmountInput, parseYuan } from '../model/amount';
import { isTrial, toastWalletError } from '../model/trial';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

const shownNumber = (value: string) => (value.includes('*') ? value : maskMiddle(value));

/** The main balance as yuan to type (two decimals, down, no grouping). */
const allInYuan = (milli: number) => String(Math.floor(milliToYuan(milli) * 100) / 100);

function AccountOption({
  account,
  active,
  onChoose,
}: {
  account: BankAccount;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      aria-label={`${account.bankName} ${shownNumber(account.bankAccount)}`}
      className={active ? `${styles.channel} ${styles.channelActive}` : styles.channel}
      onClick={onChoose}
    >
      <span className={styles.channelIcon} aria-hidden="true">
        <BankcardOutline />
      </span>
      <span className={styles.channelText}>
        <span className={styles.channelName}>
          {account.bankName}（{paymentTypeLabels[account.type] ?? ''}）
        </span>
        <span className={styles.channelLimits}>
          {shownNumber(account.bankAccount)} · {account.accountName}
        </span>
      </span>
      {active ? <CheckCircleFill className={styles.check} /> : null}
    </button>
  );
}

/**
 * /withdraw-money: a saved account, the amount (全部 = the main balance) within the limits of
 * userWithdrawLimit.json. The server asks the withdraw password (UC/CASH_PASSWORD): the dialog
 * opens and the same request, same key, goes again with the password sealed.
 */
export function WithdrawPage() {
  const goBack = useGoBack('/profile');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const banks = useBankList();
  const limit = useWithdrawLimit();
  const recycle = useTellerMachine();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [turnover, setTurnover] = useState<string | null>(null);
  const intent = useRef<WithdrawIntent | null>(null);

  const accounts = banks.data ?? [];
  const account = accounts.find((item) => item.id === chosenId) ?? accounts[0];
  const money = profile.data?.extInfo.money;
  const liveMoney = profile.data?.extInfo.liveMoney ?? 0;

  const afterWithdrawal = async () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawOrderLists });
    void queryClient.invalidateQueries({ queryKey: walletKeys.validWithdraw });
    try {
      applyBalances(queryClient, await checkBalance());
    } catch (error) {
      console.warn('wallet: balance reload failed', error);
    }
  };

  const submit = async () => {
    if (isTrial(profile.data)) return toastTrialRefused();
    if (submitting) return;
    if (!account) return showToast(withdrawTexts.chooseAccount);
    const parsed = parseYuan(amount);
    if (!parsed.ok) return showToast(parsed.message);
    const limits = limit.data;
    if (limits && parsed.milli < limits.minAmount) {
      return showToast(withdrawTexts.belowMin(formatMoney(limits.minAmount)));
    }
    if (limits && limits.maxAmount > 0 && parsed.milli > limits.maxAmount) {
      return showToast(withdrawTexts.aboveMax(formatMoney(limits.maxAmount)));
    }
    if (money !== undefined && parsed.milli > money) {
      return showToast(errorMessage('WALLET/INSUFFICIENT_BALANCE'));
    }
    const same = intent.current?.bankId === account.id && intent.current.amount === parsed.yuan;
    const current: WithdrawIntent =
      same && intent.current
        ? intent.current
        : { bankId: account.id, amount: parsed.yuan, idempotencyKey: newRequestKey() };
    intent.current = current;
    setTurnover(null);
    setSubmitting(true);
    try {
      try {
        await saveWithdraw(current);
      } catch (error) {
        if (!isApiError(error) || error.code !== 'UC/CASH_PASSWORD') throw error;
        const cashPassword = await askCashPassword();
        if (cashPassword === null) return;
        await saveWithdraw(current, cashPassword);
      }
      intent.current = null;
      setAmount('');
      showToast(withdrawTexts.submitted, { icon: 'success' });
      await afterWithdrawal();
    } catch (error) {
      if (isApiError(error) && error.code === 'WITHDRAW/TURNOVER') {
        setTurnover(error.msg);
        showToast(error.msg);
      } else if (isApiError(error) && error.code === 'UC/CASH_PASSWORD_ERROR') {
        showToast(errorMessage('UC/CASH_PASSWORD_ERROR'));
      } else {
        toastWalletError(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={walletPageTexts.withdraw}
        onBack={goBack}
        extra={
          <button
            type="button"
            className={styles.headerLink}
            onClick={() => void navigate('/withdraw-history')}
          >
            {walletPageTexts.withdrawHistory}
          </button>
        }
      />
      <PageBody>
        <section className={styles.balanceCard}>
          <div className={styles.balanceMain}>
            <span className={styles.heroLabel}>{walletPageTexts.balance}</span>
            <strong className={styles.balanceAmount} data-testid="withdraw-balance">
              {money === undefined ? '--' : formatMoney(money)}
            </strong>
            <span className={styles.balanceLive}>
              {walletPageTexts.liveBalance(formatMoney(liveMoney))}
            </span>
          </div>
          <button
            type="button"
            className={styles.recycle}
            disabled={recycle.isPending || money === undefined}
            onClick={() =>
              recycle.mutate(undefined, {
                onSuccess: () => showToast(walletPageTexts.recycled, { icon: 'success' }),
                onError: toastWalletError,
              })
            }
          >
            {walletPageTexts.recycle}
          </button>
        </section>

        <section className={styles.card}>
          <h2 className={styles.sectionTitle}>{walletPageTexts.receiveAccount}</h2>
          {banks.isPending ? (
            <div data-testid="accounts-skeleton">
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ) : (
            <>
              {accounts.length === 0 ? (
                <p className={styles.note}>{walletPageTexts.noAccount}</p>
              ) : (
                <ul className={styles.accounts} aria-label={walletPageTexts.receiveAccount}>
                  {accounts.map((item) => (
                    <li key={item.id}>
                      <AccountOption
                        account={item}
                        active={item.id === account?.id}
                        onChoose={() => setChosenId(item.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {accounts.length < maxBankAccounts ? (
                <Link className={styles.addAccount} to="/update-account">
                  <AddOutline /> {walletPageTexts.addAccount}
                </Link>
              ) : null}
            </>
          )}
        </section>

        <section className={styles.card}>
          <h2 className={styles.sectionTitle}>{walletPageTexts.withdrawAmount}</h2>
          <div className={styles.amountField}>
            <span className={styles.currency}>¥</span>
            <Input
              aria-label={walletPageTexts.withdrawAmount}
              placeholder={walletPageTexts.withdrawPlaceholder}
              inputMode="decimal"
              value={amount}
              onChange={(value) => setAmount(cleanAmountInput(value))}
              clearable
            />
            <button
              type="button"
              className={styles.allIn}
              disabled={money === undefined}
              onClick={() => money !== undefined && setAmount(allInYuan(money))}
            >
              {withdrawTexts.allIn}
            </button>
          </div>
          {limit.data ? (
            <p className={styles.note} data-testid="withdraw-limits">
              {walletPageTexts.withdrawLimits(
                formatMoney(limit.data.minAmount),
                formatMoney(limit.data.maxAmount),
                limit.data.dailyCount,
              )}
            </p>
          ) : null}
          {turnover ? (
            <p className={styles.warning} role="alert">
              {turnover}
              <Link to="/valid-withdraw">{walletPageTexts.seeTurnover}</Link>
            </p>
          ) : null}
        </section>

        <div className={styles.actions}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={submitting}
            disabled={!profile.data}
            onClick={() => void submit()}
          >
            {walletPageTexts.applyWithdraw}
          </Button>
        </div>
      </PageBody>
    </>
  );
}
