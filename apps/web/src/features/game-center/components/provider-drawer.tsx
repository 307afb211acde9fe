import { Popup } from 'antd-mobile';
import { CheckOutline, CloseOutline } from 'antd-mobile-icons';
import { gameCenterTexts, imageUrl, providerDrawer } from '@lottery/contracts';
import type { ProviderOption } from '@lottery/contracts';
import { isChosen } from '../model/provider-filter';
import type { ProviderChoice } from '../model/provider-filter';
import styles from './provider-drawer.module.css';

interface ProviderDrawerProps {
  visible: boolean;
  /** "All providers" first, then the category's providers. */
  options: readonly ProviderOption[];
  /** The choice being picked (not yet applied). */
  draft: ProviderChoice;
  onToggle: (liveCode: string) => void;
  /** 重置: back to the last applied choice. */
  onReset: () => void;
  /** 完成: the choice applies. */
  onDone: () => void;
  /** The mask or ×: back to the last applied choice, and closed. */
  onClose: () => void;
}

const drawerStyle = {
  height: `calc(100vh - ${providerDrawer.heightOffsetPx}px)`,
  maxWidth: `${providerDrawer.widthPx}px`,
  margin: '0 auto',
  borderTopLeftRadius: '16px',
  borderTopRightRadius: '16px',
};

/** The provider bottom drawer 所有供應商 (spec part 1 §2, §4 "Provider filter"). */
export function ProviderDrawer({
  visible,
  options,
  draft,
  onToggle,
  onReset,
  onDone,
  onClose,
}: ProviderDrawerProps) {
  return (
    <Popup
      visible={visible}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={drawerStyle}
      destroyOnClose
    >
      <div className={styles.drawer} role="dialog" aria-label={gameCenterTexts.providerDrawerTitle}>
        <div className={styles.head}>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <CloseOutline aria-hidden />
          </button>
          <h2 className={styles.title}>{gameCenterTexts.providerDrawerTitle}</h2>
        </div>
        <ul className={styles.options}>
          {options.map((option) => {
            const chosen = isChosen(draft, option.liveCode);
            return (
              <li key={option.liveCode}>
                <button
                  type="button"
                  className={chosen ? `${styles.option} ${styles.chosen}` : styles.option}
                  aria-pressed={chosen}
                  onClick={() => onToggle(option.liveCode)}
                >
                  {option.providerUrl ? (
                    <img src={imageUrl(option.providerUrl)} alt="" className={styles.logo} />
                  ) : null}
                  <span className={styles.name}>{option.providerName}</span>
                  {chosen ? <CheckOutline className={styles.check} aria-hidden /> : null}
                </button>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.reset} onClick={onReset}>
            {gameCenterTexts.providerReset}
          </button>
          <button type="button" className={styles.done} onClick={onDone}>
            {gameCenterTexts.providerDone}
          </button>
        </div>
      </div>
    </Popup>
  );
}
