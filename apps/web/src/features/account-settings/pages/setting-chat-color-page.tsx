import { Empty, Skeleton } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { PageHeader } from '../../../components/page-header';
import { UserAvatar } from '../../../components/user-avatar';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useProfile } from '../../../lib/profile/get-profile';
import { toastError, toastSaved } from '../../../lib/toast-error';
import { useChatColors } from '../api/get-chat-colors';
import { useUpdateChatThemeColor } from '../api/update-chat-theme-color';
import styles from './setting-chat-color-page.module.css';

/** /setting-chat-color: one of the 8 chat colours of config.json, saved on tap. */
export function SettingChatColorPage() {
  const goBack = useGoBack('/setting');
  const profile = useProfile();
  const colors = useChatColors();
  const update = useUpdateChatThemeColor();

  const currentId = profile.data?.userInfo.chatThemeColor;
  const current = colors.data?.find((color) => color.id === currentId);

  const choose = (colorId: number) => {
    if (colorId === currentId || update.isPending) return;
    update.mutate(colorId, { onSuccess: toastSaved, onError: toastError });
  };

  return (
    <>
      <PageHeader title="聊天颜色" onBack={goBack} />
      <div className={styles.body}>
        <section className={styles.preview} aria-label="预览">
          <UserAvatar avatarId={profile.data?.userInfo.avatarId} size={36} />
          <div>
            <div className={styles.previewName}>
              {profile.data?.userInfo.nickname || profile.data?.userInfo.account}
            </div>
            <div
              className={styles.bubble}
              data-testid="chat-color-preview"
              style={{ color: current?.color ?? 'inherit' }}
            >
              大家好，今天一起看开奖！
            </div>
          </div>
        </section>

        {colors.isPending || profile.isPending ? (
          <div className={styles.grid}>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} animated className={styles.skeleton} />
            ))}
          </div>
        ) : (colors.data ?? []).length === 0 ? (
          <Empty description="暂无数据" />
        ) : (
          <div className={styles.grid} role="radiogroup" aria-label="聊天颜色">
            {(colors.data ?? []).map((color) => {
              const chosen = color.id === currentId;
              return (
                <button
                  key={color.id}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  aria-label={color.name}
                  className={chosen ? `${styles.option} ${styles.chosen}` : styles.option}
                  style={{ '--swatch': color.color } as CSSProperties}
                  onClick={() => choose(color.id)}
                >
                  <span className={styles.swatch} />
                  <span className={styles.name} style={{ color: color.color }}>
                    {color.name}
                  </span>
                  {chosen ? <CheckCircleFill className={styles.check} /> : null}
                </button>
              );
            })}
          </div>
        )}
      </div>
    </>
  );
}
