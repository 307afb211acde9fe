import { formatOpenNum } from '@lottery/contracts';
import type { LotteryInfo } from '@lottery/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPopupTests } from '../../../test/popups';
import { DrawVideoModal } from './draw-video-modal';

type Listener = (event: string, data: { fatal: boolean; type: string }) => void;

/** hls.js as the player sees it: one instance per video, its calls recorded. */
const { FakeHls } = vi.hoisted(() => {
  class FakeHls {
    static instances: FakeHls[] = [];
    static supported = true;
    static isSupported = () => FakeHls.supported;
    static Events = { ERROR: 'hlsError' } as const;
    static ErrorTypes = {
      NETWORK_ERROR: 'networkError',
      MEDIA_ERROR: 'mediaError',
      MUX_ERROR: 'muxError',
      OTHER_ERROR: 'otherError',
    } as const;

    listeners = new Map<string, Listener[]>();
    loadSource = vi.fn();
    attachMedia = vi.fn();
    startLoad = vi.fn();
    recoverMediaError = vi.fn();
    destroy = vi.fn();

    constructor() {
      FakeHls.instances.push(this);
    }

    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    }

    emit(event: string, data: { fatal: boolean; type: string }) {
      for (const listener of this.listeners.get(event) ?? []) listener(event, data);
    }
  }
  return { FakeHls };
});

vi.mock('hls.js', () => ({ default: FakeHls }));

setUpPopupTests();

const openTime = Date.UTC(2026, 2, 1, 13, 30);
const numbers = [3, 15, 22, 31, 40, 47, 9];

/**
 * The last draw of game 71, drawn at a real pace (20 s to the first ball, then one every 30 s):
 * the replay compresses it to 12 s, the first ball at 2.1 s and one every 1.65 s after it.
 */
const infoOf = (pre: Partial<LotteryInfo['pre']> = {}, curLiveUrl = ''): LotteryInfo => ({
  gameId: 71,
  gameName: '新澳门六合彩',
  serverTime: openTime + 600_000,
  cur: { turnNum: '2026061', closeTime: null, liveUrl: curLiveUrl, commitment: null },
  pre: {
    turnNum: '2026060',
    openNum: formatOpenNum(numbers),
    isStreaming: 0,
    openTime,
    liveUrl: '',
    revealTimes: numbers.map((_, i) => openTime + 20_000 + i * 30_000),
    ...pre,
  },
  plan: { turnNum: '2026061', planTime: openTime + 86_400_000 },
});

/** The row's balls in order (the drum's balls carry no data-ball). */
const rowBalls = () =>
  [...document.querySelectorAll('[aria-label="开奖号码"] [data-ball]')].map((ball) =>
    Number(ball.getAttribute('data-ball')),
  );

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const lastHls = () => {
  const hls = FakeHls.instances.at(-1);
  if (!hls) throw new Error('no hls.js player');
  return hls;
};

/** Let the lazy hls.js import settle and the player attach. */
const playerReady = async () => {
  await screen.findByLabelText('第2026060期开奖视频');
  await vi.waitFor(() => expect(lastHls().attachMedia).toHaveBeenCalled());
};

const fatal = (type: string) =>
  act(() => {
    lastHls().emit(FakeHls.Events.ERROR, { fatal: true, type });
  });

