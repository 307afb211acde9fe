/** The home carousel turns every 3 s (spec part 1 §9). */
export const carouselAutoplayMs = 3000;

/**
 * The lottery-notice marquee: a marquee's scroll amount 3 (3 px per 85 ms tick), as the notice
 * bar's speed in px per second.
 */
export const marqueeSpeed = Math.round((3 * 1000) / 85);

/** What the fourth quick action of the theme4 home opens (system_config home_fourth_action). */
export const fourthQuickActions = ['chat', 'data', 'promotion'] as const;
export type FourthQuickAction = (typeof fourthQuickActions)[number];

/** Spec part 1 §9: the default game, and the special Macau game with its live tab labelled 20:30. */
export const defaultGameId = 110;
export const specialLiveGameId = 110;
export const liveTimeLabel = '20:30';

/**
 * On the home paths the server turns index.html's stylesheets into preloads marked with this
 * attribute (they would hold back the first paint of the boot shell, whose style is inline); the
 * app makes them stylesheets again as it starts, under the boot shell.
 */
export const deferredStyleAttribute = 'data-boot-style';

/** The paths that open the home page (spec part 2 §2.8 index, recommend and the lottery homes). */
export const homePagePaths = [
  '/',
  '/recommend',
  '/macau-lottery',
  '/hong-kong-lottery',
  '/taiwan-mark-six',
  '/macau-mark-six',
] as const;
