import { z } from 'zod';
import { query } from '../query';
import { textField } from '../validation';
import { operatorRechargeOrder, rechargeChannel } from '../recharge/recharge-api';
import { withdrawOrder } from '../withdraw/withdraw-api';
import { adminDay, adminPage, adminPageQuery } from './admin-common';
import { adminLedgerRow } from './admin-members';

const filters = {
  ...adminPageQuery,
  account: textField(32).optional(),
  startDate: adminDay.optional(),
  endDate: adminDay.optional(),
};

export const adminWithdrawalsQuery = query({
  ...filters,
  status: z.coerce.number().int().min(0).max(2).optional(),
});

/** Who decided, and when, beside the order itself. */
const decision = {
  account: z.string(),
  userId: z.number().int(),
  decidedBy: z.string().nullable(),
};
export const adminWithdrawal = withdrawOrder.extend(decision);
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
export const adminWithdrawalPage = adminPage(adminWithdrawal);

/** What the operator looks at before paying: the member's turnover and recent money. */
export const adminWithdrawalDetail = z.object({
  order: adminWithdrawal,
  member: z.object({
    id: z.number().int(),
    account: z.string(),
    fullName: z.string(),
    status: z.number().int(),
    balance: z.number().int(),
  }),
  /** 打码量: what the deposits since the last withdrawal ask, and what has been bet. */
  turnover: z.object({ required: z.number().int(), done: z.number().int() }),
  recentLedger: z.array(adminLedgerRow),
});
export type AdminWithdrawalDetail = z.infer<typeof adminWithdrawalDetail>;

export const adminPayWithdrawalBody = z.strictObject({
  id: z.number().int().positive(),
  reason: textField(200).default(''),
});
export const adminRejectWithdrawalBody = z.strictObject({
  id: z.number().int().positive(),
  reason: textField(200).min(1, '请填写拒绝原因'),
});

export const adminRechargesQuery = query({
  ...filters,
  status: z.coerce.number().int().min(0).max(5).optional(),
});
export const adminRecharge = operatorRechargeOrder.extend({
  userId: z.number().int(),
  decidedBy: z.string().nullable(),
});
export type AdminRecharge = z.infer<typeof adminRecharge>;
export const adminRechargePage = adminPage(adminRecharge);

/** Every payment channel, enabled or not; one is saved with the recharge contracts' paymentChannelBody. */
export const adminChannelsQuery = query({});
export const adminChannelList = z.array(rechargeChannel);

export const adminConfirmRechargeBody = z.strictObject({ orderNo: textField(32).min(1) });
export const adminRejectRechargeBody = z.strictObject({
  orderNo: textField(32).min(1),
  reason: textField(200).min(1, '请填写拒绝原因'),
});
