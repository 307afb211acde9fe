import { act, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { wireAntdMobileRender } from './antd-render';

const nextTimer = () => new Promise((resolve) => setTimeout(resolve, 0));
const nextImmediate = () => new Promise((resolve) => setImmediate(resolve));

describe('wireAntdMobileRender', () => {
  it('lets the imperative Toast render under React 19, and unmounts it when cleared', async () => {
    wireAntdMobileRender();
    const containersBefore = document.body.childElementCount;

    await act(async () => {
      Toast.show({ content: '复制成功', duration: 0 });
    });
    expect(await screen.findByText('复制成功')).toBeDefined();

    act(() => Toast.clear());
    // The container leaves the body when the close animation ends; the root's unmount was queued just before.
    await waitFor(() => expect(document.body.childElementCount).toBe(containersBefore), {
      timeout: 15_000,
    });
    // React's scheduler must be idle before the environment is torn down.
    await nextTimer();
    await nextImmediate();
    await nextTimer();
    expect(screen.queryByText('复制成功')).toBeNull();
  });
});
