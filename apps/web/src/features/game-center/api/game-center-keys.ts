import { gameCenterFilePath } from '@lottery/contracts';
import { memberQueryKey } from '../../../lib/profile/get-profile';

/** The game centre's query keys; the follows are the member's (cleared with the profile). */
export const gameCenterKeys = {
  catalogue: ['static', gameCenterFilePath] as const,
  follows: memberQueryKey('game-follows'),
};

/** Catalogue failures are only logged (spec part 1 §8): the grid stays empty or keeps its games. */
export const logGameCenterError = (what: string, error: unknown): void => {
  console.warn(`game centre: ${what} failed`, error);
};
