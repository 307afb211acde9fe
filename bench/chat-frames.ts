/**
 * Reads what bench/chat-fanout.ts needs of a chat socket frame without parsing it: at 50,000
 * message frames a second, JSON.parse alone would take the bench client a whole core on a
 * machine whose cores the server needs. The frames are the hub's `JSON.stringify({command,
 * content})`; anything else (another key order) is left to JSON.parse by the caller.
 */
const head = Buffer.from('{"command":');
const roomKey = Buffer.from('"room_id":');
const clientKey = Buffer.from('"client_id":"');
const zero = 48;
const nine = 57;
const quote = 34;

/** The digits at `from` as a number; -1 when there are none. */
const numberAt = (data: Buffer, from: number) => {
  let value = 0;
  let at = from;
  for (; at < data.length; at += 1) {
    const byte = data[at]!;
    if (byte < zero || byte > nine) break;
    value = value * 10 + byte - zero;
  }
  return at > from ? value : -1;
};

/** The frame's command when the frame starts `{"command":<n>`, else undefined. */
export const commandOf = (data: Buffer): number | undefined => {
  if (data.length <= head.length || data.compare(head, 0, head.length, 0, head.length) !== 0) {
    return undefined;
  }
  const value = numberAt(data, head.length);
  return value < 0 ? undefined : value;
};

/**
 * The room and client id of a message frame: the first `"room_id":` (the message's own, before
 * its content) and the last `"client_id":"` (after the content; a body's quotes are escaped, so
 * the key cannot appear inside one). Undefined when either is missing.
 */
export const messageFieldsOf = (data: Buffer): { roomId: number; clientId: string } | undefined => {
  const room = data.indexOf(roomKey);
  const client = data.lastIndexOf(clientKey);
  if (room < 0 || client < 0) return undefined;
  const roomId = numberAt(data, room + roomKey.length);
  const start = client + clientKey.length;
  const end = data.indexOf(quote, start);
  if (roomId < 0 || end < 0) return undefined;
  return { roomId, clientId: data.toString('latin1', start, end) };
};
