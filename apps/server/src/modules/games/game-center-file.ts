import { gameCenterFile, gameCenterFilePath } from '@lottery/contracts';
import type { StaticFileDefinition } from '../publish/static-files';
import type { GamesService } from './games.service';

/**
 * game_center.json, the game centre's default source: the categories and every visible game
 * (no one's follows). Rebuilt when the catalogue changes; the maintenance windows travel as text
 * and every client compares them with its clock in the system time zone.
 */
export const gameCenterFiles = (games: GamesService): StaticFileDefinition[] => [
  {
    path: gameCenterFilePath,
    sources: ['games'],
    schema: gameCenterFile,
    build: () => games.centreFile(),
  },
];
