import { lotteryGameIds, templateListFile, templatePage } from '@lottery/contracts';
import type { StaticFileDefinition } from '../publish/static-files';
import type { TemplatesService } from './templates.service';

/**
 * `template/template_{gameId}.json`: page 1 of a game's templates (every category) as a guest
 * sees it — the home's default list. The file is public, so locked items carry no content;
 * members read them through the API with their token. Rebuilt when the game's templates change.
 */
export const templateListFiles = (templates: TemplatesService): StaticFileDefinition[] =>
  lotteryGameIds.map((gameId) => ({
    path: templateListFile(gameId),
    sources: [`templates:${gameId}`, 'lottery_games'],
    schema: templatePage,
    build: () => templates.staticList(gameId),
  }));
