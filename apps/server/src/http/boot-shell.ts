import { deferredStyleAttribute, imageUrl } from '@lottery/contracts';

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
 * index.html's stylesheets as preloads the app applies when it starts: the boot shell (inline
 * style) paints without waiting for them, and the app draws under it meanwhile.
 */
export const deferStylesheets = (html: string): string =>
  html.replace(
    /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g,
    `<link rel="preload" as="style"$1 href="$2" ${deferredStyleAttribute}>`,
  );

/** Images up to this size are sent inside the page (base64 adds a third). */
export const inlineImageMaxBytes = 12 * 1024;

export const dataUrlOf = (contentType: string, body: Uint8Array): string | undefined =>
  body.byteLength <= inlineImageMaxBytes
    ? `data:${contentType};base64,${Buffer.from(body).toString('base64')}`
    : undefined;

/** A small image's data URL when the server has it at hand (else the image goes by its URL). */
export type InlineImage = (src: string) => string | undefined;
