import { inflateSync } from 'node:zlib';
import type { Random } from '../../../src/modules/captcha/random';

/** A seeded Random (mulberry32): the same seed draws the same captcha. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
};

export interface DecodedPng {
  width: number;
  height: number;
  channels: 3 | 4;
  /** The chunk types in file order. */
  chunks: string[];
  pixels: Uint8Array;
  /** The channels of pixel (x, y). */
  at(x: number, y: number): number[];
}

// Written again on purpose: a reader of its own, so a wrong predictor in the encoder cannot cancel out.
const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Reads an 8-bit RGB or RGBA PNG, as the captchas draw them. */
export const decodePng = (file: Buffer): DecodedPng => {
  if (!file.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])))
    throw new Error('not a PNG');
  const chunks: string[] = [];
  const data: Buffer[] = [];
  let width = 0;
  let height = 0;
  let channels: 3 | 4 = 3;
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    chunks.push(type);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6)) throw new Error('unexpected format');
      channels = body[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const rowBytes = width * channels;
  const pixels = new Uint8Array(rowBytes * height);
  /** A decoded byte; the bytes left of the first pixel and above the first row are zero. */
  const byte = (row: number, i: number) =>
    row < 0 || i < 0 ? 0 : (pixels[row * rowBytes + i] ?? 0);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (rowBytes + 1)] ?? 0;
    for (let i = 0; i < rowBytes; i++) {
      const value = raw[row * (rowBytes + 1) + 1 + i] ?? 0;
      const left = byte(row, i - channels);
      const up = byte(row - 1, i);
      const upLeft = byte(row - 1, i - channels);
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter] ?? 0;
      pixels[row * rowBytes + i] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    channels,
    chunks,
    pixels,
    at: (x, y) => [...pixels.subarray((y * width + x) * channels, (y * width + x + 1) * channels)],
  };
};

/** The bytes of a `data:image/png;base64,…` URL. */
export const dataUrlBytes = (url: string): Buffer => {
  const prefix = 'data:image/png;base64,';
  if (!url.startsWith(prefix)) throw new Error(`not a PNG data URL: ${url.slice(0, 40)}`);
  return Buffer.from(url.slice(prefix.length), 'base64');
};
