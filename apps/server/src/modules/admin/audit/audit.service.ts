import {
  auditActionLabels,
  chinaMidnightOf,
  addDaysTo,
  type AdminAuditRow,
  type AuditAction,
} from '@lottery/contracts';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import type { AdminActor } from '../admin-actor';
import * as repo from './audit.repository';

export interface AuditEntry {
  action: AuditAction;
  /** What was acted on, as an operator searches for it: a member's account, an order number. */
  target: string;
  before?: unknown;
  after?: unknown;
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The audit log: one row per operator action, written in the transaction of the change it
 * records (so there is never a change without its row, nor a row without its change).
 */
export const createAuditService = ({ db, now }: Pick<Deps, 'db' | 'now'>) => {
  const record = async (tx: Db, actor: AdminActor, entry: AuditEntry) => {
    await repo.insertAudit(tx, {
      operatorId: actor.operatorId,
      operatorAccount: actor.account,
      action: entry.action,
      target: entry.target,
      ip: actor.ip,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: now(),
    });
  };

  const list = async (query: {
    page: number;
    size: number;
    operator?: string | undefined;
    action?: string | undefined;
    target?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  }) => {
    const { rows, total } = await repo.listAudit(
      db,
      {
        operator: query.operator,
        action: query.action,
        target: query.target,
        from: query.startDate ? new Date(chinaMidnightOf(query.startDate)) : undefined,
        to: query.endDate ? new Date(chinaMidnightOf(addDaysTo(query.endDate, 1))) : undefined,
      },
      query,
    );
    const list: AdminAuditRow[] = rows.map((row) => ({
      id: row.id,
      operatorId: row.operatorId,
      operatorAccount: row.operatorAccount,
      action: row.action,
      actionLabel: auditActionLabels[row.action as AuditAction] ?? row.action,
      target: row.target,
      ip: row.ip,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.getTime(),
    }));
    return { list, total, page: query.page, size: query.size };
  };

  return { record, list };
};
