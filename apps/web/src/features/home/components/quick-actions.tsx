import { userType } from '@lottery/contracts';
import {
  FileOutline,
  GiftOutline,
  HandPayCircleOutline,
  MessageOutline,
  PayCircleOutline,
  TransportQRcodeOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { FC, SVGProps } from 'react';
import { useNavigate } from 'react-router';
import { useCompany } from '../../../lib/company/get-company';
import { openLink } from '../../../lib/navigation/open-link';
import { useProfile } from '../../../lib/profile/get-profile';
import { useSession } from '../../../lib/session';
import { useWebSystemConfig } from '../../../lib/site/get-web-system-config';
import { useOnlineService } from '../../../lib/site/use-online-service';
import { toastTrialRefused } from '../../../lib/toast';
import { quickActions } from '../model/quick-actions';
import type { QuickAction, QuickActionKey } from '../model/quick-actions';
import styles from '../../../components/tile-row.module.css';

const icons: Record<QuickActionKey, { icon: FC<SVGProps<SVGSVGElement>>; tint: string }> = {
  recharge: { icon: PayCircleOutline, tint: '#f5533d' },
  withdraw: { icon: TransportQRcodeOutline, tint: '#1677ff' },
  washCode: { icon: HandPayCircleOutline, tint: '#13a8a8' },
  chat: { icon: MessageOutline, tint: '#fa8c16' },
  data: { icon: FileOutline, tint: '#722ed1' },
  promotion: { icon: GiftOutline, tint: '#eb2f96' },
  service: { icon: UserContactOutline, tint: '#52c41a' },
};

/** The theme4 home's row of five quick actions, with their sign-in and trial rules. */
export function QuickActions() {
  const navigate = useNavigate();
  const company = useCompany();
  const config = useWebSystemConfig();
  const signedIn = useSession((state) => state.token !== null);
  const profile = useProfile();
  const service = useOnlineService();
  const encryptUrl = company.data?.encryptUrl ?? '';
  const actions = quickActions(config.data ?? {}, encryptUrl);
  const isTrial = profile.data?.userInfo.type === userType.trial;

  const run = (action: QuickAction) => {
    if (action.needsLogin && !signedIn) {
      void navigate('/auth/login', { state: { from: action.path } });
      return;
    }
    if (action.refusesTrial && isTrial) {
      toastTrialRefused();
      return;
    }
    if (action.key === 'service') service.open();
    else if (action.key === 'data') openLink(encryptUrl, (path) => void navigate(path));
    else if (action.path) void navigate(action.path);
  };

  return (
    <nav className={styles.row} aria-label="快捷入口">
      {actions.map((action) => {
        const { icon: Icon, tint } = icons[action.key];
        return (
          <button
            key={action.key}
            type="button"
            className={styles.tile}
            onClick={() => run(action)}
          >
            <span className={styles.icon} style={{ color: tint, background: `${tint}1a` }}>
              <Icon aria-hidden />
            </span>
            <span className={styles.label}>{action.label}</span>
          </button>
        );
      })}
    </nav>
  );
}
