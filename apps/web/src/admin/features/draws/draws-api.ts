import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDrawPaths,
  type AdminDrawGame,
  type AdminTurnDetail,
  type AdminTurnStatus,
  type adminTurnPage,
  type z,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

export type TurnPage = z.infer<typeof adminTurnPage>;
export interface TurnFilters {
  gameId: number;
  status?: AdminTurnStatus;
  page: number;
  size: number;
}
/** The form's text as the operator typed it: the server parses and checks the numbers. */
export interface ResultInput {
  gameId: number;
  turnNum: string;
  openNum: string;
  reason?: string;
}

const drawsKey = ['admin', 'draws'] as const;

export const useDrawGames = () =>
  useQuery({
    queryKey: [...drawsKey, 'games'],
    queryFn: () => adminGet<AdminDrawGame[]>(adminDrawPaths.games),
  });

export const useTurns = (filters: TurnFilters | null) =>
  useQuery({
    queryKey: [...drawsKey, 'turns', filters],
    queryFn: () => adminGet<TurnPage>(adminDrawPaths.turns, { ...filters }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });

export const useTurn = (turn: { gameId: number; turnNum: string } | null) =>
  useQuery({
    queryKey: [...drawsKey, 'turn', turn],
    queryFn: () => adminGet<AdminTurnDetail>(adminDrawPaths.turn, { ...turn }),
    enabled: turn !== null,
  });

/** A result entered or corrected: the turns, the games' counts and the dashboard change. */
const useResultChange = (path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultInput) => adminPost<AdminTurnDetail>(path, body),
    onSettled: () =>
      Promise.all(
        [drawsKey, ['admin', 'dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const useEnterResult = () => useResultChange(adminDrawPaths.enterResult);
export const useCorrectResult = () => useResultChange(adminDrawPaths.correctResult);
