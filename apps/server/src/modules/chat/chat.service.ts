import type { Deps } from '../../deps';
import type { SessionService } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';
import { createChatAuth } from './chat-auth';

export type ChatService = ReturnType<typeof createChatService>;

/** The chat service (issue 21): identities, rooms, records, contacts, guests, moderation. */
export const createChatService = (
  deps: Deps,
  { sessions }: { sessions: SessionService; settings: SettingsService },
) => {
  const auth = createChatAuth({ db: deps.db, sessions });
  return { auth };
};
