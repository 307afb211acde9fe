import {
  chatBase,
  chatCloseCode,
  chatCommand,
  chatPaths,
  chatSocketTiming,
  contiguousSeq,
  deletedCommand,
  failedMessages,
  messageList,
  talkType as talkTypes,
} from '@lottery/contracts';
import type {
  ChatAck,
  ChatHongbaoState,
  ChatImage,
  ChatMessage,
  ChatRecords,
  ChatServerFrame,
  ChatSync,
  ChatUserInfo,
  SendChatMessage,
} from '@lottery/contracts';

/** Who the socket speaks for: a member's chat token, or a guest's hash id. */
export interface ChatAuth {
  token: string;
  isGuest: boolean;
}

export type ChatStatus = 'CLOSED' | 'CONNECTING' | 'OPEN';
export type ChatTalkType = 1 | 2;
export type OutgoingType = SendChatMessage['type'];

/**
 * A message of the viewer's own not yet stored (spec part 2 §3 "Chat message": sending,
 * uploading, retry, originalImageForm). `failed` marks one whose socket went or that the server
 * refused; it may be sent again (same client_id) while failedMessages keeps it.
 */
export interface OutgoingMessage {
  client_id: string;
  room_id: number;
  talk_type: ChatTalkType;
  type: OutgoingType;
  /** The text; an image's URL once uploaded (a local preview before). */
  body: string;
  created_at: number;
  sending: boolean;
  uploading: boolean;
  failed: boolean;
  retry: number;
  /** Upload progress 0–1 of an image. */
  progress: number;
  /** The picked image, kept to upload it again (originalImageForm). */
  file: Blob | null;
  /** The image is not on the server yet: a resend uploads it first. */
  needsUpload: boolean;
  /** The server's refusal, if it refused. */
  error: string | null;
}

/** One conversation as the page shows it. */
export interface RoomView {
  roomId: number;
  /** Stored messages, by the message-list rule (no deleted ones, one per id, oldest first). */
  messages: ChatMessage[];
  /** The viewer's messages on their way, oldest first. */
  outgoing: OutgoingMessage[];
  /** The first page of history has arrived. */
  historyLoaded: boolean;
  /** The oldest seq held (older pages load below it); null before history. */
  oldestSeq: number | null;
  /** Epoch ms the viewer's mute here ends; null when not muted. */
  mutedUntil: number | null;
  /** Epoch ms of the viewer's last stored message here (slow mode). */
  lastSentAt: number | null;
}

export type ChatFrameListener = (frame: ChatServerFrame) => void;

/** Why the server would not keep the socket: its token does not work, or chat is off (405). */
export type ChatRefusal = 'token-invalid' | 'unavailable';
export type ChatRefusalListener = (refusal: ChatRefusal) => void;

export type ImageUploader = (
  file: Blob,
  onProgress: (fraction: number) => void,
) => Promise<ChatImage>;

export interface ChatClientOptions {
  WebSocketImpl?: typeof WebSocket;
  /** The socket URL for a token (default: this page's origin + /api-messen/ws?token=…). */
  socketUrl?: (auth: ChatAuth) => string;
  now?: () => number;
  newClientId?: () => string;
  uploadImage?: ImageUploader;
  /** Object URLs for the preview of an image being uploaded. */
  previewUrl?: (file: Blob) => string;
}

