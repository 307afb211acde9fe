import {
  activeAdItems,
  galleryGameTabs,
  gallerySearchPlaceholder,
  imageUrl,
} from '@lottery/contracts';
import type { AdTemplate, AppConfigFile } from '@lottery/contracts';
import { escapeHtml, shellImage } from './boot-shell';
import type { InlineImage } from './boot-shell';

/** The gallery's path (spec part 2 §2.8). */
export const galleryPagePath = '/gallery';

/** The gallery page's module in the web build (its key in Vite's manifest). */
export const galleryPageSource = 'src/features/gallery/pages/gallery-page.tsx';

/** Cards the shell holds a place for: the rows a phone shows above the tab bar. */
export const galleryShellCards = 9;

export interface GalleryShellContent {
  appConfig: AppConfigFile | undefined;
  ads: readonly AdTemplate[];
  /** The first AD08 image's bytes as a data URL when small enough to travel inside the page. */
  inlineAd?: InlineImage;
}

/** The first AD08 image's URL (the page's largest paint), if AD08 shows. */
export const firstGalleryAdUrl = (ads: readonly AdTemplate[]): string | undefined => {
  const first = activeAdItems(ads, 'AD08')[0];
  return first ? imageUrl(first.imageUrl) : undefined;
};

const card =
  '<div class="bs-card"><span class="bs-card-picture"></span>' +
  '<span class="bs-card-name"></span><span class="bs-card-turn"></span></div>';

/**
 * /gallery's first view as plain HTML, at the page's sizes: the title bar, the game tabs (the
 * first one chosen), AD08, the search box, the filter bar and the grid's cards as empty frames.
 * Shown until the app has drawn AD08 and its first cards.
 */
export const renderGalleryShell = ({ appConfig, ads, inlineAd }: GalleryShellContent): string => {
  const tabs = galleryGameTabs(appConfig?.home_lottery_setting)
    .map(
      (tab, position) =>
        `<div class="bs-game-tab"><span${position === 0 ? ' class="bs-game-tab-active"' : ''}>${escapeHtml(tab.title)}</span></div>`,
    )
    .join('');
  const adImages = activeAdItems(ads, 'AD08')
    .map((item, position) =>
      position === 0
        ? // The page's largest paint: fetched (or carried) before the scripts.
          shellImage(
            inlineAd?.(imageUrl(item.imageUrl)) ?? item.imageUrl,
            'bs-ad',
            'fetchpriority="high"',
          )
        : shellImage(item.imageUrl, 'bs-ad'),
    )
    .join('');
  const adSlot = adImages ? `<div class="bs-ad-slot">${adImages}</div>` : '';
  return (
    '<header class="bs-title"><span>图库</span></header>' +
    `<div class="bs-page"><div class="bs-game-tabs">${tabs}</div>` +
    `<div class="bs-gallery-top">${adSlot}` +
    `<div class="bs-search"><span>${escapeHtml(gallerySearchPlaceholder)}</span></div></div>` +
    '<div class="bs-filters"><span class="bs-types"></span><span class="bs-chip"></span>' +
    '<span class="bs-chip"></span></div>' +
    `<div class="bs-grid">${card.repeat(galleryShellCards)}</div></div>` +
    '<div class="bs-tabs"></div>'
  );
};
