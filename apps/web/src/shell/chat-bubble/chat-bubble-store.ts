import { create } from 'zustand';
import { storedFlag } from '../session-flag';

export interface BubbleOffset {
  x: number;
  y: number;
}

/** Closed with its × for the rest of the visit (this tab's session). */
export const chatBubbleDismissal = storedFlag('session', 'lc:chat-bubble-closed');

interface ChatBubbleState {
  /** Where the user dragged it, from its starting corner; kept while pages change. */
  offset: BubbleOffset;
  closed: boolean;
  setOffset: (offset: BubbleOffset) => void;
  close: () => void;
}

export const useChatBubbleStore = create<ChatBubbleState>()((set) => ({
  offset: { x: 0, y: 0 },
  closed: chatBubbleDismissal.isSet(),
  setOffset: (offset) => set({ offset }),
  close: () => {
    chatBubbleDismissal.set();
    set({ closed: true });
  },
}));
