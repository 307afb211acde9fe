import { cleanGif, gifSignatures } from './gif';
import { refuse, startsWith, type CleanImage } from './image-format';
import { cleanJpeg, jpegSignature } from './jpeg';
import { cleanPng, pngSignature } from './png';
import { cleanWebp, riffSignature, webpSignature } from './webp';

/**
 * An upload's type by its first bytes (never its name or declared type), then its structure
 * checked and everything but image data dropped. Throws ImageRefused for anything else: HTML,
 * SVG, XML, scripts, an empty file, a file that starts like an image but is not one.
 */
export const cleanImage = (bytes: Buffer): CleanImage => {
  if (startsWith(bytes, pngSignature)) return cleanPng(bytes);
  if (startsWith(bytes, jpegSignature)) return cleanJpeg(bytes);
  if (gifSignatures.some((signature) => startsWith(bytes, signature))) return cleanGif(bytes);
  if (startsWith(bytes, riffSignature) && startsWith(bytes, webpSignature, 8)) {
    return cleanWebp(bytes);
  }
  return refuse(bytes.length === 0 ? 'empty file' : 'not a PNG, JPEG, GIF or WEBP');
};
