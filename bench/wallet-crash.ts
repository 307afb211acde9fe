import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  demoGatewayBase,
  rechargePaths,
  rechargeStatus,
  withdrawOperatorPaths,
  withdrawPaths,
  withdrawStatus,
} from '@lottery/contracts';
import { spawnServer, type RunningServer } from '../scripts/spawn-server';
import { onFreshPostgres, runStatement } from './fresh-postgres';
import { sealerOf } from './sealer';

/**
 * `node --import tsx bench/wallet-crash.ts`: withdrawals and recharges survive a kill -9. The real
 * server in its own process (bench/wallet-crash-server.ts) on a fresh PostgreSQL database; each
 * member's online recharge created and paid at the demo gateway beside ~1,000 withdrawals asked
 * at once (members × asks each, some beyond the balance; a member recharges once their first ask
 * is answered) while the operator pays or rejects each one answered; the server is killed with SIGKILL once a third have been
 * answered, restarted, every unanswered ask sent again with its key, every withdrawal still
 * under review decided. Then: every withdrawal answered as asked exists as answered, every
 * decision answered stands, each order has its debit and each debit its order, each rejected
 * one is refunded exactly once (and no other), every recharge order is paid and credited exactly
 * once (and nothing else credited), Σ ledger = balance for every wallet, and
 * Σ(paid + under review) + balance = the deposit + the recharges for every member.
 * Prints the figures; exit 1 on any violation.
 */
const root = path.resolve(import.meta.dirname, '..');
const members = Number(process.env.WALLET_CRASH_MEMBERS ?? 250);
const asksEach = Number(process.env.WALLET_CRASH_ASKS ?? 4);
/** Each member can afford three of the four 100-yuan asks. */
const deposit = 300_000;
const amountYuan = 100;
/** Each member also recharges this much online, once. */
const rechargeYuan = 50;
const operatorToken = 'wallet-crash-operator-token-0123456789';

interface Recharge {
  member: number;
  key: string;
  orderNo?: string;
  /** The gateway answered the payment before the kill. */
  paid?: boolean;
}

interface Ask {
  member: number;
  key: string;
  /** The withdrawal's id once an answer said it was made. */
  answered?: { id: number; amount: number };
  refused?: string;
}

const violations: string[] = [];
const violation = (text: string) => {
  if (violations.length < 20) process.stderr.write(`VIOLATION ${text}\n`);
  violations.push(text);
};

