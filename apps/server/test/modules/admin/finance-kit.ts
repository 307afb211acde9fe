import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  adminRoles,
  adminTokenHeader,
  apiBase,
  type AdminRole,
  type AuditAction,
} from '@lottery/contracts';
import { operatorAudit } from '../../../src/db/admin-schema';
import { newSignedInMember } from '../../helpers/accounts';
import { operatorHeaders } from '../../helpers/admin';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

export const yuan = (n: number) => n * 1000;

export interface AdminCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  payload?: object;
}

/** Who makes a call: a demo operator's role, a member's token, or nobody. */
export type Caller =
  AdminRole | { memberToken: string; as: 'token' | typeof adminTokenHeader } | null;

export interface AdminApp {
  t: TestApp;
  /** The app's clock: an hour after the seed's latest row, moved only by the test. */
  clock: { at: Date };
  call(caller: Caller, request: AdminCall): Promise<Answer>;
  /** A fresh official member with a session (and `money` thousandths), made at the clock. */
  member(money?: number): Promise<{ id: number; account: string; token: string }>;
  audits(action: AuditAction, target: string): Promise<number>;
  close(): Promise<void>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The real app on the demo data, its clock just after the seed's latest row (so the demo's
 * history lies in the days before "now", whenever the seed was made), every demo operator
 * signed in at that clock.
 */
export const createAdminApp = async (): Promise<AdminApp> => {
  const clock = { at: new Date(0) };
  const t = await createTestApp({ overrides: { now: () => clock.at } });
  const { db } = t.app.database;
  const [latest] = rowsOf<{ at: string }>(
    await db.execute(sql`select greatest(
      (select max(created_at) from users), (select max(created_at) from ledger_entries),
      (select max(created_at) from bet_orders), (select max(settled_at) from bet_orders),
      (select max(created_at) from recharge_orders), (select max(finished_at) from recharge_orders),
      (select max(created_at) from withdraw_orders), (select max(finished_at) from withdraw_orders),
      (select max(created_at) from operator_audit))::text as at`),
  );
  if (!latest) throw new Error('the seed has no rows');
  clock.at = new Date(Date.parse(latest.at) + 3_600_000);
  for (const role of adminRoles) await operatorHeaders(t.app, role, clock.at);

  const call = async (caller: Caller, request: AdminCall) => {
    const headers =
      caller === null
        ? {}
        : typeof caller === 'string'
          ? await operatorHeaders(t.app, caller, clock.at)
          : { [caller.as]: caller.memberToken };
    return t.app.inject({
      method: request.method,
      url: `${apiBase}${request.path}`,
      headers,
      ...(request.query ? { query: request.query } : {}),
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  };

  const member = async (money = 0) => {
    const { user, token, account } = await newSignedInMember(t.app, 'adm', money);
    // Registered at the app's clock (the column's default is the database's).
    await db.execute(sql`update users set created_at = ${clock.at.toISOString()}::timestamptz
      where id = ${user.id}`);
    return { id: user.id, account, token };
  };

  const audits = async (action: AuditAction, target: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, action), eq(operatorAudit.target, target)));
    return row?.n ?? 0;
  };

  return { t, clock, call, member, audits, close: () => t.close() };
};

export const expectStatus = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code?: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(res.json()).toMatchObject({ code });
};

export const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

/** Roles without a capability, each refused with 403 (`decideMoney`, `editContent`). */
export const rolesWithout = (allowed: readonly AdminRole[]) =>
  adminRoles.filter((role) => !allowed.includes(role));

/**
 * The refusals every admin call makes: no operator header, a member's token (as a member sends
 * it, and in the operator's header) → 401; `forbidden` roles → 403; `bad` input → 400.
 */
export const expectRefusals = async (
  a: AdminApp,
  request: AdminCall,
  { forbidden, bad }: { forbidden: readonly AdminRole[]; bad: AdminCall },
) => {
  const { token } = await a.member();
  expectStatus(await a.call(null, request), 401, 'ADMIN/NOT_SIGNED_IN');
  expectStatus(
    await a.call({ memberToken: token, as: 'token' }, request),
    401,
    'ADMIN/NOT_SIGNED_IN',
  );
  expectStatus(
    await a.call({ memberToken: token, as: adminTokenHeader }, request),
    401,
    'ADMIN/SESSION_ENDED',
  );
  for (const role of forbidden) expectStatus(await a.call(role, request), 403, 'ADMIN/FORBIDDEN');
  expectStatus(await a.call('super', bad), 400, 'SYS/VALIDATION');
};
