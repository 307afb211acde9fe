import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bodies smaller than this are sent as they are (as @fastify/compress's threshold). */
const compressThreshold = 1024;

/** A body serialized once and compressed once, for answers many clients read unchanged. */
export interface EncodedBody {
  raw: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
}

/**
 * Compresses at the strongest settings: the work is done once per change (off the event loop),
 * and brotli's best is about a quarter smaller than gzip on our JSON, which a phone feels.
 */
export const encodeBody = async (raw: Buffer): Promise<EncodedBody> => {
  if (raw.length < compressThreshold) return { raw };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { raw, gzip: gz, brotli: br };
};

const codings = {
  br: /\bbr\b(?!;q=0(\.0*)?\b)/,
  gzip: /\bgzip\b(?!;q=0(\.0*)?\b)/,
};

/** Whether an Accept-Encoding header takes `coding` (and not with q=0). */
export const accepts = (header: string | undefined, coding: keyof typeof codings): boolean =>
  header !== undefined && codings[coding].test(header);

/** Sends the smallest form the client takes: brotli, gzip, or the raw bytes. */
export const sendEncoded = (
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  body: EncodedBody,
  contentType = 'application/json; charset=utf-8',
): FastifyReply => {
  reply.type(contentType).header('vary', 'accept-encoding');
  if (body.brotli && accepts(acceptEncoding, 'br')) {
    return reply.header('content-encoding', 'br').send(body.brotli);
  }
  if (body.gzip && accepts(acceptEncoding, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.raw);
};
