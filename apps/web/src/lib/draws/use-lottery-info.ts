import { lotteryCardTiming } from '@lottery/contracts';
import type { DrawPush, LotteryInfo } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { cardPhaseOf, infoFromPush, newerInfo, pollIntervalOf } from './lottery-card';
import { useDrawPushes } from './socket/use-draw-socket';
import { getOpenInfo, getOpenInfoFile } from './lottery-api';

export const lotteryInfoKey = (gameId: number) => ['lottery-info', gameId] as const;

/**
 * The server's clock minus ours, from GET /lottery/openInfo (its serverTime is the answer's time)
 * every 60 s: the countdown counts on the server's clock.
 */
const useClockOffset = (gameId: number): number => {
  const { data } = useQuery({
    queryKey: ['lottery-clock', gameId],
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const info = await getOpenInfo(gameId, signal);
      return info.serverTime - (sent + Date.now()) / 2;
    },
    refetchInterval: lotteryCardTiming.countdownResyncMs,
    staleTime: lotteryCardTiming.countdownResyncMs,
  });
  return data ?? 0;
};

/**
 * A game's lottery info for the result card: the static openInfo file, kept current by the draw
 * socket's pushes, by polls while a draw streams or the next turn is awaited (spec part 2 §4), and
 * re-read when the page becomes visible or the phone comes back online.
 */
export const useLotteryInfo = (gameId: number) => {
  const queryClient = useQueryClient();
  const offset = useClockOffset(gameId);
  const waiting = useRef<{ gameId: number; since: number } | null>(null);

  const query = useQuery({
    queryKey: lotteryInfoKey(gameId),
    queryFn: async ({ signal }) => {
      const fetched = await getOpenInfoFile(gameId, signal);
      return newerInfo(queryClient.getQueryData<LotteryInfo>(lotteryInfoKey(gameId)), fetched);
    },
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: lotteryCardTiming.pollMs,
    refetchInterval: (current) => {
      const info = current.state.data;
      if (!info) return false;
      const now = Date.now() + offset;
      const phase = cardPhaseOf(info, now);
      if (phase !== 'due' && phase !== 'waiting') waiting.current = null;
      else if (waiting.current?.gameId !== gameId) waiting.current = { gameId, since: now };
      return pollIntervalOf(phase, now, waiting.current?.since);
    },
  });

  const onPush = useCallback(
    (push: DrawPush) =>
      queryClient.setQueryData<LotteryInfo>(lotteryInfoKey(push.gameId), (held) =>
        newerInfo(held, infoFromPush(held, push)),
      ),
    [queryClient],
  );
  useDrawPushes(gameId, onPush);

  return { ...query, offset };
};
