import type { DrawPush, DrawSocketType } from '@lottery/contracts';

/**
 * A WebSocket for tests: records every socket made, its url and what was sent (parsed); the test
 * opens, answers, drops or fails it. Closing it on purpose fires close as a browser would.
 */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** The newest socket. */
  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was made');
    return socket;
  }

  readonly url: string;
  readonly sent: unknown[] = [];
  /** Closed by the client. */
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByClient = true;
    this.onclose?.(new Event('close'));
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** A message from the server: JSON unless a string is given. */
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The server or the network closed the socket. */
  drop(): void {
    this.onclose?.(new Event('close'));
  }

  /** A failed connection: error, then close. */
  fail(): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new Event('close'));
  }
}

/** The fake as the client's `WebSocketImpl`. */
export const fakeWebSocketImpl = FakeWebSocket as unknown as typeof WebSocket;

/** A valid push of a game. */
export const pushOf = (gameId: number, type: DrawSocketType, turnNum = '2024001'): DrawPush => ({
  command: 'push',
  type,
  gameId,
  turnNum,
  openNum: '01,02,03,04,05,06,07',
  liveUrl: '',
  isStreaming: 0,
  pre: {
    turnNum,
    openNum: '01,02,03,04,05,06,07',
    isStreaming: 0,
    openTime: 1_732_230_000_000,
    liveUrl: '',
    revealTimes: [],
  },
  cur: { turnNum: '2024002', closeTime: 1_732_316_000_000, liveUrl: '', commitment: null },
  plan: { turnNum: '2024002', planTime: 1_732_316_100_000 },
  serverTime: 1_732_230_000_000,
});
