import { randomBytes } from 'node:crypto';
import { chatImageBase, chatImagePath, chatLimits, type ChatImage } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { cleanImage } from './clean-image';
import { findChatImage, insertChatImage } from './chat-images.repository';
import { ImageRefused } from './image-format';

export type ChatImagesService = ReturnType<typeof createChatImagesService>;

/** A served name: 16 random bytes in base64url and the extension of the image's type. */
export const chatImageName = /^[A-Za-z0-9_-]{22}\.(?:png|jpg|gif|webp)$/;

export const chatImageUrl = (name: string) => `${chatImageBase}${chatImagePath}/${name}`;

/** Chat images (issue 21): checked by content, cleaned, stored, served with a long cache. */
export const createChatImagesService = ({ db, log }: Deps) => {
  /** Stores the cleaned image `file` of chat user `chatUserId` under a new random name. */
  const upload = async (chatUserId: number, file: Buffer): Promise<ChatImage> => {
    if (file.length > chatLimits.maxImageBytes) throw new AppError('CHAT/IMAGE_TOO_LARGE');
    let image;
    try {
      image = cleanImage(file);
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      log.info({ chatUserId, bytes: file.length, reason: error.reason }, 'chat image refused');
      throw new AppError('CHAT/IMAGE_TYPE');
    }
    const name = `${randomBytes(16).toString('base64url')}.${image.ext}`;
    await insertChatImage(db, {
      name,
      chatUserId,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    });
    return { url: chatImageUrl(name), width: image.width, height: image.height };
  };

  /** The stored image called `name`, if any. */
  const image = async (name: string) => {
    if (!chatImageName.test(name)) return undefined;
    const row = await findChatImage(db, name);
    if (!row) return undefined;
    const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { mime: row.mime, bytes };
  };

  return { upload, image };
};
