import { crc32 } from 'node:zlib';
import { checkDimensions, refuse, slice, startsWith, type CleanImage } from './image-format';

export const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * Chunks that are image data or change how it is drawn. Text (tEXt, zTXt, iTXt), EXIF (eXIf),
 * ICC profiles (iCCP), times and every unknown ancillary chunk are dropped.
 */
const kept = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'sRGB',
  'pHYs',
  // APNG.
  'acTL',
  'fcTL',
  'fdAT',
]);
/** Chunks a file has at most once, before its image data. */
const onceBeforeData = new Set(['PLTE', 'tRNS', 'gAMA', 'sRGB', 'pHYs', 'acTL']);

/** Bit depths allowed for each colour type (PNG spec 11.2.2). */
const depthsOf: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

/**
 * Checks a PNG chunk by chunk (lengths, CRCs, order, IHDR's fields) and keeps only `kept`
 * chunks, up to IEND; whatever follows IEND is dropped.
 */
export const cleanPng = (bytes: Buffer): CleanImage => {
  if (!startsWith(bytes, pngSignature)) refuse('png: signature');
  const out: Buffer[] = [Buffer.from(pngSignature)];
  const seen = new Set<string>();
  let width = 0;
  let height = 0;
  let colourType = -1;
  /** 0 before the first IDAT, 1 inside the IDAT run, 2 after it. */
  let dataState = 0;
  let at = pngSignature.length;
  for (;;) {
    const head = slice(bytes, at, 8, 'png chunk');
    const length = head.readUInt32BE(0);
    if (length > 0x7fffffff) refuse('png: chunk length');
    if (![4, 5, 6, 7].every((i) => isLetter(head[i] ?? 0))) refuse('png: chunk type');
    const type = head.toString('latin1', 4, 8);
    const whole = slice(bytes, at, 12 + length, `png ${type}`);
    const data = whole.subarray(8, 8 + length);
    if (crc32(whole.subarray(4, 8 + length)) !== whole.readUInt32BE(8 + length)) {
      refuse(`png ${type}: crc`);
    }
    at += 12 + length;

    if (seen.size === 0 && type !== 'IHDR') refuse('png: IHDR first');
    const again = seen.has(type);
    seen.add(type);
    if (type === 'IDAT') {
      if (dataState === 2) refuse('png: IDAT chunks apart');
      dataState = 1;
    } else if (dataState === 1) {
      dataState = 2;
    }

    if (type === 'IHDR') {
      if (again || length !== 13) refuse('png: IHDR');
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth = 0, colour = 0, compression, filter, interlace = 2] = data.subarray(8);
      if (!depthsOf[colour]?.includes(depth)) refuse('png: colour type or depth');
      if (compression !== 0 || filter !== 0 || interlace > 1) refuse('png: IHDR methods');
      checkDimensions(width, height);
      colourType = colour;
    } else if (type === 'IEND') {
      if (length !== 0) refuse('png: IEND');
      if (!seen.has('IDAT')) refuse('png: no image data');
      if (colourType === 3 && !seen.has('PLTE')) refuse('png: palette missing');
      out.push(whole);
      break;
    } else if (type === 'PLTE') {
      if (again || dataState > 0 || length === 0 || length % 3 !== 0 || length > 768) {
        refuse('png: PLTE');
      }
      if (colourType === 0 || colourType === 4) refuse('png: PLTE with a grey image');
    } else if (type === 'fcTL') {
      if (length !== 26) refuse('png: fcTL');
      const frameWidth = data.readUInt32BE(4);
      const frameHeight = data.readUInt32BE(8);
      const x = data.readUInt32BE(12);
      const y = data.readUInt32BE(16);
      const dispose = data[24] ?? 0;
      const blend = data[25] ?? 0;
      if (
        frameWidth < 1 ||
        frameHeight < 1 ||
        x + frameWidth > width ||
        y + frameHeight > height ||
        dispose > 2 ||
        blend > 1
      ) {
        refuse('png: fcTL frame');
      }
    } else if (type === 'acTL') {
      if (length !== 8 || data.readUInt32BE(0) < 1) refuse('png: acTL');
    }
    // Unknown critical chunks (an upper-case first letter) would change the image: refused.
    if (!kept.has(type) && (head[4] ?? 0) < 0x61) refuse(`png: unknown critical chunk ${type}`);
    if (!kept.has(type)) continue;
    // Misplaced or repeated metadata-like chunks are dropped rather than trusted.
    if (onceBeforeData.has(type) && (again || dataState > 0) && type !== 'PLTE') continue;
    out.push(whole);
  }
  return { mime: 'image/png', ext: 'png', width, height, bytes: Buffer.concat(out) };
};