beforeEach(() => {
  FakeHls.instances = [];
  FakeHls.supported = true;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DrawVideoModal replay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('fills the row in draw order at the compressed pace, all seven by 12 s', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf()} />);

    expect(screen.getByText('第2026060期 开奖回放')).toBeDefined();
    expect(rowBalls()).toEqual([]);
    expect(screen.queryByRole('button', { name: '重播' })).toBeNull();

    await advance(2_000);
    expect(rowBalls()).toEqual([]);
    await advance(200);
    expect(rowBalls()).toEqual([3]);
    await advance(1_650);
    expect(rowBalls()).toEqual([3, 15]);
    await advance(1_650 * 3);
    expect(rowBalls()).toEqual([3, 15, 22, 31, 40]);
    expect(screen.getByText('开奖中…')).toBeDefined();

    await advance(12_000 - 2_200 - 1_650 * 4 + 100);
    expect(rowBalls()).toEqual(numbers);
    expect(screen.getByText('开奖完毕')).toBeDefined();
  });

  it('starts over on 重播', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf()} />);
    await advance(12_100);
    expect(rowBalls()).toEqual(numbers);

    fireEvent.click(screen.getByRole('button', { name: '重播' }));

    expect(rowBalls()).toEqual([]);
    expect(screen.queryByRole('button', { name: '重播' })).toBeNull();
    await advance(2_200);
    expect(rowBalls()).toEqual([3]);
    await advance(10_000);
    expect(rowBalls()).toEqual(numbers);
    expect(screen.getByRole('button', { name: '重播' })).toBeDefined();
  });

  it('stops its clock on unmount', async () => {
    const view = render(<DrawVideoModal visible onClose={() => {}} info={infoOf()} />);
    await advance(3_000);

    view.unmount();

    await advance(1_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('paces an entered result (one reveal instant) evenly', async () => {
    render(
      <DrawVideoModal
        visible
        onClose={() => {}}
        info={infoOf({ revealTimes: numbers.map(() => openTime) })}
      />,
    );

    await advance(1_000);
    expect(rowBalls()).toEqual([3]);
    await advance(1_500);
    expect(rowBalls()).toEqual([3, 15]);
    await advance(7_500);
    expect(rowBalls()).toEqual(numbers);
  });

  it('says there is no video before a draw has numbers', () => {
    render(
      <DrawVideoModal
        visible
        onClose={() => {}}
        info={infoOf({ openNum: '', revealTimes: [], isStreaming: 1 })}
      />,
    );

    expect(screen.getByText('暂无视频，请稍候')).toBeDefined();
    expect(document.querySelector('video')).toBeNull();
  });

  it('closes on 关闭', () => {
    const onClose = vi.fn();
    render(<DrawVideoModal visible onClose={onClose} info={infoOf()} />);

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while hidden', () => {
    render(<DrawVideoModal visible={false} onClose={() => {}} info={infoOf()} />);

    expect(screen.queryByText('第2026060期 开奖回放')).toBeNull();
  });
});

describe('DrawVideoModal live video', () => {
  const liveUrl = 'https://live.example.com/draw/2026060.m3u8';

  it('plays the draw’s liveUrl with hls.js, muted and inline', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);
    await playerReady();

    const video = screen.getByLabelText<HTMLVideoElement>('第2026060期开奖视频');
    expect(video.tagName).toBe('VIDEO');
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.controls).toBe(true);
    expect(lastHls().loadSource).toHaveBeenCalledWith(liveUrl);
    expect(lastHls().attachMedia).toHaveBeenCalledWith(video);
    expect(screen.queryByText('第2026060期 开奖回放')).toBeNull();
  });

  it('plays the game’s live stream while the draw streams', async () => {
    const streamUrl = 'https://live.example.com/game/71.m3u8';
    render(
      <DrawVideoModal
        visible
        onClose={() => {}}
        info={infoOf({ isStreaming: 1, openNum: '03,15', revealTimes: [1, 2] }, streamUrl)}
      />,
    );
    await playerReady();

    expect(lastHls().loadSource).toHaveBeenCalledWith(streamUrl);
  });

  it('replays rather than play a live-stream web page (game 110’s livestream_url)', () => {
    render(
      <DrawVideoModal
        visible
        onClose={() => {}}
        info={infoOf(
          { isStreaming: 1, openNum: '03,15', revealTimes: [1, 2] },
          'https://live.example.com/macau',
        )}
      />,
    );

    expect(screen.getByText('第2026060期 开奖回放')).toBeDefined();
    expect(document.querySelector('video')).toBeNull();
  });

  it('replays instead of the game’s stream once the draw is over', () => {
    render(
      <DrawVideoModal
        visible
        onClose={() => {}}
        info={infoOf({}, 'https://live.example.com/game/71.m3u8')}
      />,
    );

    expect(screen.getByText('第2026060期 开奖回放')).toBeDefined();
    expect(document.querySelector('video')).toBeNull();
  });

  it('loads again after a fatal network error', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);
    await playerReady();

    await fatal(FakeHls.ErrorTypes.NETWORK_ERROR);

    expect(lastHls().startLoad).toHaveBeenCalledOnce();
    expect(lastHls().destroy).not.toHaveBeenCalled();
    expect(document.querySelector('video')).not.toBeNull();
  });

  it('recovers after a fatal media error', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);
    await playerReady();

    await fatal(FakeHls.ErrorTypes.MEDIA_ERROR);

    expect(lastHls().recoverMediaError).toHaveBeenCalledOnce();
    expect(lastHls().destroy).not.toHaveBeenCalled();
  });

  it('ignores errors that are not fatal', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);
    await playerReady();

    await act(() => {
      lastHls().emit(FakeHls.Events.ERROR, {
        fatal: false,
        type: FakeHls.ErrorTypes.NETWORK_ERROR,
      });
    });

    expect(lastHls().startLoad).not.toHaveBeenCalled();
    expect(lastHls().destroy).not.toHaveBeenCalled();
  });

  it('destroys the player and says so after another fatal error', async () => {
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);
    await playerReady();

    await fatal(FakeHls.ErrorTypes.MUX_ERROR);

    expect(lastHls().destroy).toHaveBeenCalledOnce();
    expect(screen.getByText('视频加载失败')).toBeDefined();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says so when the browser cannot play HLS at all', async () => {
    FakeHls.supported = false;
    render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);

    expect(await screen.findByText('视频加载失败')).toBeDefined();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('destroys the player on unmount', async () => {
    const view = render(<DrawVideoModal visible onClose={() => {}} info={infoOf({ liveUrl })} />);
    await playerReady();

    view.unmount();

    expect(lastHls().destroy).toHaveBeenCalledOnce();
  });
});
