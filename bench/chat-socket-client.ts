import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import WebSocket from 'ws';

/**
 * The bench client's end of a chat socket. bench/chat-fanout.ts holds 10,000 of them and reads
 * 50,000 frames a second on the same two cores as the server under test, so by default it uses
 * `leanSocket`: a WebSocket client over a bare TCP socket that reads every socket into one shared
 * buffer (`onread`: no allocation a read) and hands each frame on as a view of it, instead of ws's
 * stream-based receiver (`BENCH_CHAT_CLIENT=ws` measures with ws, for comparison). Only what
 * a bench needs of RFC 6455: the upgrade (its accept key checked), unfragmented frames from the
 * server, masked text frames to it, pings answered, the close frame's code and reason.
 */
export interface BenchSocket {
  readonly open: boolean;
  send(text: string): void;
  terminate(): void;
}

export interface BenchSocketEvents {
  /** A text frame; `data` is valid only during the call. */
  message(data: Buffer): void;
  error(error: Error): void;
  close(code: number, reason: string): void;
}

const acceptGuid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const opcode = { text: 1, binary: 2, close: 8, ping: 9, pong: 10 } as const;
const shared = Buffer.allocUnsafe(256 * 1024);

const frameOf = (op: number, payload: Buffer) => {
  const head = payload.length < 126 ? 2 : payload.length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + 4 + payload.length);
  frame[0] = 0x80 | op;
  if (head === 2) frame[1] = 0x80 | payload.length;
  else if (head === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(payload.length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, head);
  for (let i = 0; i < payload.length; i += 1) {
    frame[head + 4 + i] = payload[i]! ^ mask[i & 3]!;
  }
  return frame;
};

export const leanSocket = (url: string, on: BenchSocketEvents): BenchSocket => {
  const target = new URL(url);
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + acceptGuid)
    .digest('base64');
  let upgraded = false;
  let open = false;
  let ended = false;
  let pending: Buffer | undefined;
  let closeCode = 1006;
  let closeReason = '';

  const fail = (error: Error) => {
    if (ended) return;
    on.error(error);
    tcp.destroy();
  };

  /** Reads the frames in `data`; returns where an incomplete one starts. */
  const readFrames = (data: Buffer) => {
    let at = 0;
    while (data.length - at >= 2) {
      const first = data[at]!;
      const second = data[at + 1]!;
      let length = second & 0x7f;
      let head = 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        head = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        head = 10;
      }
      if (data.length - at < head + length) break;
      if ((first & 0x80) === 0 || second & 0x80) {
        fail(new Error('a fragmented or masked frame from the server'));
        return data.length;
      }
      const payload = data.subarray(at + head, at + head + length);
      const op = first & 0x0f;
      if (op === opcode.text || op === opcode.binary) on.message(payload);
      else if (op === opcode.ping) tcp.write(frameOf(opcode.pong, payload));
      else if (op === opcode.close) {
        closeCode = length >= 2 ? payload.readUInt16BE(0) : 1005;
        closeReason = payload.toString('utf8', 2);
        open = false;
        tcp.end(frameOf(opcode.close, payload.subarray(0, 2)));
      }
      at += head + length;
    }
    return at;
  };

  const readHandshake = (data: Buffer) => {
    const end = data.indexOf('\r\n\r\n');
    if (end < 0) return 0;
    const head = data.toString('latin1', 0, end);
    const status = /^HTTP\/1\.1 (\d+)/.exec(head)?.[1];
    const acceptHeader = /\r\nsec-websocket-accept: *([^\r]+)/i.exec(head)?.[1];
    if (status !== '101' || acceptHeader !== accept) {
      fail(new Error(`upgrade refused: ${head.split('\r\n')[0] ?? ''}`));
      return data.length;
    }
    upgraded = true;
    open = true;
    return end + 4;
  };

  const onRead = (size: number, buffer: Uint8Array) => {
    let data = Buffer.from(buffer.buffer, buffer.byteOffset, size);
    if (pending) {
      data = Buffer.concat([pending, data]);
      pending = undefined;
    }
    let at = upgraded ? 0 : readHandshake(data);
    if (upgraded && at < data.length) at += readFrames(data.subarray(at));
    // The rest waits for the next read, copied out of the shared buffer.
    if (at < data.length && !ended) pending = Buffer.from(data.subarray(at));
    return true;
  };

  const tcp = net.connect({
    host: target.hostname,
    port: Number(target.port),
    noDelay: true,
    onread: { buffer: shared, callback: onRead },
  });
  tcp.on('connect', () => {
    tcp.write(
      `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
        `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\n` +
        'Sec-WebSocket-Version: 13\r\n\r\n',
    );
  });
  tcp.on('error', (error) => fail(error));
  tcp.on('close', () => {
    if (ended) return;
    ended = true;
    open = false;
    on.close(closeCode, closeReason);
  });

  return {
    get open() {
      return open && !tcp.destroyed;
    },
    send(text) {
      if (open) tcp.write(frameOf(opcode.text, Buffer.from(text)));
    },
    terminate() {
      open = false;
      tcp.destroy();
    },
  };
};

export const wsSocket = (url: string, on: BenchSocketEvents): BenchSocket => {
  // The client trusts the server's UTF-8: checking 50,000 frames a second would take the
  // client CPU that the server under test needs on a 2-core machine.
  const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  socket.on('message', (data: Buffer) => on.message(data));
  socket.on('error', (error) => on.error(error));
  socket.on('close', (code, reason) => on.close(code, reason.toString()));
  return {
    get open() {
      return socket.readyState === WebSocket.OPEN;
    },
    send: (text) => socket.send(text),
    terminate: () => socket.terminate(),
  };
};
