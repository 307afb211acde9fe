import { templatePaths } from '@lottery/contracts';
import type {
  Template,
  TemplateDetail,
  TemplateLikeAnswer,
  TemplateLikeBody,
  TemplatePage,
} from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { changePageTemplate, toggledTemplate } from '../model/favourites';
import { logTemplateError, templateKeys } from './template-keys';

/** POST /game-document/template/toggle-like: sets the signed-in member's favourite. */
export const postTemplateLike = (body: TemplateLikeBody): Promise<TemplateLikeAnswer> =>
  http.post(templatePaths.toggleLike, {
    json: body,
  });

/** Changes template `id` in every loaded list and detail. */
const changeEverywhere = (
  queryClient: QueryClient,
  id: number,
  change: <T extends Template>(template: T) => T,
) => {
  for (const root of [templateKeys.listRoot, templateKeys.collectionRoot]) {
    queryClient.setQueriesData<InfiniteData<TemplatePage>>(
      { queryKey: root },
      (data) =>
        data && { ...data, pages: data.pages.map((page) => changePageTemplate(page, id, change)) },
    );
  }
  queryClient.setQueriesData<TemplateDetail>({ queryKey: templateKeys.detailRoot }, (data) =>
    data && data.id === id ? change(data) : data,
  );
};

/**
 * 收藏 / 已收藏 (spec part 2 §4): the star changes at once, then the call is sent; a failure is
 * only logged and the star goes back. The collection reloads once the server has it.
 */
export const useToggleTemplateLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, like }: { template: Template; like: 0 | 1 }) =>
      postTemplateLike({ templateId: template.id, like }),
    onMutate: ({ template, like }) => {
      changeEverywhere(queryClient, template.id, (shown) => toggledTemplate(shown, like));
    },
    onSuccess: (answer) => {
      changeEverywhere(queryClient, answer.templateId, (shown) => ({
        ...shown,
        like: answer.like,
        likeCount: answer.likeCount,
      }));
      void queryClient.invalidateQueries({ queryKey: templateKeys.collectionRoot });
    },
    onError: (error, { template }) => {
      logTemplateError('toggle-like', error);
      changeEverywhere(queryClient, template.id, (shown) => ({
        ...shown,
        like: template.like,
        likeCount: template.likeCount,
      }));
    },
  });
};
