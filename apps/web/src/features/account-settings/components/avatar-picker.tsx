import { Popup } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { avatarIds } from '@lottery/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import styles from './avatar-picker.module.css';

const ids = Array.from(
  { length: avatarIds.max - avatarIds.min + 1 },
  (_, index) => avatarIds.min + index,
);

interface AvatarPickerProps {
  visible: boolean;
  value: number;
  onChange: (avatarId: number) => void;
  onClose: () => void;
}

/** A bottom sheet of the 16 avatars. */
export function AvatarPicker({ visible, value, onChange, onClose }: AvatarPickerProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      showCloseButton
    >
      <h2 className={styles.title}>选择头像</h2>
      <div className={styles.grid} role="radiogroup" aria-label="选择头像">
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={id === value}
            aria-label={`头像${id}`}
            className={id === value ? `${styles.option} ${styles.chosen}` : styles.option}
            onClick={() => {
              onChange(id);
              onClose();
            }}
          >
            <UserAvatar avatarId={id} size={60} />
            {id === value ? <CheckCircleFill className={styles.check} /> : null}
          </button>
        ))}
      </div>
    </Popup>
  );
}
