import { gamePaths } from '@lottery/contracts';
import type { GameToggleLikeBody, ToggleLikeAnswer } from '@lottery/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { toastError } from '../../../lib/toast-error';
import { gameCenterKeys } from './game-center-keys';

/** POST /game/toggle-like: follows (1) or unfollows (0) a game for the signed-in member. */
export const postGameLike = (body: GameToggleLikeBody): Promise<ToggleLikeAnswer> =>
  http.post(gamePaths.toggleLike, { json: body });

const withFollow = (ids: readonly number[] | undefined, gameId: number, follow: boolean) => {
  const rest = (ids ?? []).filter((id) => id !== gameId);
  return follow ? [...rest, gameId] : rest;
};

/**
 * The follow toggle (spec part 1 §4): isFollow flips at once, then goes to the server; the
 * server's answer wins, and a refusal puts the old value back and says why.
 */
export const useToggleGameLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGameLike,
    onMutate: async ({ gameId, like }) => {
      await queryClient.cancelQueries({ queryKey: gameCenterKeys.follows });
      const before = queryClient.getQueryData<number[]>(gameCenterKeys.follows);
      queryClient.setQueryData<number[]>(gameCenterKeys.follows, (ids) =>
        withFollow(ids, gameId, like === 1),
      );
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<number[]>(gameCenterKeys.follows, (ids) =>
        withFollow(ids, answer.gameId, answer.isFollow === 1),
      );
    },
    onError: (error, _body, context) => {
      queryClient.setQueryData(gameCenterKeys.follows, context?.before);
      toastError(error);
    },
  });
};
