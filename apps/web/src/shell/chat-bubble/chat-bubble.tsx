import { toastDurations } from '@lottery/contracts';
import type { ThemeName } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FloatingBubble } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import type { CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  chatConfigQueryOptions,
  chatGate,
  chatRoomsPath,
  chatRouteName,
  useChatConfig,
} from '../../lib/chat-config';
import { showToast } from '../../lib/toast';
import { useThemeStore } from '../../themes/use-theme-store';
import styles from './chat-bubble.module.css';
import { useChatBubbleStore } from './chat-bubble-store';
import { ChatIcon } from './chat-icon';

/** Spec part 1 §2 and §9: 70×67 px, 5 px from the edge it snaps to. */
export const chatBubbleLayout = {
  widthPx: 70,
  heightPx: 67,
  edgePx: 5,
  /** Above the tab bar, the chat icon and back-to-top keep 70 px clear… */
  offsetPx: 70,
  /** …plus 75 px when a game page shows its game icons there. */
  gameIconsOffsetPx: 75,
} as const;

/**
 * How far above the tab bar the lowest the bubble may go ends: 70 px (clear of back-to-top),
 * 145 px over game icons. It starts there, 5 px (the edge margin) higher: about 75 px up.
 */
export const chatBubbleOffset = (gameIconsActive: boolean): number =>
  chatBubbleLayout.offsetPx + (gameIconsActive ? chatBubbleLayout.gameIconsOffsetPx : 0);

/**
 * Where the bubble does not show: on the chat pages themselves, on the sign-in pages, and on the
 * index route under theme2 (spec part 1 §2).
 */
export const isChatBubbleHidden = (pathname: string, theme: ThemeName): boolean =>
  (theme === 'theme2' && pathname === '/') ||
  chatRouteName(pathname) !== null ||
  pathname === '/auth' ||
  pathname.startsWith('/auth/');

interface ChatBubbleProps {
  /** The page shows game icons at the bottom: the bubble keeps 75 px more clear. */
  gameIconsActive?: boolean;
}

/**
 * The floating chat icon: draggable, snaps to the nearer side edge, opens /chat-rooms when the
 * chat configuration allows it (otherwise a 0.5 s toast says why, and the user stays), and can
 * be closed for the rest of the visit.
 */
export function ChatBubble({ gameIconsActive = false }: ChatBubbleProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useThemeStore((state) => state.name);
  const { offset, setOffset, closed, close } = useChatBubbleStore();
  const opening = useRef(false);
  // Loaded at start whether or not the bubble shows; polled while chat is under maintenance.
  useChatConfig();

  if (closed || isChatBubbleHidden(pathname, theme)) return null;

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      const config = await queryClient.fetchQuery(chatConfigQueryOptions()).catch(() => undefined);
      const gate = chatGate(config);
      if (gate.open) await navigate(chatRoomsPath);
      else showToast(gate.message, { durationMs: toastDurations.short });
    } finally {
      opening.current = false;
    }
  };

  const { widthPx, heightPx, edgePx } = chatBubbleLayout;
  const layout = {
    '--edge-distance': `${edgePx}px`,
    '--initial-position-right': `${edgePx}px`,
    '--initial-position-bottom': `calc(var(--app-tab-bar-height) + ${chatBubbleOffset(gameIconsActive) + edgePx}px)`,
    '--z-index': '85',
    '--background': 'transparent',
    '--border-radius': '0',
    '--chat-bubble-width': `${widthPx}px`,
    '--chat-bubble-height': `${heightPx}px`,
    '--chat-bubble-offset': `${chatBubbleOffset(gameIconsActive)}px`,
  } as CSSProperties;

  return (
    <FloatingBubble
      className={styles.bubble}
      style={layout}
      axis="xy"
      magnetic="x"
      defaultOffset={offset}
      onOffsetChange={setOffset}
    >
      <button type="button" className={styles.open} aria-label="聊天室" onClick={() => void open()}>
        <ChatIcon className={styles.icon} />
        <span className={styles.label} aria-hidden>
          聊天室
        </span>
      </button>
      <button type="button" className={styles.close} aria-label="关闭聊天室图标" onClick={close}>
        <CloseOutline aria-hidden />
      </button>
    </FloatingBubble>
  );
}
