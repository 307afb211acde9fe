import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiBase, chatBase, chatImageBase, uploadBase } from '@lottery/contracts';
import { AppError } from './app-error';

const apiPrefixes = [apiBase, chatBase, chatImageBase, uploadBase, '/ws-game'];

const isApiPath = (url: string) =>
  apiPrefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  !path.extname(request.url.split('?')[0] ?? '');

/**
 * Serves the built web client: hashed assets cached for a year, index.html revalidated, and
 * every other page path answered with index.html (history fallback). Unknown calls get the
 * error envelope.
 */
export const registerSpa = async (app: FastifyInstance, distDir: string | undefined) => {
  const hasClient = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Routes for the files present at start; every other path reaches the fallback below.
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web client not built; serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasClient && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const error = new AppError('SYS/NOT_FOUND');
    return reply.status(error.statusCode).send(error.toBody());
  });
};
