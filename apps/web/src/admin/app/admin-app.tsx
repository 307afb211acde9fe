import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { adminSession } from '../session/admin-session';

dayjs.locale('zh-cn');

/**
 * antd in Chinese (buttons read 登录, not antd's spaced 登 录); its App gives every page message and
 * modal under React 19.
 */
/** The operator's system asks for less motion: the console's modals and drawers then just appear. */
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function AdminApp({
  router,
  queryClient,
}: {
  router: DataRouter;
  queryClient: QueryClient;
}) {
  // Whatever ended the session (退出, a 401), the next operator sees nothing of the last one's.
  useEffect(() => {
    const stop = adminSession.subscribe(() => {
      if (!adminSession.token()) queryClient.clear();
    });
    return () => void stop();
  }, [queryClient]);

  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      theme={{ token: { motion: !prefersReducedMotion() } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
