import {
  betStatusText,
  playByCode,
  secretLimits,
  transactionType,
  transactionTypeLabel,
  type AdminMemberDetail,
  type AdminMembersQuery,
  type BalanceAdjustAnswer,
} from '@lottery/contracts';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import { AppError } from '../../../http/app-error';
import { hashPassword } from '../../account/password';
import { adjustReference } from '../../recharge/balance-adjust.service';
import { moveInTree } from '../../team/team-tree';
import type { WalletService } from '../../wallet/wallet.service';
import type { AdminActor } from '../admin-actor';
import type { AuditEntry, AuditService } from '../audit/audit.service';
import * as repo from './members.repository';

type PageQuery = { id: number; page: number; size: number };
type Member = NonNullable<Awaited<ReturnType<typeof repo.lockMember>>>;
/** What an action changed, for its audit row; null when it changed nothing. */
type Change = Pick<AuditEntry, 'before' | 'after'> | null;

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;

/**
 * The back office's members (issue 24): search, a member's page and its
 * lists, and the actions. Each action is one transaction that locks the member's row, changes
 * what it changes and writes its one audit row; an action that would change nothing (freezing a
 * frozen member, the same VIP level …) answers the member as they are and writes no row.
 */
export const createAdminMembersService = (
  { db, now }: Pick<Deps, 'db' | 'now'>,
  { audit, wallet }: { audit: AuditService; wallet: Pick<WalletService, 'post'> },
) => {
  const search = async (query: AdminMembersQuery) => {
    const { rows, total } = await repo.searchMembers(
      db,
      { field: query.field, keyword: query.keyword, status: query.status },
      { by: query.sort, order: query.order },
      query,
    );
    return {
      list: rows.map((row) => ({
        ...row,
        lastLoginAt: row.lastLoginAt?.getTime() ?? null,
        createdAt: row.createdAt.getTime(),
      })),
      total,
      page: query.page,
      size: query.size,
    };
  };

  const detail = async (id: number): Promise<AdminMemberDetail> => {
    const at = now();
    const { maxFailures, lockMinutes } = secretLimits.fundPassword;
    const row = await repo.findMemberDetail(db, id, {
      at,
      fundLock: { max: maxFailures, since: new Date(at.getTime() - lockMinutes * 60_000) },
    });
    if (!row) throw new AppError('ADMIN/NOT_FOUND');
    return {
      ...row,
      lastLoginAt: row.lastLoginAt?.getTime() ?? null,
      createdAt: row.createdAt.getTime(),
      enableChat: row.enableChat === 1,
    };
  };

  /** A list of one member's rows; an unknown member is ADMIN/NOT_FOUND, not an empty list. */
  const pageOf = async <Row, Item>(
    query: PageQuery,
    read: (userId: number) => Promise<{ rows: Row[]; total: number }>,
    view: (row: Row) => Item,
  ) => {
    if (!(await repo.memberExists(db, query.id))) throw new AppError('ADMIN/NOT_FOUND');
    const { rows, total } = await read(query.id);
    return { list: rows.map(view), total, page: query.page, size: query.size };
  };

  const ledger = (query: PageQuery) =>
    pageOf(
      query,
      (userId) => repo.ledgerPage(db, userId, query),
      (row) => ({
        id: row.id,
        wallet: row.wallet,
        type: row.transactionType,
        typeLabel: transactionTypeLabel(row.transactionType),
        amount: row.amount,
        balanceAfter: row.balanceAfter,
        reference: row.reference,
        remark: row.remark,
        createdAt: row.createdAt.getTime(),
      }),
    );

  const bets = (query: PageQuery) =>
    pageOf(
      query,
      (userId) => repo.betPage(db, userId, query),
      ({ order, gameName }) => ({
        orderNo: order.orderNo,
        gameName,
        turnNum: order.turnNum,
        playName: playByCode(order.playCode)?.name ?? order.playCode,
        content: order.content,
        amount: order.amount,
        payout: order.reward,
        status: order.status,
        // As the member reads it, but never 可撤销: cancelling is the member's, not ours.
        statusText: betStatusText(
          {
            status: order.status,
            result: order.result,
            betEndTime: order.betEndTime.getTime(),
            trackOrderNo: order.trackOrderNo ?? '',
          },
          now().getTime(),
          false,
        ),
        createdAt: order.createdAt.getTime(),
      }),
    );

  const sessions = (query: PageQuery) =>
    pageOf(
      query,
      (userId) => repo.sessionPage(db, userId, query),
      (row) => ({
        ...row,
        createdAt: row.createdAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        endedAt: row.endedAt?.getTime() ?? null,
      }),
    );

  /** Runs one action on a member: lock, change, audit, commit; then the member as it left them. */
  const act = async (
    actor: AdminActor,
    id: number,
    action: AuditEntry['action'],
    change: (tx: Db, member: Member) => Promise<Change>,
  ) => {
    await db.transaction(async (tx) => {
      const member = await repo.lockMember(tx, id);
      if (!member) throw new AppError('ADMIN/NOT_FOUND');
      const changed = await change(tx, member);
      if (changed) await audit.record(tx, actor, { action, target: member.account, ...changed });
    });
    return detail(id);
  };

  /** Freezing ends every session of the member at once: their next call anywhere is refused. */
  const freeze = (actor: AdminActor, body: { id: number; frozen: boolean; reason: string }) =>
    act(actor, body.id, 'member.freeze', async (tx, member) => {
      const status = body.frozen ? 1 : 0;
      if (member.status === status) return null;
      await repo.updateMember(tx, member.id, { status });
      const endedSessions = body.frozen
        ? await repo.endSessions(tx, member.id, 'frozen', now())
        : 0;
      return {
        before: { status: member.status },
        after: { status, reason: body.reason, ...(body.frozen ? { endedSessions } : {}) },
      };
    });

  const blacklist = (
    actor: AdminActor,
    body: { id: number; blacklisted: boolean; reason: string },
  ) =>
    act(actor, body.id, 'member.blacklist', async (tx, member) => {
      const changed = body.blacklisted
        ? await repo.addGameBlacklist(tx, member.id, body.reason)
        : await repo.removeGameBlacklist(tx, member.id);
      if (!changed) return null;
      return {
        before: { gameBlacklisted: !body.blacklisted },
        after: { gameBlacklisted: body.blacklisted, reason: body.reason },
      };
    });

  /**
   * A password the operator tells the member: every session ends, the operator's demand of a
   * reset (must_reset_password) is met, and the login-password guess lock is lifted.
   */
  const resetPassword = async (actor: AdminActor, body: { id: number; password: string }) => {
    const passwordHash = await hashPassword(body.password);
    return act(actor, body.id, 'member.resetPassword', async (tx, member) => {
      await repo.updateMember(tx, member.id, { passwordHash, mustResetPassword: false });
      const endedSessions = await repo.endSessions(tx, member.id, 'password', now());
      await repo.clearCounter(tx, repo.loginPasswordKey(member.account));
      return {
        before: { mustResetPassword: member.mustResetPassword },
        after: { mustResetPassword: false, endedSessions },
      };
    });
  };

  const clearFundLock = (actor: AdminActor, body: { id: number }) =>
    act(actor, body.id, 'member.clearFundLock', async (tx, member) => {
      const counter = await repo.clearCounter(tx, repo.fundPasswordKey(member.id));
      if (!counter) return null;
      return {
        before: { fundPasswordFailures: counter.count },
        after: { fundPasswordFailures: 0 },
      };
    });

  const setVipLevel = (actor: AdminActor, body: { id: number; vipLevel: number }) =>
    act(actor, body.id, 'member.vip', async (tx, member) => {
      if (member.vipLevel === body.vipLevel) return null;
      await repo.updateMember(tx, member.id, { vipLevel: body.vipLevel });
      return { before: { vipLevel: member.vipLevel }, after: { vipLevel: body.vipLevel } };
    });

  /**
   * Moves the member, with their whole team, under another agent (or to the top). Bets already
   * placed keep the agents' shares they snapshotted; the member keeps their rebate.
   */
  const move = (actor: AdminActor, body: { id: number; agentAccount: string }) =>
    act(actor, body.id, 'member.moveAgent', async (tx, member) => {
      const agent = body.agentAccount ? await repo.findByAccount(tx, body.agentAccount) : null;
      if (agent !== null && !agent?.isAgent) throw new AppError('ADMIN/AGENT_UNKNOWN');
      const parentId = agent?.id ?? null;
      if (parentId === member.parentId) return null;
      if (!(await moveInTree(tx, member.id, parentId))) throw new AppError('ADMIN/AGENT_LOOP');
      await repo.updateMember(tx, member.id, { parentId });
      return {
        before: { agentAccount: await repo.findAccountOf(tx, member.parentId) },
        after: { agentAccount: agent?.account ?? null },
      };
    });

  /**
   * 人工存款 / 人工扣款: one ledger entry whose reference is the idempotency key (the operator
   * API's too: recharge/balance-adjust.service.ts). A retry with the key answers the entry
   * posted and writes nothing; the key with another member or amount is PAY/DUPLICATE_REQUEST.
   * Retries of one member wait for each other on the member's row, so the second finds the
   * first's entry.
   */
  const adjust = (
    actor: AdminActor,
    body: { id: number; amount: number; reason: string; idempotencyKey: string },
  ): Promise<BalanceAdjustAnswer> =>
    db.transaction(async (tx) => {
      const member = await repo.lockMember(tx, body.id);
      if (!member) throw new AppError('ADMIN/NOT_FOUND');
      const reference = adjustReference(body.idempotencyKey);
      const posted = await repo.findLedgerEntry(tx, reference);
      const entry =
        posted ??
        (await wallet.post(
          {
            userId: member.id,
            wallet: 'money',
            amount: body.amount,
            type: body.amount > 0 ? transactionType.manualDeposit : transactionType.manualDeduction,
            reference,
            remark: body.reason,
          },
          tx,
        ));
      if (entry.userId !== member.id || entry.amount !== body.amount) {
        throw new AppError('PAY/DUPLICATE_REQUEST');
      }
      if (!posted) {
        await audit.record(tx, actor, {
          action: 'member.adjust',
          target: member.account,
          before: { balance: entry.balanceAfter - entry.amount },
          after: { balance: entry.balanceAfter, amount: entry.amount, reason: entry.remark },
        });
      }
      return {
        account: member.account,
        amount: entry.amount,
        type: entry.transactionType,
        balanceAfter: entry.balanceAfter,
        reason: entry.remark,
        createdAt: entry.createdAt.getTime(),
      };
    });

  return {
    search,
    detail,
    ledger,
    bets,
    sessions,
    freeze,
    blacklist,
    resetPassword,
    clearFundLock,
    adjust,
    setVipLevel,
    move,
  };
};
