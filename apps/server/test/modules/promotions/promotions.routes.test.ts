import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operatorTokenHeader,
  promotion,
  promotionDetail,
  z,
  type SavePromotionBody,
} from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const token = 'operator-token-for-tests-0123456789';
const dayMs = 86_400_000;

describe('the promotion calls', () => {
  let t: TestApp;
  // The demo promotions run from days before the seed to months after it; the clock starts now.
  let at = Date.now();
  beforeAll(async () => {
    t = await createTestApp({
      config: { OPERATOR_TOKEN: token },
      overrides: { now: () => new Date(at) },
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const list = async (query = '') => {
    const response = await get(`/app-api/promotion/list?device=1${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return z.array(promotion).parse(response.json().data);
  };
  const detail = async (id: number) => {
    const response = await get(`/app-api/promotion/detail?id=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return promotionDetail.parse(response.json().data);
  };
  const operator = (url: string, payload: unknown, given: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: `/app-api/operator/promotions${url}`,
      headers: given === null ? {} : { [operatorTokenHeader]: given },
      payload: payload as Record<string, unknown>,
    });
  const save = async (body: Partial<SavePromotionBody>) => {
    const response = await operator('', body);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { id: number } }).data.id;
  };
  const base = (): Partial<SavePromotionBody> => ({
    classifyType: 2,
    name: '测试充值活动',
    coverUrl: '/sys-upload/images/test.svg',
    startTime: at - dayMs,
    endTime: at + dayMs,
  });

  it('lists the running demo promotions of every classification, not the ended one', async () => {
    const promotions = await list('&companyCode=' + t.app.config.COMPANY_CODE);
    expect(promotions.map((item) => item.classifyName)).toEqual([
      '新人',
      '新人',
      '充值',
      '充值',
      '返水',
      '返水',
      '活动',
      '活动',
    ]);
    expect(promotions.map((item) => item.name)).not.toContain('国庆大回馈');
    for (const item of promotions) {
      expect(item.startTime).toBeLessThanOrEqual(at);
      expect(item.endTime).toBeGreaterThanOrEqual(at);
      expect(item.coverUrl).toMatch(/^\/sys-upload\/images\/promotion-\d+-[\w-]+\.svg$/);
    }
    const link = promotions.find((item) => item.templateType === 3);
    expect(link?.linkUrl).toBe('https://www.example.com/app');
    expect(promotions.filter((item) => item.templateType === 3)).toHaveLength(1);
  });

  it('opens a running promotion with its sanitized page', async () => {
    const [first] = await list();
    const page = await detail(first!.id);
    expect(page).toMatchObject({ id: first!.id, name: first!.name });
    expect(page.content).toContain('<li>');
  });

  it('lists a promotion from its start to its end only, on its devices', async () => {
    const later = await save({ ...base(), startTime: at + dayMs, endTime: at + 2 * dayMs });
    const computers = await save({ ...base(), name: '电脑专享', device: 2 });
    expect((await list()).map((item) => item.id)).not.toContain(later);
    expect((await get(`/app-api/promotion/detail?id=${later}`)).json()).toMatchObject({
      code: 'PROMO/NOT_FOUND',
      msg: '活动不存在或已结束',
    });
    expect((await list()).map((item) => item.id)).not.toContain(computers);
    const forComputers = z
      .array(promotion)
      .parse((await get('/app-api/promotion/list?device=2')).json().data);
    expect(forComputers.map((item) => item.id)).toContain(computers);

    at += dayMs + 1;
    expect((await list()).map((item) => item.id)).toContain(later);
    at += 2 * dayMs;
    expect((await list()).map((item) => item.id)).not.toContain(later);
    expect((await get(`/app-api/promotion/detail?id=${later}`)).statusCode).toBe(404);
    at -= 3 * dayMs + 1;
  });

  it('stores the page sanitized, changes and removes a promotion', async () => {
    const id = await save({
      ...base(),
      content: '<p onclick="steal()">充值送<script>alert(1)</script><b>彩金</b></p>',
    });
    expect((await detail(id)).content).toBe('<p>充值送<b>彩金</b></p>');

    await save({ ...base(), id, name: '改过的名字', classifyType: 9, classifyName: '节日' });
    const changed = (await list()).find((item) => item.id === id);
    expect(changed).toMatchObject({ name: '改过的名字', classifyType: 9, classifyName: '节日' });

    expect((await operator('/remove', { id })).statusCode).toBe(200);
    expect((await list()).map((item) => item.id)).not.toContain(id);
    expect((await operator('/remove', { id })).json()).toMatchObject({ code: 'PROMO/NOT_FOUND' });
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = await list();
    for (const url of [
      '/app-api/promotion/list?device=9',
      '/app-api/promotion/list?companyCode=OTHER',
      '/app-api/promotion/list?device=1&extra=1',
      '/app-api/promotion/detail?id=abc',
      '/app-api/promotion/detail?id=0',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'SYS/VALIDATION' });
    }
    expect((await get('/app-api/promotion/detail?id=999999')).statusCode).toBe(404);

    const refusals: [
      Partial<SavePromotionBody> | Record<string, unknown>,
      string | null,
      number,
    ][] = [
      [base(), null, 401],
      [base(), 'wrong-token', 401],
      [{ ...base(), endTime: at - 2 * dayMs }, token, 400],
      [{ ...base(), templateType: 3 }, token, 400],
      [{ ...base(), name: '活动\u0000名' }, token, 400],
      [{ ...base(), name: '' }, token, 400],
      [{ ...base(), color: 'red' }, token, 400],
      [{ ...base(), linkUrl: 'javascript:alert(1)' }, token, 400],
      [{ ...base(), classifyType: 77 }, token, 400],
      [{ ...base(), id: 999999 }, token, 404],
      [{ ...base(), unknown: 1 }, token, 400],
    ];
    for (const [body, given, status] of refusals) {
      const response = await operator('', body, given);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await operator('', { ...base(), classifyType: 77 })).json()).toMatchObject({
      code: 'PROMO/CLASS_UNKNOWN',
    });
    expect(await list()).toEqual(before);
  });
});
