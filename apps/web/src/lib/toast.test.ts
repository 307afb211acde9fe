import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetVisibleToast, showToast } from './toast';

describe('showToast', () => {
  let show: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    show = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => undefined }));
  });
  afterEach(() => {
    forgetVisibleToast();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows 2 s by default and suppresses the same text while it is visible', () => {
    showToast('请先登录');
    showToast('请先登录');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ content: '请先登录', icon: undefined, duration: 2000 });
    vi.advanceTimersByTime(2001);
    showToast('请先登录');
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('replaces a visible toast with a different text at once', () => {
    showToast('聊天室目前不可用', { durationMs: 500 });
    showToast('操作成功!', { icon: 'success' });
    expect(show).toHaveBeenCalledTimes(2);
    expect(show.mock.lastCall?.[0]).toMatchObject({ content: '操作成功!', icon: 'success' });
  });
});
