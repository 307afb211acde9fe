import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type AdminNotice, type SaveNoticeBody } from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

const noticesKey = ['admin', 'notices'] as const;

/** One kind's notices, all of them (a short list: the server does not page it). */
export const useNotices = (noticeType: number) =>
  useQuery({
    queryKey: [...noticesKey, noticeType],
    queryFn: () => adminGet<AdminNotice[]>(adminPaths.notices, { noticeType }),
  });

export const useSaveNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveNoticeBody) => adminPost<AdminNotice>(adminPaths.saveNotice, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
};

export const useRemoveNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost<null>(adminPaths.removeNotice, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
};
