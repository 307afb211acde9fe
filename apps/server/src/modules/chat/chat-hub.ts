import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import {
  awardChannel,
  chatChannel,
  chatClientFrame,
  chatCloseCode,
  chatCommand,
  chatLimits,
  chatPaths,
  chatSlowConsumerBytes,
  chatSocketTiming,
  errorCatalog,
  maxChatJoins,
  type ChatServerFrame,
  type ErrorCode,
} from '@lottery/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import { AppError } from '../../http/app-error';
import type { Bus, Unsubscribe } from '../../realtime/bus';
import type { ChatCaller } from './chat-auth';
import type { ChatRoomRow } from './chat-store';
import type { ChatService } from './chat.service';

/** How often silent sockets are looked for (a client pings every 15 s). */
const sweepEveryMs = 5_000;
/** Frames of one socket waiting to be handled; a client past this floods and is dropped. */
const maxQueuedFrames = 64;

interface HeldFrame {
  seq: number | undefined;
  bytes: Buffer;
}

interface Client {
  socket: WebSocket;
  caller: ChatCaller;
  token: string;
  rooms: Set<number>;
  /** Live frames of a room held while its missed messages are read (sent after, deduplicated). */
  holding: Map<number, HeldFrame[]>;
  /** Date.now() of the last frame: liveness is real time, not the injected (test-moved) clock. */
  lastSeen: number;
  queue: Promise<void>;
  queued: number;
}

const socketQuery = z.object({
  token: z.string().min(1).max(256),
  isGuest: z.string().optional(),
});

const awardNotice = z.object({
  nickname: z.string(),
  userName: z.string(),
  gameId: z.number(),
  gameName: z.string(),
  reward: z.number(),
});

const encode = (frame: ChatServerFrame) => Buffer.from(JSON.stringify(frame));

const errorFrame = (
  code: ErrorCode,
  message: string,
  about: { client_id?: string; room_id?: number } = {},
): ChatServerFrame => ({ command: chatCommand.error, content: { ...about, code, msg: message } });

/** The seq of a message frame (held frames at or below a sync's last row are not sent twice). */
const seqOf = (frame: ChatServerFrame): number | undefined =>
  frame.command === chatCommand.message || frame.command === chatCommand.privateMessage
    ? frame.content.seq
    : undefined;

/**
 * The chat sockets of this process. Each listens on the bus to the rooms its sockets follow,
 * to its chat users' own channels, to everyone's channel (invites) and to the award channel, so
 * a message stored by any process reaches every process's sockets. A frame is encoded once per
 * broadcast; a socket whose unsent bytes pass the bound is dropped, never waited for.
 */
