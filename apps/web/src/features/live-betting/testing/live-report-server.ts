import { liveReportPaths } from '@lottery/contracts';
import type { LiveBet, LiveGame, LiveReportRow } from '@lottery/contracts';
import { memberProfile } from '../../../test/account-fixtures';
import { fakeApi } from '../../../test/fake-api';
import type { FakeCall, FakeHandler } from '../../../test/fake-api';

export const api = (path: string) => `/app-api${path}`;

export const demoGames: LiveGame[] = [
  { code: 'AG', name: 'AG视讯' },
  { code: 'XGLIVE', name: 'XG真人' },
  { code: 'HLDZ', name: '欢乐电子' },
];

/** A round of the tests: a settled 百家乐 hand of 100.00 that paid 195.00 unless told. */
export const roundOf = (index: number, patch: Partial<LiveBet> = {}): LiveBet => ({
  roundId: `R${String(index).padStart(6, '0')}`,
  gameCode: 'AG',
  platformName: 'AG视讯',
  gameName: '百家乐',
  betAmount: 100_000,
  payoutAmount: 195_000,
  winAmount: 95_000,
  status: 'settled',
  betAt: Date.UTC(2026, 2, 8, 4) - index * 60_000,
  settledAt: Date.UTC(2026, 2, 8, 4, 1) - index * 60_000,
  ...patch,
});

/**
 * The server of the 娱乐场明细 tests: the platforms, the report (one row per code asked, zeros
 * for those without a row in `report`) and the rounds of `rounds`, paged as asked.
 */
export const liveReportServer = ({
  games = demoGames,
  report = [] as LiveReportRow[],
  rounds = [] as LiveBet[],
  routes = {} as Record<string, FakeHandler>,
} = {}) =>
  fakeApi({
    'GET /app-api/api/user/info': () => memberProfile(),
    [`GET ${api(liveReportPaths.allLiveGames)}`]: () => games,
    [`GET ${api(liveReportPaths.gameReportList)}`]: ({ params }: FakeCall) =>
      (params.get('gameCodes') ?? '').split(',').map(
        (code) =>
          report.find((row) => row.gameCode === code) ?? {
            gameCode: code,
            gameName: games.find((game) => game.code === code)?.name ?? code,
            betAmount: 0,
            winAmount: 0,
            betCount: 0,
          },
      ),
    [`GET ${api(liveReportPaths.br)}`]: ({ params }: FakeCall) => {
      const page = Number(params.get('page'));
      const rows = Number(params.get('rows'));
      const matching = rounds.filter((round) => round.gameCode === params.get('gameCode'));
      return { data: matching.slice((page - 1) * rows, page * rows), totalCount: matching.length };
    },
    ...routes,
  });
