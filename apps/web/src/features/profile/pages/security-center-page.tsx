import { Skeleton } from 'antd-mobile';
import {
  BankcardOutline,
  CheckShieldFill,
  KeyOutline,
  LockOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { MenuList } from '../../../components/menu-list';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useBankList } from '../../../lib/profile/get-bank-list';
import { useProfile } from '../../../lib/profile/get-profile';
import styles from './security-center-page.module.css';

/** /security-center: login and withdraw passwords, bank accounts, personal info. */
export function SecurityCenterPage() {
  const goBack = useGoBack('/profile');
  const profile = useProfile();
  const banks = useBankList();
  const fundPwdSet = profile.data?.extInfo.fundPwd === 1;

  return (
    <>
      <PageHeader title="安全中心" onBack={goBack} />
      <div className={styles.body}>
        <section className={styles.banner}>
          <CheckShieldFill className={styles.shield} />
          <div>
            <div className={styles.bannerTitle}>账户安全</div>
            <div className={styles.bannerText}>
              {profile.data ? profile.data.userInfo.account : <Skeleton.Title animated />}
            </div>
          </div>
        </section>
        <MenuList
          items={[
            { label: '登录密码', icon: LockOutline, value: '修改', to: '/change-password' },
            {
              label: '提现密码',
              icon: KeyOutline,
              value: profile.data ? (
                <span className={fundPwdSet ? styles.ok : styles.warn}>
                  {fundPwdSet ? '已设置' : '未设置'}
                </span>
              ) : null,
              to: '/password-withdraw-money',
            },
            {
              label: '银行账户',
              icon: BankcardOutline,
              value: banks.data ? `${banks.data.length}个` : null,
              to: '/account-list',
            },
            { label: '个人资料', icon: UserOutline, to: '/personal-info' },
          ]}
        />
      </div>
    </>
  );
}
