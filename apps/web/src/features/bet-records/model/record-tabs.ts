import { betStatus } from '@lottery/contracts';
import { betRecordTexts as texts } from '../texts';

/** The bet list's tabs (spec part 2 §2.4, §4): all none, unopened 0, opened 1, cancelled 2, history. */
export const recordTabs = [
  { key: 'all', title: texts.tabAll, status: null },
  { key: 'pending', title: texts.tabPending, status: betStatus.pending },
  { key: 'settled', title: texts.tabSettled, status: betStatus.settled },
  { key: 'cancelled', title: texts.tabCancelled, status: betStatus.cancelled },
  { key: 'history', title: texts.tabHistory, status: null },
] as const;

export type RecordTabKey = (typeof recordTabs)[number]['key'];

export const historyTab: RecordTabKey = 'history';

/** The tab named in the address (`?tab=`), or 全部. */
export const recordTabOf = (value: string | null): RecordTabKey =>
  recordTabs.find((tab) => tab.key === value)?.key ?? 'all';

/** The status a tab asks todayList for; null for all (and for history, which reads the days). */
export const statusOfTab = (key: RecordTabKey): number | null =>
  recordTabs.find((tab) => tab.key === key)?.status ?? null;

/** The tabs whose orders may include cancellable ones: the cancel mode is offered there. */
export const cancelTabs: readonly RecordTabKey[] = ['all', 'pending'];

/** A game id from the address (`?gameId=`), or null when absent or not an id. */
export const gameIdOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
};
