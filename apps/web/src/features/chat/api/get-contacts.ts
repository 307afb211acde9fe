import { chatPaths, chatLimits } from '@lottery/contracts';
import type { ChatContact, ChatGuestFriends, ChatGuestRoom } from '@lottery/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ChatIdentity } from './chat-identity';
import { chatHeaders } from './chat-identity';

/** GET /chat/contact/list: the member's private conversations, newest first. */
export const getContacts = (signal?: AbortSignal): Promise<ChatContact[]> =>
  http.chat.get(chatPaths.contacts, { signal, headers: chatHeaders() });

/** GET /chat/guest/friends: a guest's conversations (first page of 20). */
export const getGuestFriends = (signal?: AbortSignal): Promise<ChatGuestFriends> =>
  http.chat.get(chatPaths.guestFriends, {
    signal,
    headers: chatHeaders(),
    params: { page: 1, per_page: chatLimits.guestFriendsPerPage },
  });

/** The contacts of whoever is chatting (a guest's come from their friends list). */
export const contactsQueryOptions = (identity: ChatIdentity) =>
  queryOptions({
    queryKey: ['chat', 'contacts', identity.kind, identity.auth?.token ?? null],
    queryFn: ({ signal }) =>
      identity.kind === 'guest'
        ? getGuestFriends(signal).then((friends) => friends.items)
        : getContacts(signal),
  });

export const useContacts = (identity: ChatIdentity, enabled: boolean) =>
  useQuery({ ...contactsQueryOptions(identity), enabled: enabled && identity.auth !== null });

/** GET /chat/contact/contactdetail?friend_id: the conversation with one chat user (made if new). */
export const getContactDetail = (friendId: number, signal?: AbortSignal): Promise<ChatContact> =>
  http.chat.get(chatPaths.contactDetail, {
    signal,
    headers: chatHeaders(),
    params: { friend_id: friendId },
  });

/** POST /chat/guest/init-room (form): a guest's private room with a service member. */
export const initGuestRoom = (friendId: number, signal?: AbortSignal): Promise<ChatGuestRoom> =>
  http.chat.post(chatPaths.guestInitRoom, {
    signal,
    headers: chatHeaders(),
    form: { friend_id: friendId },
  });

/** The private room with a friend: a member's contact detail, a guest's initialised room. */
export const privateRoomQueryOptions = (identity: ChatIdentity, friendId: number) =>
  queryOptions({
    queryKey: ['chat', 'private-room', identity.kind, identity.auth?.token ?? null, friendId],
    queryFn: async ({ signal }): Promise<{ room_id: number }> =>
      identity.kind === 'guest'
        ? initGuestRoom(friendId, signal)
        : getContactDetail(friendId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
