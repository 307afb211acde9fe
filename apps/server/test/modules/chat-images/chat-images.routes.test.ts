import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  chatBase,
  chatImage,
  chatImageBase,
  chatImagePath,
  chatLimits,
  chatPaths,
  systemConfigKey,
} from '@lottery/contracts';
import { chatImages, chatUsers } from '../../../src/db/chat-schema';
import { hashToken } from '../../../src/modules/auth/session.service';
import { chatImageUploadLimits } from '../../../src/modules/chat-images/chat-images.routes';
import { exifOrientation } from '../../../src/modules/chat-images/jpeg';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDriver } from '../../helpers/test-database';
import {
  exif,
  gif,
  gifApplication,
  gifComment,
  gifLooping,
  html,
  jpeg,
  jpegSegment,
  png,
  pngChunk,
  riffChunk,
  script,
  webp,
} from './image-fixtures';

interface Part {
  name?: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand: one file part unless told otherwise. */
const multipart = (parts: Part[]) => {
  const boundary = `----chat-image-test-${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
          `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const uploadUrl = `${chatBase}${chatPaths.uploadImage}`;

let addresses = 0;
/** A fresh address, so the per-address limit counts only what one test sends. */
const newAddress = () => {
  addresses += 1;
  return `10.21.${addresses >> 8}.${addresses & 0xff}`;
};

const expectError = (
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code });
};

