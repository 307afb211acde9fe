import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { operatorTokenHeader } from '@lottery/contracts';
import { users } from '../../src/db/schema';
import { liveTokenHeader } from '../../src/modules/games/providers/demo/demo-routes';
import { bearer, seal } from '../helpers/accounts';
import { createTestAppWithRoutes, errorLineSink } from '../helpers/app-probes';
import type { TestApp } from '../helpers/test-app';

/**
 * Every route of the app gets control characters, huge, negative and wrong-typed values in each
 * of its fields (and unknown keys beside them), as a guest and as a signed-in member, and must
 * answer without a 5xx, without an error-level log line, and, when it refuses (4xx), without
 * changing a row of any table but the few a refusal writes on purpose (`refusalWrites`). Operator
 * calls get the operator token either way, the demo provider's calls the member's game session.
 *
 * The routes come from the app itself (Fastify's onRoute hook, reached through the
 * `fastify.initialization` diagnostics channel before buildApp registers any), their fields from
 * their zod schemas; a route added later is fuzzed without touching this file. Cases are drawn
 * by fast-check from a fixed seed per route, so every run sends the same requests. A change
 * journal (a trigger on every table) tells which tables a request wrote; each request is checked
 * on its own, nothing here waits on a clock.
 */

const seed = 17_0609;
const operatorToken = 'operator-token-for-the-route-fuzz-0123456789';

/**
 * Tables a refused request may write, and why. Anything else written by a 4xx is a failure.
 * - login_failures: a refused login or password change is counted (captcha after 3 failures).
 * - usage_counters: a wrong login or withdraw password spends one of the member's attempts.
 * - used_seals: an encrypted password is spent when opened, even if the call then fails
 *   (replays of a captured ciphertext are refused).
 * - captchas: a wrong answer spends the challenge.
 */
const refusalWrites = new Set(['login_failures', 'usage_counters', 'used_seals', 'captchas']);

type Location = 'params' | 'querystring' | 'body';
const locations: readonly Location[] = ['params', 'querystring', 'body'];

interface Field {
  location: Location;
  name: string;
  /** Absent for the path of a wildcard route without a params schema. */
  schema?: z.ZodType;
  required: boolean;
}

interface FuzzRoute {
  method: string;
  url: string;
  fields: Field[];
}

/** A password the request carries encrypted, sealed afresh for every request. */
class Sealed {
  constructor(readonly plain: string) {}
}

/** Fields that routes name alike with other shapes: the first candidate the field's schema takes. */
class Either {
  constructor(readonly candidates: unknown[]) {}
}

/** The object schema inside optional/default/pipe wrappers, or undefined. */
const shapeOf = (schema: unknown): Record<string, z.ZodType> | undefined => {
  let current = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  for (let depth = 0; current?._zod && depth < 10; depth++) {
    const def = current._zod.def;
    if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
    current = (def.type === 'pipe' ? def.in : def.innerType) as typeof current;
  }
  return undefined;
};

const routeOf = (route: RouteOptions): FuzzRoute => {
  const schema = (route.schema ?? {}) as Partial<Record<Location, unknown>>;
  const fields = locations.flatMap((location) =>
    Object.entries(shapeOf(schema[location]) ?? {}).map(([name, field]): Field => ({
      location,
      name,
      schema: field,
      required: !field.safeParse(undefined).success,
    })),
  );
  // Wildcard routes (`/sys-upload/images/*`) take their path as a parameter too.
  if (route.url.endsWith('*') && !fields.some((field) => field.name === '*')) {
    fields.push({ location: 'params', name: '*', required: true });
  }
  return { method: String(route.method), url: route.url, fields };
};

// —— valid values: a case corrupts some fields and fills the others so that it gets deep ——

/** member01 (the seeded VIP1 member: login password Member123, withdraw password 1234). */
const member = { account: 'member01', password: 'Member123', fundPwd: '1234' };

