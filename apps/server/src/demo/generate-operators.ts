import type { AuditAction } from '@lottery/contracts';
import type { Db } from '../db/client';
import { operatorAudit, operators } from '../db/admin-schema';
import { hashPassword } from '../modules/account/password';
import { demoOperators } from './demo-operators';

const hour = 3_600_000;

/**
 * The demo operators, and a day of their audit trail: each signed in this morning, and the
 * finance and support operators looked after member01 (the entries describe the demo's own
 * orders; the changes themselves were made by the other generators).
 */
export const generateDemoOperators = async ({ db, now }: { db: Db; now: Date }) => {
  const rows = await db
    .insert(operators)
    .values(
      await Promise.all(
        demoOperators.map(async (operator) => ({
          account: operator.account,
          name: operator.name,
          role: operator.role,
          passwordHash: await hashPassword(operator.password),
          totpSecret: operator.totpSecret,
          createdAt: new Date(now.getTime() - 30 * 24 * hour),
        })),
      ),
    )
    .returning();
  const idOf = new Map(rows.map((row) => [row.account, row.id]));
  const entry = (
    account: string,
    hoursAgo: number,
    action: AuditAction,
    target: string,
    before?: unknown,
    after?: unknown,
  ) => ({
    operatorId: idOf.get(account) ?? null,
    operatorAccount: account,
    action,
    target,
    ip: '10.0.0.8',
    before: before ?? null,
    after: after ?? null,
    createdAt: new Date(now.getTime() - hoursAgo * hour),
  });
  await db
    .insert(operatorAudit)
    .values([
      ...demoOperators.map((operator, index) =>
        entry(operator.account, 20 - index, 'operator.login', operator.account),
      ),
      entry('finance01', 14, 'withdrawal.pay', 'member01', { status: 0 }, { status: 1 }),
      entry('finance01', 13, 'withdrawal.reject', 'member01', { status: 0 }, { status: 2 }),
      entry('ops01', 9, 'notice.save', '首页公告', null, { noticeType: 1 }),
      entry('support01', 5, 'member.vip', 'member01', { vipLevel: 0 }, { vipLevel: 1 }),
      entry('super01', 2, 'operator.save', 'viewer01', null, { role: 'readonly' }),
    ]);
};
