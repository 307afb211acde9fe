import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDrawnAhead } from './use-drawn-ahead';

const drawing = { first: 3, step: 3, aheadPx: 800 };

/** Where the drawn list's bottom is, as getBoundingClientRect reports it (jsdom reports 0). */
let listBottom = 0;

function List({ total, inScroller = false }: { total: number; inScroller?: boolean }) {
  const list = useRef<HTMLUListElement>(null);
  const drawn = useDrawnAhead(total, drawing, list);
  const items = (
    <ul ref={list} aria-label="列表">
      {Array.from({ length: drawn }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
  return inScroller ? <div id="app-scroll">{items}</div> : items;
}

const drawnCount = () => screen.getByRole('list', { name: '列表' }).children.length;

const placeList = () =>
  vi
    .spyOn(HTMLUListElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ bottom: listBottom }) as DOMRect);

const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

describe('useDrawnAhead', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws the first items at once, then steps to the whole list while its end is near', async () => {
    vi.useFakeTimers();
    render(<List total={10} />);
    expect(drawnCount()).toBe(3);
    for (const expected of [6, 9, 10]) {
      await settle();
      expect(drawnCount()).toBe(expected);
    }
    await settle();
    expect(drawnCount()).toBe(10);
  });

  it('waits while the end is more than aheadPx below the window, and goes on as it scrolls near', async () => {
    vi.useFakeTimers();
    placeList();
    vi.stubGlobal('innerHeight', 844);
    listBottom = 844 + 801;
    render(<List total={20} />);
    await settle();
    await settle();
    expect(drawnCount()).toBe(3);

    listBottom = 844 + 800;
    act(() => void window.dispatchEvent(new Event('scroll')));
    await settle();
    expect(drawnCount()).toBe(6);
    // The new cards pushed the end away again.
    listBottom = 3000;
    await settle();
    expect(drawnCount()).toBe(6);
    vi.unstubAllGlobals();
  });

  it('follows the shell’s scroller (#app-scroll) when the list is inside it', async () => {
    vi.useFakeTimers();
    placeList();
    vi.spyOn(HTMLDivElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ bottom: 700 }) as DOMRect,
    );
    listBottom = 1600;
    render(<List total={20} inScroller />);
    await settle();
    expect(drawnCount()).toBe(3);

    listBottom = 1500;
    act(() => void document.getElementById('app-scroll')!.dispatchEvent(new Event('scroll')));
    await settle();
    expect(drawnCount()).toBe(6);
  });
});