const examples: Record<string, unknown> = {
  account: member.account,
  password: new Sealed(member.password),
  confirmPassword: new Sealed(member.password),
  oldPassword: new Sealed(member.password),
  newPassword: new Sealed(member.password),
  loginPassword: new Sealed(member.password),
  fundPwd: new Sealed(member.fundPwd),
  oldFundPwd: new Sealed(member.fundPwd),
  confirmFundPwd: new Sealed(member.fundPwd),
  cashPassword: new Sealed(member.fundPwd),
  remember: '0',
  version: '5.0.9',
  fullName: '张伟',
  birthday: '1990-01-01',
  email: 'fuzz@example.com',
  qq: '12345',
  weixin: 'wx12345',
  intrCode: 'AG8888',
  phone: '13800138000',
  nickname: '小张',
  type: new Either([2, 'hot']),
  bankName: '中国工商银行',
  bankAccount: '6222021234567890',
  accountName: '张伟',
  bankBranch: '北京分行',
  configKey: 'fuzz_setting',
  configValue: 'fuzz',
  gameId: 71,
  turnNum: '2026001',
  openNum: '1,2,3,4,5,6,7',
  liveCode: 'HLDZ',
  gameType: 'slot-lucky-777',
  // A game of a provider; a platform's code in the live report.
  gameCode: new Either(['slot-lucky-777', 'HLDZ']),
  gameCodes: 'HLDZ,XGLIVE',
  // Report dates (UTC+8 days) and a 洗码 category.
  date: '2026-01-01',
  startDate: '2026-01-01',
  endDate: '2026-01-07',
  category: 'lottery',
  roundId: 'fuzz-round-0001',
  bet: 1000,
  // The demo casino's stakes by spot, a lottery slip's bets.
  bets: new Either([{ dragon: 1000 }, [{ playCode: 'tm', content: '07', amount: 10 }]]),
  playCode: 'tm',
  content: '07',
  idempotencyKey: 'fuzz-slip-0001',
  // A recharge order's number (R, the day, the sequence) and a bank channel's details.
  orderNo: 'R202601010000000001',
  details: {
    bankName: '中国工商银行',
    accountName: '张伟',
    accountNo: '6222021234567890',
    bankBranch: '北京分行',
  },
  odds: { tm: 48_800 },
  searchText: '六合',
  companyCode: 'LT01',
  x: 100,
  '*': 'config.json',
  // The back office's: an authenticator's code, an operator's role.
  code: '123456',
  role: 'readonly',
  // The back office's content and games: red-packet limits (thousandths), an ad slot, a site
  // page, a gallery group's initial, a game-centre category, a maintenance window ('' ends it).
  minAmount: 1_000,
  maxAmount: 200_000,
  templateCode: new Either(['AD01', 'tpl01']),
  items: [],
  carousels: [],
  slug: 'user-agreement',
  initials: 'A',
  maintain: '',
};
const fallbacks: unknown[] = [1, '1', 'a', 'abc123', true, '0'];

const exampleFor = (field: Field): unknown => {
  const named = examples[field.name];
  const { schema } = field;
  const candidates = named instanceof Either ? named.candidates : [named];
  if (named instanceof Sealed || !schema) return candidates[0];
  return [...candidates, ...fallbacks].find(
    (candidate) => candidate !== undefined && schema.safeParse(candidate).success,
  );
};

// —— bad values ——

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const controls = [
  ...codePoints(0x00, 0x1f),
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\ud800',
  '\udfff',
];
const huge = ['x'.repeat(100_000), '中'.repeat(40_000)];

/** What every field receives once, for each identity. */
const everyFieldGets: readonly [string, unknown][] = [
  ['a NUL', 'a\u0000b'],
  ['100 KB', huge[0]],
  ['a negative number', -1],
  ['an array', ['a', 'b']],
  ['an object', { a: 1 }],
];

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...controls), fc.string({ maxLength: 6 }))
      .map(([before, control, after]) => `${before}${control}${after}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...huge) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer({ min: -2_147_483_649, max: -1 }),
      fc.constantFrom(-0.5, -1e308, Number.MIN_SAFE_INTEGER, '-1', '-0'),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(2_147_483_648, 2 ** 53 + 2, 1e308, 0.5, '1e999') },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
      fc.constantFrom('', ' ', 'abc', '0x1F', 'NaN', 'Infinity', 'true', '__proto__'),
    ),
  },
);

// —— cases and requests ——

type Values = Record<Location, [string, unknown][]>;

interface Case {
  label: string;
  route: FuzzRoute;
  encoding: 'json' | 'form';
  values: Values;
}

const short = (value: unknown): string => {
  const text = value instanceof Sealed ? '<sealed>' : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 12)}…(${text.length} chars)` : text;
};

const valuesOf = (
  route: FuzzRoute,
  corrupt: Map<string, unknown>,
  withOptional: boolean,
  stray?: { location: Location; name: string; value: unknown },
): Values => {
  const values: Values = { params: [], querystring: [], body: [] };
  for (const field of route.fields) {
    const key = `${field.location}.${field.name}`;
    if (corrupt.has(key)) values[field.location].push([field.name, corrupt.get(key)]);
    else if (field.required || withOptional) {
      const example = exampleFor(field);
      if (example !== undefined) values[field.location].push([field.name, example]);
    }
  }
  if (stray) values[stray.location].push([stray.name, stray.value]);
  return values;
};

/**
 * Field-by-field cases: each field gets each of `everyFieldGets`, the required others valid
 * values (so that the bad one is what the route has to deal with).
 */