describe(`chat images (${testDriver()})`, () => {
  let t: TestApp;
  const app = (): FastifyInstance => t.app;
  const db = () => t.app.database.db;
  let members = 0;

  /** A fresh member with a session: their chat token and chat user id. */
  const newChatMember = async () => {
    members += 1;
    const user = await app().services.account.createMember({
      account: `ci${process.pid % 1000}x${members}`,
      password: null,
      type: 'HY',
      vipLevel: 0,
    });
    const { tokenChat } = await app().services.sessions.start(user, {
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    return { tokenChat, userId: user.id };
  };
  let member: { tokenChat: string; userId: number };

  const upload = (
    token: string | undefined,
    parts: Part[] | { payload: Buffer | string; headers: Record<string, string> },
    remoteAddress = newAddress(),
  ) => {
    const body = Array.isArray(parts) ? multipart(parts) : parts;
    return app().inject({
      method: 'POST',
      url: uploadUrl,
      remoteAddress,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const storedImages = async () => {
    const [row] = await db().select({ n: count() }).from(chatImages);
    return row?.n ?? 0;
  };

  /** Uploads `data` as the member, expects it taken, and fetches it back. */
  const roundTrip = async (data: Buffer, filename: string, type: string) => {
    const res = await upload(member.tokenChat, [{ filename, type, data }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { code: number; data: unknown };
    expect(body.code).toBe(0);
    const image = chatImage.parse(body.data);
    expect(image.url).toMatch(
      new RegExp(`^${chatImageBase}${chatImagePath}/[A-Za-z0-9_-]{22}\\.(png|jpg|gif|webp)$`),
    );
    const got = await app().inject({ method: 'GET', url: image.url });
    expect(got.statusCode).toBe(200);
    return { image, got, bytes: got.rawPayload };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  // A member of their own for each test: uploads are limited per chat user.
  beforeEach(async () => {
    member = await newChatMember();
  });
  afterAll(() => t.close());

  describe('POST /api-messen/chat/uploadImage', () => {
    it('takes a PNG, drops its text chunks and what follows IEND, and serves it', async () => {
      const sent = png({
        width: 3,
        height: 2,
        before: [pngChunk('tEXt', `Comment\0${script}`), pngChunk('iTXt', 'XML:com.adobe.xmp')],
        after: html,
      });
      const { image, got, bytes } = await roundTrip(sent, 'photo.png', 'image/png');
      expect(image).toMatchObject({ width: 3, height: 2 });
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(got.headers['content-disposition']).toBe('inline');
      expect(got.headers.etag).toMatch(/^".+"$/);
      expect(bytes.includes('<script>')).toBe(false);
      expect(bytes.includes('tEXt')).toBe(false);
      expect(bytes.includes('iTXt')).toBe(false);
      expect(bytes.includes('<html')).toBe(false);
      expect(bytes.subarray(-12)).toEqual(pngChunk('IEND'));
      // Everything else is the file as sent.
      expect(bytes).toEqual(png({ width: 3, height: 2 }));

      const [row] = await db()
        .select()
        .from(chatImages)
        .where(eq(chatImages.name, image.url.split('/').pop() ?? ''));
      const [chatUser] = await db()
        .select()
        .from(chatUsers)
        .where(eq(chatUsers.userId, member.userId));
      expect(row).toMatchObject({ mime: 'image/png', width: 3, height: 2 });
      expect(row?.chatUserId).toBe(chatUser?.id);
    });

    it('takes a JPEG, drops its comment, JFIF and EXIF but the orientation, and serves it', async () => {
      const sent = jpeg({
        width: 16,
        height: 8,
        segments: [jpegSegment(0xe1, exif(6)), jpegSegment(0xfe, script)],
        after: html,
      });
      const { image, got, bytes } = await roundTrip(sent, 'IMG_0001.JPG', 'image/jpeg');
      // Orientation 6 turns the picture a quarter: shown 8 wide and 16 high.
      expect(image).toMatchObject({ width: 8, height: 16 });
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(bytes.includes(script)).toBe(false);
      expect(bytes.includes('JFIF')).toBe(false);
      expect(bytes.includes('HUM')).toBe(false);
      expect(bytes.includes('<html')).toBe(false);
      expect([...bytes.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
      expect(exifOrientation(bytes.subarray(6, 6 + bytes.readUInt16BE(4) - 2))).toBe(6);
      expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    });

    it('takes a GIF, keeps its looping and drops comments and other extensions', async () => {
      const sent = gif({
        extensions: [
          gifComment(script),
          gifApplication('XMP DataXMP', Buffer.from(html)),
          gifLooping(0),
        ],
        after: html,
      });
      const { image, got, bytes } = await roundTrip(sent, 'cat.gif', 'image/gif');
      expect(image).toMatchObject({ width: 1, height: 1 });
      expect(got.headers['content-type']).toBe('image/gif');
      expect(bytes.includes('<script')).toBe(false);
      expect(bytes.includes('XMP')).toBe(false);
      expect(bytes.includes('NETSCAPE2.0')).toBe(true);
      expect(bytes).toEqual(gif({ extensions: [gifLooping(0)] }));
    });

    it('takes a WEBP, drops its EXIF, XMP and ICC chunks and their flags', async () => {
      const sent = webp({
        extra: [
          riffChunk('ICCP', Buffer.alloc(10, 7)),
          riffChunk('EXIF', exif(1)),
          riffChunk('XMP ', `<x:xmpmeta>${script}</x:xmpmeta>`),
        ],
        after: html,
      });
      const { image, got, bytes } = await roundTrip(sent, 'sticker.webp', 'image/webp');
      expect(image).toMatchObject({ width: 1, height: 1 });
      expect(got.headers['content-type']).toBe('image/webp');
      for (const gone of ['ICCP', 'EXIF', 'XMP ', script, '<html']) {
        expect(bytes.includes(gone)).toBe(false);
      }
      // VP8X keeps only its alpha flag; the RIFF size is the cleaned file's.
      expect(bytes.toString('latin1', 12, 16)).toBe('VP8X');
      expect(bytes[20]).toBe(0x10);
      expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    });

    it.each([
      ['an HTML page named x.png', 'x.png', 'image/png', html],
      [
        'an SVG named x.jpg',
        'x.jpg',
        'image/jpeg',
        `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`,
      ],
      ['an XML file', 'x.gif', 'image/gif', '<?xml version="1.0"?><a/>'],
      ['a script', 'x.webp', 'image/webp', 'alert(document.cookie)'],
      ['an empty file', 'x.png', 'image/png', ''],
      [
        'PNG magic followed by HTML',
        'x.png',
        'image/png',
        Buffer.concat([png().subarray(0, 8), Buffer.from(html)]),
      ],
      ['GIF magic followed by HTML', 'x.gif', 'image/gif', `GIF89a${html}`],
      [
        'JPEG magic followed by HTML',
        'x.jpg',
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(html)]),
      ],
      ['RIFF WEBP magic followed by HTML', 'x.webp', 'image/webp', `RIFF\x40\0\0\0WEBP${html}`],
      ['a BMP', 'x.bmp', 'image/bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)])],
      [
        'a PNG with a broken checksum',
        'x.png',
        'image/png',
        (() => {
          const bytes = png();
          bytes.writeUInt8((bytes.at(-20) ?? 0) ^ 0xff, bytes.length - 20);
          return bytes;
        })(),
      ],
      ['a PNG wider than 8192', 'x.png', 'image/png', png({ width: 8193, height: 1 })],
      ['a PNG without pixels', 'x.png', 'image/png', png({ width: 0, height: 4 })],
      ['a truncated JPEG', 'x.jpg', 'image/jpeg', jpeg().subarray(0, 150)],
      ['a JPEG of height 0', 'x.jpg', 'image/jpeg', jpeg({ height: 0 })],
      ['a GIF without its trailer', 'x.gif', 'image/gif', gif().subarray(0, -1)],
    ])('refuses %s (CHAT/IMAGE_TYPE) and stores nothing', async (_, filename, type, data) => {
      const before = await storedImages();
      expectError(
        await upload(member.tokenChat, [{ filename, type, data: Buffer.from(data) }]),
        400,
        'CHAT/IMAGE_TYPE',
      );
      expect(await storedImages()).toBe(before);
    });

    it('takes a file of exactly 5 MB', async () => {
      const padding = chatLimits.maxImageBytes - png().length - 12;
      const data = png({ before: [pngChunk('zTXt', Buffer.alloc(padding, 0x61))] });
      expect(data.length).toBe(chatLimits.maxImageBytes);
      const { bytes } = await roundTrip(data, 'big.png', 'image/png');
      expect(bytes).toEqual(png());
    });

    it('refuses a file over 5 MB (CHAT/IMAGE_TOO_LARGE, 413) and stores nothing', async () => {
      const before = await storedImages();
      const padding = chatLimits.maxImageBytes - png().length - 11;
      const data = png({ before: [pngChunk('zTXt', Buffer.alloc(padding, 0x61))] });
      expect(data.length).toBe(chatLimits.maxImageBytes + 1);
      expectError(
        await upload(member.tokenChat, [{ filename: 'big.png', type: 'image/png', data }]),
        413,
        'CHAT/IMAGE_TOO_LARGE',
      );
      // A body announced far over the limit is refused before it is read.
      const huge = multipart([{ filename: 'huge.png', data: Buffer.alloc(6 * 1024 * 1024) }]);
      expectError(await upload(member.tokenChat, huge), 413, 'CHAT/IMAGE_TOO_LARGE');
      expect(await storedImages()).toBe(before);
    });

    it('refuses a body that is not multipart, or not one file in the field `file`', async () => {
      expectError(
        await upload(member.tokenChat, {
          payload: JSON.stringify({ file: png().toString('base64') }),
          headers: { 'content-type': 'application/json' },
        }),
        400,
        'CHAT/IMAGE_TYPE',
      );
      expectError(
        await upload(member.tokenChat, [{ name: 'image', filename: 'x.png', data: png() }]),
        400,
        'CHAT/IMAGE_TYPE',
      );
      expectError(
        await upload(member.tokenChat, [{ name: 'file', data: 'just a field' }]),
        400,
        'CHAT/IMAGE_TYPE',
      );
      const twoFiles = [
        { filename: 'a.png', data: png() },
        { filename: 'b.gif', data: gif() },
      ];
      expectError(await upload(member.tokenChat, twoFiles), 400, 'CHAT/IMAGE_TYPE');
      const manyFields = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
      expectError(
        await upload(member.tokenChat, [...manyFields, { filename: 'a.png', data: png() }]),
        400,
        'CHAT/IMAGE_TYPE',
      );
    });

    it('refuses a call without a valid chat token (CHAT/TOKEN_INVALID, 403)', async () => {
      const before = await storedImages();
      const parts = [{ filename: 'x.png', type: 'image/png', data: png() }];
      expectError(await upload(undefined, parts), 403, 'CHAT/TOKEN_INVALID');
      expectError(await upload('not-a-token', parts), 403, 'CHAT/TOKEN_INVALID');
      expect(await storedImages()).toBe(before);
    });

    it('refuses guests (CHAT/GUEST_FORBIDDEN, 403)', async () => {
      const guestToken = randomBytes(24).toString('base64url');
      await db()
        .insert(chatUsers)
        .values({ guestTokenHash: hashToken(guestToken), nickname: '游客1' });
      const before = await storedImages();
      expectError(
        await upload(guestToken, [{ filename: 'x.png', type: 'image/png', data: png() }]),
        403,
        'CHAT/GUEST_FORBIDDEN',
      );
      expect(await storedImages()).toBe(before);
    });

    it('refuses uploads while chat is off or under maintenance (405)', async () => {
      const parts = [{ filename: 'x.png', type: 'image/png', data: png() }];
      const before = await storedImages();
      for (const [configKey, value, code] of [
        [systemConfigKey.enableChat, '0', 'CHAT/UNAVAILABLE'],
        [systemConfigKey.enableChatMaintenance, '1', 'CHAT/MAINTENANCE'],
      ] as const) {
        await app().services.settings.setSystemConfig({ configKey, configValue: value });
        try {
          expectError(await upload(member.tokenChat, parts), 405, code);
        } finally {
          await app().services.settings.setSystemConfig({
            configKey,
            configValue: value === '0' ? '1' : '0',
          });
        }
      }
      expect(await storedImages()).toBe(before);
      expect((await upload(member.tokenChat, parts)).statusCode).toBe(200);
    });

    it('limits uploads per chat user (CHAT/RATE_LIMITED, 429)', async () => {
      const { tokenChat } = await newChatMember();
      const parts = [{ filename: 'x.png', type: 'image/png', data: png() }];
      for (let i = 0; i < chatImageUploadLimits.perUser.max; i += 1) {
        const res = await upload(tokenChat, parts);
        expect(res.statusCode, res.body).toBe(200);
      }
      expectError(await upload(tokenChat, parts), 429, 'CHAT/RATE_LIMITED');
      // Another member is not held back.
      expect((await upload(member.tokenChat, parts)).statusCode).toBe(200);
    });

    it('limits calls per address, before the token is looked at (CHAT/RATE_LIMITED, 429)', async () => {
      const address = newAddress();
      const parts = [{ filename: 'x.png', type: 'image/png', data: png() }];
      for (let i = 0; i < chatImageUploadLimits.perAddress.max; i += 1) {
        expect((await upload(undefined, parts, address)).statusCode).toBe(403);
      }
      expectError(await upload(member.tokenChat, parts, address), 429, 'CHAT/RATE_LIMITED');
      expect((await upload(member.tokenChat, parts, newAddress())).statusCode).toBe(200);
    });
  });

  describe('GET /img-messen/chat/{name}', () => {
    it('answers 304 to a matching If-None-Match, and to HEAD only the headers', async () => {
      const { image, got } = await roundTrip(png(), 'x.png', 'image/png');
      const etag = String(got.headers.etag);
      const again = await app().inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': `W/"other", ${etag}` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const other = await app().inject({
        method: 'GET',
        url: image.url,
        headers: { 'if-none-match': '"other"' },
      });
      expect(other.statusCode).toBe(200);
      const head = await app().inject({ method: 'HEAD', url: image.url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/png');
    });

    it.each([
      ['an unknown name', 'AAAAAAAAAAAAAAAAAAAAAA.png'],
      ['a name of another pattern', 'x.svg'],
      ['a traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['a long name', `${'a'.repeat(90)}.png`],
    ])('answers 404 to %s', async (_, name) => {
      const res = await app().inject({
        method: 'GET',
        url: `${chatImageBase}${chatImagePath}/${name}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBeUndefined();
    });
  });
});
