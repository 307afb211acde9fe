import type { Deps } from '../../deps';

export type ChatImagesService = ReturnType<typeof createChatImagesService>;

/** Chat images (issue 21): checked by content, cleaned, stored, served with a long cache. */
export const createChatImagesService = (_deps: Deps) => ({});
