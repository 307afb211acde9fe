import type { FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import {
  drawChannel,
  drawLiveMessage,
  drawSocketCommand,
  drawSocketMessages,
  drawSocketParams,
  drawSocketRoute,
  drawSocketTiming,
  drawSocketTypes,
  maxDrawSubscriptions,
} from '@lottery/contracts';
import type { DrawPush, DrawSocketReply, DrawSocketType, LotteryInfo } from '@lottery/contracts';
import type { Bus, Unsubscribe } from '../../realtime/bus';
import type { DrawsService } from './draws.service';

/** A client whose unsent pushes pass this is too slow to keep: it is dropped, not waited for. */
export const slowConsumerBytes = 1024 * 1024;
/** How often silent clients are looked for (a client pings every 15 s). */
const sweepEveryMs = 5_000;

interface Client {
  socket: WebSocket;
  subscriptions: Set<string>;
  /**
   * Date.now() of the client's last message. Liveness is the connection's own, in real time, like
   * the sweeper's interval: the injected `now` is the draws' clock, which tests move by minutes.
   */
  lastSeen: number;
}

const key = (gameId: number, type: DrawSocketType) => `${gameId}:${type}`;

/**
 * A subscription in the right shape whose gameId is no game's (0, 123456, "abc"): answered
 * 游戏不存在 as documented, not 无法识别的指令.
 */
const subscribeToUnknownGame = z.strictObject({
  command: z.literal('subscribe'),
  content: z.strictObject({
    gameId: z.union([z.number(), z.string()]),
    type: z.enum(drawSocketTypes),
  }),
});

/** The push of one type from a game's lottery info (spec part 2 §7 lists its fields). */
type PushSource = Pick<LotteryInfo, 'gameId' | 'cur' | 'pre' | 'plan' | 'serverTime'>;

export const drawPushOf = (type: DrawSocketType, info: PushSource): DrawPush => ({
  command: 'push',
  type,
  gameId: info.gameId,
  turnNum: type === 'VIDEO' ? info.cur.turnNum : info.pre.turnNum,
  openNum: info.pre.openNum,
  liveUrl: type === 'VIDEO' ? info.cur.liveUrl : info.pre.liveUrl,
  isStreaming: info.pre.isStreaming,
  pre: info.pre,
  cur: info.cur,
  plan: info.plan,
  serverTime: info.serverTime,
});

const send = (client: Client, json: string | Buffer) => {
  if (client.socket.readyState !== client.socket.OPEN) return;
  if (client.socket.bufferedAmount > slowConsumerBytes) {
    client.socket.terminate();
    return;
  }
  client.socket.send(json);
};

/**
 * The sockets of this process and their subscriptions. Each game with subscribers here listens
 * on the bus (`draw:{gameId}`), so a draw made by any process reaches every process's clients;
 * each push is serialized once per event and type, then written to each socket.
 */
export const createDrawHub = ({
  bus,
  draws,
  now,
}: {
  bus: Bus;
  draws: Pick<DrawsService, 'lotteryInfo'>;
  now: () => number;
}) => {
  const clients = new Set<Client>();
  const listening = new Map<number, Promise<Unsubscribe>>();
  const reading = new Map<number, Promise<LotteryInfo>>();

  /** One read of a game's info serves every subscription that arrives while it runs. */
  const currentInfo = (gameId: number) => {
    let read = reading.get(gameId);
    if (!read) {
      read = draws.lotteryInfo(gameId).finally(() => reading.delete(gameId));
      reading.set(gameId, read);
    }
    return read;
  };

  /** Subscribers by `gameId:type`, so a push visits only its own. */
  const subscribers = new Map<string, Set<Client>>();
  const subscribersOf = (gameId: number, type: DrawSocketType) =>
    subscribers.get(key(gameId, type)) ?? new Set<Client>();
  const follow = (client: Client, subscription: string) => {
    client.subscriptions.add(subscription);
    const set = subscribers.get(subscription) ?? new Set<Client>();
    set.add(client);
    subscribers.set(subscription, set);
  };
  const unfollow = (client: Client, subscription: string) => {
    client.subscriptions.delete(subscription);
    subscribers.get(subscription)?.delete(client);
  };

  /** The bus message carries the info; anything else there is answered from the database. */
  const broadcast = async (gameId: number, message: unknown) => {
    const live = drawLiveMessage.safeParse(message);
    const info = live.success ? live.data : await currentInfo(gameId);
    for (const type of ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] as const) {
      const audience = subscribersOf(gameId, type);
      if (audience.size === 0) continue;
      // Encoded once: every socket gets the same bytes.
      const bytes = Buffer.from(JSON.stringify(drawPushOf(type, info)));
      for (const client of audience) send(client, bytes);
    }
  };

  /** Games whose bus subscription is in place: every later draw event of theirs arrives here. */
  const live = new Set<number>();

  const listen = (gameId: number): Promise<Unsubscribe> => {
    let subscribed = listening.get(gameId);
    if (!subscribed) {
      subscribed = bus
        .subscribe(drawChannel(gameId), (message) => {
          void broadcast(gameId, message).catch(() => undefined);
        })
        .then(
          (unsubscribe) => {
            live.add(gameId);
            return unsubscribe;
          },
          (error: unknown) => {
            // The next subscription tries again.
            listening.delete(gameId);
            throw error;
          },
        );
      listening.set(gameId, subscribed);
    }
    return subscribed;
  };

  const reply = (client: Client, message: DrawSocketReply) => send(client, JSON.stringify(message));

  const receive = async (client: Client, raw: string) => {
    client.lastSeen = Date.now();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const command = drawSocketCommand.safeParse(parsed);
    if (!command.success) {
      const unknownGame = subscribeToUnknownGame.safeParse(parsed).success;
      return reply(client, {
        command: 'error',
        msg: unknownGame ? drawSocketMessages.unknownGame : drawSocketMessages.badCommand,
      });
    }
    const message = command.data;
    if (message.command === 'ping') return reply(client, { command: 'pong', serverTime: now() });
    const { gameId, type } = message.content;
    if (message.command === 'unsubscribe') {
      unfollow(client, key(gameId, type));
      return undefined;
    }
    if (client.subscriptions.size >= maxDrawSubscriptions) {
      return reply(client, { command: 'error', msg: drawSocketMessages.tooManySubscriptions });
    }
    const listenedBefore = live.has(gameId);
    let info: LotteryInfo;
    try {
      info = await currentInfo(gameId);
      follow(client, key(gameId, type));
      if (!listenedBefore) {
        // A draw event between that read and the bus subscription would reach nobody here: the
        // state is read again, on its own, once every later event is sure to arrive.
        await listen(gameId);
        info = await draws.lotteryInfo(gameId);
      }
    } catch {
      unfollow(client, key(gameId, type));
      return reply(client, { command: 'error', msg: drawSocketMessages.unknownGame });
    }
    // The current state at once, so the client need not wait for the next draw event.
    return send(client, JSON.stringify(drawPushOf(type, info)));
  };

  const silentFor = drawSocketTiming.pingIntervalMs + drawSocketTiming.pongTimeoutMs;
  const sweeper = setInterval(() => {
    const at = Date.now();
    for (const client of clients) if (at - client.lastSeen > silentFor) client.socket.terminate();
  }, sweepEveryMs);
  sweeper.unref();

  const connect = (socket: WebSocket) => {
    const client: Client = { socket, subscriptions: new Set(), lastSeen: Date.now() };
    clients.add(client);
    socket.on('message', (data: RawData) => {
      void receive(client, data.toString());
    });
    socket.on('close', () => {
      clients.delete(client);
      for (const subscription of client.subscriptions) unfollow(client, subscription);
    });
  };

  const close = async () => {
    clearInterval(sweeper);
    for (const client of clients) client.socket.terminate();
    const unsubscribes = await Promise.all(listening.values());
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    listening.clear();
  };

  return { connect, close, size: () => clients.size };
};

/** `/ws-game/{id}`: the draw socket (the websocket plugin is registered by the app). */
export const drawSocketRoutes: FastifyPluginAsync<{ now: () => Date }> = async (app, { now }) => {
  const hub = createDrawHub({
    bus: app.bus,
    draws: app.services.draws,
    now: () => now().getTime(),
  });
  app.addHook('onClose', hub.close);

  app.get(drawSocketRoute, { websocket: true }, (socket, request) => {
    if (!drawSocketParams.safeParse(request.params).success) {
      socket.close(1008, 'bad connection id');
      return;
    }
    hub.connect(socket);
  });
};
