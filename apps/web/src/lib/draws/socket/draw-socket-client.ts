import { drawSocketHosts, isDrawPush, drawSocketTiming, drawSocketUrl } from '@lottery/contracts';
import type { DrawPush, DrawSocketCommand, DrawSocketType } from '@lottery/contracts';

export type DrawSocketStatus = 'CONNECTING' | 'OPEN' | 'CLOSED';
export type DrawPushListener = (push: DrawPush) => void;
export type DrawSocketStatusListener = (status: DrawSocketStatus) => void;

export interface DrawSocketClientOptions {
  /** ws(s) origins (see `drawSocketHostList`); at most `drawSocketHosts.max` are used. */
  hosts: readonly string[];
  /** The `{id}` of `/ws-game/{id}`; a random one by default. */
  connectionId?: string;
  WebSocketImpl?: typeof WebSocket;
  /** Picks the host to try: `[0, 1)`. */
  random?: () => number;
  /** How long the socket stays open after the last subscription goes (a page switching games). */
  idleCloseMs?: number;
}

export interface DrawSocketClient {
  /** Listens to a game's pushes of one type; connects on the first subscription. */
  subscribe(gameId: number, type: DrawSocketType, listener: DrawPushListener): () => void;
  status(): DrawSocketStatus;
  onStatus(listener: DrawSocketStatusListener): () => void;
  /** Drops every subscription and closes the socket. */
  close(): void;
}

/** A connection name the server accepts (`[A-Za-z0-9_-]`): 32 hex digits. */
export const newConnectionId = (): string =>
  // getRandomValues, not randomUUID: the latter is missing on plain-http pages.
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

interface Subscription {
  gameId: number;
  type: DrawSocketType;
  /** One entry per subscribe call, so the same function subscribed twice is counted twice. */
  listeners: Set<{ listener: DrawPushListener }>;
}

const keyOf = (gameId: number, type: DrawSocketType) => `${gameId}:${type}`;

/**
 * The draw socket client (spec part 2 §7): one socket to one of the hosts, the subscriptions of
 * every listener on it (one server subscription per game and type), a ping every 15 s. A socket
 * that closes, errs or misses a pong drops its host; another is tried after 1 s; when every host
 * has failed the list is restored and tried again after 5 s.
 */
export const createDrawSocketClient = ({
  hosts,
  connectionId = newConnectionId(),
  WebSocketImpl = globalThis.WebSocket,
  random = Math.random,
  idleCloseMs = 1_000,
}: DrawSocketClientOptions): DrawSocketClient => {
  const allHosts = [...new Set(hosts)].slice(0, drawSocketHosts.max);
  const [firstHost] = allHosts;
  if (firstHost === undefined) throw new Error('The draw socket needs at least one host');
  let remaining = [...allHosts];

  const subscriptions = new Map<string, Subscription>();
  const statusListeners = new Set<DrawSocketStatusListener>();
  let state: DrawSocketStatus = 'CLOSED';
  let socket: WebSocket | undefined;
  let socketHost: string | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: DrawSocketStatus) => {
    if (next === state) return;
    state = next;
    for (const listener of [...statusListeners]) listener(next);
  };

  const send = (command: DrawSocketCommand) => {
    if (socket && state === 'OPEN') socket.send(JSON.stringify(command));
  };

  const stopHeartbeat = () => {
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    pingTimer = undefined;
    pongTimer = undefined;
  };

  /** Closes the current socket on purpose: its events no longer reach the client. */
  const detach = () => {
    const closing = socket;
    socket = undefined;
    socketHost = undefined;
    stopHeartbeat();
    if (!closing) return;
    closing.onopen = null;
    closing.onmessage = null;
    closing.onclose = null;
    closing.onerror = null;
    try {
      closing.close();
    } catch {
      // Already closed.
    }
  };

  /** Drops a failed host and schedules the next try: 1 s, or 5 s once the list is restored. */
  const failOver = (host: string) => {
    remaining = remaining.filter((candidate) => candidate !== host);
    setStatus('CLOSED');
    if (subscriptions.size === 0) return;
    let delay: number = drawSocketHosts.retryMs;
    if (remaining.length === 0) {
      remaining = [...allHosts];
      delay = drawSocketHosts.resetMs;
    }
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
  };

  const fail = (failed: WebSocket) => {
    if (failed !== socket || socketHost === undefined) return;
    const host = socketHost;
    detach();
    failOver(host);
  };

  const deliver = (data: unknown) => {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    if (!isDrawPush(json)) return;
    const push = json;
    const subscription = subscriptions.get(keyOf(push.gameId, push.type));
    if (!subscription) return;
    for (const { listener } of [...subscription.listeners]) listener(push);
  };

  const startHeartbeat = (open: WebSocket) => {
    pingTimer = setInterval(() => {
      send({ command: 'ping' });
      pongTimer ??= setTimeout(() => fail(open), drawSocketTiming.pongTimeoutMs);
    }, drawSocketTiming.pingIntervalMs);
  };

  const connect = () => {
    if (socket || retryTimer !== undefined || subscriptions.size === 0) return;
    const index = Math.min(Math.floor(random() * remaining.length), remaining.length - 1);
    // The list is never empty here: a failure that empties it restores it.
    const host = remaining[Math.max(index, 0)] ?? firstHost;
    setStatus('CONNECTING');
    let opened: WebSocket;
    try {
      opened = new WebSocketImpl(`${host}${drawSocketUrl(connectionId)}`);
    } catch {
      failOver(host);
      return;
    }
    socket = opened;
    socketHost = host;
    opened.onopen = () => {
      if (opened !== socket) return;
      setStatus('OPEN');
      for (const { gameId, type } of subscriptions.values()) {
        send({ command: 'subscribe', content: { gameId, type } });
      }
      startHeartbeat(opened);
    };
    opened.onmessage = (event: MessageEvent) => {
      if (opened !== socket) return;
      // Any message shows the socket alive, not only a pong.
      clearTimeout(pongTimer);
      pongTimer = undefined;
      deliver(event.data);
    };
    opened.onclose = () => fail(opened);
    opened.onerror = () => fail(opened);
  };

  const shutdown = () => {
    clearTimeout(idleTimer);
    clearTimeout(retryTimer);
    idleTimer = undefined;
    retryTimer = undefined;
    detach();
    setStatus('CLOSED');
  };

  const goIdle = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (idleCloseMs <= 0) {
      shutdown();
      return;
    }
    clearTimeout(idleTimer);
    idleTimer = setTimeout(shutdown, idleCloseMs);
  };

  return {
    subscribe(gameId, type, listener) {
      const key = keyOf(gameId, type);
      let subscription = subscriptions.get(key);
      if (!subscription) {
        subscription = { gameId, type, listeners: new Set() };
        subscriptions.set(key, subscription);
        send({ command: 'subscribe', content: { gameId, type } });
      }
      const entry = { listener };
      subscription.listeners.add(entry);
      clearTimeout(idleTimer);
      idleTimer = undefined;
      connect();

      const own = subscription;
      return () => {
        if (!own.listeners.delete(entry)) return;
        if (own.listeners.size > 0 || subscriptions.get(key) !== own) return;
        subscriptions.delete(key);
        send({ command: 'unsubscribe', content: { gameId, type } });
        if (subscriptions.size === 0) goIdle();
      };
    },
    status: () => state,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
    close() {
      subscriptions.clear();
      shutdown();
    },
  };
};
