import { describe, expect, it } from 'vitest';
import { errorCatalog } from './error-catalog';

describe('the error catalogue', () => {
  it('gives every code a 4xx or 5xx status and a Chinese message', () => {
    for (const [code, { status, message }] of Object.entries(errorCatalog)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message, code).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('keeps the spec texts of the codes it names', () => {
    expect(errorCatalog['KY/0'].message).toBe('您正在牌局中，请稍后再试！');
    expect(errorCatalog['UC/CASH_PASSWORD_ERROR'].message).toBe('交易密码输入错误!');
    expect(errorCatalog['UC/TRIAL_FORBIDDEN'].message).toBe(
      '试玩账户无法进行该操作，请注册正式账户!',
    );
  });
});
