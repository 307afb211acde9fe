import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type AdminSetting, type SaveSettingBody } from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

const settingsKey = ['admin', 'settings'] as const;

/** Every key of the catalogue with its stored value (a short list: the server does not page it). */
export const useSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () => adminGet<AdminSetting[]>(adminPaths.settings),
  });

export const useSaveSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSettingBody) => adminPost<null>(adminPaths.saveSetting, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
};
