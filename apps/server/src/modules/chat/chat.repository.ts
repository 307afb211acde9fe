import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatClassGroups,
  chatMessages,
  chatRoomMembers,
  chatRooms,
  chatUsers,
  redPackets,
} from '../../db/chat-schema';
import { users } from '../../db/schema';
import {
  memberInfoColumns,
  messageInsertFrom,
  messageRowOf,
  type ChatMessageRow,
  type ChatRoomRow,
  type ChatUserRow,
  type NewMessage,
} from './chat-store';

/** The chat's SQL: rooms, memberships, messages and identities (chat-store.ts writes messages). */

export type MembershipRow = typeof chatRoomMembers.$inferSelect;

export const listClassGroups = (db: Db) =>
  db
    .select()
    .from(chatClassGroups)
    .orderBy(asc(chatClassGroups.sortOrder), asc(chatClassGroups.id));

/** The rooms of the class groups (not private ones), each with its member count. */
export const listRoomsWithPeople = async (db: Db) => {
  const people = db
    .select({ roomId: chatRoomMembers.roomId, total: count().as('total') })
    .from(chatRoomMembers)
    .groupBy(chatRoomMembers.roomId)
    .as('people');
  const rows = await db
    .select({ room: chatRooms, total: people.total })
    .from(chatRooms)
    .leftJoin(people, eq(people.roomId, chatRooms.id))
    .where(eq(chatRooms.kind, 'room'))
    .orderBy(asc(chatRooms.sortOrder), asc(chatRooms.id));
  return rows.map(({ room, total }) => ({ room, totalPeople: Number(total ?? 0) }));
};

export const findRoom = async (db: Db, id: number): Promise<ChatRoomRow | undefined> => {
  const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, id));
  return room;
};

/** The private room of two chat users, made when absent (with both memberships). */
export const privateRoomOf = async (db: Db, a: number, b: number): Promise<ChatRoomRow> => {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return db.transaction(async (tx) => {
    await tx
      .insert(chatRooms)
      .values({ kind: 'private', pairLo: lo, pairHi: hi })
      .onConflictDoNothing({ target: [chatRooms.pairLo, chatRooms.pairHi] });
    const [room] = await tx
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.pairLo, lo), eq(chatRooms.pairHi, hi)));
    if (!room) throw new Error(`private room of ${lo} and ${hi} not made`);
    await tx
      .insert(chatRoomMembers)
      .values([
        { roomId: room.id, chatUserId: lo },
        { roomId: room.id, chatUserId: hi },
      ])
      .onConflictDoNothing();
    return room;
  });
};

export const findPrivateRoom = async (db: Db, a: number, b: number) => {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.pairLo, lo), eq(chatRooms.pairHi, hi)));
  return room;
};

export const findMembership = async (db: Db, roomId: number, chatUserId: number) => {
  const [row] = await db
    .select()
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));
  return row;
};

/** Joins a room (counted in total_people from now on); nothing when already a member. */
export const ensureMembership = async (db: Db, roomId: number, chatUserId: number) => {
  await db.insert(chatRoomMembers).values({ roomId, chatUserId }).onConflictDoNothing();
};

export const setMutedUntil = async (
  db: Db,
  roomId: number,
  chatUserId: number,
  until: Date | null,
) => {
  await db
    .insert(chatRoomMembers)
    .values({ roomId, chatUserId, mutedUntil: until })
    .onConflictDoUpdate({
      target: [chatRoomMembers.roomId, chatRoomMembers.chatUserId],
      set: { mutedUntil: until },
    });
};

/** Rooms where the chat user is muted after `at`. */
export const mutesOf = (db: Db, chatUserId: number, at: Date) =>
  db
    .select({ roomId: chatRoomMembers.roomId, mutedUntil: chatRoomMembers.mutedUntil })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.chatUserId, chatUserId), gt(chatRoomMembers.mutedUntil, at)));

/** The reading mark moves forward only. */
export const markRead = (db: Db, roomId: number, chatUserId: number, seq: number) =>
  db
    .update(chatRoomMembers)
    .set({ lastReadSeq: sql`greatest(${chatRoomMembers.lastReadSeq}, ${seq})` })
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.chatUserId, chatUserId)));

