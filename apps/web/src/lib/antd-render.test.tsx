import { act, screen } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { wireAntdMobileRender } from './antd-render';

describe('wireAntdMobileRender', () => {
  it('lets the imperative Toast render under React 19', async () => {
    wireAntdMobileRender();

    await act(async () => {
      Toast.show({ content: '复制成功', duration: 0 });
    });
    expect(await screen.findByText('复制成功')).toBeDefined();

    await act(async () => {
      Toast.clear();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  });
});
