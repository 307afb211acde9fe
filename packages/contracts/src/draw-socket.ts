import { z } from 'zod';
import { drawSocketPath } from './constants';
import { lotteryCur, lotteryPlan, lotteryPre } from './draws';

/**
 * The draw socket of spec part 2 §7: `/ws-game/{id}` (id: the client's own connection name).
 * The client subscribes to a game's RESULT, VIDEO or LIVE_URL_HISTORY and pings every 15 s; the
 * server pushes the game's lottery info whenever its draw changes.
 */
export const drawSocketRoute = `${drawSocketPath}/:id`;
export const drawSocketUrl = (connectionId: string): string => `${drawSocketPath}/${connectionId}`;

export const drawSocketTiming = {
  pingIntervalMs: 15_000,
  pongTimeoutMs: 15_000,
} as const;

/**
 * The client's host list (spec part 2 §7, §9): up to 40 hosts from system_config
 * `draw_socket_hosts`; a host whose socket closes is dropped and another tried after 1 s; when
 * all have failed the list is restored and tried again after 5 s.
 */
export const drawSocketHosts = { max: 40, retryMs: 1_000, resetMs: 5_000 } as const;

/** At most this many subscriptions per socket (every game × every type is 36). */
export const maxDrawSubscriptions = 36;

export const drawSocketTypes = ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] as const;
export type DrawSocketType = (typeof drawSocketTypes)[number];

export const drawSocketParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

const subscription = z.strictObject({
  gameId: z.number().int().min(1).max(99_999),
  type: z.enum(drawSocketTypes),
});

/** What a client sends. */
export const drawSocketCommand = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('subscribe'), content: subscription }),
  z.strictObject({ command: z.literal('unsubscribe'), content: subscription }),
  z.strictObject({ command: z.literal('ping') }),
]);
export type DrawSocketCommand = z.infer<typeof drawSocketCommand>;

/** A push: the subscribed type with the game's lottery info, flattened as the spec lists it. */
export const drawPush = z.object({
  command: z.literal('push'),
  type: z.enum(drawSocketTypes),
  gameId: z.number().int(),
  turnNum: z.string(),
  openNum: z.string(),
  liveUrl: z.string(),
  isStreaming: z.union([z.literal(0), z.literal(1)]),
  pre: lotteryPre,
  cur: lotteryCur,
  /** Beyond the spec's list: the next draw, so a push alone keeps a result card whole. */
  plan: lotteryPlan,
  serverTime: z.number().int(),
});
export type DrawPush = z.infer<typeof drawPush>;

export const drawSocketReply = z.discriminatedUnion('command', [
  drawPush,
  z.object({ command: z.literal('pong'), serverTime: z.number().int() }),
  z.object({ command: z.literal('error'), msg: z.string() }),
]);
export type DrawSocketReply = z.infer<typeof drawSocketReply>;

/**
 * Whether a socket message is a push of a type the client subscribes to. The server's
 * `drawPush` schema shaped it; the browser checks only what it routes by (no zod on the home).
 */
export const isDrawPush = (value: unknown): value is DrawPush => {
  if (typeof value !== 'object' || value === null) return false;
  const reply = value as Record<string, unknown>;
  return (
    reply.command === 'push' &&
    Number.isInteger(reply.gameId) &&
    (drawSocketTypes as readonly unknown[]).includes(reply.type) &&
    typeof reply.pre === 'object' &&
    reply.pre !== null
  );
};

export const drawSocketMessages = {
  badCommand: '无法识别的指令',
  tooManySubscriptions: '订阅过多',
  unknownGame: '游戏不存在',
} as const;
