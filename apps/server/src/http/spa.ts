import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  adTemplate,
  apiBase,
  appConfigFile,
  chatBase,
  chatImageBase,
  companyInfo,
  drawSocketPath,
  homePagePaths,
  staticFile,
  uploadBase,
  z,
} from '@lottery/contracts';
import { encodeBody, sendEncoded } from '../lib/encoded-body';
import { demoCasinoBase } from '../modules/games/providers/demo/demo-provider';
import { AppError } from './app-error';
import { bootShellMarker, dataUrlOf, deferAppResources } from './boot-shell';
import {
  firstGalleryAdUrl,
  galleryPagePath,
  galleryPageSource,
  renderGalleryShell,
} from './gallery-shell';
import { analyticsShellRoutes } from './analytics-shell';
import { firstBannerUrl, homePageSource, renderHomeShell } from './home-shell';
import { manifestFolder, pageAssets, pagesAssets, readBuildManifest } from './route-assets';

/** Paths of the server's own surfaces: an unknown one is a 404, never the app's page. */
const apiPrefixes = [apiBase, chatBase, chatImageBase, uploadBase, drawSocketPath, demoCasinoBase];

const isApiPath = (url: string) =>
  apiPrefixes.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/** The back office's build, in dist/admin/, served at /admin (its assets under /admin/assets/). */
const adminFolder = 'admin';
const isAdminPath = (url: string) => {
  const pathName = url.split('?')[0] ?? '';
  return pathName === `/${adminFolder}` || pathName.startsWith(`/${adminFolder}/`);
};

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A segment starting with a dot (`/.env`, `/.git/config`, `/%2Egit`): never a page of the app. */
const hasDotSegment = (pathName: string) =>
  pathName.split('/').some((segment) => decoded(segment).startsWith('.'));

const wantsPage = (request: FastifyRequest) => {
  const pathName = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    !path.extname(pathName) &&
    !hasDotSegment(pathName)
  );
};

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
      // The build manifest is for this server, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith(`/${manifestFolder}/`),
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
  const encodedIndex = hasClient ? await encodeBody(Buffer.from(indexHtml)) : undefined;
  // The operator back office: its own build, its own page for every path under /admin.
  const adminIndex = hasClient ? path.join(distDir, adminFolder, 'index.html') : undefined;
  const encodedAdminIndex =
    adminIndex && existsSync(adminIndex) ? await encodeBody(readFileSync(adminIndex)) : undefined;
  const manifest = hasClient ? readBuildManifest(distDir) : undefined;
  const homeHtml = deferAppResources(indexHtml, pageAssets(manifest, homePageSource));
  const galleryHtml = deferAppResources(indexHtml, pageAssets(manifest, galleryPageSource));

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

  /** A published static file, parsed; undefined when it is not published. */
  const published = async <T>(
    file: string,
    parse: (value: unknown) => T,
  ): Promise<T | undefined> => {
    const found = await app.services.publish.get(file);
    return found ? parse(JSON.parse(found.body)) : undefined;
  };
  const publishedAds = async () =>
    (await published(staticFile.templateAds, (value) => z.array(adTemplate).parse(value))) ?? [];

  // Each page's first view from the published files; the largest image comes inside the page
  // instead of queueing behind the scripts.
  const homeShell = async (): Promise<string> => {
    const [company, ads] = await Promise.all([
      published(staticFile.company, (value) => companyInfo.parse(value)),
      publishedAds(),
    ]);
    await inlineImage(firstBannerUrl(company));
    return renderHomeShell({ company, ads, inlineBanner: (url) => inlined.get(url) });
  };
  const galleryShell = async (): Promise<string> => {
    const [appConfig, ads] = await Promise.all([
      published(staticFile.appConfig, (value) => appConfigFile.parse(value)),
      publishedAds(),
    ]);
    await inlineImage(firstGalleryAdUrl(ads));
    return renderGalleryShell({ appConfig, ads, inlineAd: (url) => inlined.get(url) });
  };

  type ShellPage = [path: string, html: string, shell: () => Promise<string>];
  const shellPages: ShellPage[] = [
    ...homePagePaths.map((url): ShellPage => [url, homeHtml, homeShell]),
    [galleryPagePath, galleryHtml, galleryShell],
  ];

  // Routes of their own (not the fallback below), so the compression hooks apply to them.
  if (hasClient) {
    for (const [url, html, shell] of shellPages) {
      app.get(url, async (_request, reply) => {
        let firstView = '';
        try {
          firstView = await shell();
        } catch (error) {
          // Without its first view the page still works: the app draws it.
          app.log.warn({ err: error, url }, 'boot shell not drawn');
        }
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html.replace(bootShellMarker, firstView));
      });
    }
  }

  if (hasClient) {
    for (const route of analyticsShellRoutes) {
      // Drawn once: only the section's own pages get a first view; any other name the plain page.
      const byPage = new Map<string, string>();
      for (const page of route.pages) {
        byPage.set(
          page,
          deferAppResources(indexHtml, pagesAssets(manifest, route.sources(page))).replace(
            bootShellMarker,
            route.shell(page),
          ),
        );
      }
      app.get(route.pattern, async (request, reply) => {
        const { page = '' } = request.params as { page?: string };
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(byPage.get(page) ?? indexHtml);
      });
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (encodedIndex && wantsPage(request)) {
      const page = encodedAdminIndex && isAdminPath(request.url) ? encodedAdminIndex : encodedIndex;
      // Compressed here: the not-found handler is outside @fastify/compress's route hooks.
      return sendEncoded(
        reply.header('cache-control', 'no-cache'),
        request.headers['accept-encoding'],
        page,
        'text/html; charset=utf-8',
      );
    }
    const error = new AppError('SYS/NOT_FOUND');
    return reply.status(error.statusCode).send(error.toBody());
  });
};
