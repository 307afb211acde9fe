import { crc32, deflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const name = Buffer.from(type, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(name)) >>> 0);
  return Buffer.concat([length, name, data, crc]);
};

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** A row's byte; the first pixel's left neighbours are the PNG's zero border. */
const at = (bytes: Uint8Array, i: number) => (i < 0 ? 0 : (bytes[i] ?? 0));

/** Filters a row into `out` with PNG filter `filter` (none, sub, up, average, Paeth). */
const filterRow = (
  filter: number,
  line: Uint8Array,
  above: Uint8Array,
  bpp: number,
  out: Uint8Array,
) => {
  const n = line.length;
  if (filter === 0) out.set(line);
  else if (filter === 1) for (let i = 0; i < n; i++) out[i] = at(line, i) - at(line, i - bpp);
  else if (filter === 2) for (let i = 0; i < n; i++) out[i] = at(line, i) - at(above, i);
  else if (filter === 3)
    for (let i = 0; i < n; i++) out[i] = at(line, i) - ((at(line, i - bpp) + at(above, i)) >> 1);
  else
    for (let i = 0; i < n; i++)
      out[i] = at(line, i) - paeth(at(line, i - bpp), at(above, i), at(above, i - bpp));
};

/** The sum of a filtered row's bytes taken as signed values. */
const cost = (row: Uint8Array) => {
  let sum = 0;
  for (const byte of row) sum += byte < 128 ? byte : 256 - byte;
  return sum;
};

/**
 * Each row with the filter whose bytes sum smallest as signed values, the heuristic of the PNG
 * specification: smooth pictures deflate far smaller.
 */
const filterRows = (pixels: Uint8Array, rowBytes: number, rows: number, bpp: number): Buffer => {
  const out = Buffer.alloc(rows * (rowBytes + 1));
  const candidate = new Uint8Array(rowBytes);
  const zero = new Uint8Array(rowBytes);
  for (let row = 0; row < rows; row++) {
    const line = pixels.subarray(row * rowBytes, (row + 1) * rowBytes);
    const above = row > 0 ? pixels.subarray((row - 1) * rowBytes, row * rowBytes) : zero;
    const target = out.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
    let bestScore = Infinity;
    for (let filter = 0; filter < 5; filter++) {
      filterRow(filter, line, above, bpp, candidate);
      const score = cost(candidate);
      if (score < bestScore) {
        bestScore = score;
        out[row * (rowBytes + 1)] = filter;
        target.set(candidate);
      }
    }
  }
  return out;
};

/** 8-bit RGB (3 bytes a pixel) or RGBA (4) pixels, row by row, as a PNG file. */
export const encodePng = (
  width: number,
  height: number,
  pixels: Uint8Array,
  channels: 3 | 4,
): Buffer => {
  if (pixels.length !== width * height * channels) throw new Error('pixel count');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = channels === 4 ? 6 : 2; // truecolour with alpha, or without
  const data = filterRows(pixels, width * channels, height, channels);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(data, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
