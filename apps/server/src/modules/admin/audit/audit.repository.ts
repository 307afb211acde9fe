import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { operatorAudit } from '../../../db/admin-schema';

export const insertAudit = (db: Db, row: typeof operatorAudit.$inferInsert) =>
  db.insert(operatorAudit).values(row);

export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.operator ? eq(operatorAudit.operatorAccount, filter.operator) : undefined,
    filter.action ? eq(operatorAudit.action, filter.action) : undefined,
    filter.target ? eq(operatorAudit.target, filter.target) : undefined,
    filter.from ? gte(operatorAudit.createdAt, filter.from) : undefined,
    filter.to ? lt(operatorAudit.createdAt, filter.to) : undefined,
  );

export const listAudit = async (
  db: Db,
  filter: AuditFilter,
  { page, size }: { page: number; size: number },
) => {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(operatorAudit).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};
