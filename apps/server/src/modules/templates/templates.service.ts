import type { PlayCategory } from '@lottery/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as repo from './templates.repository';

export type TemplatesService = ReturnType<typeof createTemplatesService>;

/** Prediction templates; for now the play categories that filter them. */
export const createTemplatesService = ({ db }: Pick<Deps, 'db'>) => {
  const playCategories = async (gameId: number): Promise<PlayCategory[]> => {
    if (!(await repo.findEnabledGame(db, gameId))) throw new AppError('GAME/NOT_FOUND');
    const rows = await repo.listPlayCategories(db, gameId);
    return rows.map(({ id, gameId: game, name, sort }) => ({ id, gameId: game, name, sort }));
  };

  const addPlayCategories = (gameId: number, names: readonly string[]) =>
    repo.insertPlayCategories(
      db,
      names.map((name, index) => ({ gameId, name, sort: index + 1 })),
    );

  return { playCategories, addPlayCategories };
};
