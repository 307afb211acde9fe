import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config';

const serverDir = path.resolve(import.meta.dirname, '../..');
const drizzleKit = path.join(
  path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
  'bin.cjs',
);
const run = promisify(execFile);

describe('the committed migrations', () => {
  it('agree with the schema (drizzle-kit generates nothing new)', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      cpSync(path.join(serverDir, 'src/db/migrations'), path.join(work, 'migrations'), {
        recursive: true,
      });
      const before = readdirSync(path.join(work, 'migrations'));
      // The schema files drizzle.config.ts names.
      const schema = [drizzleConfig.schema ?? []].flat().map((file) => path.join(serverDir, file));
      writeFileSync(
        path.join(work, 'drizzle.config.ts'),
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(schema)}, out: './migrations' };\n`,
      );
      const { stdout, stderr } = await run(
        process.execPath,
        [drizzleKit, 'generate', '--config', 'drizzle.config.ts'],
        {
          cwd: work,
        },
      );
      expect(stderr).not.toContain('Error');
      expect(stdout).toContain('No schema changes');
      expect(readdirSync(path.join(work, 'migrations'))).toEqual(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
