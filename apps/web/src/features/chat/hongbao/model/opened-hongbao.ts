import { useSyncExternalStore } from 'react';
import { useSession } from '../../../../lib/session';

/**
 * The red packets the signed-in member opened in this tab, in memory, per member (keyed by the
 * access token: another sign-in starts empty). The bubble reads it besides the detail cache, which
 * may have been dropped since.
 */
const openedByMember = new Map<string, Set<number>>();
const listeners = new Set<() => void>();
let version = 0;

const memberKey = (): string | null => useSession.getState().token;

/** Notes that the member opened packet `id` (an open answered, or a detail with their share). */
export const rememberOpened = (id: number): void => {
  const key = memberKey();
  if (key === null) return;
  let opened = openedByMember.get(key);
  if (!opened) {
    opened = new Set();
    openedByMember.set(key, opened);
  }
  if (opened.has(id)) return;
  opened.add(id);
  version += 1;
  for (const listener of listeners) listener();
};

export const hasOpened = (token: string | null, id: number): boolean =>
  token !== null && (openedByMember.get(token)?.has(id) ?? false);

/** Forgets every member's opened packets (tests). */
export const forgetOpened = (): void => {
  openedByMember.clear();
  version += 1;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether the signed-in member opened packet `id` in this tab. */
export const useOpenedInMemory = (id: number): boolean => {
  const token = useSession((state) => state.token);
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return hasOpened(token, id);
};
