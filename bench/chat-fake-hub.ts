import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  chatChannel,
  chatClientFrame,
  chatCommand,
  type ChatServerFrame,
} from '@lottery/contracts';
import { createChatAuth } from '../apps/server/src/modules/chat/chat-auth';
import {
  appendMessage,
  messageView,
  type ChatMessageRow,
  publishMessage,
  userInfoOf,
} from '../apps/server/src/modules/chat/chat-store';

/** Where the stand-in listens (never the real socket's path, so both can be served). */
export const fakeChatSocketPath = '/bench-chat-fake/ws';

/**
 * A stand-in of the chat socket for checking bench/chat-fanout.ts itself (`BENCH_CHAT_FAKE=1`),
 * on the same path a message takes in the real one: the member's chat token, the message
 * stored under the room's next seq (chat-store appendMessage), an ack, and the message published
 * on the bus to every process's followers of the room. No permissions, limits or resync: it
 * measures the bench and the shared parts, never stands for the real hub's figures.
 *
 * `BENCH_CHAT_FAKE=memory` numbers the messages in the process's memory instead of storing them:
 * what the machine gives the fan-out alone (socket writes, the bus, the bench client) on one
 * process. With two processes the seqs of a room are not shared, which the bench does not read.
 */
export const registerFakeChatHub = (app: FastifyInstance, { memory }: { memory: boolean }) => {
  const { db } = app.database;
  const lastSeq = new Map<number, number>();
  let lastId = 0;
  const numberInMemory = (message: Parameters<typeof appendMessage>[1]): ChatMessageRow => {
    const seq = (lastSeq.get(message.roomId) ?? 0) + 1;
    lastSeq.set(message.roomId, seq);
    lastId += 1;
    return {
      id: lastId,
      roomId: message.roomId,
      seq,
      senderId: message.sender.id,
      recipientId: null,
      type: message.type,
      body: message.body,
      userinfo: message.userinfo,
      redPacketId: null,
      clientId: message.clientId ?? null,
      deletedAt: null,
      deletedBy: null,
      createdAt: new Date(),
    };
  };
  const auth = createChatAuth({ db, sessions: app.services.sessions });
  const followers = new Map<number, Set<WebSocket>>();

  const follow = async (roomId: number, socket: WebSocket) => {
    let set = followers.get(roomId);
    if (!set) {
      set = new Set();
      followers.set(roomId, set);
      await app.bus.subscribe(chatChannel.room(roomId), (frame) => {
        const json = JSON.stringify(frame);
        for (const follower of followers.get(roomId) ?? []) follower.send(json);
      });
    }
    set.add(socket);
  };

  app.get(fakeChatSocketPath, { websocket: true }, async (socket, request) => {
    const send = (frame: ChatServerFrame) => socket.send(JSON.stringify(frame));
    const token = new URL(request.url, 'http://x').searchParams.get('token') ?? '';
    const joined = new Set<number>();
    socket.on('close', () => {
      for (const roomId of joined) followers.get(roomId)?.delete(socket);
    });
    // Frames that arrive while the token is checked wait for it.
    const early: Buffer[] = [];
    const onEarly = (data: Buffer) => early.push(data);
    socket.on('message', onEarly);
    const caller = await auth.resolve(token, false).catch(() => null);
    socket.off('message', onEarly);
    if (!caller) {
      socket.close(1008, 'token');
      return;
    }
    const userinfo = await userInfoOf(db, caller.chatUser);
    send({
      command: chatCommand.hello,
      content: { conection_id: 'fake', userId: userinfo.user_id },
    });

    const handle = async (data: Buffer) => {
      const parsed = chatClientFrame.safeParse(JSON.parse(data.toString()));
      if (!parsed.success) return;
      const frame = parsed.data;
      if (frame.command === chatCommand.ping) send({ command: chatCommand.pong });
      if (frame.command === chatCommand.join) {
        joined.add(frame.content.room_id);
        await follow(frame.content.room_id, socket);
      }
      if (frame.command === chatCommand.message) {
        const { room_id: roomId, type, body, client_id: clientId } = frame.content;
        const message = { roomId, sender: caller.chatUser, userinfo, type, body, clientId };
        const row = memory
          ? numberInMemory(message)
          : await db.transaction((tx) => appendMessage(tx, message));
        send({
          command: chatCommand.ack,
          content: { client_id: clientId, id: row.id, seq: row.seq, room_id: roomId },
        });
        await publishMessage(app.bus, messageView(row), caller.chatUser.id);
      }
    };
    const onMessage = (data: Buffer) =>
      void handle(data).catch((error: unknown) => request.log.error({ err: error }, 'fake hub'));
    socket.on('message', onMessage);
    for (const data of early) onMessage(data);
  });
};
