import { EventEmitter, once } from 'node:events';
import { connect as connectTcp, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { drawChannel, drawSocketReply, drawSocketUrl } from '@lottery/contracts';
import type { DrawSocketReply, LotteryInfo } from '@lottery/contracts';
import { createMemoryBus, type Bus } from '../../../src/realtime/bus';
import { createDrawHub, slowConsumerBytes } from '../../../src/modules/draws/draw-socket';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Collects a socket's replies; `next()` waits for the following one. */
const inbox = (socket: WebSocket) => {
  const queue: DrawSocketReply[] = [];
  const waiting: ((reply: DrawSocketReply) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const reply = drawSocketReply.parse(JSON.parse(data.toString()));
    const waiter = waiting.shift();
    if (waiter) waiter(reply);
    else queue.push(reply);
  });
  return {
    next: () =>
      new Promise<DrawSocketReply>((resolve, reject) => {
        const queued = queue.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no reply within 3 s')), 3000);
        waiting.push((reply) => {
          clearTimeout(timer);
          resolve(reply);
        });
      }),
    pending: () => queue.length,
  };
};

const send = (socket: WebSocket, message: unknown) => socket.send(JSON.stringify(message));

describe('the draw socket /ws-game/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const connect = () => t.app.injectWS(drawSocketUrl('client-1'));

  it('answers a subscription with the game’s current lottery info at once', async () => {
    const socket = await connect();
    const replies = inbox(socket);
    send(socket, { command: 'subscribe', content: { gameId: 110, type: 'RESULT' } });

    const push = await replies.next();
    expect(push).toMatchObject({ command: 'push', type: 'RESULT', gameId: 110 });
    if (push.command !== 'push') throw new Error('not a push');
    expect(push.turnNum).toBe(push.pre.turnNum);
    expect(push.openNum).toMatch(/^\d{2}(,\d{2}){6}$/);
    expect(push.cur.turnNum).not.toBe('');
    expect(Math.abs(push.serverTime - Date.now())).toBeLessThan(60_000);
    socket.terminate();
  });

  it('pushes again to subscribers whenever the game’s draw channel announces a change', async () => {
    const socket = await connect();
    const replies = inbox(socket);
    send(socket, { command: 'subscribe', content: { gameId: 71, type: 'VIDEO' } });
    await replies.next();

    await t.app.bus.publish(drawChannel(71), { event: 'ball', gameId: 71 });
    const push = await replies.next();
    expect(push).toMatchObject({ command: 'push', type: 'VIDEO', gameId: 71 });
    if (push.command !== 'push') throw new Error('not a push');
    expect(push.turnNum).toBe(push.cur.turnNum);
    socket.terminate();
  });

  it('stops pushing after unsubscribe', async () => {
    const socket = await connect();
    const replies = inbox(socket);
    const content = { gameId: 90, type: 'RESULT' };
    send(socket, { command: 'subscribe', content });
    await replies.next();
    send(socket, { command: 'unsubscribe', content });
    send(socket, { command: 'ping' });
    expect(await replies.next()).toMatchObject({ command: 'pong' });

    await t.app.bus.publish(drawChannel(90), { event: 'ball', gameId: 90 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(replies.pending()).toBe(0);
    socket.terminate();
  });

  it('answers ping with pong and the server time', async () => {
    const socket = await connect();
    const replies = inbox(socket);
    send(socket, { command: 'ping' });
    const pong = await replies.next();
    expect(pong.command).toBe('pong');
    socket.terminate();
  });

  it('answers a bad command or an unknown game with an error and stays open', async () => {
    const socket = await connect();
    const replies = inbox(socket);
    socket.send('not json');
    expect(await replies.next()).toEqual({ command: 'error', msg: '无法识别的指令' });
    send(socket, { command: 'subscribe', content: { gameId: 110, type: 'NEWS' } });
    expect(await replies.next()).toEqual({ command: 'error', msg: '无法识别的指令' });
    // A subscription whose game is no game's, whatever its number or text (docs/api.md).
    for (const gameId of [99_999, 0, -1, 123_456, 1.5, 'abc']) {
      send(socket, { command: 'subscribe', content: { gameId, type: 'RESULT' } });
      expect(await replies.next(), String(gameId)).toEqual({ command: 'error', msg: '游戏不存在' });
    }
    send(socket, { command: 'ping' });
    expect((await replies.next()).command).toBe('pong');
    socket.terminate();
  });

  it('closes a connection whose id is not a plain name', async () => {
    const socket = await t.app.injectWS(drawSocketUrl('x'.repeat(65)));
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(1008);
  });
});

describe('a malformed frame on the draw socket', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { LOG_LEVEL: 'info' },
      overrides: { logStream: { write: (line: string) => void lines.push(line) } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** A raw TCP client through the upgrade, so it can send what no WebSocket library would. */
  const upgraded = async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const tcp = connectTcp(port, '127.0.0.1');
    await once(tcp, 'connect');
    tcp.write(
      [
        `GET ${drawSocketUrl('raw-client')} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    );
    const [head] = (await once(tcp, 'data')) as [Buffer];
    expect(head.toString()).toMatch(/^HTTP\/1\.1 101 /);
    return tcp;
  };

  it.each([
    ['unmasked', Buffer.from([0x81, 0x02, 0x68, 0x69])],
    ['with an unknown opcode', Buffer.from([0x83, 0x80, 1, 2, 3, 4])],
    ['of invalid UTF-8 text', Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xc3, 0x28])],
  ])(
    'closes the socket of a client sending a frame %s, with a warning and no stack',
    async (_, frame) => {
      const start = lines.length;
      const tcp = await upgraded();
      const closed = once(tcp, 'close');
      tcp.on('data', () => undefined);
      tcp.write(frame);
      await closed;

      const logged = lines.slice(start).map((line) => JSON.parse(line) as Record<string, unknown>);
      const warning = logged.find((line) => line.msg === 'websocket closed: client error');
      expect(warning).toMatchObject({ level: 40, code: expect.stringMatching(/^WS_ERR_/) });
      expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(lines.slice(start).join('\n')).not.toContain('"stack"');
    },
  );
});

/** A stand-in socket: counts what it is sent and whether it was dropped. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  send(json: string) {
    this.sent.push(json);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
}

const info = (gameId: number): LotteryInfo => ({
  gameId,
  gameName: '极速六合彩',
  serverTime: 0,
  cur: { turnNum: '20261122-0002', closeTime: 1, liveUrl: '', commitment: null },
  pre: {
    turnNum: '20261122-0001',
    openNum: '01,02,03,04,05,06,07',
    isStreaming: 0,
    openTime: 0,
    liveUrl: '',
    revealTimes: [],
  },
  plan: { turnNum: '20261122-0002', planTime: 2 },
});

describe('the draw hub', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('drops a slow consumer instead of waiting for it; the others still get the push', async () => {
    const bus = createMemoryBus();
    const hub = createDrawHub({
      bus,
      draws: { lotteryInfo: async (id) => info(id) },
      now: Date.now,
    });
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    for (const socket of [slow, fast]) {
      hub.connect(socket as unknown as WebSocket);
      socket.emit(
        'message',
        Buffer.from('{"command":"subscribe","content":{"gameId":71,"type":"RESULT"}}'),
      );
    }
    await flush();
    slow.bufferedAmount = slowConsumerBytes + 1;

    await bus.publish(drawChannel(71), {});
    await flush();

    expect(slow.terminated).toBe(true);
    expect(fast.sent).toHaveLength(2);
    expect(hub.size()).toBe(1);
    await hub.close();
  });

  it('reads the state again once it listens: a draw before the bus subscription is not lost', async () => {
    const memory = createMemoryBus();
    const subscribing: (() => void)[] = [];
    // The bus subscription is held open until the test lets it complete (Redis takes a moment).
    const bus: Bus = {
      ...memory,
      subscribe: async (channel, handler) => {
        await new Promise<void>((resolve) => subscribing.push(resolve));
        return memory.subscribe(channel, handler);
      },
    };
    let drawn = info(71).pre;
    const hub = createDrawHub({
      bus,
      draws: { lotteryInfo: async (id) => ({ ...info(id), pre: drawn }) },
      now: Date.now,
    });
    const socket = new FakeSocket();
    hub.connect(socket as unknown as WebSocket);
    socket.emit(
      'message',
      Buffer.from('{"command":"subscribe","content":{"gameId":71,"type":"RESULT"}}'),
    );
    await vi.waitFor(() => expect(subscribing).toHaveLength(1));

    // The next turn is drawn while the subscription is on its way: its event reaches nobody here.
    drawn = { ...drawn, turnNum: '20261122-0002', openNum: '08,09,10,11,12,13,14' };
    await memory.publish(drawChannel(71), {});
    subscribing[0]!();

    await vi.waitFor(() => expect(socket.sent).toHaveLength(1));
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({
      command: 'push',
      turnNum: '20261122-0002',
      openNum: '08,09,10,11,12,13,14',
    });
    await hub.close();
  });

  it('drops a client that has sent nothing for 30 s (ping every 15 s, pong time-out 15 s)', async () => {
    vi.useFakeTimers();
    try {
      // The draws' clock stands still: liveness is measured in real (here: faked) time.
      const hub = createDrawHub({
        bus: createMemoryBus(),
        draws: { lotteryInfo: async (id) => info(id) },
        now: () => 0,
      });
      const quiet = new FakeSocket();
      const chatty = new FakeSocket();
      hub.connect(quiet as unknown as WebSocket);
      hub.connect(chatty as unknown as WebSocket);

      for (let ping = 0; ping < 3; ping += 1) {
        vi.advanceTimersByTime(10_000);
        chatty.emit('message', Buffer.from('{"command":"ping"}'));
      }
      vi.advanceTimersByTime(5_000);

      expect(quiet.terminated).toBe(true);
      expect(chatty.terminated).toBe(false);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
