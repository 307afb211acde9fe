import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../lib/session';

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

const recharge = () => import('./pages/recharge-page');
const transfer = () => import('./pages/recharge-transfer-page');
const usdt = () => import('./pages/recharge-usdt-page');
const online = () => import('./pages/recharge-online-page');
const processing = () => import('./pages/recharge-processing-page');
const failed = () => import('./pages/recharge-failed-page');
const withdraw = () => import('./pages/withdraw-page');
const rechargeHistory = () => import('./pages/recharge-history-page');
const rechargeDetail = () => import('./pages/recharge-detail-page');
const withdrawHistory = () => import('./pages/withdraw-history-page');
const withdrawDetail = () => import('./pages/withdraw-detail-page');
const validWithdraw = () => import('./pages/valid-withdraw-page');
const validWithdrawDetail = () => import('./pages/valid-withdraw-detail-page');

/**
 * The wallet (spec part 2 §2.6), all behind sign-in: recharge and its order pages by channel
 * type, withdraw, the two histories with their details, and the turnover audit. theme2's
 * third-party and processing pages have no id: they read the order from the query or the flow.
 */
export const walletRoutes: RouteObject[] = [
  {
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { path: 'recharge', lazy: lazyPage(recharge, 'RechargePage') },
      { path: 'recharge/bank', lazy: lazyPage(transfer, 'RechargeTransferPage') },
      { path: 'recharge/online/:orderId', lazy: lazyPage(online, 'RechargeOnlinePage') },
      { path: 'recharge/qr-virtual/:orderId', lazy: lazyPage(usdt, 'RechargeUsdtPage') },
      { path: 'recharge/third-party/:orderId', lazy: lazyPage(online, 'RechargeOnlinePage') },
      { path: 'recharge/third-party', lazy: lazyPage(online, 'RechargeOnlinePage') },
      { path: 'recharge/failed', lazy: lazyPage(failed, 'RechargeFailedPage') },
      {
        path: 'recharge/processing/:orderId',
        lazy: lazyPage(processing, 'RechargeProcessingPage'),
      },
      { path: 'recharge/processing', lazy: lazyPage(processing, 'RechargeProcessingPage') },
      { path: 'withdraw-money', lazy: lazyPage(withdraw, 'WithdrawPage') },
      { path: 'recharge-history', lazy: lazyPage(rechargeHistory, 'RechargeHistoryPage') },
      { path: 'recharge-history/:id', lazy: lazyPage(rechargeDetail, 'RechargeDetailPage') },
      { path: 'withdraw-history', lazy: lazyPage(withdrawHistory, 'WithdrawHistoryPage') },
      { path: 'withdraw-history/:id', lazy: lazyPage(withdrawDetail, 'WithdrawDetailPage') },
      { path: 'valid-withdraw', lazy: lazyPage(validWithdraw, 'ValidWithdrawPage') },
      {
        path: 'valid-withdraw/:id',
        lazy: lazyPage(validWithdrawDetail, 'ValidWithdrawDetailPage'),
      },
    ],
  },
];
