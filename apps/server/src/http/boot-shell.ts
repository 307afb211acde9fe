import { createHash } from 'node:crypto';
import { deferredStyleAttribute, imageUrl } from '@lottery/contracts';
import type { PageAssets } from './route-assets';

/**
 * What the boot shells share: a page's first view drawn by the server as plain HTML into
 * index.html's `#boot-shell` (styled by index.html's inline style), shown until the app has
 * drawn the same view (apps/web/src/lib/boot-shell.ts).
 */

/** Where index.html takes the first view (an HTML comment inside `#boot-shell`). */
export const bootShellMarker = '<!--boot-shell-->';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An image in a frame of the given class (the frame holds the size before the image comes). */
export const shellImage = (src: string, className: string, attributes = 'decoding="async"') =>
  `<div class="${className}"><img src="${escapeHtml(imageUrl(src))}" alt="" ${attributes}></div>`;

/**
 * The scripts of a page with a boot shell start loading after its first paint: until then they
 * are inert tags (an unknown rel and type), which this script, inline at the end of the body,
 * makes real: the entry first, then the preloads eight to a task (each one a fetch to start; all
 * at once held the main thread for 70 ms on a slow phone). The shell and its images do not share
 * the line with the app's modules, and the page is painted before any of them can hold the main
 * thread. A hidden tab paints nothing, so there the scripts start at once.
 */
export const appScriptLoader =
  '(()=>{const go=()=>{const e=document.querySelector(\'script[type="app-module"]\');' +
  'if(e){e.remove();const s=document.createElement("script");s.type="module";s.crossOrigin="";' +
  's.src=e.getAttribute("src");document.head.append(s)}' +
  'const l=[...document.querySelectorAll(\'link[rel="app-modulepreload"]\')];' +
  'const next=()=>{for(const k of l.splice(0,8))k.rel="modulepreload";if(l.length)setTimeout(next)};next()};' +
  'document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()';

/** The CSP source that lets the loader run (pages allow no other inline script). */
export const appScriptLoaderSource = `'sha256-${createHash('sha256').update(appScriptLoader).digest('base64')}'`;

/**
 * index.html for a page with a boot shell: its stylesheets become preloads the app applies when
 * it starts (the shell has its inline style), its scripts wait for the first paint. The page's
 * own lazily loaded chunk and styles (`page`) join them, so they come in the same wave as the
 * entry instead of after it has run.
 */
/** The page's chunks and stylesheets index.html does not name yet, as links for its head. */
const pageLinksOf = (html: string, page: PageAssets): string => {
  const missing = (url: string) => !html.includes(`"${url}"`);
  return [
    ...page.scripts
      .filter(missing)
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...page.styles
      .filter(missing)
      .map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
  ]
    .map((link) => `  ${link}\n`)
    .join('');
};

export const deferAppResources = (
  html: string,
  page: PageAssets = { scripts: [], styles: [] },
): string =>
  html
    .replace('</head>', `${pageLinksOf(html, page)}</head>`)
    .replace(
      /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g,
      `<link rel="preload" as="style"$1 href="$2" ${deferredStyleAttribute}>`,
    )
    .replace(/<script type="module"( crossorigin)? src=/g, '<script type="app-module"$1 src=')
    .replace(/<link rel="modulepreload"/g, '<link rel="app-modulepreload"')
    .replace('</body>', `<script>${appScriptLoader}</script></body>`);

/** Images up to this size are sent inside the page (base64 adds a third). */
export const inlineImageMaxBytes = 12 * 1024;

export const dataUrlOf = (contentType: string, body: Uint8Array): string | undefined =>
  body.byteLength <= inlineImageMaxBytes
    ? `data:${contentType};base64,${Buffer.from(body).toString('base64')}`
    : undefined;

/** A small image's data URL when the server has it at hand (else the image goes by its URL). */
export type InlineImage = (src: string) => string | undefined;
