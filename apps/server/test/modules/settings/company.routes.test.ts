import { afterEach, describe, expect, it } from 'vitest';
import { companyInfo, okEnvelope } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('GET /app-api/company/get', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers the company of the configured code', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/app-api/company/get?_t=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = okEnvelope(companyInfo).parse(res.json());
    expect(data).toMatchObject({ companyCode: 'LT01', name: '彩民之家', appDisplay: 0 });
  });

  it('answers 404 when the company is not configured', async () => {
    t = await createTestApp({ seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/app-api/company/get' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SYS/NOT_FOUND', msg: '公司信息未配置' });
    // Nor is company.json published (quietly: an empty database is not a fault).
    const file = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/company.json' });
    expect(file.statusCode).toBe(404);
  });
});
