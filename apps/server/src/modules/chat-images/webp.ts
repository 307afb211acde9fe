import { ascii, checkDimensions, refuse, slice, startsWith, type CleanImage } from './image-format';

export const riffSignature = ascii('RIFF');
export const webpSignature = ascii('WEBP');

interface Chunk {
  fourcc: string;
  data: Buffer;
}

/** The chunks of a RIFF body (each padded to an even length). */
const chunksOf = (body: Buffer, what: string): Chunk[] => {
  const chunks: Chunk[] = [];
  let at = 0;
  while (at < body.length) {
    const head = slice(body, at, 8, what);
    const size = head.readUInt32LE(4);
    chunks.push({ fourcc: head.toString('latin1', 0, 4), data: slice(body, at + 8, size, what) });
    at += 8 + size + (size % 2);
  }
  if (at > body.length + 1) refuse(`${what}: truncated`);
  return chunks;
};

const chunkBytes = ({ fourcc, data }: Chunk): Buffer => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

const u24 = (data: Buffer, at: number) => data.readUIntLE(at, 3);

/** A lossy key frame's size (RFC 6386 9.1). */
const vp8Size = (data: Buffer) => {
  if (data.length < 10 || (data[0] ?? 1) & 1) refuse('webp: VP8 key frame');
  if (!startsWith(data, [0x9d, 0x01, 0x2a], 3)) refuse('webp: VP8 start code');
  return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
};

/** A lossless image's size (WebP lossless bitstream 3.1). */
const vp8lSize = (data: Buffer) => {
  if (data.length < 5 || data[0] !== 0x2f) refuse('webp: VP8L signature');
  const bits = data.readUInt32LE(1);
  if (bits >>> 29 !== 0) refuse('webp: VP8L version');
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
};

const bitstreamSize = (chunk: Chunk) =>
  chunk.fourcc === 'VP8 ' ? vp8Size(chunk.data) : vp8lSize(chunk.data);
const isBitstream = (chunk: Chunk) => chunk.fourcc === 'VP8 ' || chunk.fourcc === 'VP8L';

/** An image's data chunks: an optional ALPH (lossy only) then exactly one VP8 or VP8L. */
const imageData = (chunks: Chunk[], what: string): Chunk[] => {
  const kept = chunks.filter((chunk) => isBitstream(chunk) || chunk.fourcc === 'ALPH');
  const [first, second] = kept;
  if (kept.length === 1 && first && isBitstream(first)) return kept;
  if (kept.length === 2 && first?.fourcc === 'ALPH' && second?.fourcc === 'VP8 ') return kept;
  return refuse(`${what}: image data`);
};

const flag = { animation: 0x02, alpha: 0x10 } as const;

/**
 * Checks a WebP's RIFF structure and copies its image data: VP8/VP8L, or VP8X with ALPH, ANIM
 * and ANMF frames (their own unknown chunks dropped too). ICC profiles, EXIF, XMP and unknown
 * chunks are dropped (VP8X's flags for them cleared), and so is anything after the RIFF's end.
 */
export const cleanWebp = (bytes: Buffer): CleanImage => {
  if (!startsWith(bytes, riffSignature) || !startsWith(bytes, webpSignature, 8)) {
    refuse('webp: signature');
  }
  const riffSize = slice(bytes, 4, 4, 'webp').readUInt32LE(0);
  if (riffSize < 4 + 8) refuse('webp: RIFF size');
  const chunks = chunksOf(slice(bytes, 12, riffSize - 4, 'webp'), 'webp chunk');
  const [first] = chunks;
  if (!first) return refuse('webp: empty');

  let width: number;
  let height: number;
  let kept: Chunk[];
  if (isBitstream(first)) {
    ({ width, height } = bitstreamSize(first));
    kept = [first];
  } else if (first.fourcc === 'VP8X') {
    if (first.data.length < 10) refuse('webp: VP8X');
    width = u24(first.data, 4) + 1;
    height = u24(first.data, 7) + 1;
    const flags = (first.data[0] ?? 0) & (flag.animation | flag.alpha);
    const header = Buffer.alloc(10);
    header[0] = flags;
    first.data.copy(header, 4, 4, 10);
    const rest = chunks.slice(1);
    if (flags & flag.animation) {
      const anim = rest.find((chunk) => chunk.fourcc === 'ANIM');
      if (anim?.data.length !== 6) refuse('webp: ANIM');
      const frames = rest
        .filter((chunk) => chunk.fourcc === 'ANMF')
        .map((frame): Chunk => {
          if (frame.data.length < 16) refuse('webp: ANMF');
          const x = u24(frame.data, 0) * 2;
          const y = u24(frame.data, 3) * 2;
          const frameWidth = u24(frame.data, 6) + 1;
          const frameHeight = u24(frame.data, 9) + 1;
          if (x + frameWidth > width || y + frameHeight > height) refuse('webp: ANMF frame');
          const data = imageData(chunksOf(frame.data.subarray(16), 'webp frame'), 'webp frame');
          const last = data[data.length - 1];
          if (!last) return refuse('webp: ANMF data');
          const size = bitstreamSize(last);
          if (size.width !== frameWidth || size.height !== frameHeight) refuse('webp: frame size');
          return {
            fourcc: 'ANMF',
            data: Buffer.concat([frame.data.subarray(0, 16), ...data.map(chunkBytes)]),
          };
        });
      if (frames.length === 0) refuse('webp: no frames');
      kept = [{ fourcc: 'VP8X', data: header }, anim, ...frames];
    } else {
      const data = imageData(rest, 'webp');
      const last = data[data.length - 1];
      if (!last) return refuse('webp: data');
      const size = bitstreamSize(last);
      if (size.width !== width || size.height !== height) refuse('webp: canvas size');
      kept = [{ fourcc: 'VP8X', data: header }, ...data];
    }
  } else {
    return refuse(`webp: first chunk ${first.fourcc}`);
  }
  checkDimensions(width, height);
  const body = Buffer.concat([Buffer.from(webpSignature), ...kept.map(chunkBytes)]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return { mime: 'image/webp', ext: 'webp', width, height, bytes: Buffer.concat([head, body]) };
};
