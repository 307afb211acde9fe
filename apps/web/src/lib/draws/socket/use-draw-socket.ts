import { drawSocketTypes, systemConfigKey } from '@lottery/contracts';
import type { DrawPush } from '@lottery/contracts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useWebSystemConfig } from '../../site/get-web-system-config';
import { createDrawSocketClient } from './draw-socket-client';
import type { DrawSocketClient } from './draw-socket-client';
import { drawSocketHostList } from './host-list';

let shared: DrawSocketClient | undefined;

/** The page's one draw socket client, made from the host list first read. */
const sharedClient = (configured: string | undefined): DrawSocketClient =>
  (shared ??= createDrawSocketClient({
    hosts: drawSocketHostList(configured, window.location),
  }));

/**
 * Calls `onPush` with every RESULT, VIDEO and LIVE_URL_HISTORY push of the game (the current
 * state first, then each change) until unmount or another game. All hooks of the page share one
 * socket; a configuration that could not be read leaves the page's own origin as the host.
 */
export const useDrawPushes = (
  gameId: number | undefined,
  onPush: (push: DrawPush) => void,
): void => {
  const config = useWebSystemConfig();
  const latest = useRef(onPush);
  useLayoutEffect(() => {
    latest.current = onPush;
  });

  const settled = !config.isPending;
  const configured = config.data?.[systemConfigKey.drawSocketHosts];
  useEffect(() => {
    if (gameId === undefined || !settled) return undefined;
    const client = sharedClient(configured);
    const listener = (push: DrawPush) => latest.current(push);
    const unsubscribes = drawSocketTypes.map((type) => client.subscribe(gameId, type, listener));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [gameId, settled, configured]);
};
