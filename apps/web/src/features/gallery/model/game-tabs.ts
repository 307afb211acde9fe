import { galleryGameIds } from '@lottery/contracts';

export interface GalleryGameTab {
  gameId: number;
  title: string;
}

/**
 * The gallery's game tabs: the games that have a gallery, in their order, named as the home names
 * them (app_config's home_lottery_setting); a game missing there is `彩种{id}`. While the names
 * load (`games` undefined) the titles are empty, so a name does not replace a stand-in.
 */
export const galleryGameTabs = (
  games: readonly { gameId: number; gameName: string }[] | undefined,
  loading = false,
): GalleryGameTab[] =>
  galleryGameIds.map((gameId) => {
    const name = games?.find((game) => game.gameId === gameId)?.gameName.trim();
    return { gameId, title: name || (loading ? '' : `彩种${gameId}`) };
  });
