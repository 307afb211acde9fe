import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { okEnvelope, profile } from '@lottery/contracts';
import { readsSameBothWays, serializerCompiler } from '../../src/http/zod-compilers';

const compile = (compiler: typeof serializerCompiler, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/test' } as Parameters<typeof serializerCompiler>[0]);

const member = {
  code: 0,
  msg: 'success',
  data: {
    userInfo: {
      userId: 2,
      account: 'agent01',
      nickname: 'agent01',
      type: 'HY',
      avatarId: 1,
      vipLevel: 3,
      hyLevel: 3,
      cycleBetAmount: 0,
      isDl: 1,
      enableChat: 1,
      chatLevel: 0,
      chatThemeColor: 1,
      rebate: 8,
      // Not in the schema: never leaves the server.
      passwordHash: '$argon2id$…',
    },
    extInfo: { money: 1_000, liveMoney: 0, fundPwd: 1, rechMoney: 0 },
    userDetail: {
      domain: '',
      fullName: '',
      email: '',
      phone: '',
      qq: '',
      weixin: '',
      birthday: '',
    },
    unReadCount: 3,
  },
};

describe('the response serializer', () => {
  it('tells schemas that read the same both ways from those that do not', () => {
    expect(readsSameBothWays(okEnvelope(profile))).toBe(true);
    expect(readsSameBothWays(z.object({ a: z.array(z.string().nullable()) }))).toBe(true);
    expect(readsSameBothWays(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(readsSameBothWays(z.object({ a: z.number().default(1) }))).toBe(false);
    expect(readsSameBothWays(z.string().pipe(z.string()))).toBe(false);
    expect(
      readsSameBothWays(
        z.codec(z.string(), z.number(), {
          decode: Number,
          encode: String,
        }),
      ),
    ).toBe(false);
  });

  it('writes what the encoding serializer writes, without the fields outside the schema', () => {
    const schema = okEnvelope(profile);
    const written = compile(serializerCompiler, schema)(member);
    expect(written).toBe(compile(encodingSerializerCompiler, schema)(member));
    expect(written).not.toContain('passwordHash');
  });

  it('refuses what the schema refuses', () => {
    const schema = okEnvelope(profile);
    const wrong = { ...member, data: { ...member.data, unReadCount: 'three' } };
    expect(() => compile(serializerCompiler, schema)(wrong)).toThrow();
    expect(() => compile(encodingSerializerCompiler, schema)(wrong)).toThrow();
  });

  it('encodes a schema that does not read the same both ways', () => {
    const schema = z.object({
      at: z.codec(z.string(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    expect(compile(serializerCompiler, schema)({ at: new Date(0) })).toBe(
      '{"at":"1970-01-01T00:00:00.000Z"}',
    );
  });
});
