import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminGamePaths,
  type AdminCentreGame,
  type AdminCentreGamePage,
  type AdminGameCategory,
  type AdminGamePlays,
  type AdminGameProvider,
  type AdminLotteryGame,
  type SaveCategoryBody,
  type SaveGameBody,
  type SaveLimitsBody,
  type SaveMaintenanceBody,
  type SaveOddsBody,
  type SaveProviderBody,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

const gamesKey = ['admin', 'games'] as const;
const lotteryKey = [...gamesKey, 'lottery'] as const;
const playsKey = [...gamesKey, 'plays'] as const;
const centreKey = [...gamesKey, 'centre'] as const;
const providersKey = [...gamesKey, 'providers'] as const;
const categoriesKey = [...gamesKey, 'categories'] as const;

/** The third-party list's filters and page, as the server takes them. */
export interface CentreGameFilters {
  category?: string | undefined;
  liveCode?: string | undefined;
  hot?: '1' | undefined;
  searchText?: string | undefined;
  page: number;
  size: number;
}

export const useLotteryGames = () =>
  useQuery({
    queryKey: lotteryKey,
    queryFn: () => adminGet<AdminLotteryGame[]>(adminGamePaths.lotteryGames),
  });

export const useLotteryPlays = (gameId: number | undefined) =>
  useQuery({
    queryKey: [...playsKey, gameId],
    queryFn: () => adminGet<AdminGamePlays>(adminGamePaths.lotteryPlays, { gameId }),
    enabled: gameId !== undefined,
  });

/** A play's answer is the game's plays as saved: the table shows it without a second read. */
const useSavePlays = <Body extends { gameId: number }>(path: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<AdminGamePlays>(path, body),
    onSuccess: (saved) => queryClient.setQueryData([...playsKey, saved.gameId], saved),
  });
};

export const useSaveOdds = () => useSavePlays<SaveOddsBody>(adminGamePaths.saveOdds);
export const useSaveLimits = () => useSavePlays<SaveLimitsBody>(adminGamePaths.saveLimits);

export const useSaveMaintenance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMaintenanceBody) =>
      adminPost<AdminCentreGame>(adminGamePaths.saveMaintenance, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lotteryKey }),
        queryClient.invalidateQueries({ queryKey: centreKey }),
      ]),
  });
};

export const useCentreGames = (filters: CentreGameFilters) =>
  useQuery({
    queryKey: [...centreKey, filters],
    queryFn: () => adminGet<AdminCentreGamePage>(adminGamePaths.games, { ...filters }),
    placeholderData: keepPreviousData,
  });

export const useSaveCentreGame = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGameBody) => adminPost<AdminCentreGame>(adminGamePaths.saveGame, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKey }),
  });
};

export const useGameProviders = () =>
  useQuery({
    queryKey: providersKey,
    queryFn: () => adminGet<AdminGameProvider[]>(adminGamePaths.providers),
  });

export const useSaveProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProviderBody) =>
      adminPost<AdminGameProvider>(adminGamePaths.saveProvider, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providersKey }),
        queryClient.invalidateQueries({ queryKey: centreKey }),
      ]),
  });
};

export const useGameCategories = () =>
  useQuery({
    queryKey: categoriesKey,
    queryFn: () => adminGet<AdminGameCategory[]>(adminGamePaths.categories),
  });

export const useSaveCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCategoryBody) =>
      adminPost<AdminGameCategory>(adminGamePaths.saveCategory, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
};
