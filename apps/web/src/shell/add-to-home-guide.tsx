import { Popup } from 'antd-mobile';
import { AddSquareOutline, CloseOutline, UploadOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { canAddToHomeScreen } from '../lib/platform';
import styles from './add-to-home-guide.module.css';
import { storedFlag } from './session-flag';

/** Closed for good on this device. */
export const addToHomeDismissal = storedFlag('local', 'lc:add-to-home-dismissed');

export const addToHomeSteps = [
  '点击底部工具栏的分享按钮',
  '选择“添加到主屏幕”',
  '点击右上角“添加”',
] as const;

const stepIcons = [UploadOutline, AddSquareOutline, null] as const;

interface AddToHomeGuideProps {
  /** iOS Safari outside standalone mode; read from the browser when not given. */
  eligible?: boolean;
}

/**
 * On the index route of iOS Safari (not yet installed): a small prompt that opens a drawer
 * explaining how to add the site to the home screen; hidden for good once dismissed.
 */
export function AddToHomeGuide({ eligible }: AddToHomeGuideProps) {
  const { pathname } = useLocation();
  const [canAdd] = useState(() => eligible ?? canAddToHomeScreen(window));
  const [dismissed, setDismissed] = useState(() => addToHomeDismissal.isSet());
  const [open, setOpen] = useState(false);

  if (!canAdd || dismissed || pathname !== '/') return null;

  const dismiss = () => {
    addToHomeDismissal.set();
    setOpen(false);
    setDismissed(true);
  };

  return (
    <>
      <div className={styles.prompt}>
        <button type="button" className={styles.open} onClick={() => setOpen(true)}>
          <AddSquareOutline aria-hidden className={styles.promptIcon} />
          添加到主屏幕
        </button>
        <button type="button" className={styles.dismiss} aria-label="不再提示" onClick={dismiss}>
          <CloseOutline aria-hidden />
        </button>
      </div>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        showCloseButton
        bodyClassName={styles.drawer}
        destroyOnClose
      >
        <section aria-label="添加到主屏幕指引">
          <h2 className={styles.title}>添加到主屏幕</h2>
          <p className={styles.subtitle}>像APP一样从桌面一键打开，访问更快捷</p>
          <ol className={styles.steps}>
            {addToHomeSteps.map((step, index) => {
              const Icon = stepIcons[index];
              return (
                <li key={step} className={styles.step}>
                  <span className={styles.number}>{index + 1}</span>
                  <span className={styles.stepText}>{step}</span>
                  {Icon ? <Icon aria-hidden className={styles.stepIcon} /> : null}
                </li>
              );
            })}
          </ol>
          <button type="button" className={styles.done} onClick={dismiss}>
            我知道了
          </button>
        </section>
      </Popup>
    </>
  );
}
