import type { Deps } from '../../deps';
import type { SessionService } from '../auth/session.service';
import type { SettingsService } from '../settings/settings.service';

export type ChatService = ReturnType<typeof createChatService>;

/** The chat service (issue 21): identities, rooms, records, contacts, guests, moderation. */
export const createChatService = (
  _deps: Deps,
  _services: { sessions: SessionService; settings: SettingsService },
) => ({});
