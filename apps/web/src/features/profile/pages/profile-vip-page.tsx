import { Skeleton } from 'antd-mobile';
import { formatMoney } from '@lottery/contracts';
import { PageHeader } from '../../../components/page-header';
import { UserAvatar } from '../../../components/user-avatar';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { useVipRules } from '../../../lib/profile/get-vip-rules';
import { VipProgressBar } from '../components/vip-progress-bar';
import styles from './profile-vip-page.module.css';

/** /profile-vip: the member's level and the bets each level needs. */
export function ProfileVipPage() {
  const goBack = useGoBack('/profile');
  const profile = useProfile();
  const rules = useVipRules();
  const userInfo = profile.data?.userInfo;

  return (
    <>
      <PageHeader title="VIP等级" onBack={goBack} />
      <div className={styles.body}>
        <section className={styles.hero}>
          {userInfo ? (
            <>
              <div className={styles.identity}>
                <UserAvatar avatarId={userInfo.avatarId} size={52} className={styles.avatar} />
                <div>
                  <div className={styles.account}>{userInfo.account}</div>
                  <div className={styles.current}>
                    当前等级 <strong>VIP{userInfo.vipLevel}</strong>
                  </div>
                </div>
              </div>
              <div className={styles.cycle}>周期投注额 {formatMoney(userInfo.cycleBetAmount)}</div>
              <VipProgressBar
                vipLevel={userInfo.vipLevel}
                cycleBetAmount={userInfo.cycleBetAmount}
                rules={rules.data ?? []}
              />
            </>
          ) : (
            <Skeleton.Paragraph lineCount={3} animated className={styles.heroSkeleton} />
          )}
        </section>

        <section className={styles.tableCard} aria-label="VIP等级规则">
          <h2 className={styles.tableTitle}>等级规则</h2>
          {rules.isPending ? (
            <Skeleton.Paragraph lineCount={6} animated />
          ) : (rules.data ?? []).length === 0 ? (
            <p className={styles.empty}>暂无数据</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">等级</th>
                  <th scope="col">晋级投注额(元)</th>
                </tr>
              </thead>
              <tbody>
                {(rules.data ?? []).map((rule) => {
                  const current = rule.vipLevel === userInfo?.vipLevel;
                  return (
                    <tr
                      key={rule.vipLevel}
                      className={current ? styles.currentRow : undefined}
                      aria-current={current ? 'true' : undefined}
                    >
                      <td>
                        <span className={styles.level}>VIP{rule.vipLevel}</span>
                        {current ? <span className={styles.mine}>当前</span> : null}
                      </td>
                      <td className={styles.money}>{formatMoney(rule.betMoney)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  );
}
