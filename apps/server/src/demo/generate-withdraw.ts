import { transactionType } from '@lottery/contracts';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { demoMember } from './demo-accounts';

/** Whole yuan of member01's withdrawals: one paid, one rejected (refunded), one under review. */
const demoWithdrawals = { paid: 200, rejected: 100, reviewing: 300 } as const;
const milli = (yuan: number) => yuan * 1000;

/**
 * member01's three withdrawals through the ledger, funded by a deposit of
 * what leaves for good (the paid and the frozen one), so the README's balance stays.
 */
export const generateDemoWithdraw = async ({ services }: { db: Db; services: Services }) => {
  const member = await services.account.findByAccount(demoMember.account);
  if (!member) throw new Error('the demo member is missing');
  // Paid to an account typed for each (free-bank): member01's saved accounts stay empty.
  const payTo = {
    bankId: null,
    type: 2,
    bankName: '中国工商银行',
    bankAccount: '6222020200112233445',
    accountName: member.fullName || demoMember.account,
  };
  await services.wallet.post({
    userId: member.id,
    wallet: 'money',
    amount: milli(demoWithdrawals.paid + demoWithdrawals.reviewing),
    type: transactionType.manualDeposit,
    reference: `demo:withdraw-funds:${member.account}`,
    remark: '演示提现资金',
  });
  const ask = (yuan: number, key: string) =>
    services.withdraw.record(
      member.id,
      { amount: milli(yuan), idempotencyKey: key, to: { freeBank: payTo } },
      payTo,
    );
  const paid = await ask(demoWithdrawals.paid, 'demo-withdraw-paid');
  await services.withdrawDecisions.pay(paid.id, '');
  const rejected = await ask(demoWithdrawals.rejected, 'demo-withdraw-rejected');
  await services.withdrawDecisions.reject(rejected.id, '收款账户信息有误，请核对后重新提交');
  await ask(demoWithdrawals.reviewing, 'demo-withdraw-reviewing');
};
