export { canAddToHomeScreen, downloadUrlFor, isIos, isIosSafari, isStandalone } from './platform';
export type { DownloadUrls, StandaloneWindow } from './platform';
export { matchesMedia, prefersReducedMotion } from './media';