const tableCases = (route: FuzzRoute): Case[] =>
  route.fields.flatMap((field) =>
    everyFieldGets.map(([name, value], index) => ({
      label: `${field.location}.${field.name} = ${name}`,
      route,
      encoding: index % 2 === 0 ? ('json' as const) : ('form' as const),
      values: valuesOf(route, new Map([[`${field.location}.${field.name}`, value]]), false),
    })),
  );

const seedOf = (text: string) => {
  let hash = seed;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
};

/** Random cases: one to three fields corrupted at once, sometimes an unknown key beside them. */
const randomCases = (route: FuzzRoute, count: number): Case[] => {
  const keys = route.fields.map((field) => `${field.location}.${field.name}`);
  const strayLocations: Location[] =
    route.method === 'GET' ? ['querystring'] : ['querystring', 'body'];
  const arbitrary = fc.record({
    corrupt: keys.length
      ? fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) })
      : fc.constant<string[]>([]),
    bad: fc.array(badValue, { minLength: 3, maxLength: 3 }),
    withOptional: fc.boolean(),
    encoding: fc.constantFrom<'json' | 'form'>('json', 'form'),
    stray: fc.option(
      fc.record({
        location: fc.constantFrom(...strayLocations),
        name: fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'x'.repeat(300)),
        value: badValue,
      }),
      { freq: 3 },
    ),
  });
  return fc
    .sample(arbitrary, { seed: seedOf(`${route.method} ${route.url}`), numRuns: count })
    .map(({ corrupt, bad, withOptional, encoding, stray }) => {
      const corrupted = new Map(corrupt.map((key, index) => [key, bad[index]]));
      const label = [
        ...[...corrupted].map(([key, value]) => `${key} = ${short(value)}`),
        ...(stray ? [`stray ${stray.location}.${short(stray.name)} = ${short(stray.value)}`] : []),
      ].join(', ');
      return {
        label: `random: ${label || 'no fields'} (${encoding})`,
        route,
        encoding,
        values: valuesOf(route, corrupted, withOptional, stray ?? undefined),
      };
    });
};

/**
 * How a value travels in a URL or a form: strings as they are, the rest as JSON; a lone surrogate
 * becomes U+FFFD there, as a browser sends it (only JSON carries one, as an escape).
 */
const textOf = (value: unknown): string =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );

const formOf = (entries: [string, unknown][]) => {
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    if (Array.isArray(value)) for (const item of value) search.append(name, textOf(item));
    else search.append(name, textOf(value));
  }
  return search.toString();
};

/** JSON written key by key, so `__proto__` travels as a key and lone surrogates as escapes. */
const jsonOf = (entries: [string, unknown][]) =>
  `{${entries
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
    .join(',')}}`;