export const createChatHub = ({
  bus,
  chat,
  changes,
  log,
}: {
  bus: Bus;
  chat: Pick<ChatService, 'auth' | 'rooms' | 'messages' | 'sessions'>;
  changes: Pick<ChangeFeed, 'on' | 'onReset'>;
  log?: FastifyBaseLogger;
}) => {
  const clients = new Set<Client>();
  const byRoom = new Map<number, Set<Client>>();
  const byUser = new Map<number, Set<Client>>();
  const byMember = new Map<number, Set<Client>>();
  const listening = new Map<string, Promise<Unsubscribe>>();
  let closed = false;

  const send = (client: Client, bytes: Buffer) => {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > chatSlowConsumerBytes) {
      socket.terminate();
      return;
    }
    // Text frames: a browser hands them to onmessage as strings.
    socket.send(bytes, { binary: false });
  };
  const reply = (client: Client, frame: ChatServerFrame) => send(client, encode(frame));

  /** A frame of a room: held while the client reads that room's missed messages. */
  const deliver = (client: Client, roomId: number, held: HeldFrame) => {
    const holding = client.holding.get(roomId);
    if (holding) holding.push(held);
    else send(client, held.bytes);
  };

  const listen = (channel: string, handler: (message: unknown) => void) => {
    let subscription = listening.get(channel);
    if (!subscription) {
      subscription = bus.subscribe(channel, handler);
      listening.set(channel, subscription);
    }
    return subscription;
  };
  const unlisten = (channel: string) => {
    const subscription = listening.get(channel);
    if (!subscription) return;
    listening.delete(channel);
    void subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  };

  const onRoomFrame = (roomId: number) => (message: unknown) => {
    const audience = byRoom.get(roomId);
    if (!audience || audience.size === 0) return;
    const frame = message as ChatServerFrame;
    const held = { seq: seqOf(frame), bytes: encode(frame) };
    for (const client of audience) deliver(client, roomId, held);
  };

  const onUserFrame = (chatUserId: number) => (message: unknown) => {
    const audience = byUser.get(chatUserId);
    if (!audience || audience.size === 0) return;
    const frame = message as ChatServerFrame;
    const held = { seq: seqOf(frame), bytes: encode(frame) };
    const roomId = frame.command === chatCommand.privateMessage ? frame.content.room_id : null;
    for (const client of audience) {
      if (roomId === null) send(client, held.bytes);
      else deliver(client, roomId, held);
    }
  };

  const onEveryone = (message: unknown) => {
    const bytes = encode(message as ChatServerFrame);
    for (const client of clients) send(client, bytes);
  };

  /** Big wins to every socket that follows a room; guests read the winner's name in base64. */
  const onAward = (message: unknown) => {
    const notice = awardNotice.safeParse(message);
    if (!notice.success) return;
    const forMembers = encode({ command: chatCommand.award, content: notice.data });
    const forGuests = encode({
      command: chatCommand.award,
      content: {
        ...notice.data,
        userName: Buffer.from(notice.data.userName).toString('base64'),
      },
    });
    for (const client of clients) {
      if (client.rooms.size === 0) continue;
      send(client, client.caller.kind === 'guest' ? forGuests : forMembers);
    }
  };

  const add = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    const set = map.get(key) ?? new Set<Client>();
    set.add(client);
    map.set(key, set);
  };
  /** Removes the client; true when it was the key's last. */
  const remove = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    const set = map.get(key);
    if (!set) return false;
    set.delete(client);
    if (set.size > 0) return false;
    map.delete(key);
    return true;
  };

  const follow = async (client: Client, roomId: number) => {
    client.rooms.add(roomId);
    add(byRoom, roomId, client);
    await listen(chatChannel.room(roomId), onRoomFrame(roomId));
  };
  const unfollow = (client: Client, roomId: number) => {
    client.rooms.delete(roomId);
    client.holding.delete(roomId);
    if (remove(byRoom, roomId, client)) unlisten(chatChannel.room(roomId));
  };

  /**
   * The messages of a room after a seq, oldest first (at most the records limit; the client asks
   * again while last_seq is above its last row). Live frames of the room that arrive meanwhile
   * are held, then sent unless the sync already carried them: no gap, no duplicate.
   */
  const sync = async (client: Client, room: ChatRoomRow, after: number) => {
    client.holding.set(room.id, []);
    let upTo = after;
    let complete = true;
    try {
      const rows = await chat.rooms.rowsAfter(client.caller, room, after, chatLimits.recordsLimit);
      upTo = rows.at(-1)?.seq ?? after;
      complete = rows.length < chatLimits.recordsLimit;
      reply(client, {
        command: chatCommand.sync,
        content: { room_id: room.id, rows, last_seq: Math.max(room.lastSeq, upTo) },
      });
    } finally {
      const held = client.holding.get(room.id) ?? [];
      client.holding.delete(room.id);
      for (const frame of held) {
        if (frame.seq === undefined) send(client, frame.bytes);
        // After a partial sync the client asks again from its last row, so later ones wait.
        else if (frame.seq > upTo && complete) send(client, frame.bytes);
      }
    }
  };

  const fail = (
    client: Client,
    error: unknown,
    about: { client_id?: string; room_id?: number },
  ) => {
    if (error instanceof AppError) {
      reply(client, errorFrame(error.code, error.message, about));
      return;
    }
    log?.error({ err: error }, 'chat socket frame failed');
    reply(client, errorFrame('SYS/INTERNAL', errorCatalog['SYS/INTERNAL'].message, about));
  };

  const handle = async (client: Client, raw: string) => {
    client.lastSeen = Date.now();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const frame = chatClientFrame.safeParse(parsed);
    if (!frame.success) {
      const content = (parsed as { content?: { client_id?: unknown; room_id?: unknown } })?.content;
      const about = {
        ...(typeof content?.client_id === 'string' ? { client_id: content.client_id } : {}),
        ...(typeof content?.room_id === 'number' ? { room_id: content.room_id } : {}),
      };
      const issue = frame.error.issues.find((item) => item.path.includes('body'));
      reply(
        client,
        errorFrame(
          'SYS/VALIDATION',
          issue?.message ?? errorCatalog['SYS/VALIDATION'].message,
          about,
        ),
      );
      return;
    }
    const { data } = frame;
    switch (data.command) {
      case chatCommand.ping:
        reply(client, { command: chatCommand.pong });
        return;
      case chatCommand.join: {
        const { room_id: roomId, after } = data.content;
        try {
          if (!client.rooms.has(roomId) && client.rooms.size >= maxChatJoins) {
            throw new AppError('SYS/RATE_LIMITED');
          }
          const room = await chat.rooms.enter(client.caller, roomId);
          await follow(client, room.id);
          await sync(client, room, after ?? room.lastSeq);
        } catch (error) {
          fail(client, error, { room_id: roomId });
        }
        return;
      }
      case chatCommand.sync: {
        const { room_id: roomId, after } = data.content;
        try {
          const room = await chat.rooms.roomForCaller(client.caller, roomId);
          await sync(client, room, after);
        } catch (error) {
          fail(client, error, { room_id: roomId });
        }
        return;
      }
      case chatCommand.leave:
        unfollow(client, data.content.room_id);
        return;
      case chatCommand.message: {
        const { client_id: clientId, room_id: roomId } = data.content;
        try {
          const { ack } = await chat.messages.send(client.caller, data.content);
          reply(client, { command: chatCommand.ack, content: ack });
        } catch (error) {
          fail(client, error, { client_id: clientId, room_id: roomId });
        }
        return;
      }
      case chatCommand.invite:
        try {
          await chat.messages.invite(client.caller, data.content.room_id);
        } catch (error) {
          fail(client, error, { room_id: data.content.room_id });
        }
        return;
    }
  };

  const enqueue = (client: Client, raw: string) => {
    if (client.queued >= maxQueuedFrames) {
      client.socket.terminate();
      return;
    }
    client.queued += 1;
    client.queue = client.queue
      .then(() => handle(client, raw))
      .catch((error: unknown) => log?.error({ err: error }, 'chat socket frame failed'))
      .finally(() => {
        client.queued -= 1;
      });
  };

  /** Tells the client why, then closes: it must not reconnect with the same token. */
  const refuse = (socket: WebSocket, error: AppError, code: number) => {
    if (socket.readyState === socket.OPEN) {
      socket.send(JSON.stringify(errorFrame(error.code, error.message)));
      socket.close(code, error.code);
    }
  };

  const drop = (client: Client) => {
    if (!clients.delete(client)) return;
    for (const roomId of [...client.rooms]) unfollow(client, roomId);
    const chatUserId = client.caller.chatUser.id;
    if (remove(byUser, chatUserId, client)) unlisten(chatChannel.user(chatUserId));
    if (client.caller.kind === 'member') remove(byMember, client.caller.member.user.id, client);
  };

  const connect = (socket: WebSocket, query: unknown) => {
    const early: string[] = [];
    let client: Client | undefined;
    let gone = false;
    socket.on('message', (data: RawData) => {
      const raw = data.toString();
      if (client) enqueue(client, raw);
      else if (early.length < maxQueuedFrames) early.push(raw);
    });
    socket.on('close', () => {
      gone = true;
      if (client) drop(client);
    });
    const open = async () => {
      const params = socketQuery.safeParse(query);
      if (!params.success) {
        refuse(socket, new AppError('CHAT/TOKEN_INVALID'), chatCloseCode.tokenInvalid);
        return;
      }
      try {
        await chat.rooms.assertOpen();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(socket, error, chatCloseCode.unavailable);
        return;
      }
      let caller: ChatCaller;
      try {
        caller = await chat.auth.resolve(params.data.token, params.data.isGuest === '1');
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refuse(socket, new AppError('CHAT/TOKEN_INVALID'), chatCloseCode.tokenInvalid);
        return;
      }
      if (gone || closed) return;
      const ready: Client = {
        socket,
        caller,
        token: params.data.token,
        rooms: new Set(),
        holding: new Map(),
        lastSeen: Date.now(),
        queue: Promise.resolve(),
        queued: 0,
      };
      clients.add(ready);
      add(byUser, caller.chatUser.id, ready);
      if (caller.kind === 'member') add(byMember, caller.member.user.id, ready);
      await listen(chatChannel.user(caller.chatUser.id), onUserFrame(caller.chatUser.id));
      reply(ready, {
        command: chatCommand.hello,
        content: { conection_id: randomBytes(12).toString('hex'), userId: caller.chatUser.id },
      });
      client = ready;
      for (const raw of early.splice(0)) enqueue(ready, raw);
    };
    open().catch((error: unknown) => {
      log?.error({ err: error }, 'chat socket open failed');
      socket.terminate();
    });
  };

  /** A member's session ended or their account changed: their sockets keep only a valid sign-in. */
  const recheck = (client: Client) => {
    if (client.caller.kind !== 'member') return;
    const { token } = client;
    client.queue = client.queue.then(async () => {
      try {
        await chat.sessions.authenticateChat(token);
      } catch (error) {
        if (!(error instanceof AppError)) {
          log?.error({ err: error }, 'chat socket recheck failed');
          return;
        }
        refuse(client.socket, new AppError('CHAT/TOKEN_INVALID'), chatCloseCode.tokenInvalid);
        drop(client);
      }
    });
  };
  const recheckMember = (userId: number) => {
    for (const client of byMember.get(userId) ?? []) recheck(client);
  };
  changes.on('user', recheckMember);
  changes.on('session', recheckMember);
  changes.onReset(() => {
    for (const client of clients) recheck(client);
  });

  const sweeper = setInterval(() => {
    const at = Date.now();
    for (const client of clients) {
      if (at - client.lastSeen > chatSocketTiming.idleMs) client.socket.terminate();
    }
  }, sweepEveryMs);
  sweeper.unref();

  /** Everyone's channel and the award channel, on every process. */
  const start = async () => {
    await Promise.all([listen(chatChannel.all, onEveryone), listen(awardChannel, onAward)]);
  };

  const close = async () => {
    closed = true;
    clearInterval(sweeper);
    for (const client of clients) client.socket.terminate();
    const subscriptions = await Promise.all(listening.values());
    listening.clear();
    await Promise.all(subscriptions.map((unsubscribe) => unsubscribe()));
  };

  return { start, connect, close, size: () => clients.size };
};
export type ChatHub = ReturnType<typeof createChatHub>;

/** `/api-messen/ws?token=…[&isGuest=1]`: the chat socket (the websocket plugin is the app's). */
export const chatSocketRoutes: FastifyPluginAsync = async (app) => {
  const hub = createChatHub({
    bus: app.bus,
    chat: app.services.chat,
    changes: app.changes,
    log: app.log,
  });
  await hub.start();
  app.addHook('onClose', hub.close);
  app.get(chatPaths.socket, { websocket: true }, (socket, request) => {
    hub.connect(socket, request.query);
  });
};
