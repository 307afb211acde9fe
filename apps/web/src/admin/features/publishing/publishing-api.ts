import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPublishingPaths as paths,
  type AdminGalleryCategory,
  type AdminGalleryGroup,
  type AdminGameOption,
  type AdminPromotion,
  type AdminPromotionClass,
  type AdminTemplate,
  type AdminTemplateDetail,
  type AdminTemplateGroup,
  type AdminTemplateItem,
  type LibraryArticle,
  type LibraryArticleItem,
  type LibraryCategory,
  type SaveGalleryGroupBody,
  type SaveLibraryArticleBody,
  type SaveLibraryCategoryBody,
  type SavePromotionBody,
  type SaveTemplateBody,
  type SaveTemplateGroupBody,
  type SaveTemplateItemBody,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

const templatesKey = ['admin', 'templates'] as const;
const galleryKey = ['admin', 'gallery'] as const;
const promotionsKey = ['admin', 'promotions'] as const;
const libraryKey = ['admin', 'library'] as const;

/** A change that refreshes every read of its area once it is saved. */
const useChange = <Body, Answer>(path: string, key: readonly string[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => adminPost<Answer>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};

// --- template cards ------------------------------------------------------------------------

export const useGames = () =>
  useQuery({
    queryKey: ['admin', 'games-of-content'],
    queryFn: () => adminGet<AdminGameOption[]>(paths.games),
    staleTime: 60_000,
  });

export const useTemplates = (gameId: number | undefined) =>
  useQuery({
    queryKey: [...templatesKey, 'cards', gameId],
    queryFn: () => adminGet<AdminTemplate[]>(paths.templates, { gameId }),
    enabled: gameId !== undefined,
  });

export const useTemplate = (id: number) =>
  useQuery({
    queryKey: [...templatesKey, 'card', id],
    queryFn: () => adminGet<AdminTemplateDetail>(paths.template, { id }),
  });

export const useTemplateItems = (groupId: number | undefined, page: number) =>
  useQuery({
    queryKey: [...templatesKey, 'items', groupId, page],
    queryFn: () =>
      adminGet<Page<AdminTemplateItem>>(paths.templateItems, { groupId, page, size: 20 }),
    enabled: groupId !== undefined,
  });

export const useSaveTemplate = () =>
  useChange<SaveTemplateBody, AdminTemplate>(paths.saveTemplate, templatesKey);
export const useRemoveTemplate = () =>
  useChange<{ id: number }, null>(paths.removeTemplate, templatesKey);
export const useSaveTemplateGroup = () =>
  useChange<SaveTemplateGroupBody, AdminTemplateGroup>(paths.saveTemplateGroup, templatesKey);
export const useRemoveTemplateGroup = () =>
  useChange<{ id: number }, null>(paths.removeTemplateGroup, templatesKey);
export const useSaveTemplateItem = () =>
  useChange<SaveTemplateItemBody, AdminTemplateItem>(paths.saveTemplateItem, templatesKey);
export const useRemoveTemplateItem = () =>
  useChange<{ id: number }, null>(paths.removeTemplateItem, templatesKey);

// --- gallery -------------------------------------------------------------------------------

export const useGalleryCategories = (gameId: number | undefined) =>
  useQuery({
    queryKey: [...galleryKey, 'categories', gameId],
    queryFn: () => adminGet<AdminGalleryCategory[]>(paths.galleryCategories, { gameId }),
    enabled: gameId !== undefined,
  });

export const useGalleryGroups = (query: {
  gameId: number | undefined;
  groupType: number;
  searchText: string;
  page: number;
}) =>
  useQuery({
    queryKey: [...galleryKey, 'groups', query],
    queryFn: () => adminGet<Page<AdminGalleryGroup>>(paths.galleryGroups, { ...query, size: 20 }),
    enabled: query.gameId !== undefined,
  });

export const useSaveGalleryGroup = () =>
  useChange<SaveGalleryGroupBody, AdminGalleryGroup>(paths.saveGalleryGroup, galleryKey);
export const useRemoveGalleryGroup = () =>
  useChange<{ id: number }, null>(paths.removeGalleryGroup, galleryKey);

// --- promotions ----------------------------------------------------------------------------

export const usePromotions = () =>
  useQuery({
    queryKey: [...promotionsKey, 'list'],
    queryFn: () => adminGet<AdminPromotion[]>(paths.promotions),
  });

export const usePromotionClasses = () =>
  useQuery({
    queryKey: [...promotionsKey, 'classes'],
    queryFn: () => adminGet<AdminPromotionClass[]>(paths.promotionClasses),
  });

export const useSavePromotion = () =>
  useChange<SavePromotionBody, AdminPromotion>(paths.savePromotion, promotionsKey);
export const useRemovePromotion = () =>
  useChange<{ id: number }, null>(paths.removePromotion, promotionsKey);

// --- data library --------------------------------------------------------------------------

export const useLibraryCategories = () =>
  useQuery({
    queryKey: [...libraryKey, 'categories'],
    queryFn: () => adminGet<LibraryCategory[]>(paths.libraryCategories),
  });

export const useLibraryArticles = (categoryCode: string | undefined, page: number) =>
  useQuery({
    queryKey: [...libraryKey, 'articles', categoryCode, page],
    queryFn: () =>
      adminGet<Page<LibraryArticleItem>>(paths.libraryArticles, { categoryCode, page, size: 20 }),
    enabled: categoryCode !== undefined,
  });

/** An article's body, read when its form opens (the list leaves bodies out). */
export const useLibraryArticle = (id: number | undefined) =>
  useQuery({
    queryKey: [...libraryKey, 'article', id],
    queryFn: () => adminGet<LibraryArticle>(paths.libraryArticle, { id }),
    enabled: id !== undefined,
  });

export const useSaveLibraryCategory = () =>
  useChange<SaveLibraryCategoryBody, LibraryCategory>(paths.saveLibraryCategory, libraryKey);
export const useSaveLibraryArticle = () =>
  useChange<SaveLibraryArticleBody, LibraryArticle>(paths.saveLibraryArticle, libraryKey);
export const useRemoveLibraryArticle = () =>
  useChange<{ id: number }, null>(paths.removeLibraryArticle, libraryKey);
