import { templatePaths, templatePollPath } from '@lottery/contracts';
import type { TemplateDetail, ZodiacPoll } from '@lottery/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { votedPoll } from '../model/poll';
import { logTemplateError, templateKeys } from './template-keys';
import { useViewer } from './use-viewer';

/** GET /game-document/template/{id}/vote: the template's zodiac poll (null when it has none). */
export const getTemplatePoll = (
  templateId: number,
  signal?: AbortSignal,
): Promise<ZodiacPoll | null> =>
  http.get(templatePollPath(templateId), {
    signal,
  });

export const useTemplatePoll = (templateId: number, enabled: boolean) => {
  const viewer = useViewer();
  return useQuery({
    queryKey: templateKeys.poll(templateId, viewer),
    queryFn: ({ signal }) => getTemplatePoll(templateId, signal),
    enabled,
    staleTime: 30_000,
  });
};

export interface VoteRequest {
  documentId: number;
  optionId: number;
}

/** POST /game-document/template/vote {documentId, optionId, vote: 1}. */
export const postTemplateVote = ({ documentId, optionId }: VoteRequest): Promise<unknown> =>
  http.post(templatePaths.vote, { json: { documentId, optionId, vote: 1 } });

/** One vote (spec part 2 §4): 投票成功！ on success, else the server's msg as the toast. */
export const useTemplateVote = (templateId: number) => {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: VoteRequest) => postTemplateVote(body),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData<ZodiacPoll | null>(templateKeys.poll(templateId, viewer), (poll) =>
        poll?.id === body.documentId ? votedPoll(poll, body.optionId) : poll,
      );
      // The detail page shows the poll its info call carried.
      queryClient.setQueriesData<TemplateDetail>({ queryKey: templateKeys.detailRoot }, (data) =>
        data?.poll?.id === body.documentId
          ? { ...data, poll: votedPoll(data.poll, body.optionId) }
          : data,
      );
      showToast('投票成功！', { icon: 'success' });
      void queryClient.invalidateQueries({ queryKey: templateKeys.poll(templateId, viewer) });
    },
    onError: (error) => {
      logTemplateError('vote', error);
      if (isApiError(error)) showToast(error.message);
      void queryClient.invalidateQueries({ queryKey: templateKeys.poll(templateId, viewer) });
    },
  });
};
