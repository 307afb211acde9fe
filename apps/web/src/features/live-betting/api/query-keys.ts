import { memberQueryKey } from '../../../lib/profile/get-profile';
import type { DateRange } from '../../../lib/use-report-date-range';

/** The live-casino report's data, under the profile's key: signing out removes it. */
export const liveReportKeys = {
  games: memberQueryKey('live-report', 'games'),
  report: (gameCodes: string, range: DateRange) =>
    memberQueryKey('live-report', 'report', gameCodes, range),
  bets: (gameCode: string, range: DateRange) =>
    memberQueryKey('live-report', 'bets', gameCode, range),
} as const;
