import { List, Skeleton } from 'antd-mobile';
import {
  BankcardOutline,
  CheckShieldFill,
  KeyOutline,
  LockOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useBankList } from '../../../lib/profile/get-bank-list';
import { useProfile } from '../../../lib/profile/get-profile';
import styles from './security-center-page.module.css';

/** /security-center: login and withdraw passwords, bank accounts, personal info. */
export function SecurityCenterPage() {
  const navigate = useNavigate();
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
        <List className={styles.list}>
          <List.Item
            prefix={<LockOutline className={styles.icon} />}
            extra="修改"
            onClick={() => void navigate('/change-password')}
          >
            登录密码
          </List.Item>
          <List.Item
            prefix={<KeyOutline className={styles.icon} />}
            extra={
              profile.data ? (
                <span className={fundPwdSet ? styles.ok : styles.warn}>
                  {fundPwdSet ? '已设置' : '未设置'}
                </span>
              ) : null
            }
            onClick={() => void navigate('/password-withdraw-money')}
          >
            提现密码
          </List.Item>
          <List.Item
            prefix={<BankcardOutline className={styles.icon} />}
            extra={banks.data ? `${banks.data.length}个` : null}
            onClick={() => void navigate('/account-list')}
          >
            银行账户
          </List.Item>
          <List.Item
            prefix={<UserOutline className={styles.icon} />}
            onClick={() => void navigate('/personal-info')}
          >
            个人资料
          </List.Item>
        </List>
      </div>
    </>
  );
}
