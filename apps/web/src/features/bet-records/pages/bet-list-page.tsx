import { canCancelOrder } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { DownOutline, FilterOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ReportTabs, isReportPath } from '../../../components/report-tabs';
import { TabStrip } from '../../../components/tab-strip';
import { useGoBack } from '../../../lib/navigation/use-go-back';
import { useLotteryGames } from '../api/get-lottery-games';
import { useTodayOrders } from '../api/get-today-orders';
import { CancelBar } from '../components/cancel-bar';
import { FilterDrawer } from '../components/filter-drawer';
import type { RecordFilter } from '../components/filter-drawer';
import { HistoryView } from '../components/history-view';
import { OrderList } from '../components/order-list';
import { useOrderActions } from '../hooks/use-order-actions';
import type { OrderSelection } from '../hooks/use-order-actions';
import {
  cancelTabs,
  gameIdOf,
  historyTab,
  recordTabOf,
  recordTabs,
  statusOfTab,
} from '../model/record-tabs';
import type { RecordTabKey } from '../model/record-tabs';
import { readSimpleMode, saveSimpleMode } from '../model/simple-mode';
import { betRecordTexts as texts } from '../texts';
import styles from './bet-records-pages.module.css';

/** The cancel mode's selection: order numbers with their orders (the cancel checks each). */
const useSelection = (): OrderSelection & {
  orders: BetOrder[];
  setActive: (active: boolean) => void;
  setAll: (orders: readonly BetOrder[]) => void;
} => {
  const [active, setActiveState] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<string, BetOrder>>(new Map());
  const selected = useMemo(() => new Set(picked.keys()), [picked]);
  return {
    active,
    selected,
    orders: [...picked.values()],
    toggle: (order) =>
      setPicked((current) => {
        const next = new Map(current);
        if (next.has(order.orderNo)) next.delete(order.orderNo);
        else next.set(order.orderNo, order);
        return next;
      }),
    setAll: (orders) => setPicked(new Map(orders.map((order) => [order.orderNo, order]))),
    setActive: (next) => {
      setActiveState(next);
      setPicked(new Map());
    },
    finish: () => {
      setActiveState(false);
      setPicked(new Map());
    },
  };
};

/**
 * /bet-list 投注记录 (and theme2's /report/bet-list under the report tabs): today's and pending
 * orders by status, 20 a page; the 历史 tab's day report; a filter drawer (game, simple mode);
 * the detail of an order in a sheet; the cancel mode with 全选 and 已选N笔. Not kept alive
 * (spec part 2 §2.8): the tab and the game live in the address, so coming back keeps them.
 */
export function BetListPage() {
  const { pathname } = useLocation();
  const goBack = useGoBack('/profile');
  const [params, setParams] = useSearchParams();
  const tab = recordTabOf(params.get('tab'));
  const gameId = gameIdOf(params.get('gameId'));
  const [simple, setSimple] = useState(readSimpleMode);
  const [drawer, setDrawer] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const selection = useSelection();
  const actions = useOrderActions({ simple, selection });
  const games = useLotteryGames();

  const isHistory = tab === historyTab;
  const orders = useTodayOrders({ status: statusOfTab(tab), gameId }, !isHistory);
  const cancellable = useMemo(() => {
    const seen = new Set<string>();
    return (orders.data?.pages ?? [])
      .flatMap((page) => page.data)
      .filter((order) => {
        if (seen.has(order.orderNo)) return false;
        seen.add(order.orderNo);
        return canCancelOrder(order, actions.now, actions.cancelEnabled);
      });
  }, [orders.data, actions.now, actions.cancelEnabled]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const changeTab = (key: string) => {
    selection.setActive(false);
    setDay(null);
    setParam('tab', key === 'all' ? null : key);
  };

  const search = (filter: RecordFilter) => {
    setDrawer(false);
    setSimple(filter.simple);
    saveSimpleMode(filter.simple);
    if (filter.gameId !== gameId) {
      selection.setActive(false);
      setParam('gameId', filter.gameId === null ? null : String(filter.gameId));
    }
  };

  const gameName =
    gameId === null
      ? texts.allGames
      : (games.data?.find((game) => game.gameId === gameId)?.gameName ?? `${texts.game}${gameId}`);
  const canSelect = actions.cancelEnabled && (cancelTabs as readonly RecordTabKey[]).includes(tab);
  const filterButton = (
    <button
      type="button"
      className={styles.headerButton}
      aria-label={texts.filter}
      onClick={() => setDrawer(true)}
    >
      <FilterOutline />
    </button>
  );

  return (
    <>
      {isReportPath(pathname) ? (
        <ReportTabs extra={filterButton} />
      ) : (
        <PageHeader title={texts.betList} onBack={goBack} extra={filterButton} />
      )}
      <div className={styles.sticky}>
        <TabStrip
          items={recordTabs.map(({ key, title }) => ({ key, title }))}
          activeKey={tab}
          onChange={changeTab}
        />
        <div className={styles.toolbar}>
          <button
            type="button"
            className={
              gameId === null ? styles.gameChip : `${styles.gameChip} ${styles.gameChipActive}`
            }
            aria-label={`${texts.game}：${gameName}`}
            onClick={() => setDrawer(true)}
          >
            <span>{gameName}</span>
            <DownOutline aria-hidden="true" />
          </button>
          {canSelect ? (
            <button
              type="button"
              className={
                selection.active
                  ? `${styles.modeButton} ${styles.modeButtonActive}`
                  : styles.modeButton
              }
              aria-pressed={selection.active}
              onClick={() => selection.setActive(!selection.active)}
            >
              {selection.active ? texts.exitCancelMode : texts.cancelMode}
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.body}>
        {isHistory ? (
          <HistoryView day={day} onDay={setDay} gameId={gameId} view={actions.view} />
        ) : (
          <OrderList query={orders} view={actions.view} />
        )}
      </div>
      {selection.active && canSelect ? (
        <CancelBar
          selected={selection.selected.size}
          selectable={cancellable.length}
          cancelling={actions.cancel.cancelling}
          onSelectAll={() =>
            selection.setAll(
              selection.selected.size === cancellable.length && cancellable.length > 0
                ? []
                : cancellable,
            )
          }
          onConfirm={() => actions.cancel.ask(selection.orders)}
        />
      ) : null}
      <FilterDrawer
        visible={drawer}
        value={{ gameId, simple }}
        games={games.data ?? []}
        onClose={() => setDrawer(false)}
        onSearch={search}
      />
      {actions.overlays}
    </>
  );
}
