import { activeAdItems, carouselSlides, imageUrl } from '@lottery/contracts';
import type { AdTemplate, CompanyInfo } from '@lottery/contracts';
import { escapeHtml, shellImage } from './boot-shell';
import type { InlineImage } from './boot-shell';

export interface HomeShellContent {
  company: CompanyInfo | undefined;
  ads: readonly AdTemplate[];
  /** The first banner's bytes as a data URL when small enough to travel inside the page. */
  inlineBanner?: InlineImage;
}

/** The home page's module in the web build (its key in Vite's manifest). */
export const homePageSource = 'src/features/home/pages/home-page.tsx';

/** The first banner's URL, as the app's carousel orders them. */
export const firstBannerUrl = (company: CompanyInfo | undefined): string | undefined => {
  const banner = carouselSlides(company?.homeCarousels ?? [], [])[0];
  return banner ? imageUrl(banner.imageUrl) : undefined;
};

/**
 * The home page's first view as plain HTML (header, AD12 and the first carousel banner), shown
 * until the app has drawn the same things: the phone paints the page before the scripts run.
 */
export const renderHomeShell = ({ company, ads, inlineBanner }: HomeShellContent): string => {
  const name = company?.name ?? '';
  const logo = company?.logoUrl
    ? `<img class="bs-logo" src="${escapeHtml(imageUrl(company.logoUrl))}" alt="" width="34" height="34">`
    : '';
  const adImages = activeAdItems(ads, 'AD12')
    .map((item) => shellImage(item.imageUrl, 'bs-ad'))
    .join('');
  const banner = firstBannerUrl(company);
  return (
    `<header class="bs-header">${logo}<span class="bs-name">${escapeHtml(name)}</span></header>` +
    `<div class="bs-body">${adImages}${
      // The banner is the page's largest paint: fetched before the scripts.
      banner
        ? shellImage(inlineBanner?.(banner) ?? banner, 'bs-banner', 'fetchpriority="high"')
        : '<div class="bs-banner"></div>'
    }</div><div class="bs-tabs"></div>`
  );
};
