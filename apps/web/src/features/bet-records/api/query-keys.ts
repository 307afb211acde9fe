import { recordPageSize } from '@lottery/contracts';
import { memberQueryKey } from '../../../lib/profile/get-profile';

/** Under the profile's key: signing out drops every record the member read. */
export const recordKeys = {
  all: memberQueryKey('bet-records'),
  orders: memberQueryKey('bet-records', 'orders'),
  today: (status: number | null, gameId: number | null) =>
    memberQueryKey('bet-records', 'orders', 'today', status ?? 'all', gameId ?? 'all'),
  day: (date: string, gameId: number | null) =>
    memberQueryKey('bet-records', 'orders', 'day', date, gameId ?? 'all'),
  dayReport: (startDate: string, endDate: string) =>
    memberQueryKey('bet-records', 'day-report', startDate, endDate),
  gameReport: (startDate: string, endDate: string) =>
    memberQueryKey('bet-records', 'game-report', startDate, endDate),
};

/** 20 orders a page (spec part 2 §9). */
export const orderPageSize = recordPageSize;
