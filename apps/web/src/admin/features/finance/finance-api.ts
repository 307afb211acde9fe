import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminRecharge,
  type AdminWithdrawal,
  type AdminWithdrawalDetail,
  type adminConfirmRechargeBody,
  type adminPayWithdrawalBody,
  type adminRechargePage,
  type adminRejectRechargeBody,
  type adminRejectWithdrawalBody,
  type adminWithdrawalPage,
  type z,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

/** What the order lists are filtered by (dates are UTC+8 days, both included). */
export interface OrderFilters {
  status?: number;
  account?: string;
  startDate?: string;
  endDate?: string;
  page: number;
  size: number;
}

export type WithdrawalPage = z.infer<typeof adminWithdrawalPage>;
export type RechargePage = z.infer<typeof adminRechargePage>;

const withdrawalsKey = ['admin', 'withdrawals'] as const;
const rechargesKey = ['admin', 'recharges'] as const;
/** A decision moves a member's money and the dashboard's pending counts. */
const touchedByDecisions = [
  ['admin', 'members'],
  ['admin', 'dashboard'],
] as const;

export const useWithdrawals = (filters: OrderFilters) =>
  useQuery({
    queryKey: [...withdrawalsKey, 'list', filters],
    queryFn: () => adminGet<WithdrawalPage>(adminPaths.withdrawals, { ...filters }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawal = (id: number | null) =>
  useQuery({
    queryKey: [...withdrawalsKey, 'detail', id],
    queryFn: () => adminGet<AdminWithdrawalDetail>(adminPaths.withdrawal, { id }),
    enabled: id !== null,
  });

export const useRecharges = (filters: OrderFilters) =>
  useQuery({
    queryKey: [...rechargesKey, 'list', filters],
    queryFn: () => adminGet<RechargePage>(adminPaths.recharges, { ...filters }),
    placeholderData: keepPreviousData,
  });

/**
 * A decision refetches its lists whatever the answer: when another operator decided first the
 * server refuses, and the lists then show what was decided.
 */
const useDecision = <Body, Answer>(path: string, ordersKey: readonly string[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<Answer>(path, body),
    onSettled: () =>
      Promise.all(
        [ordersKey, ...touchedByDecisions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const usePayWithdrawal = () =>
  useDecision<z.infer<typeof adminPayWithdrawalBody>, AdminWithdrawal>(
    adminPaths.payWithdrawal,
    withdrawalsKey,
  );

export const useRejectWithdrawal = () =>
  useDecision<z.infer<typeof adminRejectWithdrawalBody>, AdminWithdrawal>(
    adminPaths.rejectWithdrawal,
    withdrawalsKey,
  );

export const useConfirmRecharge = () =>
  useDecision<z.infer<typeof adminConfirmRechargeBody>, AdminRecharge>(
    adminPaths.confirmRecharge,
    rechargesKey,
  );

export const useRejectRecharge = () =>
  useDecision<z.infer<typeof adminRejectRechargeBody>, AdminRecharge>(
    adminPaths.rejectRecharge,
    rechargesKey,
  );
