import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { terminalLogStream } from '../src/terminal-log';

describe('the terminal’s log lines', () => {
  it('are one readable line an entry, not JSON: the request, its answer, other fields after', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const log = pino({ base: { pid: 1, hostname: 'h' } }, await terminalLogStream(out));

    log.info({ reqId: 'req-1', req: { method: 'GET', url: '/app-api/company/get' } }, 'incoming');
    log.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 3.72 }, 'completed');
    log.warn({ driver: 'pglite' }, 'existing data kept');

    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[req-1\] GET \/app-api\/company\/get$/,
    );
    expect(lines[1]).toMatch(/INFO: \[req-1\] 200 in 4 ms$/);
    expect(lines[2]).toMatch(/WARN: existing data kept \{"driver":"pglite"\}$/);
    expect(text).not.toContain('"level"');
  });
});
