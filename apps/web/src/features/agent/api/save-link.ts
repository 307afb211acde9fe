import { agentPaths } from '@lottery/contracts';
import type { LinkForm, PromotionLink } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { agentKeys } from './query-keys';

/** The link form as sent: a blank quota means no limit. */
const formOf = (link: LinkForm) => ({
  isDl: link.isDl,
  rebate: link.rebate,
  quota: link.quota === undefined || link.quota === '' ? '' : link.quota,
  remark: link.remark ?? '',
});

/** POST /api/spreadInfo/createByAgentId (form). */
export const createLink = (link: LinkForm): Promise<PromotionLink> =>
  http.post(agentPaths.createLink, { form: formOf(link) });

/** POST /api/spreadInfo/updateByAgentId?id= (form). */
export const updateLink = (id: number, link: LinkForm): Promise<PromotionLink> =>
  http.post(agentPaths.updateLink, { params: { id }, form: formOf(link) });

/** POST /api/spreadInfo/removeByAgentId (form {id}). */
export const removeLink = (id: number): Promise<unknown> =>
  http.post(agentPaths.removeLink, { form: { id } });

/** Every change to a link makes the lists and that link's page read again. */
const useRefreshLinks = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentKeys.links });
};

export const useCreateLink = () => {
  const refresh = useRefreshLinks();
  return useMutation({ mutationFn: createLink, onSuccess: refresh });
};

export const useUpdateLink = (id: number) => {
  const refresh = useRefreshLinks();
  return useMutation({ mutationFn: (link: LinkForm) => updateLink(id, link), onSuccess: refresh });
};

export const useRemoveLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLink,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: agentKeys.link(id) });
      return queryClient.invalidateQueries({ queryKey: agentKeys.linkList });
    },
  });
};
