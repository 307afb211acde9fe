import { describe, expect, it } from 'vitest';
import { query } from './query';
import { describeError, z } from './validation';

describe('validation messages', () => {
  const schema = z.strictObject({ gameId: z.number().int(), name: z.string().min(2) });

  it('names the first failing field in Chinese, with where it came from', () => {
    const error = schema.safeParse({ gameId: 'x', name: 'ab' }).error!;
    expect(describeError(error, '查询参数')).toBe(
      '查询参数 参数 gameId 错误：无效输入：期望 数字，实际接收 string',
    );
  });

  it('lists unknown fields', () => {
    const error = schema.safeParse({ gameId: 1, name: 'ab', a: 1, b: 2 }).error!;
    expect(describeError(error)).toBe('包含未知参数：a、b');
  });

  it('lets reads carry the cache-busting _t and nothing unknown', () => {
    const read = query({ page: z.coerce.number().int().min(1) });
    expect(read.parse({ page: '2', _t: '1732230000000' })).toEqual({ page: 2, _t: 1732230000000 });
    expect(read.safeParse({ page: '2', other: '1' }).success).toBe(false);
  });
});
