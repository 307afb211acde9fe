import { ascii, checkDimensions, refuse, slice, startsWith, type CleanImage } from './image-format';

export const jpegSignature = [0xff, 0xd8, 0xff] as const;

const marker = {
  soi: 0xd8,
  eoi: 0xd9,
  sos: 0xda,
  dqt: 0xdb,
  dht: 0xc4,
  dac: 0xcc,
  dri: 0xdd,
  com: 0xfe,
  app1: 0xe1,
  app14: 0xee,
} as const;
/** Baseline, extended and progressive Huffman frames: what every browser decodes. */
const frameMarkers = new Set([0xc0, 0xc1, 0xc2]);
const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;
const isApp = (code: number) => code >= 0xe0 && code <= 0xef;

const exifId = [...ascii('Exif'), 0, 0];
const adobeId = ascii('Adobe');

/**
 * The orientation tag (0x0112) of an EXIF APP1 segment's first IFD, 1 when absent or unreadable.
 * The rest of the EXIF (camera, GPS position, thumbnail) is never kept.
 */
export const exifOrientation = (app1: Buffer): number => {
  if (!startsWith(app1, exifId)) return 1;
  const tiff = app1.subarray(exifId.length);
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3 && u32(entry + 4) === 1) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
};

/** An APP1 segment holding only the orientation tag (big-endian TIFF, one IFD entry). */
const orientationSegment = (orientation: number): Buffer => {
  const segment = Buffer.alloc(2 + 2 + 32);
  segment.writeUInt16BE(0xff00 | marker.app1, 0);
  segment.writeUInt16BE(34, 2);
  Buffer.from(exifId).copy(segment, 4);
  Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]).copy(segment, 10);
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20); // Orientation
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24); // one value
  segment.writeUInt16BE(orientation, 28); // the value, then 2 bytes of padding, then no next IFD
  return segment;
};

/**
 * Checks a JPEG segment by segment and copies what decoding needs (quantisation and Huffman
 * tables, the frame, restart interval, scans with their entropy-coded data) up to EOI. Every
 * APPn segment (JFIF, EXIF, XMP, ICC, maker notes) and comment is dropped, but for Adobe's APP14
 * (it tells decoders the colour transform) and the EXIF orientation, written anew alone.
 */
export const cleanJpeg = (bytes: Buffer): CleanImage => {
  if (!startsWith(bytes, jpegSignature)) refuse('jpeg: signature');
  const kept: Buffer[] = [];
  let orientation = 1;
  let frame: { width: number; height: number } | undefined;
  let scans = 0;
  let at = 2;
  for (;;) {
    if (bytes[at] !== 0xff) refuse('jpeg: marker expected');
    while (bytes[at] === 0xff) at += 1; // fill bytes
    const code = slice(bytes, at, 1, 'jpeg marker')[0] ?? 0;
    at += 1;
    if (code === marker.eoi) {
      if (!frame || scans === 0) refuse('jpeg: no image data');
      break;
    }
    if (code === marker.soi || isRestart(code) || code === 0x00) refuse('jpeg: stray marker');
    if (code === 0x01) continue; // TEM: no length, no meaning
    const length = slice(bytes, at, 2, 'jpeg segment').readUInt16BE(0);
    if (length < 2) refuse('jpeg: segment length');
    const body = slice(bytes, at + 2, length - 2, 'jpeg segment');
    const segment = Buffer.concat([Buffer.from([0xff, code]), bytes.subarray(at, at + length)]);
    at += length;

    if (isApp(code) || code === marker.com) {
      if (code === marker.app1 && orientation === 1) orientation = exifOrientation(body);
      if (code === marker.app14 && length === 14 && startsWith(body, adobeId)) kept.push(segment);
      continue;
    }
    if (frameMarkers.has(code)) {
      if (frame) refuse('jpeg: second frame');
      const components = body[5] ?? 0;
      if (body.length !== 6 + 3 * components || ![1, 3, 4].includes(components)) {
        refuse('jpeg: frame header');
      }
      if (body[0] !== 8) refuse('jpeg: sample precision');
      frame = { height: body.readUInt16BE(1), width: body.readUInt16BE(3) };
      checkDimensions(frame.width, frame.height);
      kept.push(segment);
      continue;
    }
    if (code === marker.dqt || code === marker.dht || code === marker.dac) {
      kept.push(segment);
      continue;
    }
    if (code === marker.dri) {
      if (length !== 4) refuse('jpeg: DRI');
      kept.push(segment);
      continue;
    }
    if (code === marker.sos) {
      if (!frame) refuse('jpeg: scan before frame');
      const components = body[0] ?? 0;
      if (components < 1 || components > 4 || body.length !== 4 + 2 * components) {
        refuse('jpeg: scan header');
      }
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor RSTn.
      let end = at;
      for (;;) {
        end = bytes.indexOf(0xff, end);
        if (end < 0 || end + 1 >= bytes.length) refuse('jpeg: scan truncated');
        const next = bytes[end + 1] ?? 0;
        if (next === 0x00 || isRestart(next)) end += 2;
        else break;
      }
      kept.push(segment, bytes.subarray(at, end));
      at = end;
      scans += 1;
      continue;
    }
    // Arithmetic, lossless and hierarchical frames, DNL and reserved markers.
    refuse(`jpeg: unsupported marker ${code.toString(16)}`);
  }
  if (!frame) return refuse('jpeg: no frame');
  const swapped = orientation >= 5;
  return {
    mime: 'image/jpeg',
    ext: 'jpg',
    width: swapped ? frame.height : frame.width,
    height: swapped ? frame.width : frame.height,
    bytes: Buffer.concat([
      Buffer.from([0xff, marker.soi]),
      ...(orientation > 1 ? [orientationSegment(orientation)] : []),
      ...kept,
      Buffer.from([0xff, marker.eoi]),
    ]),
  };
};
