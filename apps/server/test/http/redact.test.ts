import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { serializeError } from '../../src/http/redact';

/** A PostgreSQL error as the drivers raise it (PGlite adds the statement and its values too). */
const pgError = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), { severity: 'ERROR', ...fields });

describe('the logged form of an error', () => {
  it('keeps a failed query’s statement and code, not its values, detail or quoted input', () => {
    const statement = 'update "users" set "email" = $1, "phone" = $2 where "users"."id" = $3';
    const values = ['li.si@mail.example', '13800138000', 42];
    const cause = pgError('invalid input syntax for type bigint: "13800138000x"', {
      code: '22P02',
      detail: 'Key (email)=(li.si@mail.example) already exists.',
      where: "unnamed portal parameter $2 = '13800138000'",
      hint: 'li.si@mail.example',
      query: statement,
      params: values,
      routine: 'pg_strtoint64_safe',
    });
    const error = new DrizzleQueryError(statement, values, cause);

    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: `Failed query: ${statement}`,
      query: statement,
      paramCount: 3,
      pgCode: '22P02',
      cause: {
        message: 'invalid input syntax for type bigint: "…"',
        code: '22P02',
        routine: 'pg_strtoint64_safe',
        query: statement,
        paramCount: 3,
      },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: update "users"[^\n]*\n\s+at /);
    const text = JSON.stringify(logged);
    for (const value of ['li.si@mail.example', '13800138000', 'params:', 'Key (']) {
      expect(text).not.toContain(value);
    }
  });

  it('keeps the identifiers of an integrity violation, whose values are only in its detail', () => {
    const logged = serializeError(
      pgError('duplicate key value violates unique constraint "users_account_unique"', {
        code: '23505',
        table: 'users',
        constraint: 'users_account_unique',
        detail: 'Key (lower(account))=(wangwu01) already exists.',
      }),
    );
    expect(logged).toMatchObject({
      message: 'duplicate key value violates unique constraint "users_account_unique"',
      code: '23505',
      pgCode: '23505',
      table: 'users',
      constraint: 'users_account_unique',
    });
    expect(JSON.stringify(logged)).not.toContain('wangwu01');
  });

  it('keeps an ordinary error’s message, code and stack, and cuts a params list off any message', () => {
    const plain = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    expect(serializeError(plain)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      syscall: 'connect',
      stack: expect.stringMatching(/^Error: connect ECONNREFUSED[^\n]*\n\s+at /),
    });
    const rewrapped = new Error(
      'publish failed: Failed query: select 1\nparams: 6222020200112233445',
    );
    expect(JSON.stringify(serializeError(rewrapped))).not.toContain('6222020200112233445');
    expect(serializeError('not an error' as unknown as Error)).toMatchObject({
      message: 'not an error',
    });
  });
});
