import { create } from 'zustand';

/** One prompt of the app-wide chat (spec part 2 §2.3, §5): shown one at a time, in order. */
export type ChatPrompt =
  | {
      kind: 'private';
      key: string;
      messageId: number;
      roomId: number;
      friendId: number;
      nickname: string;
    }
  | { kind: 'invite'; key: string; roomId: number; name: string }
  | { kind: 'award'; key: string; text: string };

interface PromptQueueState {
  queue: ChatPrompt[];
  /** Adds a prompt unless the same one is already waiting. */
  push(prompt: ChatPrompt): void;
  /** The shown prompt is done: the next one shows. */
  next(): void;
  clear(): void;
}

/** At most this many wait: a burst of awards does not pile up behind the user. */
const maxQueued = 5;

export const usePromptQueue = create<PromptQueueState>((set) => ({
  queue: [],
  push: (prompt) =>
    set((state) =>
      state.queue.some((queued) => queued.key === prompt.key) || state.queue.length >= maxQueued
        ? state
        : { queue: [...state.queue, prompt] },
    ),
  next: () => set((state) => ({ queue: state.queue.slice(1) })),
  clear: () => set({ queue: [] }),
}));
