import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import source from '../../../public/captcha/slider.js?raw';
import type { SliderOpenOptions } from './types';

/** public/captcha/slider.js, run in jsdom as the browser would, against a mocked server. */

const challenge = (id: string) => ({
  id,
  background: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22/%3E',
  piece: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22/%3E',
  width: 300,
  height: 150,
  pieceSize: 44,
  y: 50,
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The puzzle's answer is x = 120 (± 4), in challenge pixels. */
const server = () => {
  let served = 0;
  const verified: { id: string; x: number }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/app-api/v/captcha/slider') {
      served += 1;
      return answer(200, { code: 0, msg: 'ok', data: challenge(`c${served}`) });
    }
    if (url === '/app-api/v/captcha/slider/verify' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { id: string; x: number };
      verified.push(body);
      return Math.abs(body.x - 120) <= 4
        ? answer(200, { code: 0, msg: 'ok', data: { ticket: `ticket-${body.id}` } })
        : answer(400, { code: 'CAPTCHA/WRONG', msg: '拼图位置不对' });
    }
    return answer(404, { code: 'SYS/NOT_FOUND', msg: 'not found' });
  });
  return { fetchMock, verified };
};

/** Rendered sizes: the stage is 600 px for a 300 px challenge (scale 2). */
const widths: Record<string, number> = { 'lsc-stage': 600, 'lsc-track': 600, 'lsc-handle': 42 };

const pointer = (type: string, target: EventTarget, clientX: number) => {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  target.dispatchEvent(event);
};

const drag = (dx: number) => {
  const handle = document.querySelector('.lsc-handle')!;
  pointer('pointerdown', handle, 10);
  pointer('pointermove', handle, 10 + dx / 2);
  pointer('pointermove', handle, 10 + dx);
  pointer('pointerup', handle, 10 + dx);
};

const open = () => {
  const calls = {
    onSuccess: vi.fn<(ticket: string) => void>(),
    onFail: vi.fn<(message: string) => void>(),
    onClose: vi.fn<() => void>(),
  };
  const options: SliderOpenOptions = { apiBase: '/app-api', ...calls };
  const popup = window.LotterySliderCaptcha!.open(options);
  return { ...calls, popup };
};

const loaded = () =>
  vi.waitFor(() => {
    expect(document.querySelector<HTMLImageElement>('.lsc-piece')!.hidden).toBe(false);
  });

let mock: ReturnType<typeof server>;

beforeEach(() => {
  delete window.LotterySliderCaptcha;
  new Function(source)();
  mock = server();
  vi.stubGlobal('fetch', mock.fetchMock);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const width = Object.entries(widths).find(([name]) => this.classList.contains(name))?.[1] ?? 0;
    return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0 } as DOMRect;
  });
});

afterEach(() => {
  document.querySelector('.lsc-close')?.dispatchEvent(new MouseEvent('click'));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.LotterySliderCaptcha;
});

describe('slider.js', () => {
  it('defines window.LotterySliderCaptcha and shows the popup with a challenge', async () => {
    expect(typeof window.LotterySliderCaptcha?.open).toBe('function');
    open();
    expect(document.querySelector('.lsc-title')!.textContent).toBe('安全验证');
    expect(document.querySelector('.lsc-hint')!.textContent).toBe('拖动滑块完成拼图');
    expect(document.querySelector('.lsc-refresh')).not.toBeNull();
    expect(document.querySelector('.lsc-close')).not.toBeNull();
    await loaded();
    const piece = document.querySelector<HTMLImageElement>('.lsc-piece')!;
    expect(piece.style.top).toBe(`${(50 / 150) * 100}%`);
    expect(piece.style.left).toBe('0px');
    expect(document.querySelector<HTMLImageElement>('.lsc-bg')!.src).toContain('data:image/svg');
    expect(document.querySelectorAll('#lsc-style')).toHaveLength(1);
  });

  it('posts {id, x} in challenge pixels after a drag and hands over the ticket', async () => {
    const { onSuccess, onFail } = open();
    await loaded();
    // Piece travel 600 - 88 = 512 px for handle travel 600 - 42 = 558 px; x 120 is 240 px rendered.
    drag((240 * 558) / 512);
    expect(document.querySelector<HTMLImageElement>('.lsc-piece')!.style.left).toBe('240px');
    await vi.waitFor(() =>
      expect(document.querySelector('.lsc-msg')!.textContent).toBe('验证成功'),
    );
    expect(mock.verified).toEqual([{ id: 'c1', x: 120 }]);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ticket-c1'), { timeout: 3000 });
    expect(document.querySelector('.lsc-mask')).toBeNull();
    expect(onFail).not.toHaveBeenCalled();
  });

  it('a wrong drag shakes, shows 验证失败，请重试, reports it and loads a new challenge', async () => {
    const { onFail, onSuccess } = open();
    await loaded();
    drag(40);
    await vi.waitFor(() =>
      expect(document.querySelector('.lsc-msg')!.textContent).toBe('验证失败，请重试'),
    );
    expect(mock.verified).toHaveLength(1);
    expect(mock.verified[0]!.id).toBe('c1');
    expect(onFail).toHaveBeenCalledWith('拼图位置不对');
    expect(document.querySelector('.lsc-box')!.classList.contains('lsc-shake')).toBe(true);
    await vi.waitFor(() => expect(mock.fetchMock).toHaveBeenCalledTimes(3), { timeout: 3000 });
    await loaded();
    expect(document.querySelector('.lsc-msg')!.textContent).toBe('');
    drag((240 * 558) / 512);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ticket-c2'), { timeout: 3000 });
  });

  it('a tap without moving does not verify', async () => {
    open();
    await loaded();
    drag(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mock.verified).toEqual([]);
  });

  it('the close button calls onClose; close() does not', async () => {
    const first = open();
    document.querySelector('.lsc-close')!.dispatchEvent(new MouseEvent('click'));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.lsc-mask')).toBeNull();

    const second = open();
    second.popup!.close();
    expect(second.onClose).not.toHaveBeenCalled();
    expect(document.querySelector('.lsc-mask')).toBeNull();
  });

  it('the refresh button loads a new challenge', async () => {
    open();
    await loaded();
    document.querySelector('.lsc-refresh')!.dispatchEvent(new MouseEvent('click'));
    await vi.waitFor(() => expect(mock.fetchMock).toHaveBeenCalledTimes(2));
    await loaded();
    drag((240 * 558) / 512);
    await vi.waitFor(() => expect(mock.verified).toEqual([{ id: 'c2', x: 120 }]));
  });

  it('a challenge that does not load is reported through onFail', async () => {
    mock.fetchMock.mockImplementationOnce(async () =>
      answer(502, { code: 'SYS/INTERNAL', msg: '服务繁忙' }),
    );
    const { onFail } = open();
    await vi.waitFor(() => expect(onFail).toHaveBeenCalledWith('服务繁忙'));
    expect(document.querySelector('.lsc-note')!.textContent).toBe('加载失败，请点击刷新');
  });
});
