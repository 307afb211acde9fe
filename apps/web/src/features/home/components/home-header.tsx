import { Button } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { formatMoney } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { BrandHeader } from '../../../components/brand-header';
import { useCompany } from '../../../lib/company/get-company';
import { useBalanceRefresh } from '../../../lib/profile/check-balance';
import { useProfile } from '../../../lib/profile/get-profile';
import { useSession } from '../../../lib/session';
import styles from './home-header.module.css';

function Balance() {
  const profile = useProfile();
  const { refresh, refreshing } = useBalanceRefresh();
  const ext = profile.data?.extInfo;
  const balance = ext ? ext.money + ext.liveMoney : undefined;

  return (
    <div className={styles.balance}>
      <span className={styles.caption}>余额</span>
      <strong data-testid="home-balance">
        {balance === undefined ? '--' : formatMoney(balance)}
      </strong>
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

/** The home header: the logo, then the balance with its refresh, or 登录 and 注册. */
export function HomeHeader() {
  const company = useCompany();
  const signedIn = useSession((state) => state.token !== null);
  return (
    <BrandHeader
      name={company.data?.name}
      logoUrl={company.data?.logoUrl}
      loading={company.isPending}
      extra={signedIn ? <Balance /> : <SignInButtons />}
    />
  );
}
