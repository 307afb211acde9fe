import { systemConfigKey } from '@lottery/contracts';
import type { BetOrder } from '@lottery/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useWebSystemConfig } from '../../../lib/site/get-web-system-config';
import { CancelDialog } from '../components/cancel-dialog';
import type { OrderRowView } from '../components/order-list';
import { OrderDetail } from '../components/order-detail';
import { useServerNow } from '../model/use-server-now';
import { useOrderCancel } from './use-order-cancel';
import type { OrderCancel } from './use-order-cancel';

export interface OrderSelection {
  active: boolean;
  selected: ReadonlySet<string>;
  toggle: (order: BetOrder) => void;
  /** After a cancel: leave the mode, nothing selected. */
  finish: () => void;
}

export interface OrderActions {
  now: number;
  /** hy_is_cancel = 1 in web_system_config.json (spec part 2 §5). */
  cancelEnabled: boolean;
  view: OrderRowView;
  cancel: OrderCancel;
  /** The order's detail sheet and the cancel question: render them once on the page. */
  overlays: ReactNode;
}

const noSelection: OrderSelection = {
  active: false,
  selected: new Set(),
  toggle: () => undefined,
  finish: () => undefined,
};

/**
 * What a page listing orders does with them: the clock and the cancel setting their statuses
 * follow, the detail sheet an order opens, and the cancel (from the sheet, or of the selection).
 */
export const useOrderActions = ({
  simple,
  selection = noSelection,
}: {
  simple: boolean;
  selection?: OrderSelection;
}): OrderActions => {
  const now = useServerNow();
  const config = useWebSystemConfig();
  const cancelEnabled = config.data?.[systemConfigKey.hyIsCancel] === '1';
  const [opened, setOpened] = useState<BetOrder | null>(null);
  const cancel = useOrderCancel(cancelEnabled, () => {
    setOpened(null);
    selection.finish();
  });

  const view: OrderRowView = {
    now,
    cancelEnabled,
    simple,
    selecting: selection.active,
    isSelected: (orderNo) => selection.selected.has(orderNo),
    onOpen: setOpened,
    onToggle: selection.toggle,
  };

  const overlays = (
    <>
      <OrderDetail
        order={opened}
        now={now}
        cancelEnabled={cancelEnabled}
        cancelling={cancel.cancelling}
        onClose={() => setOpened(null)}
        onCancel={(order) => cancel.ask([order])}
      />
      <CancelDialog
        count={cancel.confirming?.length ?? null}
        onCancel={cancel.dismiss}
        onConfirm={() => void cancel.confirm()}
      />
    </>
  );

  return { now, cancelEnabled, view, cancel, overlays };
};
