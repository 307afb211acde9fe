import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  sealedSecretText,
  skEncryptFile,
  withdrawOperatorPaths,
  withdrawPaths,
  withdrawStatus,
} from '@lottery/contracts';
import { spawnServer, type RunningServer } from '../scripts/spawn-server';

/**
 * `node --import tsx bench/wallet-crash.ts`: withdrawals survive a kill -9. The real server in
 * its own process (bench/wallet-crash-server.ts) on a fresh PostgreSQL database; ~1,000
 * withdrawals asked at once (members × asks each, some beyond the balance) while the operator
 * pays or rejects each one answered; the server is killed with SIGKILL once a third have been
 * answered, restarted, every unanswered ask sent again with its key, every withdrawal still
 * under review decided. Then: every withdrawal answered as asked exists as answered, every
 * decision answered stands, each order has its debit and each debit its order, each rejected
 * one is refunded exactly once (and no other), Σ ledger = balance for every wallet, and
 * Σ(paid + under review) + balance = the deposit for every member.
 * Prints the figures; exit 1 on any violation.
 */
const root = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const members = Number(process.env.WALLET_CRASH_MEMBERS ?? 250);
const asksEach = Number(process.env.WALLET_CRASH_ASKS ?? 4);
/** Each member can afford three of the four 100-yuan asks. */
const deposit = 300_000;
const amountYuan = 100;
const operatorToken = 'wallet-crash-operator-token-0123456789';

const admin = async (statement: string, url = postgresUrl) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

const onFreshPostgres = async <T>(use: (url: string) => Promise<T>): Promise<T> => {
  const name = `wallet_crash_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  try {
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
};

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
  const { tokens, userIds, bankIds } = JSON.parse(readFileSync(file, 'utf8')) as {
    tokens: string[];
    userIds: number[];
    bankIds: number[];
  };
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const sealWith = async (url: string) => {
    const res = await fetch(`${url}/sys-upload/data/json/sk_encrypt.json`);
    const { keyId, publicKey } = skEncryptFile.parse(await res.json());
    const key = createPublicKey({
      key: Buffer.from(publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    return (plain: string) => {
      const text = sealedSecretText(plain, Date.now(), randomBytes(12).toString('base64url'));
      const cipher = publicEncrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(text),
      );
      return `${keyId}.${cipher.toString('base64')}`;
    };
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

  // Phase 1: everything at once; SIGKILL when a third of the asks have been answered.
  const seal1 = await sealWith(server.url);
  let answeredCount = 0;
  let killed: Promise<unknown> | undefined;
  const started = Date.now();
  const flight = asks.map(async (ask) => {
    try {
      const id = await send(server.url, seal1, ask);
      answeredCount += 1;
      if (answeredCount >= asks.length / 3 && !killed) killed = server.stop('SIGKILL');
      if (id !== undefined) await decide(server.url, id);
    } catch {
      // Cut off by the kill: what the database holds is checked below.
    }
  });
  await Promise.all(flight);
  await killed;
  const phase1 = {
    answered: asks.filter((a) => a.answered).length,
    refused: asks.filter((a) => a.refused).length,
    decided: decisions.size,
    seconds: (Date.now() - started) / 1000,
  };

  // Phase 2: restart, send the unanswered asks again with their keys, decide what is left.
  server = await start(false);
  const survived = Number(
    (await admin('select count(*) as n from withdraw_orders', databaseUrl)).rows[0].n,
  );
  const seal2 = await sealWith(server.url);
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
    const ledger = await db.query(`
      select w.user_id, w.kind from wallets w
      left join ledger_entries e on e.user_id = w.user_id and e.wallet = w.kind
      group by w.user_id, w.kind, w.balance having w.balance <> coalesce(sum(e.amount), 0)`);
    for (const row of ledger.rows) violation(`Σ ledger ≠ balance: ${JSON.stringify(row)}`);
    const held = await db.query<{ user_id: string; total: string }>(
      `
      select w.user_id, w.balance + coalesce((select sum(o.amount) from withdraw_orders o
        where o.user_id = w.user_id and o.status <> ${withdrawStatus.rejected}), 0) as total
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

await onFreshPostgres(run);
if (violations.length > 0) {
  process.stdout.write('FAIL\n');
  process.exit(1);
}
process.stdout.write('OK\n');
