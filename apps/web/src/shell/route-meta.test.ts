import { describe, expect, it } from 'vitest';
import type { UIMatch } from 'react-router';
import {
  chooseTransition,
  currentPage,
  defaultRouteMeta,
  isAvailableIn,
  isTabRoot,
  routeMeta,
} from './route-meta';
import type { RouteMeta, TransitionInput } from './route-meta';

const match = (pathname: string, meta?: RouteMeta): UIMatch => ({
  id: pathname,
  pathname,
  params: {},
  data: undefined,
  loaderData: undefined,
  handle: meta ? { meta } : undefined,
});

describe('currentPage', () => {
  const gallery = routeMeta({ group: 'tab', keepAlive: true });

  it('reads the meta of the deepest route that has one, keyed by the page route below it', () => {
    expect(currentPage([match('/'), match('/'), match('/', gallery), match('/gallery')])).toEqual({
      meta: gallery,
      key: '/gallery',
    });
  });

  it('keeps one key for a page whose child route changes', () => {
    const game = routeMeta({ group: 'game' });
    const matches = [match('/'), match('/', game), match('/game/95'), match('/game/95/chat')];
    expect(currentPage(matches)).toEqual({ meta: game, key: '/game/95' });
  });

  it('looks past pathless wrappers (RequireAuth) to the page', () => {
    const member = routeMeta({ access: 'member' });
    const matches = [match('/'), match('/', member), match('/'), match('/setting-chat-color')];
    expect(currentPage(matches).key).toBe('/setting-chat-color');
  });

  it('keys the index page by its own pathname, and falls back to the defaults without meta', () => {
    const home = routeMeta({ group: 'home' });
    expect(currentPage([match('/'), match('/', home), match('/')])).toEqual({
      meta: home,
      key: '/',
    });
    expect(currentPage([match('/'), match('/nowhere')])).toEqual({
      meta: defaultRouteMeta,
      key: '/nowhere',
    });
  });
});

describe('theme availability and tab roots', () => {
  it('is available only in the themes the meta names', () => {
    const theme2Only = routeMeta({ themes: ['theme2'] });
    expect(isAvailableIn(theme2Only, 'theme2')).toBe(true);
    expect(isAvailableIn(theme2Only, 'theme4')).toBe(false);
    expect(isAvailableIn(defaultRouteMeta, 'theme3')).toBe(true);
  });

  it('knows the pages of the theme’s bottom tabs, and the home routes', () => {
    expect(isTabRoot('/gallery', 'theme4')).toBe(true);
    expect(isTabRoot('/game-center/', 'theme4')).toBe(true);
    expect(isTabRoot('/recommend', 'theme4')).toBe(true);
    expect(isTabRoot('/gallery/1', 'theme4')).toBe(false);
    // The promotions and bets tabs are theme2's only.
    expect(isTabRoot('/promotional', 'theme4')).toBe(false);
    expect(isTabRoot('/promotional', 'theme2')).toBe(true);
    expect(isTabRoot('/report/bet-list', 'theme2')).toBe(true);
  });
});

describe('chooseTransition', () => {
  const plain = defaultRouteMeta;
  const sheet = routeMeta({ transition: 'overlay-back' });
  const still = routeMeta({ transition: 'none' });
  const base: TransitionInput = {
    action: 'PUSH',
    from: plain,
    to: plain,
    fromTab: false,
    toTab: false,
    reducedMotion: false,
  };

  it.each<[string, Partial<TransitionInput>, string]>([
    ['pushing a page slides it in', {}, 'default'],
    ['pushing a sheet-like page slides it in (as a sheet)', { to: sheet }, 'default'],
    ['going back plays back', { action: 'POP' }, 'back'],
    [
      'closing a sheet-like page plays overlay-back',
      { action: 'POP', from: sheet },
      'overlay-back',
    ],
    ['switching bottom tabs plays none', { fromTab: true, toTab: true }, 'none'],
    [
      'going back between tab pages plays none',
      { action: 'POP', fromTab: true, toTab: true },
      'none',
    ],
    ['opening a tab page from a detail plays none', { toTab: true }, 'none'],
    ['going back from a detail to its tab page plays back', { action: 'POP', toTab: true }, 'back'],
    ['a replace (a redirect) plays none', { action: 'REPLACE' }, 'none'],
    ['the first page plays none', { from: null }, 'none'],
    ['a page that never animates plays none', { to: still }, 'none'],
    ['leaving a page that never animates plays none', { action: 'POP', from: still }, 'none'],
    ['reduced motion plays none', { reducedMotion: true }, 'none'],
    ['reduced motion plays none going back', { action: 'POP', reducedMotion: true }, 'none'],
  ])('%s', (_case, input, expected) => {
    expect(chooseTransition({ ...base, ...input })).toBe(expected);
  });
});