export interface ChatClient {
  setAuth(auth: ChatAuth | null): void;
  /** Another tab of the site is open (the tab-limit flag): the socket stays closed meanwhile. */
  setTabLimited(limited: boolean): void;
  /** The member's chat was switched off by the enable command: closed until switched on. */
  setDisabled(disabled: boolean): void;
  /** A part of the app wants the connection; answers the release. */
  hold(): () => void;
  /** Follows a conversation (a room is joined; a private one gets its own messages); answers the stop. */
  openRoom(roomId: number, talkType: ChatTalkType): () => void;
  /** Adds a page of history (the first, or an older one). */
  addHistory(roomId: number, records: Pick<ChatRecords, 'rows' | 'last_seq'>): void;
  /** The viewer as chat knows them: their outgoing messages show with it. */
  setSelf(userinfo: ChatUserInfo | null): void;
  send(roomId: number, talkType: ChatTalkType, type: 'text' | 'emoji', body: string): string;
  sendImage(roomId: number, talkType: ChatTalkType, file: Blob): string;
  /** Sends a failed message again with its own client_id (the server stores it once). */
  resend(clientId: string): void;
  /** Drops a stored message (the delete call succeeded before its frame came). */
  removeMessage(roomId: number, id: number): void;
  /** Sets the viewer's mute in a room, in seconds from now (0 lifts it). */
  setMuted(roomId: number, seconds: number): void;
  room(roomId: number): RoomView;
  status(): ChatStatus;
  /** The viewer's chat user id, once the socket said hello. */
  selfId(): number | null;
  subscribe(listener: () => void): () => void;
  onFrame(listener: ChatFrameListener): () => void;
  /** The server closed the socket for good (chatCloseCode): no reconnect with that token. */
  onRefused(listener: ChatRefusalListener): () => void;
  /** Closes everything (tests, sign-out). */
  reset(): void;
}

/** A client id the server accepts (8–64 of [A-Za-z0-9_-]): 32 hex digits. */
export const newClientId = (): string =>
  // getRandomValues, not randomUUID: the latter is missing on plain-http pages.
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/** `/api-messen/ws?token=…` on this page's host (ws: or wss: as the page). */
export const chatSocketUrl = (
  auth: ChatAuth,
  page: Pick<Location, 'protocol' | 'host'>,
): string => {
  const protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = `token=${encodeURIComponent(auth.token)}${auth.isGuest ? '&isGuest=1' : ''}`;
  return `${protocol}//${page.host}${chatBase}${chatPaths.socket}?${query}`;
};

interface RoomState {
  roomId: number;
  talkType: ChatTalkType;
  followers: number;
  rows: Map<number, ChatMessage>;
  seqs: Set<number>;
  /** Every seq up to this is held (null before history). */
  contiguous: number | null;
  oldestSeq: number | null;
  /** A sync is on its way; no second one until it answers. */
  syncing: boolean;
  mutedUntil: number | null;
  lastSentAt: number | null;
  view: RoomView | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseFrame = (data: unknown): ChatServerFrame | null => {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    if (!isRecord(frame) || typeof frame.command !== 'number') return null;
    return frame as unknown as ChatServerFrame;
  } catch {
    return null;
  }
};

const isMessage = (value: unknown): value is ChatMessage =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.seq === 'number' &&
  typeof value.room_id === 'number';

/**
 * The chat socket client (spec part 2 §7 "Chat socket", ARCHITECTURE "Realtime"): one socket for
 * the app, a ping every 15 s, a new socket 3 s after an unwanted close, none while another tab
 * is open or chat is switched off. Per conversation it keeps the seq up to which it holds every
 * message; a reconnect joins again `after` it, and a skipped seq asks for a sync, so nothing is
 * missed, and the list (one row per id) shows nothing twice. Outgoing messages carry a client id
 * of their own, show as sending until acknowledged, fail when refused or when the socket goes,
 * and are sent again with the same id.
 */
