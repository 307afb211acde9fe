import { templateInfoPath } from '@lottery/contracts';
import type { TemplateDetail } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http';
import { logTemplateError, templateKeys } from './template-keys';
import { useViewer } from './use-viewer';

/** GET /game-document/template/info/{gameId}/{templateId}[/{documentId}[/{client}]]. */
export const getTemplateDetail = (
  gameId: number,
  templateId: number,
  documentId: number | null,
  signal?: AbortSignal,
): Promise<TemplateDetail> =>
  http.get(templateInfoPath(gameId, templateId, documentId ?? undefined, 'h5'), {
    signal,
  });

/** One template with every item (the detail and past-issue pages); failures are only logged. */
export const useTemplateDetail = (
  gameId: number,
  templateId: number,
  documentId: number | null,
) => {
  const viewer = useViewer();
  const query = useQuery({
    queryKey: templateKeys.detail(gameId, templateId, documentId, viewer),
    queryFn: ({ signal }) => getTemplateDetail(gameId, templateId, documentId, signal),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.error) logTemplateError('info', query.error);
  }, [query.error]);
  return query;
};
