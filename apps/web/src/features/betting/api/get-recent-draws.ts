import { pageSizes } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { getHistory } from '../../../lib/draws/lottery-api';

/** The heat map reads the last 100 draws, the most one history page holds. */
export const heatMapDraws = pageSizes.maxRows;

/** GET /lottery/history?gameId&rows=100: the game's last 100 draws, newest first. */
export const useRecentDraws = (gameId: number) =>
  useQuery({
    queryKey: ['heat-map-draws', gameId, heatMapDraws],
    queryFn: ({ signal }) => getHistory({ gameId, page: 1, rows: heatMapDraws }, signal),
  });
