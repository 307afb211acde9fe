import type { Profile } from '@lottery/contracts';
import { Button } from 'antd-mobile';
import { toastDurations } from '@lottery/contracts';
import { loadModal } from '../../../lib/lazy-popups';
import { showToast } from '../../../lib/toast';
import { copyText } from '../../../lib/copy-text';
import { vipDomainAcknowledgement } from '../model/local-memory';
import styles from './vip-domain-notice.module.css';

/** A VIP member (level ≥ 1) with a private domain they have not acknowledged yet. */
export const needsVipDomainNotice = (profile: Profile): boolean => {
  const domain = profile.userDetail.domain.trim();
  return (
    domain !== '' &&
    profile.userInfo.vipLevel >= 1 &&
    vipDomainAcknowledgement.read(profile.userInfo.userId) !== domain
  );
};

function VipDomainContent({ domain }: { domain: string }) {
  const copy = async () => {
    if (await copyText(domain)) showToast('复制成功', { icon: 'success' });
    else showToast('复制失败，请长按域名手动复制', { durationMs: toastDurations.long });
  };

  return (
    <div className={styles.content}>
      <p className={styles.lead}>恭喜您成为VIP会员！请牢记您的专属加密域名，以便随时安全访问：</p>
      <div className={styles.domainRow}>
        <span className={styles.domain} data-testid="vip-domain">
          {domain}
        </span>
        <Button size="mini" color="primary" fill="outline" onClick={() => void copy()}>
          复制
        </Button>
      </div>
    </div>
  );
}

/**
 * Tells a newly VIP member to remember their private encrypted domain (profile userDetail.domain);
 * closing it acknowledges the domain for that member on this device.
 */
export const showVipDomainNotice = (profile: Profile): void => {
  const domain = profile.userDetail.domain.trim();
  const { userId } = profile.userInfo;
  void loadModal().then((modal) =>
    modal.show({
      title: '专属加密域名',
      content: <VipDomainContent domain={domain} />,
      closeOnAction: true,
      actions: [{ key: 'ok', text: '我知道了', primary: true }],
      onClose: () => vipDomainAcknowledgement.save(userId, domain),
    }),
  );
};
