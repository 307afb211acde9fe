import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styles from './pull-to-refresh.module.css';

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const statusText: Record<PullStatus, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中...',
  complete: '刷新成功',
};

const headHeight = 40;
const threshold = 60;
const completeDelay = 500;

/** One finger's drag; `pulling` stays undefined until its first movement decides. */
interface Drag {
  touchId: number;
  startX: number;
  startY: number;
  pulling?: boolean;
  height: number;
}

interface PullToRefreshProps {
  /** Runs on release past the threshold; the head shows 加载中... until it settles. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull down at the top of the page to reload it, as antd-mobile's PullToRefresh does, without its
 * spring and gesture libraries: the head follows the finger and CSS transitions do the rest.
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const refreshing = useRef(false);
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);

  const refresh = useEffectEvent(async () => {
    refreshing.current = true;
    setHeight(headHeight);
    setStatus('refreshing');
    try {
      await onRefresh();
    } catch {
      // The page's own queries show what failed; the head only closes.
      refreshing.current = false;
      setStatus('pulling');
      setHeight(0);
      return;
    }
    setStatus('complete');
    await new Promise((resolve) => setTimeout(resolve, completeDelay));
    refreshing.current = false;
    setHeight(0);
  });

  const start = useEffectEvent((event: TouchEvent) => {
    if (refreshing.current || event.touches.length > 1) return;
    // A drag whose touchend never came (its element left the page) gives way to the new one.
    if (drag.current?.pulling) {
      setDragging(false);
      setHeight(0);
    }
    const touch = event.changedTouches[0];
    if (!touch) return;
    drag.current = {
      touchId: touch.identifier,
      startX: touch.clientX,
      startY: touch.clientY,
      height: 0,
    };
  });

  const move = useEffectEvent((event: TouchEvent) => {
    const current = drag.current;
    if (!current || current.pulling === false) return;
    const touch = findTouch(event.touches, current.touchId);
    if (!touch) return;
    const dx = touch.clientX - current.startX;
    const dy = touch.clientY - current.startY;
    if (current.pulling === undefined) {
      if (dx === 0 && dy === 0) return;
      // Sideways swipes belong to the carousel and tabs inside, upward ones to scrolling.
      current.pulling = dy > Math.abs(dx) && isScrolledToTop(event.target);
      if (!current.pulling) return;
      setDragging(true);
    }
    // Only while pulling, so scrolling is never held up; it also keeps the browser's reload away.
    if (event.cancelable) event.preventDefault();
    current.height = damp(dy);
    setHeight(current.height);
    setStatus(current.height > threshold ? 'canRelease' : 'pulling');
  });

  const end = useEffectEvent((event: TouchEvent) => {
    const current = drag.current;
    if (!current || !findTouch(event.changedTouches, current.touchId)) return;
    drag.current = null;
    if (!current.pulling) return;
    setDragging(false);
    // A touchcancel (the system took the touch over) is no release: the head springs back.
    if (event.type === 'touchend' && current.height > threshold) {
      void refresh();
    } else {
      setStatus('pulling');
      setHeight(0);
    }
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onStart = (event: TouchEvent) => start(event);
    const onMove = (event: TouchEvent) => move(event);
    const onEnd = (event: TouchEvent) => end(event);
    root.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: preventDefault must be able to stop the page scrolling while pulling.
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd, { passive: true });
    root.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div ref={rootRef}>
      <div
        className={dragging ? `${styles.head} ${styles.dragging}` : styles.head}
        style={{ height }}
      >
        <div
          className={styles.text}
          style={{ height: headHeight }}
          role="status"
          aria-live="polite"
        >
          {statusText[status]}
        </div>
      </div>
      {children}
    </div>
  );
}

/** antd-mobile's rubber band: the head follows ever more slowly, never past five heads. */
function damp(distance: number) {
  const limit = headHeight * 5;
  const constant = 0.5;
  return Math.max(0, (distance * limit * constant) / (limit + constant * distance));
}

function findTouch(touches: TouchList, touchId: number) {
  return Array.from(touches).find((touch) => touch.identifier === touchId);
}

/** Every scroll container around the target, up to the window, is at its top. */
function isScrolledToTop(target: EventTarget | null) {
  let container = target instanceof Element ? scrollParentOf(target) : window;
  while (container !== window) {
    const element = container as Element;
    if (element.scrollTop > 0) return false;
    container = scrollParentOf(element.parentElement);
  }
  return window.scrollY <= 0;
}

function scrollParentOf(element: Element | null): Element | Window {
  for (let node = element; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = window.getComputedStyle(node);
    const scrolls = overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay';
    if (scrolls && node.scrollHeight > node.clientHeight) return node;
  }
  return window;
}
