import type { RedPacketHistoryQuery } from '@lottery/contracts';
import { memberQueryKey } from '../../../../lib/profile/get-profile';

/** Under the profile's key: signing out removes every red packet the member read. */
export const hongbaoKeys = {
  all: memberQueryKey('hongbao'),
  detail: (id: number) => memberQueryKey('hongbao', 'detail', id),
  histories: memberQueryKey('hongbao', 'history'),
  history: (kind: RedPacketHistoryQuery['kind']) => memberQueryKey('hongbao', 'history', kind),
} as const;
