import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  chatImage,
  chatImagePath,
  chatLimits,
  chatPaths,
  ok,
  okEnvelope,
} from '@lottery/contracts';
import { AppError } from '../../http/app-error';
import { chatCallerOf, chatMemberOf, requireChatCaller } from '../chat/chat-auth';

/** Uploads allowed per window: per chat user, and per address (carrier NATs share addresses). */
export const chatImageUploadLimits = {
  perUser: { max: 10, timeWindow: 60_000 },
  perAddress: { max: 60, timeWindow: 60_000 },
} as const;

/** Room for the multipart boundaries and part headers around the file. */
const multipartOverhead = 64 * 1024;

/** Multipart errors that mean "not one image in the field `file`". */
const notOneImage = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The bytes of the multipart field `file`, the one file of the body. */
const uploadedFile = async (request: FastifyRequest): Promise<Buffer> => {
  const declared = Number(request.headers['content-length']);
  if (declared > chatLimits.maxImageBytes + multipartOverhead) {
    throw new AppError('CHAT/IMAGE_TOO_LARGE');
  }
  if (!request.isMultipart()) throw new AppError('CHAT/IMAGE_TYPE');
  const files: { field: string; bytes: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ field: part.fieldname, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const { code } = error as { code?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('CHAT/IMAGE_TOO_LARGE');
    if (typeof code === 'string' && notOneImage.has(code)) throw new AppError('CHAT/IMAGE_TYPE');
    throw error;
  }
  const [file] = files;
  if (files.length !== 1 || file?.field !== 'file') throw new AppError('CHAT/IMAGE_TYPE');
  return file.bytes;
};

/**
 * POST /api-messen/chat/uploadImage: a member's image for a chat message (docs/api.md "Chat
 * images"). Guests are refused, and everyone while chat is off; the type is read from the
 * content and the file cleaned (clean-image.ts) before it is stored.
 */
export const chatImageUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Here only: no other chat call takes multipart bodies.
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: chatLimits.maxImageBytes,
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 20,
    },
    throwFileSizeLimit: true,
  });

  const limiter = (
    options: { max: number; timeWindow: number },
    key: (request: FastifyRequest) => string,
  ) => {
    const check = app.createRateLimit({ ...options, keyGenerator: key });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw new AppError('CHAT/RATE_LIMITED');
    };
  };
  // Before the token is looked up or a byte of the body read.
  const perAddress = limiter(
    chatImageUploadLimits.perAddress,
    (request) => `chat-image:address:${request.ip}`,
  );
  const perUser = limiter(
    chatImageUploadLimits.perUser,
    (request) => `chat-image:user:${chatCallerOf(request).chatUser.id}`,
  );

  app.post(
    chatPaths.uploadImage,
    {
      onRequest: perAddress,
      preHandler: [
        requireChatCaller(() => app.services.chat.auth),
        async (request) => {
          chatMemberOf(request);
          // Chat switched off or under maintenance: no uploads either (405).
          await app.services.chat.rooms.assertOpen();
        },
        perUser,
      ],
      schema: { response: { 200: okEnvelope(chatImage) } },
    },
    async (request, reply) => {
      const { chatUser } = chatMemberOf(request);
      const file = await uploadedFile(request);
      reply.header('cache-control', 'no-store');
      return ok(await app.services.chatImages.upload(chatUser.id, file));
    },
  );
};

/** Strong validators of If-None-Match (`*`, a list, weak ones compared weakly). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);

/**
 * GET /img-messen/chat/{name}: a chat image, as stored. A name is never reused, so the answer is
 * cached for a year; it can never run as a page (nosniff, a sandboxing CSP, its stored type).
 */
export const chatImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${chatImagePath}/:name`,
    { schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      const image = await app.services.chatImages.image(name);
      if (!image) throw new AppError('SYS/NOT_FOUND');
      const etag = `"${name}"`;
      reply.headers({
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'content-disposition': 'inline',
        etag,
      });
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(image.mime).send(image.bytes);
    },
  );
};
