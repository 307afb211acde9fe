import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlOf } from '../src/config';

describe('configuration from the environment', () => {
  it('has defaults for a plain `npm start`', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: path.resolve(import.meta.dirname, '../../../data'),
      THEME: 'theme4',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(publicUrlOf(config)).toBe('http://localhost:8080');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' }).REDIS_URL).toBeUndefined();
  });

  it('reads the variables it knows', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/site',
      REDIS_URL: 'redis://cache:6379',
      THEME: 'theme2',
      COMPANY_CODE: 'ABC9',
    });
    expect(config).toMatchObject({ PORT: 9000, THEME: 'theme2', COMPANY_CODE: 'ABC9' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ THEME: 'theme9' }, 'THEME'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ OPERATOR_TOKEN: 'short' }, 'OPERATOR_TOKEN'],
  ])('refuses %o, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
