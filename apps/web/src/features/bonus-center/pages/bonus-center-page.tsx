import { Skeleton } from 'antd-mobile';
import { GiftOutline, HandPayCircleOutline, StarOutline } from 'antd-mobile-icons';
import { formatMoney, vipProgress } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { MenuList } from '../../../components/menu-list';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { registrationGiftYuan, useRegisterLimit } from '../../../lib/profile/get-register-limit';
import { useVipRules } from '../../../lib/profile/get-vip-rules';
import styles from './bonus-center-page.module.css';

/**
 * /bonus-center (福利中心): what the site really offers a member, from real data only — the
 * registration gift of registerLimit.json, the VIP ladder of the VIP rules with the member's next
 * step, and the ways to 我的洗码 and the promotions.
 */
export function BonusCenterPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/profile');
  const profile = useProfile();
  const rules = useVipRules();
  const registerLimit = useRegisterLimit();
  const gift = registrationGiftYuan(registerLimit.data);
  const userInfo = profile.data?.userInfo;
  const progress = userInfo
    ? vipProgress(userInfo.vipLevel, userInfo.cycleBetAmount, rules.data ?? [])
    : null;

  return (
    <>
      <PageHeader title="福利中心" onBack={goBack} />
      <div className={styles.body}>
        <section className={styles.hero}>
          <GiftOutline className={styles.heroIcon} />
          <div>
            <div className={styles.heroTitle}>会员福利</div>
            <div className={styles.heroText}>
              {userInfo ? `当前等级 VIP${userInfo.vipLevel}` : <Skeleton.Title animated />}
            </div>
          </div>
        </section>

        {gift ? (
          <SectionCard title="新人礼包">
            <p className={styles.gift}>新用户注册送{gift}元</p>
          </SectionCard>
        ) : null}

        <SectionCard
          title="VIP晋级"
          extra={
            <button
              type="button"
              className={styles.more}
              onClick={() => void navigate('/profile-vip')}
            >
              等级规则
            </button>
          }
        >
          {rules.isPending || profile.isPending ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : (rules.data ?? []).length === 0 ? (
            <p className={styles.muted}>暂无数据</p>
          ) : (
            <>
              {progress ? (
                <p className={styles.next}>
                  距离 <strong>VIP{progress.nextLevel}</strong> 还需投注{' '}
                  <strong>{formatMoney(Math.max(0, progress.needed - progress.current))}</strong> 元
                </p>
              ) : null}
              <ol className={styles.ladder} aria-label="VIP等级">
                {(rules.data ?? []).map((rule) => {
                  const reached = userInfo !== undefined && rule.vipLevel <= userInfo.vipLevel;
                  return (
                    <li
                      key={rule.vipLevel}
                      className={reached ? `${styles.step} ${styles.reached}` : styles.step}
                      aria-current={rule.vipLevel === userInfo?.vipLevel ? 'true' : undefined}
                    >
                      <span className={styles.stepLevel}>V{rule.vipLevel}</span>
                      <span className={styles.stepMoney}>{formatMoney(rule.betMoney)}</span>
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </SectionCard>

        <MenuList
          header="更多福利"
          items={[
            { label: '我的洗码', icon: HandPayCircleOutline, to: '/betting-bonus' },
            { label: '优惠活动', icon: StarOutline, to: '/promotional' },
          ]}
        />
      </div>
    </>
  );
}
