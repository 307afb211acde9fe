import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CreateRedPacketBody } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../../lib/session';
import { signOutForTest } from '../../../../test/session';
import { apiError } from '../../../../test/fake-api';
import { setUpPageTests } from '../../../../test/toasts';
import { calls, hongbaoServer } from '../testing/hongbao-server';
import { renderHongbaoRoute } from '../testing/render-hongbao';

const { lastToast } = setUpPageTests();

const fromRoom = ['/chat-rooms/1001', '/chat-rooms/1001/hong-bao'];
const sendButton = () => screen.getByRole('button', { name: '塞钱进红包' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const problem = () => screen.getByRole('alert').textContent;
const bodiesOf = (fake: ReturnType<typeof hongbaoServer>) =>
  fake.callsTo(calls.create).map((call) => call.json as CreateRedPacketBody);

describe('/chat-rooms/:roomId/hong-bao', () => {
  it('shows the form with the total big, and 塞钱进红包 waits for both amount and count', async () => {
    hongbaoServer();
    renderHongbaoRoute(fromRoom);
    expect(await screen.findByTestId('hongbao-total')).toHaveProperty('textContent', '¥0.00');
    expect(screen.getByRole('heading', { name: '发红包' })).toBeDefined();
    expect(screen.getByLabelText('留言').getAttribute('placeholder')).toBe('恭喜发财，大吉大利');
    expect(sendButton().hasAttribute('disabled')).toBe(true);

    type('总金额', '12.5');
    expect(screen.getByTestId('hongbao-total').textContent).toBe('¥12.50');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    type('红包个数', '3');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    expect(problem()).toBe('');
  });

  it('keeps two decimals and checks the limits as typed', async () => {
    const fake = hongbaoServer();
    renderHongbaoRoute(fromRoom);
    await screen.findByTestId('hongbao-total');

    type('总金额', '1.239');
    expect(screen.getByLabelText('总金额')).toHaveProperty('value', '1.23');
    type('总金额', '0.5');
    expect(problem()).toBe('红包金额超出范围');
    type('总金额', '20001');
    expect(problem()).toBe('红包金额超出范围');
    type('总金额', '1');
    type('红包个数', '101');
    expect(problem()).toBe('红包个数超出范围');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    type('红包个数', '0');
    expect(problem()).toBe('红包个数超出范围');
    type('红包个数', '100');
    expect(problem()).toBe('');
    expect(sendButton().hasAttribute('disabled')).toBe(false);

    await act(async () => {
      fireEvent.click(sendButton());
    });
    await waitFor(() => expect(bodiesOf(fake)).toHaveLength(1));
    expect(bodiesOf(fake)[0]).toMatchObject({ amount: 1_000, count: 100 });
  });

  it('sends once for a double tap, with a key, and goes back to the room with the balance re-read', async () => {
    const fake = hongbaoServer();
    const { router } = renderHongbaoRoute(fromRoom);
    await screen.findByTestId('hongbao-total');
    await waitFor(() => expect(fake.callsTo(calls.profile)).toHaveLength(1));
    type('总金额', '10');
    type('红包个数', '3');
    fireEvent.change(screen.getByLabelText('留言'), { target: { value: '  大家好  ' } });

    await act(async () => {
      fireEvent.click(sendButton());
      fireEvent.click(sendButton());
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001'));
    expect(screen.getByRole('heading', { name: '聊天室1001' })).toBeDefined();
    const bodies = bodiesOf(fake);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      room_id: 1001,
      amount: 10_000,
      count: 3,
      greeting: '大家好',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9]{24}$/),
    });
    await waitFor(() => expect(fake.callsTo(calls.profile).length).toBeGreaterThan(1));
  });

  it('sends the default greeting when 留言 is left empty', async () => {
    const fake = hongbaoServer();
    renderHongbaoRoute(fromRoom);
    await screen.findByTestId('hongbao-total');
    type('总金额', '5');
    type('红包个数', '2');
    await act(async () => {
      fireEvent.click(sendButton());
    });
    await waitFor(() => expect(bodiesOf(fake)).toHaveLength(1));
    expect(bodiesOf(fake)[0]?.greeting).toBe('恭喜发财，大吉大利');
  });

  it('sends the same key again when the answer was lost', async () => {
    let dropNext = true;
    const fake = hongbaoServer();
    fake.route(calls.create, (call) => {
      if (dropNext) {
        dropNext = false;
        throw new TypeError('Failed to fetch');
      }
      return fake.handlers.create(call);
    });
    const { router } = renderHongbaoRoute(fromRoom);
    await screen.findByTestId('hongbao-total');
    type('总金额', '10');
    type('红包个数', '3');

    await act(async () => {
      fireEvent.click(sendButton());
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-rooms/1001'));
    const keys = bodiesOf(fake).map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(fake.state.money).toBe(990_000);
  });

  it("says the server's message and stays; the next tap has a fresh key", async () => {
    const fake = hongbaoServer({
      routes: { [calls.create]: () => apiError(400, 'WALLET/INSUFFICIENT', '余额不足') },
    });
    const { router } = renderHongbaoRoute(fromRoom);
    await screen.findByTestId('hongbao-total');
    type('总金额', '10');
    type('红包个数', '3');

    for (let tap = 1; tap <= 2; tap += 1) {
      await act(async () => {
        fireEvent.click(sendButton());
      });
      await waitFor(() => expect(bodiesOf(fake)).toHaveLength(tap));
      await waitFor(() => expect(lastToast()).toBe('余额不足'));
      await waitFor(() =>
        expect(sendButton().classList.contains('adm-button-loading')).toBe(false),
      );
    }
    expect(router.state.location.pathname).toBe('/chat-rooms/1001/hong-bao');
    const keys = bodiesOf(fake).map((body) => body.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('refuses a trial account with the trial toast and no call', async () => {
    const fake = hongbaoServer({ type: 'TEST' });
    const { queryClient } = renderHongbaoRoute(fromRoom);
    await screen.findByTestId('hongbao-total');
    await waitFor(() => expect(queryClient.getQueryData(profileQueryKey)).toBeDefined());
    type('总金额', '10');
    type('红包个数', '3');

    await act(async () => {
      fireEvent.click(sendButton());
    });
    expect(lastToast()).toBe('试玩账户无法进行该操作，请注册正式账户!');
    expect(fake.callsTo(calls.create)).toHaveLength(0);
  });

  it('sends a visitor to log in', async () => {
    signOutForTest();
    hongbaoServer();
    const { router } = renderHongbaoRoute(fromRoom);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
