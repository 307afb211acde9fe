import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh';

const head = () => screen.getByRole('status').parentElement as HTMLElement;
const text = () => screen.getByRole('status').textContent;

/** Each touch gets a new identifier, as on a phone. */
let touchId = 0;
const finger = (y: number) => [{ identifier: touchId, clientX: 50, clientY: y }];

function touchDown(target: HTMLElement, y: number) {
  touchId += 1;
  fireEvent.touchStart(target, { touches: finger(y), changedTouches: finger(y) });
}

/** Whether the page may go on scrolling (false once preventDefault was called). */
const moveTo = (target: HTMLElement, y: number) =>
  fireEvent.touchMove(target, { cancelable: true, touches: finger(y) });

const release = (target: HTMLElement) =>
  fireEvent.touchEnd(target, { touches: [], changedTouches: finger(0) });

/** One finger from y=100 down by `distance`, in steps as a phone reports them. */
function pull(target: HTMLElement, distance: number) {
  touchDown(target, 100);
  for (let step = 1; step <= 10; step += 1) moveTo(target, 100 + (distance * step) / 10);
}

function renderPage(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>页面内容</p>
    </PullToRefresh>,
  );
  return screen.getByText('页面内容');
}

/** A refresh the test settles by hand. */
function pending() {
  let settle = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject: () => reject(new Error('网络错误')) };
  });
  return { onRefresh: vi.fn(() => promise), ...settle };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PullToRefresh', () => {
  it('refreshes once when pulled past the threshold, then shows 刷新成功 and closes', async () => {
    const refresh = pending();
    const content = renderPage(refresh.onRefresh);
    expect(head().style.height).toBe('0px');

    pull(content, 100);
    expect(text()).toBe('下拉刷新');
    moveTo(content, 400);
    expect(text()).toBe('释放立即刷新');
    expect(parseFloat(head().style.height)).toBeGreaterThan(60);

    release(content);
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);
    expect(text()).toBe('加载中...');
    expect(head().style.height).toBe('40px');

    await act(async () => refresh.resolve());
    expect(text()).toBe('刷新成功');
    expect(head().style.height).toBe('40px');

    await vi.waitFor(() => expect(head().style.height).toBe('0px'), { timeout: 2000 });
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);
  });

  it('springs back without refreshing when let go short of the threshold', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = renderPage(onRefresh);

    pull(content, 120);
    expect(text()).toBe('下拉刷新');
    expect(parseFloat(head().style.height)).toBeGreaterThan(0);
    release(content);

    expect(onRefresh).not.toHaveBeenCalled();
    expect(head().style.height).toBe('0px');
  });

  it('starts again after a drag whose touchend never came', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = renderPage(onRefresh);

    pull(content, 120);
    pull(content, 300);
    release(content);

    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the touch to scrolling when the page is not at its top', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200);
    const onRefresh = vi.fn(() => Promise.resolve());
    const content = renderPage(onRefresh);

    touchDown(content, 100);
    expect(moveTo(content, 400)).toBe(true);
    release(content);

    expect(head().style.height).toBe('0px');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('stops the page scrolling only while pulling', () => {
    const content = renderPage(() => Promise.resolve());
    touchDown(content, 300);
    expect(moveTo(content, 200)).toBe(true);
    expect(moveTo(content, 400)).toBe(true);
    release(content);

    touchDown(content, 100);
    expect(moveTo(content, 150)).toBe(false);
    release(content);
  });

  it('closes without 刷新成功 when the refresh fails', async () => {
    const refresh = pending();
    const content = renderPage(refresh.onRefresh);

    pull(content, 300);
    release(content);
    expect(text()).toBe('加载中...');

    await act(async () => refresh.reject());
    expect(head().style.height).toBe('0px');
    expect(text()).not.toBe('刷新成功');
    expect(screen.queryByText('刷新成功')).toBeNull();
  });

  it('ignores a second pull while refreshing', async () => {
    const refresh = pending();
    const content = renderPage(refresh.onRefresh);
    pull(content, 300);
    release(content);

    pull(content, 300);
    expect(text()).toBe('加载中...');
    expect(head().style.height).toBe('40px');
    release(content);
    expect(refresh.onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => refresh.resolve());
    expect(text()).toBe('刷新成功');
  });
});
