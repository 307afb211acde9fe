import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { chatBase, chatCommand, chatPaths, type ChatServerFrame } from '@lottery/contracts';
import { chatClassGroups, chatRoomMembers, chatRooms } from '../../../src/db/chat-schema';
import { users } from '../../../src/db/schema';
import { chatUserOfMember } from '../../../src/modules/chat/chat-store';

/** A clock the test moves by hand (the app's `now`). */
export const manualClock = (start = Date.now()) => {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
};

let made = 0;

/** A fresh signed-in member with their access and chat tokens and chat user id. */
export const chatMember = async (
  app: FastifyInstance,
  options: { vipLevel?: number; chatLevel?: number; nickname?: string } = {},
) => {
  made += 1;
  const account = `ch${process.pid % 1000}x${made}${randomBytes(2).toString('hex')}`;
  const user = await app.services.account.createMember({
    account,
    password: null,
    vipLevel: options.vipLevel ?? 0,
  });
  await app.database.db
    .update(users)
    .set({ chatLevel: options.chatLevel ?? 0, nickname: options.nickname ?? `昵称${made}` })
    .where(eq(users.id, user.id));
  const { token, tokenChat } = await app.services.sessions.start(user, {
    remember: false,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  const chatUser = await chatUserOfMember(app.database.db, user.id);
  return { user, account, token, tokenChat, chatUserId: chatUser.id };
};
export type ChatMember = Awaited<ReturnType<typeof chatMember>>;

/** A new room of the first class group (so one test's traffic never meets another's). */
export const newRoom = async (
  app: FastifyInstance,
  values: Partial<typeof chatRooms.$inferInsert> = {},
) => {
  const { db } = app.database;
  const [group] = await db.select().from(chatClassGroups).limit(1);
  const [room] = await db
    .insert(chatRooms)
    .values({ classGroupId: group?.id ?? null, name: `测试房间${(made += 1)}`, ...values })
    .returning();
  if (!room) throw new Error('room not made');
  return room;
};

export const makeManager = (app: FastifyInstance, roomId: number, chatUserId: number) =>
  app.database.db
    .insert(chatRoomMembers)
    .values({ roomId, chatUserId, role: 1 })
    .onConflictDoUpdate({
      target: [chatRoomMembers.roomId, chatRoomMembers.chatUserId],
      set: { role: 1 },
    });

export const chatGet = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `${chatBase}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const chatPost = (
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  payload: Record<string, unknown>,
  asForm = false,
) =>
  app.inject({
    method: 'POST',
    url: `${chatBase}${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: asForm
      ? new URLSearchParams(
          Object.entries(payload).map(([key, value]) => [key, String(value)]),
        ).toString()
      : payload,
  });

export const dataOf = <T>(res: { json(): unknown }) => (res.json() as { data: T }).data;

export const newGuest = async (app: FastifyInstance) => {
  const res = await chatGet(app, chatPaths.guestIdGeneration);
  expect(res.statusCode).toBe(200);
  return dataOf<{ guest_id: number; hash_id: string; nickname: string; avatarId: number }>(res);
};

export type Frame = ChatServerFrame;

/** The frame type(s) of a command (a member may carry several commands, 4 | 5). */
type Of<C extends Frame['command']> = Frame extends infer F
  ? F extends { command: infer K }
    ? C extends K
      ? F
      : never
    : never
  : never;
/** A chat socket's frames as they arrive; `waitFor` polls for one (states, not time). */
export const chatInbox = (socket: WebSocket) => {
  const frames: Frame[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as Frame));
  socket.on('close', (code: number) => {
    closeCode = code;
  });
  const waitFor = async <F extends Frame>(
    match: (frame: Frame) => frame is F,
    timeout = 5000,
  ): Promise<F> => {
    await expect.poll(() => frames.some(match), { timeout }).toBe(true);
    return frames.find(match) as F;
  };
  return {
    frames,
    waitFor,
    send: (frame: unknown) => socket.send(JSON.stringify(frame)),
    closed: () => closeCode,
    of: <C extends Frame['command']>(command: C) =>
      frames.filter((frame): frame is Of<C> => frame.command === command),
  };
};
export type ChatInbox = ReturnType<typeof chatInbox>;

export const is =
  <C extends Frame['command']>(command: C, where: (frame: Of<C>) => boolean = () => true) =>
  (frame: Frame): frame is Of<C> =>
    frame.command === command && where(frame as Of<C>);

/**
 * A `ws` client of a listening app (`app.listen({ port: 0 })`), its listeners on before it
 * opens, so no early frame is missed.
 */
export const connectChat = (app: FastifyInstance, query: string) => {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${chatBase}${chatPaths.socket}${query}`);
  socket.on('error', () => undefined);
  return { socket, ...chatInbox(socket) };
};

export const chatQuery = (token: string, isGuest = false) =>
  `?token=${encodeURIComponent(token)}${isGuest ? '&isGuest=1' : ''}`;

/** Opens a chat socket and waits for its hello. */
export const openChat = async (app: FastifyInstance, token: string, isGuest = false) => {
  const chat = connectChat(app, chatQuery(token, isGuest));
  await chat.waitFor(is(chatCommand.hello));
  return chat;
};
export type OpenChat = Awaited<ReturnType<typeof openChat>>;

/** Joins a room and waits for its sync frame. */
export const join = async (chat: OpenChat, roomId: number, after?: number) => {
  const before = chat.of(chatCommand.sync).length;
  chat.send({
    command: chatCommand.join,
    content: after === undefined ? { room_id: roomId } : { room_id: roomId, after },
  });
  await expect
    .poll(
      () =>
        chat.of(chatCommand.sync).length > before ||
        chat.of(chatCommand.error).some((frame) => frame.content.room_id === roomId),
    )
    .toBe(true);
  return chat.of(chatCommand.sync).at(-1);
};

export const clientId = () => `c${randomBytes(8).toString('hex')}`;

/** Sends a text and waits for its ack or error frame. */
export const say = async (
  chat: OpenChat,
  roomId: number,
  body: string,
  options: { client_id?: string; talk_type?: 1 | 2 } = {},
) => {
  const id = options.client_id ?? clientId();
  const seen = chat.frames.length;
  chat.send({
    command: chatCommand.message,
    content: {
      room_id: roomId,
      talk_type: options.talk_type ?? 2,
      type: 'text',
      body,
      client_id: id,
    },
  });
  await expect
    .poll(() =>
      chat.frames
        .slice(seen)
        .some(
          (frame) =>
            (frame.command === chatCommand.ack || frame.command === chatCommand.error) &&
            frame.content.client_id === id,
        ),
    )
    .toBe(true);
  const answer = chat.frames
    .slice(seen)
    .find(
      (frame) =>
        (frame.command === chatCommand.ack || frame.command === chatCommand.error) &&
        frame.content.client_id === id,
    ) as Of<typeof chatCommand.ack> | Of<typeof chatCommand.error>;
  return answer;
};
