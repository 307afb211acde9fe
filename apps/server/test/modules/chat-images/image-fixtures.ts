import { crc32, deflateSync } from 'node:zlib';

/**
 * Small images made byte by byte, each with the places a file can hide data: metadata chunks,
 * segments and extensions, and bytes after its end.
 */

const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32be = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u32le = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

export const script = '<script>alert(document.cookie)</script>';
export const html = `<!doctype html><html><body>${script}</body></html>`;

// PNG ---------------------------------------------------------------------------------------

export const pngChunk = (type: string, data: Buffer | string = Buffer.alloc(0)) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data)]);
  return Buffer.concat([u32be(body.length - 4), body, u32be(crc32(body))]);
};

export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGBA PNG of one colour; `before` chunks go before its data, `after` bytes after IEND. */
export const png = (
  options: { width?: number; height?: number; before?: Buffer[]; after?: Buffer | string } = {},
) => {
  const width = options.width ?? 3;
  const height = options.height ?? 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0xc0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('gAMA', u32be(45455)),
    ...(options.before ?? []),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND'),
    Buffer.from(options.after ?? ''),
  ]);
};

// JPEG --------------------------------------------------------------------------------------

export const jpegSegment = (marker: number, data: Buffer | string) => {
  const body = Buffer.from(data);
  return Buffer.concat([Buffer.from([0xff, marker]), u16be(body.length + 2), body]);
};

/** An EXIF APP1 body (little-endian TIFF) with an orientation, a camera make and a GPS pointer. */
export const exif = (orientation: number) => {
  const entries = [
    [0x010f, 2, 4, 0x00_4d_55_48], // Make "HUM\0" inline
    [0x0112, 3, 1, orientation],
    [0x8825, 4, 1, 0x1234], // GPS IFD pointer
  ] as const;
  const ifd = Buffer.concat([
    u16le(entries.length),
    ...entries.map(([tag, type, count, value]) =>
      Buffer.concat([u16le(tag), u16le(type), u32le(count), u32le(value)]),
    ),
    u32le(0),
  ]);
  return Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from('II', 'latin1'),
    u16le(42),
    u32le(8),
    ifd,
  ]);
};

/**
 * An 8×8 grey baseline JPEG: quantisation 1, one-code Huffman tables (DC difference 0, then end of
 * block), so its whole scan is the bits 00 padded with ones.
 */
export const jpeg = (
  options: { width?: number; height?: number; segments?: Buffer[]; after?: Buffer | string } = {},
) => {
  const oneCodeTable = (tableClass: number) =>
    jpegSegment(
      0xc4,
      Buffer.concat([Buffer.from([tableClass << 4]), Buffer.from([1, ...Array(15).fill(0), 0])]),
    );
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(options.segments ?? []),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(
      0xc0,
      Buffer.concat([
        Buffer.from([8]),
        u16be(options.height ?? 8),
        u16be(options.width ?? 8),
        Buffer.from([1, 1, 0x11, 0]),
      ]),
    ),
    oneCodeTable(0),
    oneCodeTable(1),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x3f]),
    Buffer.from([0xff, 0xd9]),
    Buffer.from(options.after ?? ''),
  ]);
};

// GIF ---------------------------------------------------------------------------------------

const gifSubBlocks = (data: Buffer) => {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const part = data.subarray(at, at + 255);
    blocks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([...blocks, Buffer.from([0])]);
};

export const gifComment = (text: string) =>
  Buffer.concat([Buffer.from([0x21, 0xfe]), gifSubBlocks(Buffer.from(text))]);
export const gifApplication = (id: string, data: Buffer) =>
  Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from(id, 'latin1'), gifSubBlocks(data)]);
export const gifLooping = (count: number) =>
  gifApplication('NETSCAPE2.0', Buffer.from([1, count & 0xff, count >> 8]));

/** A 1×1 GIF89a (two-colour table, one frame with a graphic control); `extensions` before it. */
export const gif = (
  options: { width?: number; height?: number; extensions?: Buffer[]; after?: Buffer | string } = {},
) =>
  Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16le(options.width ?? 1),
    u16le(options.height ?? 1),
    Buffer.from([0x80, 0, 0]),
    Buffer.from([0, 0, 0, 0xff, 0xff, 0xff]),
    ...(options.extensions ?? []),
    Buffer.from([0x21, 0xf9, 4, 0, 0, 0, 0, 0]),
    Buffer.from([0x2c]),
    u16le(0),
    u16le(0),
    u16le(1),
    u16le(1),
    Buffer.from([0]),
    Buffer.from([2, 2, 0x44, 0x01, 0]),
    Buffer.from([0x3b]),
    Buffer.from(options.after ?? ''),
  ]);

// WEBP --------------------------------------------------------------------------------------

export const riffChunk = (fourcc: string, data: Buffer | string) => {
  const body = Buffer.from(data);
  return Buffer.concat([
    Buffer.from(fourcc, 'latin1'),
    u32le(body.length),
    body,
    Buffer.alloc(body.length % 2),
  ]);
};

const riff = (chunks: Buffer[], after: Buffer | string = '') => {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  return Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    u32le(body.length),
    body,
    Buffer.from(after),
  ]);
};

/** A 1×1 lossless bitstream (libwebp's own smallest). */
export const vp8l1x1 = Buffer.from('2f00000010071011118888fe07', 'hex');

/** A 1×1 lossless WEBP; with `extra` chunks it is the extended format (VP8X) carrying them. */
export const webp = (options: { extra?: Buffer[]; after?: Buffer | string } = {}) => {
  if (!options.extra) return riff([riffChunk('VP8L', vp8l1x1)], options.after);
  // Flags: ICC 0x20, alpha 0x10, EXIF 0x08, XMP 0x04; canvas 1×1 (stored minus one).
  const vp8x = Buffer.from([0x3c, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  return riff(
    [riffChunk('VP8X', vp8x), ...options.extra, riffChunk('VP8L', vp8l1x1)],
    options.after,
  );
};
