import { Button, Empty, Input, Skeleton } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { channelTypeLabels, formatMoney, walletTexts } from '@lottery/contracts';
import type { ChannelType, RechargeChannel } from '@lottery/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBody } from '../../../components/page-body';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { newRequestKey } from '../../../lib/request-key';
import { showToast, toastTrialRefused } from '../../../lib/toast';
import { useCreateRechargeOrder } from '../api/create-recharge-order';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { ChannelIcon } from '../components/channel-icon';
import { cleanAmountInput, parseYuan } from '../model/amount';
import { orderPagePath, rememberRechargeOrder } from '../model/order-pages';
import { isTrial, toastWalletError } from '../model/trial';
import { walletPageTexts } from '../texts';
import styles from './wallet-pages.module.css';

/** Quick amounts in yuan; those outside the channel's limits are disabled. */
export const quickAmounts = [100, 200, 500, 1000, 2000, 5000] as const;

const limitsOf = (channel: RechargeChannel) =>
  walletPageTexts.channelLimits(formatMoney(channel.minAmount), formatMoney(channel.maxAmount));

/** One intent: a channel and an amount; a retry of it sends the same key. */
interface Intent {
  channelId: number;
  yuan: string;
  key: string;
}

/**
 * /recharge: the channels the site offers with their limits, the amount with quick amounts;
 * 提交 creates the order and opens its payment page by channel type. A trial account is refused
 * with the trial toast.
 */
export function RechargePage() {
  const goBack = useGoBack('/profile');
  const navigate = useNavigate();
  const profile = useProfile();
  const channels = useRechargeChannels();
  const create = useCreateRechargeOrder();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const intent = useRef<Intent | null>(null);

  const list = channels.data ?? [];
  const channel = list.find((candidate) => candidate.id === chosenId) ?? list[0];

  const submit = () => {
    if (isTrial(profile.data)) return toastTrialRefused();
    if (!channel || create.isPending) return;
    const parsed = parseYuan(amount);
    if (!parsed.ok) return showToast(parsed.message);
    if (parsed.milli < channel.minAmount || parsed.milli > channel.maxAmount) {
      return showToast(
        walletTexts.amountOutOfRange(
          formatMoney(channel.minAmount),
          formatMoney(channel.maxAmount),
        ),
      );
    }
    const same = intent.current?.channelId === channel.id && intent.current.yuan === parsed.yuan;
    const key = same && intent.current ? intent.current.key : newRequestKey();
    intent.current = { channelId: channel.id, yuan: parsed.yuan, key };
    create.mutate(
      { channelId: channel.id, amount: Number(parsed.yuan), idempotencyKey: key },
      {
        onSuccess: (order) => {
          intent.current = null;
          rememberRechargeOrder(order.orderNo);
          showToast(walletTexts.rechargeCreated, { icon: 'success' });
          void navigate(orderPagePath(order));
        },
        onError: toastWalletError,
      },
    );
  };

  return (
    <>
      <PageHeader
        title={walletPageTexts.recharge}
        onBack={goBack}
        extra={
          <button
            type="button"
            className={styles.headerLink}
            onClick={() => void navigate('/recharge-history')}
          >
            {walletPageTexts.rechargeHistory}
          </button>
        }
      />
      <PageBody>
        <section className={styles.card}>
          <h2 className={styles.sectionTitle}>{walletPageTexts.chooseChannel}</h2>
          {channels.isPending ? (
            <div data-testid="channels-skeleton">
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          ) : list.length === 0 ? (
            <Empty description={channels.isError ? '暂无数据' : walletPageTexts.noChannels} />
          ) : (
            <ul className={styles.channels} aria-label={walletPageTexts.chooseChannel}>
              {list.map((item) => {
                const active = item.id === channel?.id;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      role="radio"
                      aria-checked={active}
                      className={
                        active ? `${styles.channel} ${styles.channelActive}` : styles.channel
                      }
                      onClick={() => setChosenId(item.id)}
                    >
                      <span className={styles.channelIcon} aria-hidden="true">
                        <ChannelIcon type={item.type} />
                      </span>
                      <span className={styles.channelText}>
                        <span className={styles.channelName}>{item.name}</span>
                        <span className={styles.channelLimits}>
                          {channelTypeLabels[item.type as ChannelType] ?? ''} · {limitsOf(item)}
                        </span>
                      </span>
                      {active ? <CheckCircleFill className={styles.check} /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className={styles.card}>
          <h2 className={styles.sectionTitle}>{walletPageTexts.amount}</h2>
          <div className={styles.amountField}>
            <span className={styles.currency}>¥</span>
            <Input
              aria-label={walletPageTexts.amount}
              placeholder={walletPageTexts.amountPlaceholder}
              inputMode="decimal"
              value={amount}
              onChange={(value) => setAmount(cleanAmountInput(value))}
              clearable
            />
          </div>
          <div className={styles.quick}>
            {quickAmounts.map((yuan) => {
              const milli = yuan * 1000;
              const allowed =
                !channel || (milli >= channel.minAmount && milli <= channel.maxAmount);
              return (
                <button
                  key={yuan}
                  type="button"
                  className={
                    amount === String(yuan)
                      ? `${styles.quickItem} ${styles.quickActive}`
                      : styles.quickItem
                  }
                  disabled={!allowed}
                  onClick={() => setAmount(String(yuan))}
                >
                  {yuan}
                </button>
              );
            })}
          </div>
          {channel ? <p className={styles.note}>{limitsOf(channel)}</p> : null}
        </section>

        <div className={styles.actions}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={create.isPending}
            disabled={!channel || !profile.data}
            onClick={submit}
          >
            {walletPageTexts.submit}
          </Button>
        </div>
      </PageBody>
    </>
  );
}
