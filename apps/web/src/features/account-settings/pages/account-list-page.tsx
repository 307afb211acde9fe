import { Button, Empty, Skeleton } from 'antd-mobile';
import { AddOutline, BankcardOutline, RightOutline } from 'antd-mobile-icons';
import {
  errorMessage,
  maskMiddle,
  maxBankAccounts,
  paymentTypeLabels,
  paymentTypes,
} from '@lottery/contracts';
import type { BankAccount } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useBankList } from '../../../lib/profile/get-bank-list';
import styles from './account-list-page.module.css';

const cardTone: Record<number, string> = {
  [paymentTypes.bank]: styles.bank ?? '',
  [paymentTypes.usdt]: styles.usdt ?? '',
  [paymentTypes.eWallet]: styles.wallet ?? '',
};

/** The server masks the numbers; anything that still arrives whole is masked here. */
const shownNumber = (value: string) => (value.includes('*') ? value : maskMiddle(value));

function AccountCard({ account, onOpen }: { account: BankAccount; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.card} ${cardTone[account.type] ?? styles.bank}`}
      onClick={onOpen}
      aria-label={`${account.bankName} ${shownNumber(account.bankAccount)}`}
    >
      <div className={styles.cardTop}>
        <span className={styles.cardName}>
          <BankcardOutline /> {account.bankName}
        </span>
        <span className={styles.type}>{paymentTypeLabels[account.type] ?? '账户'}</span>
      </div>
      <div
        className={
          account.bankAccount.length > 20 ? `${styles.number} ${styles.longNumber}` : styles.number
        }
      >
        {shownNumber(account.bankAccount)}
      </div>
      <div className={styles.cardBottom}>
        <span>
          {account.accountName}
          {account.bankBranch ? ` · ${account.bankBranch}` : ''}
        </span>
        <RightOutline />
      </div>
    </button>
  );
}

/** /account-list: the member's bank, USDT and e-wallet accounts (at most 5). */
export function AccountListPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/security-center');
  const banks = useBankList();
  const accounts = banks.data ?? [];
  const full = accounts.length >= maxBankAccounts;

  return (
    <>
      <PageHeader title="银行账户" onBack={goBack} />
      <div className={styles.body}>
        {banks.isPending ? (
          <div data-testid="account-list-skeleton" className={styles.skeletons}>
            <Skeleton animated className={styles.cardSkeleton} />
            <Skeleton animated className={styles.cardSkeleton} />
          </div>
        ) : accounts.length === 0 ? (
          <Empty className={styles.empty} description="暂无数据" />
        ) : (
          accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              onOpen={() => void navigate(`/update-account?id=${account.id}`)}
            />
          ))
        )}
        {full ? (
          <p className={styles.note}>{errorMessage('UC/BANK_LIMIT')}</p>
        ) : (
          <Button
            block
            shape="rounded"
            size="large"
            className={styles.add}
            disabled={banks.isPending}
            onClick={() => void navigate('/update-account')}
          >
            <AddOutline /> 添加账户
          </Button>
        )}
      </div>
    </>
  );
}