const run = async (databaseUrl: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wallet-crash-'));
  const file = path.join(dir, 'members.json');
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    REDIS_URL: '',
    LOG_LEVEL: 'error',
    DRAW_ENGINE: 'off',
    TRUST_PROXY: 'true',
    OPERATOR_TOKEN: operatorToken,
    WEB_DIST: '/nonexistent',
  };
  const start = (prepare: boolean) =>
    spawnServer('bench/wallet-crash-server.ts', {
      cwd: root,
      env: {
        ...env,
        WALLET_CRASH_FILE: prepare ? file : '',
        WALLET_CRASH_MEMBERS: String(members),
        WALLET_CRASH_DEPOSIT: String(deposit),
      },
    });
  let server: RunningServer = await start(true);
  const { tokens, userIds, bankIds, channelId } = JSON.parse(readFileSync(file, 'utf8')) as {
    tokens: string[];
    userIds: number[];
    bankIds: number[];
    channelId: number;
  };
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const asks: Ask[] = userIds.flatMap((_, member) =>
    Array.from({ length: asksEach }, (_, i) => ({ member, key: `crash-${member}-${i}` })),
  );
  const decisions = new Map<number, 'pay' | 'reject'>();
  const decide = async (url: string, id: number) => {
    const path = id % 2 === 0 ? 'pay' : 'reject';
    const res = await fetch(`${url}/app-api${withdrawOperatorPaths[path]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': operatorToken },
      body: JSON.stringify({ id, reason: path === 'reject' ? '压测拒绝' : '' }),
    });
    if (res.status === 200) decisions.set(id, path);
    else if (res.status !== 409) throw new Error(`decision ${res.status}`);
  };
  const send = async (url: string, seal: (plain: string) => string, ask: Ask) => {
    const res = await fetch(`${url}/app-api${withdrawPaths.save}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        token: tokens[ask.member]!,
        'x-forwarded-for': nextAddress(),
      },
      body: new URLSearchParams({
        bankId: String(bankIds[ask.member]),
        amount: String(amountYuan),
        cashPassword: seal('1234'),
        idempotencyKey: ask.key,
      }).toString(),
    });
    const body = (await res.json()) as {
      code: string | number;
      data?: { id: number; amount: number };
    };
    if (res.status === 200 && body.data) {
      ask.answered = { id: body.data.id, amount: body.data.amount };
      return body.data.id;
    }
    ask.refused = String(body.code);
    if (body.code !== 'WALLET/INSUFFICIENT_BALANCE')
      throw new Error(`ask ${res.status} ${body.code}`);
    return undefined;
  };

  const recharges: Recharge[] = userIds.map((_, member) => ({ member, key: `crash-r-${member}` }));
  /** Creates the member's online order (or gets it back by its key) and pays it at the gateway. */
  const recharge = async (url: string, item: Recharge) => {
    const res = await fetch(`${url}/app-api${rechargePaths.create}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: tokens[item.member]! },
      body: JSON.stringify({ channelId, amount: rechargeYuan, idempotencyKey: item.key }),
    });
    const body = (await res.json()) as { data?: { orderNo: string; status: number } };
    if (res.status !== 200 || !body.data) throw new Error(`recharge ${res.status}`);
    item.orderNo = body.data.orderNo;
    if (body.data.status !== rechargeStatus.pending) return;
    const paid = await fetch(`${url}${demoGatewayBase}/${item.orderNo}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    if (paid.status !== 303) throw new Error(`gateway ${paid.status}`);
    item.paid = true;
  };

  // Phase 1: everything at once; SIGKILL when a third of the asks have been answered.
  const seal1 = await sealerOf(server.url);
  let killed: Promise<unknown> | undefined;
  const started = Date.now();
  let answeredCount = 0;
  const answeredFirst: (() => void)[] = [];
  const firstAnswer = userIds.map(
    (_, member) => new Promise<void>((resolve) => (answeredFirst[member] = resolve)),
  );
  const flight = asks.map(async (ask) => {
    try {
      const id = await send(server.url, seal1, ask);
      answeredFirst[ask.member]?.();
      answeredCount += 1;
      if (answeredCount >= asks.length / 3 && !killed) killed = server.stop('SIGKILL');
      if (id !== undefined) await decide(server.url, id);
    } catch {
      // Cut off by the kill: what the database holds is checked below.
    }
  });
  // Each member recharges once their first ask is answered, so payments are under way when the
  // kill lands (a third of the asks answered).
  const payments = recharges.map(async (item) => {
    await firstAnswer[item.member];
    await recharge(server.url, item).catch(() => {});
  });
  await Promise.all(flight);
  // Members whose asks were all cut off recharge after the restart.
  for (const resolve of answeredFirst) resolve();
  await Promise.all(payments);
  await killed;
  const phase1 = {
    answered: asks.filter((a) => a.answered).length,
    paid: recharges.filter((r) => r.paid).length,
    refused: asks.filter((a) => a.refused).length,
    decided: decisions.size,
    seconds: (Date.now() - started) / 1000,
  };

  // Phase 2: restart, send the unanswered asks again with their keys, decide what is left.
  server = await start(false);
  const survived = Number(
    (await runStatement('select count(*) as n from withdraw_orders', databaseUrl)).rows[0].n,
  );
  const seal2 = await sealerOf(server.url);
  const unanswered = asks.filter((a) => !a.answered && !a.refused);
  for (let i = 0; i < unanswered.length; i += 100) {
    await Promise.all(
      unanswered
        .slice(i, i + 100)
        .map((ask) =>
          send(server.url, seal2, ask).catch((error: unknown) =>
            violation(`resend ${ask.key}: ${String(error)}`),
          ),
        ),
    );
  }
  const rechargesAtRestart = (
    await runStatement(
      `select count(*) as n, count(*) filter (where status = ${rechargeStatus.success}) as paid
      from recharge_orders`,
      databaseUrl,
    )
  ).rows[0] as { n: string; paid: string };
  const unpaid = recharges.filter((item) => !item.paid);
  await Promise.all(
    unpaid.map((item) =>
      recharge(server.url, item).catch((error: unknown) =>
        violation(`recharge again ${item.key}: ${String(error)}`),
      ),
    ),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const reviewing = await db.query<{ id: string }>(
      `select id from withdraw_orders where status = ${withdrawStatus.reviewing}`,
    );
    await Promise.all(reviewing.rows.map((row) => decide(server.url, Number(row.id))));
    await server.stop('SIGTERM');

    // The checks.
    const orders = new Map(
      (
        await db.query<{
          id: string;
          user_id: string;
          amount: string;
          status: number;
          idempotency_key: string;
        }>('select id, user_id, amount, status, idempotency_key from withdraw_orders')
      ).rows.map((row) => [Number(row.id), row]),
    );
    for (const ask of asks) {
      if (!ask.answered) continue;
      const order = orders.get(ask.answered.id);
      if (!order) violation(`answered withdrawal ${ask.answered.id} is missing`);
      else if (order.idempotency_key !== ask.key || Number(order.amount) !== ask.answered.amount) {
        violation(`withdrawal ${ask.answered.id} is not the one answered`);
      }
    }
    for (const [id, decision] of decisions) {
      const status = orders.get(id)?.status;
      const expected = decision === 'pay' ? withdrawStatus.paid : withdrawStatus.rejected;
      if (status !== expected)
        violation(`decision ${decision} of ${id} answered, status ${status}`);
    }
    const entries = (
      await db.query<{ reference: string; amount: string; transaction_type: number }>(
        `select reference, amount, transaction_type from ledger_entries where reference like 'withdraw:%'`,
      )
    ).rows;
    const debits = new Map<number, number>();
    const refunds = new Map<number, number[]>();
    for (const entry of entries) {
      const refund = /^withdraw:refund:(\d+)$/.exec(entry.reference);
      const debit = /^withdraw:(\d+)$/.exec(entry.reference);
      if (refund) {
        const id = Number(refund[1]);
        refunds.set(id, [...(refunds.get(id) ?? []), Number(entry.amount)]);
      } else if (debit) debits.set(Number(debit[1]), Number(entry.amount));
      else violation(`unknown withdraw entry ${entry.reference}`);
    }
    for (const [id, order] of orders) {
      if (debits.get(id) !== -Number(order.amount)) violation(`order ${id} without its debit`);
      const refunded = refunds.get(id) ?? [];
      if (order.status === withdrawStatus.rejected) {
        if (refunded.length !== 1 || refunded[0] !== Number(order.amount)) {
          violation(`rejected ${id} refunded ${refunded.length} times`);
        }
      } else if (refunded.length > 0) violation(`order ${id} (status ${order.status}) refunded`);
      if (order.status === withdrawStatus.reviewing) violation(`order ${id} left under review`);
    }
    for (const id of debits.keys()) if (!orders.has(id)) violation(`debit of missing order ${id}`);
    for (const id of refunds.keys())
      if (!orders.has(id)) violation(`refund of missing order ${id}`);
    const rechargeOrders = (
      await db.query<{ order_no: string; amount: string; status: number; idempotency_key: string }>(
        'select order_no, amount, status, idempotency_key from recharge_orders',
      )
    ).rows;
    const credits = new Map<string, number[]>();
    for (const entry of (
      await db.query<{ reference: string; amount: string }>(
        `select reference, amount from ledger_entries where reference like 'recharge:%'`,
      )
    ).rows) {
      const orderNo = entry.reference.slice('recharge:'.length);
      credits.set(orderNo, [...(credits.get(orderNo) ?? []), Number(entry.amount)]);
    }
    for (const order of rechargeOrders) {
      const credited = credits.get(order.order_no) ?? [];
      if (order.status !== rechargeStatus.success) {
        violation(`recharge ${order.order_no} left ${order.status}`);
      }
      if (credited.length !== 1 || credited[0] !== Number(order.amount)) {
        violation(`recharge ${order.order_no} credited ${credited.length} times`);
      }
    }
    for (const orderNo of credits.keys()) {
      if (!rechargeOrders.some((order) => order.order_no === orderNo)) {
        violation(`credit of missing recharge ${orderNo}`);
      }
    }
    for (const item of recharges) {
      const mine = rechargeOrders.filter((order) => order.idempotency_key === item.key);
      if (mine.length !== 1 || mine[0]?.order_no !== item.orderNo) {
        violation(`recharge ${item.key}: ${mine.length} orders, answered ${item.orderNo}`);
      }
    }
    const ledger = await db.query(`
      select w.user_id, w.kind from wallets w
      left join ledger_entries e on e.user_id = w.user_id and e.wallet = w.kind
      group by w.user_id, w.kind, w.balance having w.balance <> coalesce(sum(e.amount), 0)`);
    for (const row of ledger.rows) violation(`Σ ledger ≠ balance: ${JSON.stringify(row)}`);
    const held = await db.query<{ user_id: string; total: string }>(
      `
      select w.user_id, w.balance + coalesce((select sum(o.amount) from withdraw_orders o
        where o.user_id = w.user_id and o.status <> ${withdrawStatus.rejected}), 0)
        - coalesce((select sum(r.amount) from recharge_orders r
        where r.user_id = w.user_id and r.status = ${rechargeStatus.success}), 0) as total
      from wallets w where w.kind = 'money' and w.user_id = any($1::bigint[])`,
      [userIds],
    );
    for (const row of held.rows) {
      if (Number(row.total) !== deposit)
        violation(`member ${row.user_id}: ${row.total} ≠ ${deposit}`);
    }
    const byStatus = [...orders.values()].reduce<Record<number, number>>((counts, order) => {
      counts[order.status] = (counts[order.status] ?? 0) + 1;
      return counts;
    }, {});
    process.stdout.write(
      [
        `asks: ${asks.length} (${members} members × ${asksEach}, each affording ${deposit / 1000 / amountYuan})`,
        `recharges: ${recharges.length} online orders of ${rechargeYuan} yuan paid at the demo gateway; ` +
          `${phase1.paid} answered paid before the kill -9; at the restart ${rechargesAtRestart.n} ` +
          `orders, ${rechargesAtRestart.paid} credited; ${unpaid.length} created or paid again after it, ` +
          `${rechargeOrders.length} orders, all credited once`,
        `before the kill -9: ${phase1.answered} answered made, ${phase1.refused} refused (balance), ` +
          `${phase1.decided} decisions answered, ${phase1.seconds.toFixed(1)} s`,
        `at the restart: ${survived} withdrawals in the database, ` +
          `${survived - phase1.answered} of them made but never answered`,
        `after the restart: ${unanswered.length} asks sent again, ${reviewing.rows.length} decided`,
        `withdrawals: ${orders.size} (paid ${byStatus[1] ?? 0}, rejected ${byStatus[2] ?? 0}, ` +
          `under review ${byStatus[0] ?? 0}); withdraw ledger entries ${entries.length}`,
        `violations: ${violations.length}`,
        '',
      ].join('\n'),
    );
  } finally {
    await db.end();
    await server.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
};

await onFreshPostgres(run, 'wallet_crash');
if (violations.length > 0) {
  process.stdout.write('FAIL\n');
  process.exit(1);
}
process.stdout.write('OK\n');
