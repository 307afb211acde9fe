import {
  formatMoney,
  transactionType,
  walletConfigDefaults,
  walletConfigKeys,
  withdrawTexts,
  type freeBankWithdrawForm,
  type withdrawForm,
  type withdrawListQuery,
  type ValidWithdraw,
  type WithdrawOrder,
  type WithdrawOrderPage,
  type z,
  addDaysTo,
  chinaDateOf,
  chinaMidnightOf,
} from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AccountService } from '../account/account.service';
import type { Authenticated } from '../auth/session.service';
import { orderDayOf } from '../betting/placement.service';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import { turnoverOf } from './turnover';
import * as repo from './withdraw.repository';
import { withdrawView } from './withdraw-view';

type WithdrawForm = z.infer<typeof withdrawForm>;
type FreeBankWithdrawForm = z.infer<typeof freeBankWithdrawForm>;
type ListQuery = z.infer<typeof withdrawListQuery>;

/** Where a withdrawal is paid: a saved account (bankId) or one typed for it alone. */
export interface PayTo {
  bankId: number | null;
  type: number;
  bankName: string;
  bankAccount: string;
  accountName: string;
}

/** What a withdrawal asks for; a retry with its key must ask for the same. */
export interface WithdrawRequest {
  amount: number;
  idempotencyKey: string;
  /** A saved account's id, or the account typed for this withdrawal. */
  to: { bankId: number } | { freeBank: PayTo };
}

const isSameAsk = (first: repo.WithdrawRow, request: WithdrawRequest) => {
  if (first.amount !== request.amount) return false;
  if ('bankId' in request.to) return first.bankId === request.to.bankId;
  const typed = request.to.freeBank;
  return (
    first.bankId === null &&
    first.type === typed.type &&
    first.bankName === typed.bankName &&
    first.bankAccount === typed.bankAccount &&
    first.accountName === typed.accountName
  );
};

export const withdrawReferencePrefix = 'withdraw:';

export type WithdrawService = ReturnType<typeof createWithdrawService>;

const numberOf = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * Asking for a withdrawal (docs/api.md "Wallet: withdraw"): the checks in the spec's order, then
 * one transaction that writes the order and debits it; and the member's reads of their
 * withdrawals and of the turnover they still owe.
 */