describe('every route, fuzzed', () => {
  let t: TestApp;
  let routes: FuzzRoute[] = [];
  let memberId = 0;
  const errorLines: string[] = [];
  let journalAt = 0;
  let addresses = 0;

  beforeAll(async () => {
    const created = await createTestAppWithRoutes({
      config: { OPERATOR_TOKEN: operatorToken, LOG_LEVEL: 'warn' },
      overrides: { logStream: errorLineSink(errorLines) },
    });
    t = created.t;
    const captured = created.routes;
    routes = captured
      .filter((route) => route.method !== 'HEAD' && !route.websocket)
      .map(routeOf)
      .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));

    const { db } = t.app.database;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'member01'));
    memberId = row!.id;
    // The change journal: every insert, delete and real update of any table writes one row.
    await db.execute(
      sql.raw('create table fuzz_journal (id bigserial primary key, table_name text not null)'),
    );
    await db.execute(
      sql.raw(`create function fuzz_journal_note() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and row_to_json(old)::text = row_to_json(new)::text then
            return null;
          end if;
          insert into fuzz_journal (table_name) values (tg_table_name);
          return null;
        end $$`),
    );
    await db.execute(
      sql.raw(`do $$ declare name text; begin
        for name in select tablename from pg_tables
          where schemaname = 'public' and tablename <> 'fuzz_journal' loop
          execute format('create trigger fuzz_journal_note after insert or update or delete on %I
            for each row execute function fuzz_journal_note()', name);
        end loop;
      end $$`),
    );
  });
  afterAll(() => t?.close());

  /** The tables written since the last call. */
  const tablesWritten = async (): Promise<string[]> => {
    const result = await t.app.database.db.execute(
      sql`select id, table_name from fuzz_journal where id > ${journalAt} order by id`,
    );
    const rows = (result as unknown as { rows: { id: string | number; table_name: string }[] })
      .rows;
    if (rows.length) journalAt = Number(rows.at(-1)!.id);
    return [...new Set(rows.map((row) => row.table_name))];
  };

  /** A fresh session for member01 (and a launched demo game for the demo provider's calls). */
  const memberHeaders = async (route: FuzzRoute) => {
    const { token } = await t.app.services.sessions.start(
      { id: memberId },
      { remember: false, ip: '127.0.0.1', userAgent: 'route fuzz' },
    );
    const headers: Record<string, string> = bearer(token);
    if (route.url.startsWith('/demo-casino/')) {
      const launched = await t.app.inject({
        method: 'GET',
        url: `/app-api/live/play?liveCode=${examples.liveCode}&gameType=${examples.gameType}`,
        headers: bearer(token),
      });
      expect(launched.statusCode, launched.body).toBe(200);
      const liveToken = new URL(launched.json().data as string).searchParams.get('token');
      expect(liveToken).toBeTruthy();
      headers[liveTokenHeader] = liveToken!;
    }
    return headers;
  };

  const requestOf = async (c: Case, headers: Record<string, string>): Promise<InjectOptions> => {
    const resolve = async (entries: [string, unknown][]) =>
      Promise.all(
        entries.map(async ([name, value]): Promise<[string, unknown]> => [
          name,
          value instanceof Sealed ? await seal(t.app, value.plain) : value,
        ]),
      );
    const [params, querystring, body] = await Promise.all(
      locations.map((location) => resolve(c.values[location])),
    );
    let url = c.route.url;
    for (const [name, value] of params!) {
      const text = encodeURIComponent(textOf(value));
      url = name === '*' ? url.replace(/\*$/, text) : url.replace(`:${name}`, text);
    }
    url = url.replace(/\/:[A-Za-z]+/g, '').replace(/\*$/, '');
    const search = formOf(querystring!);
    addresses += 1;
    const request: InjectOptions = {
      method: c.route.method as InjectOptions['method'],
      url: search ? `${url}?${search}` : url,
      // Per-address rate limits would otherwise answer 429 before anything is validated.
      remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
      headers: {
        ...headers,
        ...(c.route.url.includes('/operator/') ? { [operatorTokenHeader]: operatorToken } : {}),
      },
    };
    if (c.route.method !== 'GET') {
      request.headers!['content-type'] =
        c.encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
      request.payload = c.encoding === 'json' ? jsonOf(body!) : formOf(body!);
    }
    return request;
  };

  const run = async (c: Case, identity: string, headers: Record<string, string>) => {
    const logged = errorLines.length;
    const response = await t.app.inject(await requestOf(c, headers));
    const written = await tablesWritten();
    const where = `${c.route.method} ${c.route.url} as ${identity}, ${c.label}`;
    const problems: string[] = [];
    if (response.statusCode >= 500) {
      problems.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    const unexpected = written.filter((table) => !refusalWrites.has(table));
    if (response.statusCode >= 400 && unexpected.length) {
      problems.push(`${where}: ${response.statusCode} but wrote ${unexpected.join(', ')}`);
    }
    for (const line of errorLines.slice(logged)) {
      problems.push(`${where}: logged ${line.slice(0, 300)}`);
    }
    return problems;
  };

  it('finds the routes and their fields', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /app-api/v/user/login',
        'GET /app-api/game/list-all',
        'POST /app-api/api/user/updateBank',
        'POST /app-api/operator/system-config',
        'GET /sys-upload/images/*',
      ]),
    );
    const updateBank = routes.find((route) => route.url === '/app-api/api/user/updateBank')!;
    expect(updateBank.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['bankName', 'bankAccount', 'accountName', 'bankBranch']),
    );
    // Every required field has a valid value, so that a case reaches past validation.
    const missing = routes.flatMap((route) =>
      route.fields
        .filter((field) => field.required && exampleFor(field) === undefined)
        .map((field) => `${route.method} ${route.url} ${field.location}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('sees every write in the journal', async () => {
    await tablesWritten();
    await t.app.services.sessions.start(
      { id: memberId },
      { remember: false, ip: '127.0.0.1', userAgent: 'route fuzz' },
    );
    expect(await tablesWritten()).toEqual(['sessions']);
    expect(await tablesWritten()).toEqual([]);
  });

  it('answers bad values without a 5xx, an error log or, when refusing, a change', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const cases = [...tableCases(route), ...randomCases(route, 8)];
      for (const identity of ['guest', 'member'] as const) {
        const headers = identity === 'member' ? await memberHeaders(route) : {};
        await tablesWritten();
        for (const c of cases) {
          problems.push(...(await run(c, identity, headers)));
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 420_000); // about 3,500 requests, one at a time: 15–100 s on a busy 2-core machine, more beside a bench
});