/** When a sender's latest messages in a room were written (newest first). */
export const recentSendTimes = async (tx: Db, roomId: number, senderId: number, n: number) =>
  (
    await tx
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.roomId, roomId)))
      .orderBy(desc(chatMessages.id))
      .limit(n)
  ).map((row) => row.createdAt);

export const findMessageByClientId = async (
  db: Db,
  senderId: number,
  clientId: string,
): Promise<ChatMessageRow | undefined> => {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row;
};

export const findMessage = async (db: Db, id: number): Promise<ChatMessageRow | undefined> => {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
};

export const markDeleted = async (db: Db, id: number, by: number, at: Date) => {
  const [row] = await db
    .update(chatMessages)
    .set({ deletedAt: at, deletedBy: by })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning();
  return row;
};

/** Messages after a seq, oldest first. */
export const messagesAfter = (db: Db, roomId: number, after: number, limit: number) =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, after)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);

/** The newest `limit` messages before a seq (or of all, skipping `offset`), oldest first. */
export const messagesBefore = async (
  db: Db,
  roomId: number,
  { before, offset, limit }: { before?: number; offset: number; limit: number },
) =>
  (
    await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.roomId, roomId),
          before === undefined ? undefined : lt(chatMessages.seq, before),
        ),
      )
      .orderBy(desc(chatMessages.seq))
      .offset(offset)
      .limit(limit)
  ).reverse();

export const countMessages = async (db: Db, roomId: number) => {
  const [row] = await db
    .select({ total: count() })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId));
  return Number(row?.total ?? 0);
};

/** The state of the red packets some messages carry. */
export const redPacketStates = async (db: Db, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: redPackets.id,
          count: redPackets.count,
          remaining_count: redPackets.remainingCount,
          status: redPackets.status,
        })
        .from(redPackets)
        .where(inArray(redPackets.id, ids));

/** The private rooms a chat user is in, newest activity first, with their reading mark. */
export const privateRoomsOf = async (
  db: Db,
  chatUserId: number,
  page?: { offset: number; limit: number },
) => {
  const query = db
    .select({ room: chatRooms, lastReadSeq: chatRoomMembers.lastReadSeq })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .where(and(eq(chatRoomMembers.chatUserId, chatUserId), eq(chatRooms.kind, 'private')))
    .orderBy(desc(chatRooms.lastSeq), desc(chatRooms.id));
  return page ? query.offset(page.offset).limit(page.limit) : query;
};

export const countPrivateRoomsOf = async (db: Db, chatUserId: number) => {
  const [row] = await db
    .select({ total: count() })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .where(and(eq(chatRoomMembers.chatUserId, chatUserId), eq(chatRooms.kind, 'private')));
  return Number(row?.total ?? 0);
};

/** The newest message still shown of each room. */
export const lastMessagesOf = async (db: Db, roomIds: number[]) =>
  roomIds.length === 0
    ? []
    : db
        .selectDistinctOn([chatMessages.roomId])
        .from(chatMessages)
        .where(and(inArray(chatMessages.roomId, roomIds), isNull(chatMessages.deletedAt)))
        .orderBy(chatMessages.roomId, desc(chatMessages.seq));

/** Messages from others after the chat user's reading mark, per room. */
export const unreadCountsOf = async (db: Db, chatUserId: number, roomIds: number[]) => {
  if (roomIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ roomId: chatMessages.roomId, unread: count() })
    .from(chatMessages)
    .innerJoin(
      chatRoomMembers,
      and(
        eq(chatRoomMembers.roomId, chatMessages.roomId),
        eq(chatRoomMembers.chatUserId, chatUserId),
      ),
    )
    .where(
      and(
        inArray(chatMessages.roomId, roomIds),
        gt(chatMessages.seq, chatRoomMembers.lastReadSeq),
        ne(chatMessages.senderId, chatUserId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((row) => [row.roomId, Number(row.unread)]));
};

export interface ChatPerson {
  id: number;
  userId: number | null;
  nickname: string;
  avatarId: number;
  chatLevel: number;
}

/** Chat users as others see them: a member's name and avatar, a guest's own. */
export const chatPeople = async (db: Db, ids: number[]): Promise<Map<number, ChatPerson>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: chatUsers.id,
      userId: chatUsers.userId,
      guestNickname: chatUsers.nickname,
      guestAvatar: chatUsers.avatarId,
      account: users.account,
      nickname: users.nickname,
      avatarId: users.avatarId,
      chatLevel: users.chatLevel,
    })
    .from(chatUsers)
    .leftJoin(users, eq(users.id, chatUsers.userId))
    .where(inArray(chatUsers.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        userId: row.userId,
        nickname: row.userId === null ? row.guestNickname : row.nickname || (row.account ?? ''),
        avatarId: row.userId === null ? row.guestAvatar : (row.avatarId ?? 1),
        chatLevel: row.chatLevel ?? 0,
      },
    ]),
  );
};

