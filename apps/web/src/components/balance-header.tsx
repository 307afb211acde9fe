import { Button } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { formatMoney } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { BrandHeader } from './brand-header';
import { useCompany } from '../lib/company/get-company';
import { useBalanceRefresh } from '../lib/profile/check-balance';
import { useProfile } from '../lib/profile/get-profile';
import { useSession } from '../lib/session';
import styles from './balance-header.module.css';

export type BalanceRefresher = ReturnType<typeof useBalanceRefresh>;

function Balance({ refresher, testId }: { refresher?: BalanceRefresher; testId: string }) {
  const profile = useProfile();
  const own = useBalanceRefresh();
  const { refresh, refreshing } = refresher ?? own;
  const ext = profile.data?.extInfo;
  const balance = ext ? ext.money + ext.liveMoney : undefined;

  return (
    <div className={styles.balance}>
      <span className={styles.caption}>余额</span>
      <strong data-testid={testId}>{balance === undefined ? '--' : formatMoney(balance)}</strong>
      <button
        type="button"
        className={refreshing ? `${styles.refresh} ${styles.spinning}` : styles.refresh}
        aria-label="刷新余额"
        aria-busy={refreshing}
        onClick={() => void refresh()}
      >
        <RedoOutline />
      </button>
    </div>
  );
}

function SignInButtons() {
  const navigate = useNavigate();
  return (
    <div className={styles.buttons}>
      <Button
        size="mini"
        shape="rounded"
        className={styles.login}
        onClick={() => void navigate('/auth/login')}
      >
        登录
      </Button>
      <Button
        size="mini"
        shape="rounded"
        className={styles.register}
        onClick={() => void navigate('/auth/register')}
      >
        注册
      </Button>
    </div>
  );
}

interface BalanceHeaderProps {
  /** The page's own balance refresh (e.g. one it runs on entering), so the spinner shows it. */
  refresher?: BalanceRefresher;
  balanceTestId?: string;
}

/**
 * The header of the home and game-centre pages: the logo, then the balance with its refresh, or
 * 登录 and 注册.
 */
export function BalanceHeader({ refresher, balanceTestId = 'home-balance' }: BalanceHeaderProps) {
  const company = useCompany();
  const signedIn = useSession((state) => state.token !== null);
  return (
    <BrandHeader
      name={company.data?.name}
      logoUrl={company.data?.logoUrl}
      loading={company.isPending}
      extra={
        signedIn ? <Balance refresher={refresher} testId={balanceTestId} /> : <SignInButtons />
      }
    />
  );
}
