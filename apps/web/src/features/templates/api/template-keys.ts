import { informationListQueryRoot } from '../../../components/information-list';

/**
 * The templates' query keys: every one starts with 'templates' (the home's pull-to-refresh
 * reloads them all, a favourite reaches them all). Lists carry the viewer's likes and locks, so
 * they are keyed by who is looking.
 */
export const templateKeys = {
  all: informationListQueryRoot,
  listRoot: [...informationListQueryRoot, 'list'] as const,
  list: (gameId: number, category: string | null, viewer: string) =>
    [...informationListQueryRoot, 'list', gameId, category ?? '', viewer] as const,
  detailRoot: [...informationListQueryRoot, 'detail'] as const,
  detail: (gameId: number, templateId: number, documentId: number | null, viewer: string) =>
    [...informationListQueryRoot, 'detail', gameId, templateId, documentId, viewer] as const,
  poll: (templateId: number, viewer: string) =>
    [...informationListQueryRoot, 'poll', templateId, viewer] as const,
  collectionRoot: [...informationListQueryRoot, 'collection'] as const,
  collection: (viewer: string) => [...informationListQueryRoot, 'collection', viewer] as const,
};

/** Template fetch failures are only logged (spec part 2 §8): skeleton or 暂无数据 shows. */
export const logTemplateError = (what: string, error: unknown): void => {
  console.warn(`templates: ${what} failed`, error);
};
