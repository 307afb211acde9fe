import type { Deps } from '../../deps';
import type { Authenticated, SessionService } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import { createChatAuth, type ChatCaller } from './chat-auth';
import { createChatContactsService } from './chat-contacts.service';
import { createChatMessagesService } from './chat-messages.service';
import { createChatRoomsService } from './chat-rooms.service';
import { chatUserOfMember } from './chat-store';

export type ChatService = ReturnType<typeof createChatService>;

/**
 * The chat service (issue 21): identities (auth), rooms and records, contacts and guests,
 * sending and moderation. The chat socket (chat-hub.ts) and the routes call these.
 */
export const createChatService = (
  deps: Deps,
  { sessions, settings }: { sessions: SessionService; settings: SettingsService },
) => {
  const auth = createChatAuth({ db: deps.db, sessions });
  const rooms = createChatRoomsService(deps, { settings });
  const contacts = createChatContactsService(deps, { rooms });
  const messages = createChatMessagesService(deps, { rooms, settings });
  /** A member signed in with their access token, as the chat knows them. */
  const callerOfMember = async (member: Authenticated): Promise<ChatCaller> => ({
    kind: 'member',
    member,
    chatUser: await chatUserOfMember(deps.db, member.user.id),
  });
  return { auth, rooms, contacts, messages, sessions, callerOfMember };
};
