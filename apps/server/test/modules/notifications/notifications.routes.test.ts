import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePage } from '@lottery/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { bearer, signIn } from '../../helpers/accounts';

describe('notifications (/app-api/api/pushMessage/*)', () => {
  let t: TestApp;
  let member: string;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signIn(t.app);
    agent = await signIn(t.app, 'agent01', 'Agent1234');
  });
  afterAll(() => t.close());

  const get = (url: string, token = member) =>
    t.app.inject({ method: 'GET', url: `/app-api/api/pushMessage/${url}`, headers: bearer(token) });

  it('lists the member’s messages newest first, paged', async () => {
    const page = messagePage.parse((await get('queryAll?page=1&rows=2')).json().data);
    expect(page.totalCount).toBe(3);
    expect(page.unReadCount).toBe(3);
    expect(page.data.map((m) => m.title)).toEqual(['VIP 晋级通知', '充值到账通知']);
    const second = messagePage.parse((await get('queryAll?page=2&rows=2')).json().data);
    expect(second.data.map((m) => m.title)).toEqual(['欢迎加入彩民之家']);
    expect(messagePage.parse((await get('queryAll', agent)).json().data).totalCount).toBe(0);
  });

  it('marks read and removes only the member’s own messages', async () => {
    const [first] = messagePage.parse((await get('queryAll')).json().data).data;
    expect((await get(`modifyReadStatus?id=${first!.id}`, agent)).statusCode).toBe(404);
    expect((await get(`remove?id=${first!.id}`, agent)).statusCode).toBe(404);

    expect((await get(`modifyReadStatus?id=${first!.id}`)).json()).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect(messagePage.parse((await get('queryAll')).json().data).unReadCount).toBe(2);
    expect((await get(`remove?id=${first!.id}`)).statusCode).toBe(200);
    expect(messagePage.parse((await get('queryAll')).json().data).totalCount).toBe(2);
  });

  it.each([
    'queryAll?page=0',
    'queryAll?rows=1000',
    'queryAll?page=-1',
    'modifyReadStatus?id=abc',
    'remove',
    'remove?id=1%20or%201=1',
  ])('refuses %s with a 400', async (url) => {
    expect((await get(url)).statusCode).toBe(400);
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-api/api/pushMessage/queryAll' });
    expect(res.statusCode).toBe(401);
  });
});
