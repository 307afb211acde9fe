import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { lazy, useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { InformationListContext } from '../components/information-list';
import { CashPasswordHost } from '../lib/cash-password';
import { loadInformationList } from '../features/templates/routes';
import { useConfigTheme } from '../themes/use-config-theme';
import type { createAppRouter } from './router';
import { startSessionEvents } from './session-events';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

/** The home's information list: the templates feature's, loaded when the home first shows it. */
const TemplateList = lazy(loadInformationList);

export function App({ router, queryClient }: AppProps) {
  useConfigTheme();
  useEffect(
    () =>
      startSessionEvents({
        queryClient,
        navigate: (to, options) => void router.navigate(to, options),
        currentPath: () => router.state.location.pathname + router.state.location.search,
      }),
    [router, queryClient],
  );

  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>
        <InformationListContext.Provider value={TemplateList}>
          <RouterProvider router={router} />
          <CashPasswordHost />
        </InformationListContext.Provider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
