import { shownBalance, userType } from '@lottery/contracts';
import { useNavigate } from 'react-router';
import { LogoutButton } from '../../../components/logout-button';
import { useBalanceRefresh } from '../../../lib/profile/check-balance';
import { useProfile } from '../../../lib/profile/get-profile';
import { registrationGiftYuan, useRegisterLimit } from '../../../lib/profile/get-register-limit';
import { useVipRules } from '../../../lib/profile/get-vip-rules';
import { useTellerMachine } from '../../../lib/profile/teller-machine';
import { useSession } from '../../../lib/session';
import { showToast, toastTrialRefused } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useThemeStore } from '../../../themes/use-theme-store';
import { useProfileTabs } from '../api/get-profile-tabs';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLinkList } from '../components/profile-link-list';
import { ShortcutGrid } from '../components/shortcut-grid';
import { WalletCard } from '../components/wallet-card';
import styles from './profile-page.module.css';

/** 一键回收 done: the live wallet is back in the main one. */
export const recycledText = '回收成功';

/** /profile: the member's corner, or the way in for a visitor. */
export function ProfilePage() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const profile = useProfile();
  const vipRules = useVipRules();
  const registerLimit = useRegisterLimit();
  const tabs = useProfileTabs();
  const theme = useThemeStore((state) => state.name);
  const { refresh, refreshing } = useBalanceRefresh();
  const recycle = useTellerMachine();

  const data = signedIn ? profile.data : undefined;
  const isTrial = data?.userInfo.type === userType.trial;

  /** A trial account may not recharge or withdraw: it is told so and stays (spec part 1 §5). */
  const goToWallet = (path: string) => () => {
    if (isTrial) {
      toastTrialRefused();
      return;
    }
    void navigate(path);
  };

  return (
    <div className={styles.page}>
      <ProfileHeader
        signedIn={signedIn}
        profile={data}
        vipRules={vipRules.data ?? []}
        giftYuan={signedIn ? null : registrationGiftYuan(registerLimit.data)}
        showCentres={theme === 'theme4'}
      />
      <div className={styles.body}>
        {signedIn ? (
          <WalletCard
            balance={data ? shownBalance(data.extInfo) : undefined}
            refreshing={refreshing}
            onRefresh={() => void refresh()}
            recycling={recycle.isPending}
            onRecycle={() =>
              recycle.mutate(undefined, {
                onSuccess: () => showToast(recycledText, { icon: 'success' }),
                onError: toastError,
              })
            }
            onWithdraw={goToWallet('/withdraw-money')}
            onDeposit={goToWallet('/recharge')}
          />
        ) : null}
        <ShortcutGrid isAgent={data?.userInfo.isDl === 1} unreadCount={data?.unReadCount ?? 0} />
        <ProfileLinkList label="常用链接" links={tabs.subTab1} signedIn={signedIn} />
        <ProfileLinkList label="更多链接" links={tabs.subTab2} signedIn={signedIn} />
        <LogoutButton className={styles.logout} />
      </div>
    </div>
  );
}
