import {
  addDaysTo,
  chinaMidnightOf,
  transactionTypeLabel,
  type AdminRecharge,
  type AdminWithdrawal,
  type AdminWithdrawalDetail,
  type PaymentChannelBody,
} from '@lottery/contracts';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import type { RechargeService } from '../../recharge/recharge.service';
import { orderView } from '../../recharge/order-view';
import type { WithdrawDecisionService } from '../../withdraw/withdraw-decision.service';
import type { WithdrawService } from '../../withdraw/withdraw.service';
import { withdrawView } from '../../withdraw/withdraw-view';
import type { AdminActor } from '../admin-actor';
import type { AuditService } from '../audit/audit.service';
import * as repo from './finance.repository';

/** What the operator's order lists are filtered by (dates are UTC+8 days, both included). */
export interface FinanceListQuery {
  page: number;
  size: number;
  status?: number | undefined;
  account?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The member's latest entries shown beside a withdrawal. */
const recentLedgerSize = 20;

const filterOf = (query: FinanceListQuery): repo.OrderFilter => ({
  status: query.status,
  account: query.account || undefined,
  from: query.startDate ? new Date(chinaMidnightOf(query.startDate)) : undefined,
  to: query.endDate ? new Date(chinaMidnightOf(addDaysTo(query.endDate, 1))) : undefined,
});

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawal>>>;
type RechargeRow = NonNullable<Awaited<ReturnType<typeof repo.findRecharge>>>;

/** The operator sees whole account numbers, whose order it is and who decided it. */
const withdrawalOf = ({ order, account }: WithdrawalRow): AdminWithdrawal => ({
  ...withdrawView(order, { masked: false }),
  account,
  userId: order.userId,
  decidedBy: order.decidedBy,
});

const rechargeOf = ({ order, account }: RechargeRow): AdminRecharge => ({
  ...orderView(order),
  account,
  userId: order.userId,
  decidedBy: order.decidedBy,
});

export type FinanceService = ReturnType<typeof createFinanceService>;

/**
 * The back office's money desk: recharge and withdrawal orders, their decisions and the payment
 * channels. Each decision runs through its area's service inside one transaction with its audit
 * row: the order is decided once (a second decision, even a parallel one, is refused with the
 * area's state error and writes nothing), and never without its row.
 */
export const createFinanceService = (
  { db }: Pick<Deps, 'db'>,
  {
    audit,
    recharge,
    withdraw,
    withdrawDecisions,
  }: {
    audit: AuditService;
    recharge: RechargeService;
    withdraw: WithdrawService;
    withdrawDecisions: WithdrawDecisionService;
  },
) => {
  const withdrawals = async (query: FinanceListQuery) => {
    const { rows, total } = await repo.listWithdrawals(db, filterOf(query), query);
    return { list: rows.map(withdrawalOf), total, page: query.page, size: query.size };
  };

  const withdrawal = async (id: number): Promise<AdminWithdrawalDetail> => {
    const row = await repo.findWithdrawal(db, id);
    if (!row) throw new AppError('ADMIN/NOT_FOUND');
    const userId = row.order.userId;
    const [member, turnover, ledger] = await Promise.all([
      repo.findMember(db, userId),
      withdraw.turnoverOf(userId),
      repo.recentLedger(db, userId, recentLedgerSize),
    ]);
    if (!member) throw new AppError('ADMIN/NOT_FOUND');
    return {
      order: withdrawalOf(row),
      member,
      turnover: { required: turnover.requireDML, done: turnover.sumAllDml },
      recentLedger: ledger.map((entry) => ({
        id: entry.id,
        wallet: entry.wallet,
        type: entry.transactionType,
        typeLabel: transactionTypeLabel(entry.transactionType),
        amount: entry.amount,
        balanceAfter: entry.balanceAfter,
        reference: entry.reference,
        remark: entry.remark,
        createdAt: entry.createdAt.getTime(),
      })),
    };
  };

  /** The withdrawal in the decision's transaction, after it (an unknown id is ADMIN/NOT_FOUND). */
  const decideWithdrawal = (
    actor: AdminActor,
    id: number,
    action: 'withdrawal.pay' | 'withdrawal.reject',
    decide: (tx: Db) => Promise<unknown>,
  ) =>
    db.transaction(async (tx) => {
      const before = await repo.findWithdrawal(tx, id);
      if (!before) throw new AppError('ADMIN/NOT_FOUND');
      await decide(tx);
      const after = await repo.findWithdrawal(tx, id);
      if (!after) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action,
        target: after.order.orderNo,
        before: { status: before.order.status, account: before.account },
        after: {
          status: after.order.status,
          amount: after.order.amount,
          reason: after.order.reason,
        },
      });
      return withdrawalOf(after);
    });

  const payWithdrawal = (actor: AdminActor, body: { id: number; reason: string }) =>
    decideWithdrawal(actor, body.id, 'withdrawal.pay', (tx) =>
      withdrawDecisions.pay(body.id, body.reason, { outer: tx, decidedBy: actor.account }),
    );

  const rejectWithdrawal = (actor: AdminActor, body: { id: number; reason: string }) =>
    decideWithdrawal(actor, body.id, 'withdrawal.reject', (tx) =>
      withdrawDecisions.reject(body.id, body.reason, { outer: tx, decidedBy: actor.account }),
    );

  const recharges = async (query: FinanceListQuery) => {
    const { rows, total } = await repo.listRecharges(db, filterOf(query), query);
    return { list: rows.map(rechargeOf), total, page: query.page, size: query.size };
  };

  const decideRecharge = (
    actor: AdminActor,
    orderNo: string,
    action: 'recharge.confirm' | 'recharge.reject',
    decide: (tx: Db) => Promise<unknown>,
  ) =>
    db.transaction(async (tx) => {
      const before = await repo.findRecharge(tx, orderNo);
      if (!before) throw new AppError('ADMIN/NOT_FOUND');
      await decide(tx);
      const after = await repo.findRecharge(tx, orderNo);
      if (!after) throw new AppError('ADMIN/NOT_FOUND');
      await audit.record(tx, actor, {
        action,
        target: orderNo,
        before: { status: before.order.status, account: before.account },
        after: {
          status: after.order.status,
          amount: after.order.amount,
          reason: after.order.reason,
        },
      });
      return rechargeOf(after);
    });

  const confirmRecharge = (actor: AdminActor, body: { orderNo: string }) =>
    decideRecharge(actor, body.orderNo, 'recharge.confirm', (tx) =>
      recharge.crediting.confirm(body.orderNo, { outer: tx, decidedBy: actor.account }),
    );

  const rejectRecharge = (actor: AdminActor, body: { orderNo: string; reason: string }) =>
    decideRecharge(actor, body.orderNo, 'recharge.reject', (tx) =>
      recharge.crediting.reject(body.orderNo, body.reason, { outer: tx, decidedBy: actor.account }),
    );

  const channels = () => recharge.channels.all();

  const saveChannel = (actor: AdminActor, body: PaymentChannelBody) =>
    db.transaction(async (tx) => {
      const before = body.id === undefined ? undefined : await recharge.channels.find(body.id, tx);
      if (body.id !== undefined && !before) throw new AppError('ADMIN/NOT_FOUND');
      const after = await recharge.channels.upsert(body, tx);
      await audit.record(tx, actor, { action: 'channel.save', target: after.name, before, after });
      return after;
    });

  return {
    withdrawals,
    withdrawal,
    payWithdrawal,
    rejectWithdrawal,
    recharges,
    confirmRecharge,
    rejectRecharge,
    channels,
    saveChannel,
  };
};
