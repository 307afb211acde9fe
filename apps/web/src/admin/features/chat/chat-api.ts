import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaths,
  type AdminChatMessagePage,
  type AdminChatRoom,
  type AdminChatSwitch,
  type MuteChatMemberBody,
  type SaveChatRoomBody,
} from '@lottery/contracts';
import { adminGet, adminPost } from '../../lib/admin-api';

const chatKey = ['admin', 'chat'] as const;
const roomsKey = [...chatKey, 'rooms'] as const;
const messagesKey = [...chatKey, 'messages'] as const;
const switchKey = [...chatKey, 'switch'] as const;

/** How often an open room's messages are read again (the live view). */
export const liveRefreshMs = 5_000;

export const useChatRooms = () =>
  useQuery({
    queryKey: roomsKey,
    queryFn: () => adminGet<AdminChatRoom[]>(adminPaths.chatRooms),
  });

export const useSaveChatRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveChatRoomBody) => adminPost<AdminChatRoom>(adminPaths.saveChatRoom, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomsKey }),
  });
};

/** A room's newest messages, read again every few seconds while shown. */
export const useChatMessages = (roomId: number) =>
  useQuery({
    queryKey: [...messagesKey, roomId],
    queryFn: () => adminGet<AdminChatMessagePage>(adminPaths.chatMessages, { roomId, size: 50 }),
    refetchInterval: liveRefreshMs,
  });

export const useDeleteChatMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminPost<null>(adminPaths.deleteChatMessage, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
};

export const useMuteChatMember = () =>
  useMutation({
    mutationFn: (body: MuteChatMemberBody) => adminPost<null>(adminPaths.muteChatMember, body),
  });

export const useChatSwitch = () =>
  useQuery({
    queryKey: switchKey,
    queryFn: () => adminGet<AdminChatSwitch>(adminPaths.chatSwitch),
  });

export const useSaveChatSwitch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminChatSwitch) =>
      adminPost<AdminChatSwitch>(adminPaths.saveChatSwitch, body),
    onSuccess: (saved) => queryClient.setQueryData(switchKey, saved),
  });
};
