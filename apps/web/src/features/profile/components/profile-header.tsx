import { Button, Skeleton } from 'antd-mobile';
import { GiftOutline, RightOutline, SetOutline, UserContactOutline } from 'antd-mobile-icons';
import { userType } from '@lottery/contracts';
import type { Profile, VipRule } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { VipProgressBar } from './vip-progress-bar';
import styles from './profile-header.module.css';

interface ProfileHeaderProps {
  signedIn: boolean;
  profile: Profile | undefined;
  vipRules: VipRule[];
  /** The registration gift in yuan, shown to a visitor; null when none is configured. */
  giftYuan: string | null;
  /** The VIP, security and welfare entries belong to the theme4 profile layout. */
  showCentres: boolean;
}

/** The red top of the profile: avatar and name, or 登录/注册 for a visitor. */
export function ProfileHeader({
  signedIn,
  profile,
  vipRules,
  giftYuan,
  showCentres,
}: ProfileHeaderProps) {
  const navigate = useNavigate();

  const topBar = (
    <div className={styles.topBar}>
      <span className={styles.pageTitle}>我的</span>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="设置"
        onClick={() => void navigate('/setting')}
      >
        <SetOutline />
      </button>
    </div>
  );

  if (!signedIn) {
    return (
      <header className={styles.header}>
        {topBar}
        <div className={styles.identity}>
          <UserAvatar size={64} className={styles.avatar} />
          <div className={styles.guest}>
            <div className={styles.authButtons}>
              <Button
                size="small"
                shape="rounded"
                className={styles.loginButton}
                onClick={() => void navigate('/auth/login')}
              >
                登录
              </Button>
              <Button
                size="small"
                shape="rounded"
                fill="outline"
                className={styles.registerButton}
                onClick={() => void navigate('/auth/register')}
              >
                注册
              </Button>
            </div>
            {giftYuan ? (
              <p className={styles.gift}>
                <GiftOutline /> 新用户注册送{giftYuan}元
              </p>
            ) : null}
          </div>
        </div>
      </header>
    );
  }

  if (!profile) {
    return (
      <header className={styles.header} aria-busy="true">
        {topBar}
        <div className={styles.identity} data-testid="profile-header-skeleton">
          <Skeleton
            animated
            className={styles.skeleton}
            style={{ '--width': '64px', '--height': '64px', '--border-radius': '50%' }}
          />
          <div className={styles.names}>
            <Skeleton
              animated
              className={styles.skeleton}
              style={{ '--width': '120px', '--height': '20px', '--border-radius': '4px' }}
            />
            <Skeleton
              animated
              className={styles.skeleton}
              style={{ '--width': '64px', '--height': '18px', '--border-radius': '9px' }}
            />
          </div>
        </div>
      </header>
    );
  }

  const { userInfo } = profile;
  const isTrial = userInfo.type === userType.trial;

  return (
    <header className={styles.header}>
      {topBar}
      <div className={styles.identity}>
        <UserAvatar avatarId={userInfo.avatarId} size={64} className={styles.avatar} />
        <div className={styles.names}>
          <h2 className={styles.account}>{userInfo.account}</h2>
          <div className={styles.badges}>
            {showCentres ? (
              <button
                type="button"
                className={styles.vipBadge}
                onClick={() => void navigate('/profile-vip')}
              >
                VIP{userInfo.vipLevel}
                <RightOutline className={styles.badgeArrow} />
              </button>
            ) : (
              <span className={styles.vipBadge}>VIP{userInfo.vipLevel}</span>
            )}
            {isTrial ? <span className={styles.trialTag}>试玩账户</span> : null}
          </div>
        </div>
      </div>
      {showCentres ? (
        <div className={styles.centres}>
          <button
            type="button"
            className={styles.centre}
            onClick={() => void navigate('/security-center')}
          >
            <UserContactOutline /> 安全中心
          </button>
          <button
            type="button"
            className={styles.centre}
            onClick={() => void navigate('/bonus-center')}
          >
            <GiftOutline /> 福利中心
          </button>
        </div>
      ) : null}
      <VipProgressBar
        vipLevel={userInfo.vipLevel}
        cycleBetAmount={userInfo.cycleBetAmount}
        rules={vipRules}
      />
    </header>
  );
}
