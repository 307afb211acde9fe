import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  adTemplate,
  apiBase,
  chatBase,
  chatImageBase,
  companyInfo,
  drawSocketPath,
  homePagePaths,
  staticFile,
  uploadBase,
  z,
} from '@lottery/contracts';
import { AppError } from './app-error';
import {
  bootShellMarker,
  dataUrlOf,
  deferStylesheets,
  firstBannerUrl,
  renderHomeShell,
} from './home-shell';

const apiPrefixes = [apiBase, chatBase, chatImageBase, uploadBase, drawSocketPath];

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

  const indexHtml = hasClient ? readFileSync(path.join(distDir, 'index.html'), 'utf8') : '';
  const homeHtml = deferStylesheets(indexHtml);

  // Image names are content-addressed, so a name's data URL never changes.
  const inlined = new Map<string, string | undefined>();
  const imagesPrefix = `${uploadBase}/images/`;
  const inlineImage = async (url: string | undefined) => {
    if (!url?.startsWith(imagesPrefix)) return;
    if (inlined.has(url)) return;
    const image = await app.services.content.image(url.slice(imagesPrefix.length));
    if (inlined.size > 100) inlined.clear();
    inlined.set(url, image ? dataUrlOf(image.contentType, image.body) : undefined);
  };

  /** The home's first view from the published company and ad files (nothing when unreadable). */
  const homeShell = async (): Promise<string> => {
    try {
      const [companyFile, ads] = await Promise.all([
        app.services.publish.get(staticFile.company),
        app.services.publish.get(staticFile.templateAds),
      ]);
      const company = companyFile ? companyInfo.parse(JSON.parse(companyFile.body)) : undefined;
      await inlineImage(firstBannerUrl(company));
      return renderHomeShell({
        company,
        ads: ads ? z.array(adTemplate).parse(JSON.parse(ads.body)) : [],
        // The largest paint arrives with the page instead of queueing behind the scripts.
        inlineBanner: (url) => inlined.get(url),
      });
    } catch (error) {
      app.log.warn({ err: error }, 'home boot shell not drawn');
      return '';
    }
  };

  // Routes of their own (not the fallback below), so the compression hooks apply to them.
  if (hasClient) {
    for (const url of homePagePaths) {
      app.get(url, async (_request, reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(homeHtml.replace(bootShellMarker, await homeShell())),
      );
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasClient && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const error = new AppError('SYS/NOT_FOUND');
    return reply.status(error.statusCode).send(error.toBody());
  });
};
