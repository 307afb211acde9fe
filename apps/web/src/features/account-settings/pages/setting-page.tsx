import { Button, List } from 'antd-mobile';
import {
  DeleteOutline,
  InformationCircleOutline,
  MessageOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { buildVersion } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useLogout } from '../../../lib/profile/logout';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import styles from './setting-page.module.css';

/**
 * 清除缓存: drops every cached answer (they are fetched again when needed) and the browser's
 * Cache Storage; the session and the remembered settings stay.
 */
const clearCaches = async (queryClient: ReturnType<typeof useQueryClient>) => {
  queryClient.removeQueries({ type: 'inactive' });
  await queryClient.resetQueries();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
};

/** /setting: personal info, chat colour, about, clear cache and 退出登录. */
export function SettingPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/profile');
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.token !== null);
  const logout = useLogout();

  return (
    <>
      <PageHeader title="设置" onBack={goBack} />
      <div className={styles.body}>
        <List className={styles.list}>
          <List.Item
            prefix={<UserOutline className={styles.icon} />}
            onClick={() => void navigate('/personal-info')}
          >
            个人资料
          </List.Item>
          <List.Item
            prefix={<MessageOutline className={styles.icon} />}
            onClick={() => void navigate('/setting-chat-color')}
          >
            聊天颜色
          </List.Item>
          <List.Item
            prefix={<InformationCircleOutline className={styles.icon} />}
            extra={`v${buildVersion}`}
            onClick={() => void navigate('/about')}
          >
            关于我们
          </List.Item>
          <List.Item
            prefix={<DeleteOutline className={styles.icon} />}
            onClick={() => {
              void clearCaches(queryClient).then(
                () => showToast('缓存已清除', { icon: 'success' }),
                (error: unknown) => console.warn('setting: clearing caches failed', error),
              );
            }}
          >
            清除缓存
          </List.Item>
        </List>
        {signedIn ? (
          <Button
            block
            shape="rounded"
            className={styles.logout}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            退出登录
          </Button>
        ) : null}
      </div>
    </>
  );
}
