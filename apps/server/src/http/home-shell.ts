import { carouselSlides, deferredStyleAttribute, imageUrl } from '@lottery/contracts';
import type { AdTemplate, CompanyInfo } from '@lottery/contracts';

/** Where index.html takes the home's first view (an HTML comment inside `#boot-shell`). */
export const bootShellMarker = '<!--boot-shell-->';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const image = (src: string, className: string, attributes = 'decoding="async"') =>
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

export interface HomeShellContent {
  company: CompanyInfo | undefined;
  ads: readonly AdTemplate[];
  /** The first banner's bytes as a data URL when small enough to travel inside the page. */
  inlineBanner?: (src: string) => string | undefined;
}

/** The first banner's URL, as the app's carousel orders them. */
export const firstBannerUrl = (company: CompanyInfo | undefined): string | undefined => {
  const banner = carouselSlides(company?.homeCarousels ?? [], [])[0];
  return banner ? imageUrl(banner.imageUrl) : undefined;
};

/** Images up to this size are sent inside the page (base64 adds a third). */
export const inlineImageMaxBytes = 12 * 1024;

export const dataUrlOf = (contentType: string, body: Uint8Array): string | undefined =>
  body.byteLength <= inlineImageMaxBytes
    ? `data:${contentType};base64,${Buffer.from(body).toString('base64')}`
    : undefined;

/**
 * The home page's first view as plain HTML (header, AD12 and the first carousel banner), shown
 * until the app has drawn the same things: the phone paints the page before the scripts run.
 */
export const renderHomeShell = ({ company, ads, inlineBanner }: HomeShellContent): string => {
  const name = company?.name ?? '';
  const logo = company?.logoUrl
    ? `<img class="bs-logo" src="${escapeHtml(imageUrl(company.logoUrl))}" alt="" width="34" height="34">`
    : '';
  const topAd = ads.find((template) => template.templateCode === 'AD12' && template.status === 1);
  const adImages = (topAd?.groups.flatMap((group) => group.items) ?? [])
    .map((item) => image(item.imageUrl, 'bs-ad'))
    .join('');
  const banner = firstBannerUrl(company);
  return (
    `<header class="bs-header">${logo}<span class="bs-name">${escapeHtml(name)}</span></header>` +
    `<div class="bs-body">${adImages}${
      // The banner is the page's largest paint: fetched before the scripts.
      banner
        ? image(inlineBanner?.(banner) ?? banner, 'bs-banner', 'fetchpriority="high"')
        : '<div class="bs-banner"></div>'
    }</div><div class="bs-tabs"></div>`
  );
};
