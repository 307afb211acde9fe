import { pageSizes, templateListFile, templatePaths } from '@lottery/contracts';
import type { TemplatePage } from '@lottery/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { logTemplateError, templateKeys } from './template-keys';
import { useViewer } from './use-viewer';

export interface TemplateListParams {
  gameId: number;
  /** The play category's name; null for 全部. */
  category: string | null;
  page: number;
}

/** GET /game-document/template: one page of a game's templates (rows 20). */
export const getTemplatePage = (
  { gameId, category, page }: TemplateListParams,
  signal?: AbortSignal,
): Promise<TemplatePage> =>
  http.get(templatePaths.list, {
    signal,
    params: {
      gameId,
      location: 'home',
      client: 'h5',
      playCateName: category ?? undefined,
      page,
      rows: pageSizes.templates,
    },
  });

/** The static list file of a game (page 1 of 全部 as a guest sees it), read with retry 2. */
export const getTemplateFile = (gameId: number, signal?: AbortSignal): Promise<TemplatePage> =>
  http.getStatic(templateListFile(gameId), {
    signal,
    retry: 2,
  });

/**
 * A guest's first page of 全部 comes from the static file (the spec's default); when the file
 * is missing, and for every other page, category or a member, the API answers.
 */
const loadPage = async (
  params: TemplateListParams,
  guest: boolean,
  signal: AbortSignal,
): Promise<TemplatePage> => {
  if (guest && params.page === 1 && params.category === null) {
    try {
      return await getTemplateFile(params.gameId, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      logTemplateError('static list', error);
    }
  }
  return getTemplatePage(params, signal);
};

/** The page after `pages`, while fewer than totalCount are loaded. */
export const nextPageOf = (pages: readonly TemplatePage[]): number | undefined => {
  const last = pages.at(-1);
  if (!last) return 1;
  const loaded = pages.reduce((count, page) => count + page.data.length, 0);
  return loaded < last.totalCount && last.data.length > 0 ? pages.length + 1 : undefined;
};

export const templateListQueryOptions = (gameId: number, category: string | null, viewer: string) =>
  infiniteQueryOptions({
    queryKey: templateKeys.list(gameId, category, viewer),
    queryFn: ({ pageParam, signal }) =>
      loadPage({ gameId, category, page: pageParam }, viewer === 'guest', signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageOf(pages),
    staleTime: 60_000,
  });

/** The home's template list for a game and play category; failures are only logged. */
export const useTemplateList = (gameId: number, category: string | null) => {
  const viewer = useViewer();
  const query = useInfiniteQuery(templateListQueryOptions(gameId, category, viewer));
  useEffect(() => {
    if (query.error) logTemplateError('list', query.error);
  }, [query.error]);
  return query;
};
