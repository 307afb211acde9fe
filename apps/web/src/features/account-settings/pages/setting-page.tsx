import {
  DeleteOutline,
  InformationCircleOutline,
  MessageOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { buildVersion } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { LogoutButton } from '../../../components/logout-button';
import { MenuList } from '../../../components/menu-list';
import { PageHeader } from '../../../components/page-header';
import { useGoBack } from '../../../lib/navigation/use-go-back';
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
  const goBack = useGoBack('/profile');
  const queryClient = useQueryClient();

  return (
    <>
      <PageHeader title="设置" onBack={goBack} />
      <div className={styles.body}>
        <MenuList
          items={[
            { label: '个人资料', icon: UserOutline, to: '/personal-info' },
            { label: '聊天颜色', icon: MessageOutline, to: '/setting-chat-color' },
            {
              label: '关于我们',
              icon: InformationCircleOutline,
              value: `v${buildVersion}`,
              to: '/about',
            },
            {
              label: '清除缓存',
              icon: DeleteOutline,
              onClick: () => {
                void clearCaches(queryClient).then(
                  () => showToast('缓存已清除', { icon: 'success' }),
                  (error: unknown) => console.warn('setting: clearing caches failed', error),
                );
              },
            },
          ]}
        />
        <LogoutButton />
      </div>
    </>
  );
}
