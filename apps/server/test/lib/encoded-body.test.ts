import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accepts, encodeBody } from '../../src/lib/encoded-body';

describe('encoded bodies', () => {
  it('compresses a body once both ways, brotli the smaller, and leaves a small one raw', async () => {
    const raw = Buffer.from(JSON.stringify({ rows: Array.from({ length: 600 }, (_, i) => i) }));
    const { brotli = Buffer.alloc(0), gzip = Buffer.alloc(0) } = await encodeBody(raw);
    expect(brotliDecompressSync(brotli)).toEqual(raw);
    expect(gunzipSync(gzip)).toEqual(raw);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(await encodeBody(Buffer.from('{"ok":1}'))).toEqual({ raw: Buffer.from('{"ok":1}') });
  });

  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip, deflate, br', 'gzip', true],
    ['gzip;q=0, br', 'gzip', false],
    ['gzip, br;q=0.0', 'br', false],
    ['identity', 'gzip', false],
    [undefined, 'br', false],
  ] as const)('reads Accept-Encoding %j for %s: %s', (header, coding, taken) => {
    expect(accepts(header, coding)).toBe(taken);
  });
});
