import { describe, expect, it } from 'vitest';
import { galleryGameTabs } from './game-tabs';

describe('galleryGameTabs', () => {
  it('names the gallery games as the home does, in the gallery order', () => {
    const games = [
      { gameId: 71, gameName: '极速六合彩' },
      { gameId: 70, gameName: '香港六合彩' },
      { gameId: 110, gameName: '新澳门六合彩' },
      { gameId: 90, gameName: '澳门六合彩' },
    ];
    expect(galleryGameTabs(games)).toEqual([
      { gameId: 110, title: '新澳门六合彩' },
      { gameId: 90, title: '澳门六合彩' },
      { gameId: 70, title: '香港六合彩' },
    ]);
  });

  it('calls a game missing from the home settings 彩种{id}', () => {
    expect(
      galleryGameTabs([{ gameId: 110, gameName: '新澳门六合彩' }]).map((tab) => tab.title),
    ).toEqual(['新澳门六合彩', '彩种90', '彩种70']);
    expect(galleryGameTabs(undefined).map((tab) => tab.title)).toEqual([
      '彩种110',
      '彩种90',
      '彩种70',
    ]);
  });

  it('leaves the titles empty while the names load', () => {
    expect(galleryGameTabs(undefined, true).map((tab) => tab.title)).toEqual(['', '', '']);
  });
});