export const findChatUser = async (db: Db, id: number): Promise<ChatUserRow | undefined> => {
  const [row] = await db.select().from(chatUsers).where(eq(chatUsers.id, id));
  return row;
};

/** What decides whether a member may chat now (read fresh: a socket outlives its sign-in). */
export const memberChatState = async (db: Db, userId: number) => {
  const [row] = await db
    .select({
      enableChat: users.enableChat,
      vipLevel: users.vipLevel,
      chatLevel: users.chatLevel,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export const insertGuest = async (
  db: Db,
  guest: { tokenHash: string; nickname: string; avatarId: number },
) => {
  const [row] = await db
    .insert(chatUsers)
    .values({
      guestTokenHash: guest.tokenHash,
      nickname: guest.nickname,
      avatarId: guest.avatarId,
    })
    .returning();
  if (!row) throw new Error('guest not stored');
  return row;
};

export const setEnableChat = (db: Db, userId: number, enableChat: number) =>
  db.update(users).set({ enableChat }).where(eq(users.id, userId));

/** Whether a chat user manages a room (role 1 there). */
export const isRoomManager = async (db: Db, roomId: number, chatUserId: number) => {
  const [row] = await db
    .select({ role: chatRoomMembers.role })
    .from(chatRoomMembers)
    .where(
      and(
        eq(chatRoomMembers.roomId, roomId),
        eq(chatRoomMembers.chatUserId, chatUserId),
        eq(chatRoomMembers.role, 1),
      ),
    );
  return row !== undefined;
};

export interface SendContextKey {
  roomId: number;
  chatUserId: number;
  userId: number | null;
  clientId: string;
}

/**
 * What each send reads before it writes, for many sends in one query, answered in their order:
 * the room, the sender's account now (a member's switch, levels, state and what their userinfo
 * shows; null for a guest) and the message already stored under the sender's client_id, if any.
 * Undefined: no such room.
 */
export const sendContexts = async (db: Db, keys: readonly SendContextKey[]) => {
  if (keys.length === 0) return [];
  const input = keys.map((key, i) => ({
    i,
    room_id: key.roomId,
    chat_user_id: key.chatUserId,
    user_id: key.userId,
    client_id: key.clientId,
  }));
  const rows = await db
    .select({
      i: sql<number>`k.i`.mapWith(Number),
      room: chatRooms,
      member: { ...memberInfoColumns, enableChat: users.enableChat, status: users.status },
      stored: chatMessages,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        as k(i int, room_id int, chat_user_id int, user_id int, client_id text)`,
    )
    .innerJoin(chatRooms, eq(chatRooms.id, sql`k.room_id`))
    .leftJoin(users, eq(users.id, sql`k.user_id`))
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.senderId, sql`k.chat_user_id`),
        eq(chatMessages.clientId, sql`k.client_id`),
      ),
    );
  const byIndex = new Map(rows.map(({ i, ...context }) => [i, context]));
  return keys.map((_, i) => byIndex.get(i));
};
export type SendContext = NonNullable<Awaited<ReturnType<typeof sendContexts>>[number]>;

/** The rules a send is stored under, checked on the sender's locked membership row. */
export interface SendRules {
  at: Date;
  /** The room's slow mode (0: none). */
  secPerMess: number;
  /** Exempt from slow mode whatever their role in the room (chat level ≥ manager). */
  exempt: boolean;
  /** At most `burst` messages of a sender in a room within `burstWindowMs`. */
  burst: number;
  burstWindowMs: number;
  /** A private room: the sender has read up to this seq (contacts count unread from it). */
  readUpTo: number | null;
}

/**
 * Stores a sent message in ONE statement (its own transaction), or nothing when a rule refuses:
 * 1. the sender's membership row is made or locked by INSERT … ON CONFLICT DO UPDATE, whose WHERE
 *    is checked on that locked row: not muted at `at`, out of slow mode (role 1 and `exempt`
 *    skip it), under the burst limit (counted only when the last send is inside the window),
 *    and unchanged since the statement's snapshot (xmin): a send of the same member that
 *    committed while this one waited for the row is not in the snapshot the burst count reads,
 *    so the statement then stores nothing and the caller tries again;
 * 2. only then the room's seq (the room row's lock, held to the commit a moment later);
 * 3. the message under it.
 * Locks: the sender's membership, then the room — red packets take the wallet, then the room,
 * and appendMessage touches no membership of a room (only a private room's): no cycle.
 * Undefined: nothing stored (a rule refused, or a concurrent send of the same member: read why).
 */
export const appendIfAllowed = async (
  db: Db,
  message: NewMessage,
  rules: SendRules,
): Promise<ChatMessageRow | undefined> => {
  const at = sql`${rules.at.toISOString()}::timestamptz`;
  const room = sql`${message.roomId}::int`;
  const sender = sql`${message.sender.id}::int`;
  const window = sql`make_interval(secs => ${rules.burstWindowMs / 1000}::double precision)`;
  const readUpTo = sql`${rules.readUpTo ?? 0}::bigint`;
  const result = await db.execute(sql`
    with snap as (
      select xmin from ${chatRoomMembers} where room_id = ${room} and chat_user_id = ${sender}
    ),
    m as (
      insert into ${chatRoomMembers} as cm (room_id, chat_user_id, last_sent_at, last_read_seq)
      values (${room}, ${sender}, ${at}, ${readUpTo})
      on conflict (room_id, chat_user_id) do update
        set last_sent_at = excluded.last_sent_at,
          last_read_seq = greatest(cm.last_read_seq, excluded.last_read_seq)
        where cm.xmin = (select xmin from snap)
          and (cm.muted_until is null or cm.muted_until <= ${at})
          and (${rules.exempt}::boolean or cm.role = 1 or ${rules.secPerMess}::int <= 0
            or cm.last_sent_at is null
            or cm.last_sent_at <= ${at} - make_interval(secs => ${rules.secPerMess}::int))
          and case
            when cm.last_sent_at is null or cm.last_sent_at <= ${at} - ${window} then true
            else coalesce((
              select created_at from ${chatMessages}
              where sender_id = ${sender} and room_id = ${room}
              order by id desc offset ${rules.burst - 1}::int limit 1
            ) <= ${at} - ${window}, true)
          end
      returning 1
    ),
    r as (
      update ${chatRooms} set last_seq = last_seq + 1
      where id = ${room} and exists (select 1 from m)
      returning id, last_seq
    ),
    ins as (${messageInsertFrom(sql`r`, message)})
    select * from ins`);
  const [raw] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return raw ? messageRowOf(raw) : undefined;
};

/** One send of a batch: the message and the rules it is stored under. */
export interface BatchedSend {
  message: NewMessage & { createdAt: Date };
  rules: SendRules;
}

/**
 * Stores many sends in ONE statement (its own transaction): each as `appendIfAllowed` stores one
 * (the same rules on each sender's locked membership row, the same xmin guard), and each room's
 * seq moves once by the number of its messages stored, which take the seqs in the batch's order.
 * The batch holds at most one send per sender (a sender's membership row is changed once per
 * statement) and every send has the same burst rule. Locks: the memberships in (room, sender)
 * order, then the rooms in id order — two batches at once take them in the same order.
 * Answers, per send in order, the row stored or undefined (a rule refused, or a concurrent send
 * of the same member: read why). Any error (a client_id stored meanwhile, a deadlock) stores
 * nothing: the caller sends them one by one.
 */
export const appendBatchIfAllowed = async (
  db: Db,
  sends: readonly BatchedSend[],
): Promise<(ChatMessageRow | undefined)[]> => {
  const first = sends[0];
  if (!first) return [];
  const { burst, burstWindowMs } = first.rules;
  const input = sends.map(({ message, rules }, i) => ({
    i,
    room_id: message.roomId,
    sender_id: message.sender.id,
    recipient_id: message.recipientId ?? null,
    type: message.type,
    body: message.body,
    userinfo: message.userinfo,
    red_packet_id: message.redPacketId ?? null,
    client_id: message.clientId ?? null,
    at: message.createdAt.toISOString(),
    exempt: rules.exempt,
    sec_per_mess: rules.secPerMess,
    read_up_to: rules.readUpTo ?? 0,
  }));
  const window = sql`make_interval(secs => ${burstWindowMs / 1000}::double precision)`;
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(
        i int, room_id int, sender_id int, recipient_id int, type text, body text,
        userinfo jsonb, red_packet_id bigint, client_id text, at timestamptz, exempt boolean,
        sec_per_mess int, read_up_to bigint)
    ),
    snap as (
      select cm.room_id, cm.chat_user_id, cm.xmin from ${chatRoomMembers} cm
      join input i on cm.room_id = i.room_id and cm.chat_user_id = i.sender_id
    ),
    m as (
      insert into ${chatRoomMembers} as cm (room_id, chat_user_id, last_sent_at, last_read_seq)
      select room_id, sender_id, at, read_up_to from input order by room_id, sender_id
      on conflict (room_id, chat_user_id) do update
        set last_sent_at = excluded.last_sent_at,
          last_read_seq = greatest(cm.last_read_seq, excluded.last_read_seq)
        where cm.xmin = (
            select s.xmin from snap s
            where s.room_id = cm.room_id and s.chat_user_id = cm.chat_user_id)
          and (cm.muted_until is null or cm.muted_until <= excluded.last_sent_at)
          and (cm.role = 1 or cm.last_sent_at is null or exists (
            select 1 from input i
            where i.room_id = cm.room_id and i.sender_id = cm.chat_user_id
              and (i.exempt or i.sec_per_mess <= 0
                or cm.last_sent_at <= i.at - make_interval(secs => i.sec_per_mess))))
          and case
            when cm.last_sent_at is null or cm.last_sent_at <= excluded.last_sent_at - ${window}
              then true
            else coalesce((
              select created_at from ${chatMessages}
              where sender_id = cm.chat_user_id and room_id = cm.room_id
              order by id desc offset ${burst - 1}::int limit 1
            ) <= excluded.last_sent_at - ${window}, true)
          end
      returning cm.room_id, cm.chat_user_id
    ),
    ok as (
      select i.*, row_number() over (partition by i.room_id order by i.i) as k,
        count(*) over (partition by i.room_id) as n
      from input i join m on m.room_id = i.room_id and m.chat_user_id = i.sender_id
    ),
    r as (
      update ${chatRooms} c set last_seq = c.last_seq + g.n
      from (select room_id, count(*)::int as n from ok group by room_id order by room_id) g
      where c.id = g.room_id
      returning c.id, c.last_seq
    ),
    ins as (
      insert into ${chatMessages} (room_id, seq, sender_id, recipient_id, type, body, userinfo,
        red_packet_id, client_id, created_at)
      select o.room_id, r.last_seq - o.n + o.k, o.sender_id, o.recipient_id, o.type, o.body,
        o.userinfo, o.red_packet_id, o.client_id, o.at
      from ok o join r on r.id = o.room_id
      order by o.room_id, o.k
      returning *
    )
    select * from ins`);
  const bySender = new Map<number, ChatMessageRow>();
  for (const raw of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    const row = messageRowOf(raw);
    bySender.set(row.senderId, row);
  }
  return sends.map(({ message }) => bySender.get(message.sender.id));
};

/** A send's first try: the row stored, undefined (nothing stored: read why) or its error. */
export type Stored = { row: ChatMessageRow | undefined } | { error: unknown };

/**
 * Stores sends of different members: together in one statement, and when that fails (a
 * client_id stored meanwhile, a deadlock) one by one, so each answers its own row or error.
 */
export const appendEachIfAllowed = async (
  db: Db,
  sends: readonly BatchedSend[],
): Promise<Stored[]> => {
  const one = (send: BatchedSend) =>
    appendIfAllowed(db, send.message, send.rules).then(
      (row): Stored => ({ row }),
      (error: unknown): Stored => ({ error }),
    );
  if (sends.length <= 1) return Promise.all(sends.map(one));
  try {
    const rows = await appendBatchIfAllowed(db, sends);
    return rows.map((row) => ({ row }));
  } catch {
    const stored: Stored[] = [];
    for (const send of sends) stored.push(await one(send));
    return stored;
  }
};
