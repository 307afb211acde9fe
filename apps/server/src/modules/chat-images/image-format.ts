/**
 * What the chat image formats share: the result of checking and cleaning one upload, the refusal,
 * the dimension limits and a bounds-checked reader. Each format's module (png.ts, jpeg.ts, gif.ts,
 * webp.ts) walks the file's structure, refuses anything malformed and copies only image data.
 */

export const chatImageMimes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ChatImageMime = (typeof chatImageMimes)[number];

export interface CleanImage {
  mime: ChatImageMime;
  /** The served file name's extension. */
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  /** As displayed (a JPEG's EXIF orientation 5–8 swaps them). */
  width: number;
  height: number;
  /** The cleaned file: image data only. */
  bytes: Buffer;
}

/** Longest side, pixels. */
export const maxImageSide = 8192;
/** Pixels of one image (a phone photo has 12 million; a decoder allocates 4 bytes for each). */
export const maxImagePixels = 50_000_000;

/** The file is not an image of a kind we take, or it is malformed; `reason` is for the log only. */
export class ImageRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImageRefused';
  }
}

export function refuse(reason: string): never {
  throw new ImageRefused(reason);
}

export const checkDimensions = (width: number, height: number): void => {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    refuse(`empty dimensions ${width}×${height}`);
  }
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    refuse(`dimensions too large ${width}×${height}`);
  }
};

/** Bytes at `at`…`at + length`, or a refusal when the file ends before. */
export const slice = (bytes: Buffer, at: number, length: number, what: string): Buffer => {
  if (at < 0 || length < 0 || at + length > bytes.length) refuse(`${what}: truncated`);
  return bytes.subarray(at, at + length);
};

export const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

export const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
