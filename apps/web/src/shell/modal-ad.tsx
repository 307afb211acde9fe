import { CenterPopup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAdItems } from '../lib/ads/get-ad-templates';
import { imageUrl } from '@lottery/contracts';
import { openLink } from '../lib/navigation/open-link';
import styles from './modal-ad.module.css';
import { storedFlag } from './session-flag';

/** Seen this session: the pop-up ad shows once per visit. */
export const modalAdSeen = storedFlag('session', 'lc:modal-ad-seen');

/** The pop-up ad AD11 on the index route, when the template is active; once per visit. */
export function ModalAd() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { items } = useAdItems('AD11');
  const [seen, setSeen] = useState(() => modalAdSeen.isSet());
  const item = items[0];
  const visible = pathname === '/' && !seen && item !== undefined;

  const close = () => {
    modalAdSeen.set();
    setSeen(true);
  };

  return (
    <CenterPopup visible={visible} onMaskClick={close} className={styles.popup} destroyOnClose>
      {item ? (
        <div className={styles.ad}>
          <button
            type="button"
            className={styles.image}
            onClick={() => {
              close();
              openLink(item.redirectUrl, (path) => void navigate(path));
            }}
          >
            <img src={imageUrl(item.imageUrl)} alt="活动广告" />
          </button>
          <button type="button" className={styles.close} aria-label="关闭广告" onClick={close}>
            <CloseOutline />
          </button>
        </div>
      ) : null}
    </CenterPopup>
  );
}
