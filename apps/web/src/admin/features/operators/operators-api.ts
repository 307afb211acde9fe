import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminOperator,
  type OperatorSaveAnswer,
  type SaveOperatorBody,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

const operatorsKey = ['admin', 'operators'] as const;

/** Every operator account (a handful: the server answers them all at once). */
export const useOperators = () =>
  useQuery({
    queryKey: operatorsKey,
    queryFn: () => adminGet<AdminOperator[]>(adminPaths.operators),
  });

export const useSaveOperator = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOperatorBody) =>
      adminPost<OperatorSaveAnswer>(adminPaths.saveOperator, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
};

export const useResetOperatorTotp = () =>
  useMutation({
    mutationFn: (id: number) => adminPost<OperatorSaveAnswer>(adminPaths.resetOperatorTotp, { id }),
  });
