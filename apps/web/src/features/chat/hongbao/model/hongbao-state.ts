import { redPacketStatus } from '@lottery/contracts';

/** How a red packet looks to the viewer: still to open, or dimmed for one of three reasons. */
export type HongbaoLook = 'open' | 'opened' | 'finished' | 'expired';

/**
 * The viewer's own share wins (WeChat's 已领取 even once the packet is finished); then the
 * packet's state: every share opened, or expired.
 */
export const hongbaoLook = (status: number, openedByViewer: boolean): HongbaoLook => {
  if (openedByViewer) return 'opened';
  if (status === redPacketStatus.finished) return 'finished';
  if (status === redPacketStatus.expired) return 'expired';
  return 'open';
};
