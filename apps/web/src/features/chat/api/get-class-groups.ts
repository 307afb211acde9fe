import { chatPaths } from '@lottery/contracts';
import type { ChatClassGroups, ChatRoom } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ChatIdentity } from './chat-identity';
import { chatHeaders } from './chat-identity';

/** GET /api-messen/api/v1/getGroupClassList: the class groups with their rooms, and the caller. */
export const getClassGroups = (signal?: AbortSignal): Promise<ChatClassGroups> =>
  http.chat.get(chatPaths.classGroups, { signal, headers: chatHeaders() });

/** Keyed by who asks (a member and a guest see different rooms). */
export const classGroupsKey = (identity: ChatIdentity) =>
  ['chat', 'class-groups', identity.kind, identity.auth?.token ?? null] as const;

export const classGroupsQueryOptions = (identity: ChatIdentity) =>
  queryOptions({
    queryKey: classGroupsKey(identity),
    queryFn: ({ signal }) => getClassGroups(signal),
    staleTime: 30_000,
    // A 403/405 is handled by the page (login, home); asking again would not change it.
    retry: false,
  });

export const useClassGroups = (identity: ChatIdentity) =>
  useQuery({ ...classGroupsQueryOptions(identity), enabled: identity.auth !== null });

/** A room of the class groups, by id. */
export const roomIn = (groups: ChatClassGroups | undefined, roomId: number): ChatRoom | null => {
  for (const group of groups?.list ?? []) {
    const room = group.chatroom.find((candidate) => candidate.room_id === roomId);
    if (room) return room;
  }
  return null;
};

/** The room that follows a lottery game (its game chat), if there is one. */
export const roomOfGame = (
  groups: ChatClassGroups | undefined,
  gameId: number,
): ChatRoom | null => {
  for (const group of groups?.list ?? []) {
    const room = group.chatroom.find((candidate) => candidate.game_id === gameId);
    if (room) return room;
  }
  return null;
};