export const createWithdrawService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  {
    wallet,
    account,
    settings,
  }: { wallet: WalletService; account: AccountService; settings: SettingsService },
) => {
  const validWithdraw = async (userId: number): Promise<ValidWithdraw> => {
    const since = (await repo.lastPaidAt(db, userId)) ?? new Date(0);
    const [deposits, validBets, multiple, relaxQuota] = await Promise.all([
      repo.depositsSince(db, userId, since),
      repo.validBetsSince(db, userId, since),
      settings.systemConfigValue(walletConfigKeys.withdrawTurnoverMultiple),
      settings.systemConfigValue(walletConfigKeys.withdrawRelaxQuota),
    ]);
    return turnoverOf(deposits, validBets, {
      multiple: numberOf(multiple, walletConfigDefaults.withdrawTurnoverMultiple),
      relaxQuota: Math.round(numberOf(relaxQuota, walletConfigDefaults.withdrawRelaxQuota)),
    });
  };

  /** The first answer of a key already used for this withdrawal; another withdrawal is refused. */
  const replayOf = async (userId: number, request: WithdrawRequest) => {
    const first = await repo.findByKey(db, userId, request.idempotencyKey);
    if (!first) return undefined;
    if (!isSameAsk(first, request)) throw new AppError('WITHDRAW/DUPLICATE_REQUEST');
    return withdrawView(first, { masked: true });
  };

  const checkAmount = async (amount: number) => {
    const { minAmount, maxAmount } = await account.limits.withdraw();
    if (amount < minAmount) {
      throw new AppError('WITHDRAW/AMOUNT_LIMIT', withdrawTexts.belowMin(formatMoney(minAmount)));
    }
    if (amount > maxAmount) {
      throw new AppError('WITHDRAW/AMOUNT_LIMIT', withdrawTexts.aboveMax(formatMoney(maxAmount)));
    }
  };

  /**
   * Writes the withdrawal and its debit (type 5) at once, the member's wallet locked first so
   * that parallel asks count today's withdrawals one after another. No password, limit or
   * turnover check: `ask` makes them (the demo data calls this directly).
   */
  const record = async (userId: number, request: WithdrawRequest, payTo: PayTo) => {
    const at = now();
    const { dailyCount } = await account.limits.withdraw();
    const written = await db.transaction(async (tx) => {
      await repo.lockMoneyWallet(tx, userId);
      if (
        (await repo.countAskedSince(
          tx,
          userId,
          new Date(chinaMidnightOf(chinaDateOf(at.getTime()))),
        )) >= dailyCount
      ) {
        throw new AppError('WITHDRAW/DAILY_COUNT', withdrawTexts.dailyCount(dailyCount));
      }
      return wallet.postWithRecord(
        tx,
        repo.withdrawalInsert({
          userId,
          amount: request.amount,
          ...payTo,
          idempotencyKey: request.idempotencyKey,
          createdAt: at,
          day: orderDayOf(at),
        }),
        {
          userId,
          wallet: 'money',
          amount: -request.amount,
          type: transactionType.userWithdrawal,
          referencePrefix: withdrawReferencePrefix,
          remark: '用户提现',
        },
      );
    });
    if (written) {
      const row = await repo.findById(db, written.recordId);
      if (row) return withdrawView(row, { masked: true });
    }
    // Another call with this key committed first (it waited for that one's lock).
    const first = await replayOf(userId, request);
    if (!first) throw new Error('a withdrawal key was taken but its order is missing');
    return first;
  };

  const payToOf = async (user: Authenticated['user'], to: WithdrawRequest['to']) => {
    if ('freeBank' in to) {
      if (user.fullName && user.fullName !== to.freeBank.accountName) {
        throw new AppError('WITHDRAW/NAME_MISMATCH');
      }
      return to.freeBank;
    }
    const bank = await repo.findBankAccount(db, user.id, to.bankId);
    if (!bank) throw new AppError('WITHDRAW/ACCOUNT_NOT_FOUND');
    return {
      bankId: bank.id,
      type: bank.type,
      bankName: bank.bankName,
      bankAccount: bank.accountNo,
      accountName: bank.accountName,
    };
  };

  const ask = async (
    member: Authenticated,
    request: WithdrawRequest,
    cashPassword: string | undefined,
  ): Promise<WithdrawOrder> => {
    const { user } = member;
    if (user.type !== 'HY') throw new AppError('UC/TRIAL_FORBIDDEN');
    // A retry answers before the password is checked: its sealed password opens only once.
    const replay = await replayOf(user.id, request);
    if (replay) return replay;
    try {
      await account.checkCashPassword(member, cashPassword ?? '');
      const payTo = await payToOf(user, request.to);
      await checkAmount(request.amount);
      if ((await validWithdraw(user.id)).sumAllDeduct > 0) {
        throw new AppError('WITHDRAW/TURNOVER', withdrawTexts.turnover);
      }
      return await record(user.id, request, payTo);
    } catch (error) {
      // A retry sent while its first call was under way: the first call's answer stands.
      if (error instanceof AppError) {
        const late = await replayOf(user.id, request);
        if (late) return late;
      }
      throw error;
    }
  };

  const save = (member: Authenticated, form: WithdrawForm) =>
    ask(
      member,
      { amount: form.amount, idempotencyKey: form.idempotencyKey, to: { bankId: form.bankId } },
      form.cashPassword,
    );

  const freeBank = (member: Authenticated, form: FreeBankWithdrawForm) =>
    ask(
      member,
      {
        amount: form.amount,
        idempotencyKey: form.idempotencyKey,
        to: {
          freeBank: {
            bankId: null,
            type: form.type,
            bankName: form.bankName,
            bankAccount: form.bankAccount,
            accountName: form.accountName,
          },
        },
      },
      form.cashPassword,
    );

  const list = async ({ user }: Authenticated, query: ListQuery): Promise<WithdrawOrderPage> => {
    const today = chinaDateOf(now().getTime());
    const from = new Date(chinaMidnightOf(query.startDate ?? addDaysTo(today, -6)));
    const to = new Date(chinaMidnightOf(addDaysTo(query.endDate ?? today, 1)));
    const { rows, total } = await repo.listPage(
      db,
      { userId: user.id, status: query.status, from, to },
      query,
    );
    return {
      list: rows.map((row) => withdrawView(row, { masked: true })),
      total,
      page: query.page,
      size: query.size,
    };
  };

  const detail = async ({ user }: Authenticated, id: number) => {
    const row = await repo.findById(db, id);
    if (!row || row.userId !== user.id) throw new AppError('WITHDRAW/NOT_FOUND');
    return withdrawView(row, { masked: true });
  };

  return {
    save,
    freeBank,
    record,
    list,
    detail,
    validWithdraw: ({ user }: Authenticated) => validWithdraw(user.id),
    /** A member's turnover by id: the back office reads it before paying a withdrawal. */
    turnoverOf: validWithdraw,
  };
};