export const createChatClient = (options: ChatClientOptions = {}): ChatClient => {
  const socketUrl = options.socketUrl ?? ((auth: ChatAuth) => chatSocketUrl(auth, location));
  const now = options.now ?? Date.now;
  const makeClientId = options.newClientId ?? newClientId;
  const previewUrl =
    options.previewUrl ??
    ((file: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''));

  let auth: ChatAuth | null = null;
  let tabLimited = false;
  let disabled = false;
  let holds = 0;
  let generation = 0;
  /** The token the server refused: no socket with it again. */
  let refusedToken: string | null = null;
  let self: ChatUserInfo | null = null;
  let helloId: number | null = null;
  let state: ChatStatus = 'CLOSED';
  let socket: WebSocket | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const rooms = new Map<number, RoomState>();
  const outgoing = new Map<string, OutgoingMessage>();
  const listeners = new Set<() => void>();
  const frameListeners = new Set<ChatFrameListener>();
  const refusalListeners = new Set<ChatRefusalListener>();

  // —— state changes ——
  const changed = (roomId?: number) => {
    if (roomId === undefined) for (const room of rooms.values()) room.view = null;
    else {
      const room = rooms.get(roomId);
      if (room) room.view = null;
    }
    for (const listener of [...listeners]) listener();
  };

  const roomOf = (roomId: number, talkType: ChatTalkType = talkTypes.room): RoomState => {
    let room = rooms.get(roomId);
    if (!room) {
      room = {
        roomId,
        talkType,
        followers: 0,
        rows: new Map(),
        seqs: new Set(),
        contiguous: null,
        oldestSeq: null,
        syncing: false,
        mutedUntil: null,
        lastSentAt: null,
        view: null,
      };
      rooms.set(roomId, room);
    }
    return room;
  };

  const setStatus = (next: ChatStatus) => {
    if (state === next) return;
    state = next;
    changed();
  };

  // —— the socket ——
  const sendFrame = (frame: { command: number; content?: unknown }): boolean => {
    if (!socket || state !== 'OPEN') return false;
    socket.send(JSON.stringify(frame));
    return true;
  };

  const wanted = () =>
    auth !== null && auth.token !== refusedToken && holds > 0 && !tabLimited && !disabled;

  const stopTimers = () => {
    clearInterval(pingTimer);
    clearTimeout(retryTimer);
    pingTimer = undefined;
    retryTimer = undefined;
  };

  /** Messages on their way when the socket went are failed: they may be sent again. */
  const failInFlight = () => {
    const touched = new Set<number>();
    for (const message of outgoing.values()) {
      if (message.sending && !message.uploading && !message.failed) {
        message.failed = true;
        touched.add(message.room_id);
      }
    }
    for (const roomId of touched) changed(roomId);
  };

  const detach = () => {
    const closing = socket;
    socket = undefined;
    stopTimers();
    for (const room of rooms.values()) room.syncing = false;
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

  const followFrames = (room: RoomState) => {
    if (room.talkType === talkTypes.room) {
      sendFrame({
        command: chatCommand.join,
        content:
          room.contiguous === null
            ? { room_id: room.roomId }
            : { room_id: room.roomId, after: room.contiguous },
      });
    } else if (room.contiguous !== null) {
      // Private messages come to the member's own channel; what was missed comes by sync.
      requestSync(room);
    }
  };

  const requestSync = (room: RoomState) => {
    if (room.contiguous === null || room.syncing) return;
    if (
      sendFrame({
        command: chatCommand.sync,
        content: { room_id: room.roomId, after: room.contiguous },
      })
    ) {
      room.syncing = true;
    }
  };

  const lost = (closed: WebSocket, code?: number) => {
    if (closed !== socket) return;
    detach();
    failInFlight();
    const refusal: ChatRefusal | null =
      code === chatCloseCode.tokenInvalid
        ? 'token-invalid'
        : code === chatCloseCode.unavailable
          ? 'unavailable'
          : null;
    if (refusal && auth) refusedToken = auth.token;
    setStatus('CLOSED');
    if (refusal) {
      for (const listener of [...refusalListeners]) listener(refusal);
      return;
    }
    if (wanted()) {
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, chatSocketTiming.reconnectMs);
    }
  };

  const connect = () => {
    if (socket || retryTimer !== undefined || !wanted() || !auth) return;
    setStatus('CONNECTING');
    let opened: WebSocket;
    try {
      // Read at connect time: the page tests put a fake in place of the browser's.
      const WebSocketImpl = options.WebSocketImpl ?? globalThis.WebSocket;
      opened = new WebSocketImpl(socketUrl(auth));
    } catch {
      setStatus('CLOSED');
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, chatSocketTiming.reconnectMs);
      return;
    }
    socket = opened;
    opened.onopen = () => {
      if (opened !== socket) return;
      setStatus('OPEN');
      for (const room of rooms.values()) if (room.followers > 0) followFrames(room);
      for (const message of outgoing.values()) {
        if (message.sending && !message.failed && !message.uploading) transmit(message);
      }
      pingTimer = setInterval(
        () => sendFrame({ command: chatCommand.ping }),
        chatSocketTiming.pingMs,
      );
    };
    opened.onmessage = (event: MessageEvent) => {
      if (opened !== socket) return;
      const frame = parseFrame(event.data);
      if (frame) receive(frame);
    };
    opened.onclose = (event: CloseEvent) => lost(opened, event.code);
    opened.onerror = () => lost(opened);
  };

  /** Opens or closes the socket as the holders, the auth and the flags now want. */
  const reconcile = () => {
    if (wanted()) connect();
    else if (socket || retryTimer !== undefined || state !== 'CLOSED') {
      detach();
      failInFlight();
      setStatus('CLOSED');
    }
  };

  // —— what arrives ——
  const advance = (room: RoomState) => {
    if (room.contiguous === null) return;
    room.contiguous = contiguousSeq(room.contiguous, room.seqs);
  };

  const store = (room: RoomState, message: ChatMessage) => {
    room.rows.set(message.id, message);
    room.seqs.add(message.seq);
    if (message.client_id) {
      const mine = outgoing.get(message.client_id);
      if (mine && mine.room_id === room.roomId) {
        outgoing.delete(message.client_id);
        room.lastSentAt = now();
      }
    }
  };

  const addLive = (message: ChatMessage) => {
    const room = rooms.get(message.room_id);
    if (!room) return;
    store(room, message);
    advance(room);
    if (room.contiguous !== null && message.seq > room.contiguous + 1) requestSync(room);
    changed(room.roomId);
  };

  const acknowledge = (ack: ChatAck) => {
    const mine = outgoing.get(ack.client_id);
    if (!mine) return;
    outgoing.delete(ack.client_id);
    const room = roomOf(mine.room_id, mine.talk_type);
    room.lastSentAt = now();
    if (!room.rows.has(ack.id) && self) {
      store(room, {
        id: ack.id,
        seq: ack.seq,
        room_id: mine.room_id,
        talk_type: mine.talk_type,
        command:
          mine.talk_type === talkTypes.private ? chatCommand.privateMessage : chatCommand.message,
        content: { type: mine.type, body: mine.body, userinfo: self },
        created_at: now(),
        client_id: mine.client_id,
      });
    } else room.seqs.add(ack.seq);
    advance(room);
    if (room.contiguous !== null && ack.seq > room.contiguous + 1) requestSync(room);
    changed(room.roomId);
  };

  const synced = (sync: ChatSync) => {
    const room = rooms.get(sync.room_id);
    if (!room) return;
    room.syncing = false;
    for (const row of sync.rows) if (isMessage(row)) store(room, row);
    advance(room);
    if (room.contiguous !== null && room.contiguous < sync.last_seq && sync.rows.length > 0) {
      requestSync(room);
    }
    changed(room.roomId);
  };

  const deleted = ({ id, room_id, seq }: { id: number; room_id: number; seq: number }) => {
    const room = rooms.get(room_id);
    if (!room) return;
    const row = room.rows.get(id);
    room.rows.set(id, {
      ...(row ?? { id, seq, room_id, talk_type: room.talkType, created_at: 0, client_id: null }),
      command: deletedCommand,
      content: null,
    });
    room.seqs.add(seq);
    advance(room);
    changed(room_id);
  };

  const redPacketChanged = (change: ChatHongbaoState) => {
    const room = rooms.get(change.room_id);
    if (!room) return;
    for (const row of room.rows.values()) {
      const packet = row.content?.hongbao;
      if (!row.content || packet?.id !== change.hongbao_id) continue;
      room.rows.set(row.id, {
        ...row,
        content: {
          ...row.content,
          hongbao: { ...packet, remaining_count: change.remaining_count, status: change.status },
        },
      });
    }
    changed(change.room_id);
  };

  const refused = (clientId: string, msg: string) => {
    const mine = outgoing.get(clientId);
    if (!mine) return;
    mine.failed = true;
    mine.error = msg;
    changed(mine.room_id);
  };

  const receive = (frame: ChatServerFrame) => {
    switch (frame.command) {
      case chatCommand.message:
      case chatCommand.privateMessage:
        if (isMessage(frame.content)) addLive(frame.content);
        break;
      case chatCommand.ack:
        acknowledge(frame.content);
        break;
      case chatCommand.sync:
        synced(frame.content);
        break;
      case chatCommand.delete:
        deleted(frame.content);
        break;
      case chatCommand.hongbao:
        redPacketChanged(frame.content);
        break;
      case chatCommand.error:
        if (frame.content.client_id) refused(frame.content.client_id, frame.content.msg);
        break;
      case chatCommand.mute:
        setMuted(frame.content.room_id, frame.content.seconds);
        break;
      case chatCommand.hello:
        helloId = frame.content.userId;
        break;
      default:
        break;
    }
    for (const listener of [...frameListeners]) {
      try {
        listener(frame);
      } catch (error) {
        console.error('chat: a frame listener failed', error);
      }
    }
  };

  const setMuted = (roomId: number, seconds: number) => {
    const room = roomOf(roomId);
    room.mutedUntil = seconds > 0 ? now() + seconds * 1000 : null;
    changed(roomId);
  };

  // —— sending ——
  const transmit = (message: OutgoingMessage) => {
    message.sending = true;
    message.failed = false;
    message.error = null;
    const sent = sendFrame({
      command: chatCommand.message,
      content: {
        room_id: message.room_id,
        talk_type: message.talk_type,
        type: message.type,
        body: message.body,
        client_id: message.client_id,
      },
    });
    // Not open yet: it goes when the socket opens; no socket coming: it failed.
    if (!sent && state !== 'CONNECTING') message.failed = true;
    changed(message.room_id);
  };

  const upload = (message: OutgoingMessage) => {
    const uploader = options.uploadImage;
    if (!uploader || !message.file) {
      message.failed = true;
      changed(message.room_id);
      return;
    }
    message.uploading = true;
    message.failed = false;
    message.progress = 0;
    changed(message.room_id);
    uploader(message.file, (fraction) => {
      message.progress = fraction;
      changed(message.room_id);
    }).then(
      (image) => {
        if (outgoing.get(message.client_id) !== message) return;
        message.uploading = false;
        message.needsUpload = false;
        message.body = image.url;
        transmit(message);
      },
      (error: unknown) => {
        if (outgoing.get(message.client_id) !== message) return;
        message.uploading = false;
        message.failed = true;
        message.error = error instanceof Error && 'msg' in error ? String(error.msg) : null;
        changed(message.room_id);
      },
    );
  };

  const newOutgoing = (
    roomId: number,
    talkType: ChatTalkType,
    type: OutgoingType,
    body: string,
    file: Blob | null,
  ): OutgoingMessage => {
    const message: OutgoingMessage = {
      client_id: makeClientId(),
      room_id: roomId,
      talk_type: talkType,
      type,
      body,
      created_at: now(),
      sending: true,
      uploading: false,
      failed: false,
      retry: 0,
      progress: 0,
      file,
      needsUpload: file !== null,
      error: null,
    };
    roomOf(roomId, talkType);
    outgoing.set(message.client_id, message);
    return message;
  };

  const view = (roomId: number): RoomView => {
    const room = roomOf(roomId);
    room.view ??= {
      roomId,
      messages: messageList([...room.rows.values()]),
      outgoing: [...outgoing.values()]
        .filter((message) => message.room_id === roomId)
        .map((message) => ({ ...message })),
      historyLoaded: room.contiguous !== null,
      oldestSeq: room.oldestSeq,
      mutedUntil: room.mutedUntil,
      lastSentAt: room.lastSentAt,
    };
    return room.view;
  };

  return {
    setAuth(next) {
      if (next?.token === auth?.token && next?.isGuest === auth?.isGuest) return;
      auth = next;
      detach();
      failInFlight();
      setStatus('CLOSED');
      helloId = null;
      reconcile();
    },
    setTabLimited(limited) {
      tabLimited = limited;
      reconcile();
    },
    setDisabled(off) {
      disabled = off;
      reconcile();
    },
    hold() {
      holds += 1;
      reconcile();
      const held = generation;
      let released = false;
      return () => {
        // A hold from before a reset is no longer counted.
        if (released || held !== generation) return;
        released = true;
        holds -= 1;
        reconcile();
      };
    },
    openRoom(roomId, talkType) {
      const room = roomOf(roomId, talkType);
      room.talkType = talkType;
      room.followers += 1;
      if (room.followers === 1 && state === 'OPEN') followFrames(room);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        room.followers -= 1;
        if (room.followers > 0) return;
        if (room.talkType === talkTypes.room) {
          sendFrame({ command: chatCommand.leave, content: { room_id: roomId } });
        }
        // Left: what it held is no longer kept current, so the next visit starts afresh.
        rooms.delete(roomId);
      };
    },
    addHistory(roomId, records) {
      const room = roomOf(roomId);
      const rows = records.rows.filter(isMessage);
      for (const row of rows) store(room, row);
      const lowest = rows.reduce((min, row) => Math.min(min, row.seq), Number.POSITIVE_INFINITY);
      if (room.contiguous === null) {
        room.contiguous = rows.length > 0 ? lowest - 1 : records.last_seq;
        room.oldestSeq = rows.length > 0 ? lowest : null;
        advance(room);
        // Joined before the history came: anything between the two arrives by sync (a closed
        // socket joins `after` it when it opens).
        if (room.contiguous < records.last_seq) requestSync(room);
      } else if (rows.length > 0) {
        room.oldestSeq = Math.min(room.oldestSeq ?? lowest, lowest);
      }
      changed(roomId);
    },
    setSelf(userinfo) {
      self = userinfo;
    },
    send(roomId, talkType, type, body) {
      const message = newOutgoing(roomId, talkType, type, body, null);
      transmit(message);
      return message.client_id;
    },
    sendImage(roomId, talkType, file) {
      const message = newOutgoing(roomId, talkType, 'image', previewUrl(file), file);
      upload(message);
      return message.client_id;
    },
    resend(clientId) {
      const message = outgoing.get(clientId);
      if (!message?.failed || failedMessages([message]).length === 0) return;
      message.retry += 1;
      if (message.needsUpload) upload(message);
      else transmit(message);
    },
    removeMessage(roomId, id) {
      const room = rooms.get(roomId);
      const row = room?.rows.get(id);
      if (!room || !row) return;
      room.rows.set(id, { ...row, command: deletedCommand, content: null });
      changed(roomId);
    },
    setMuted,
    room: view,
    status: () => state,
    selfId: () => helloId,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onRefused(listener) {
      refusalListeners.add(listener);
      return () => {
        refusalListeners.delete(listener);
      };
    },
    onFrame(listener) {
      frameListeners.add(listener);
      return () => {
        frameListeners.delete(listener);
      };
    },
    reset() {
      generation += 1;
      refusedToken = null;
      holds = 0;
      auth = null;
      tabLimited = false;
      disabled = false;
      detach();
      rooms.clear();
      outgoing.clear();
      self = null;
      helloId = null;
      state = 'CLOSED';
      changed();
    },
  };
};
