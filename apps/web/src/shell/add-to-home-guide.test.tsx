import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddToHomeGuide } from './add-to-home-guide';

const renderAt = (path: string, eligible: boolean) => {
  const router = createMemoryRouter(
    [{ path: '*', Component: () => <AddToHomeGuide eligible={eligible} /> }],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
};

const prompt = () => screen.queryByRole('button', { name: '添加到主屏幕' });

describe('AddToHomeGuide', () => {
  it('offers the guide on the index route only', async () => {
    const { router } = renderAt('/', true);
    expect(prompt()).not.toBeNull();

    await act(() => router.navigate('/gallery'));

    expect(prompt()).toBeNull();
  });

  it('stays away from browsers that cannot add to the home screen', () => {
    renderAt('/', false);

    expect(prompt()).toBeNull();
  });

  it('opens a drawer with the three numbered steps', async () => {
    renderAt('/', true);

    fireEvent.click(prompt()!);

    const guide = await screen.findByRole('region', { name: '添加到主屏幕指引' });
    const steps = Array.from(guide.querySelectorAll('li')).map((step) => step.textContent);
    expect(steps).toEqual([
      '1点击底部工具栏的分享按钮',
      '2选择“添加到主屏幕”',
      '3点击右上角“添加”',
    ]);
  });

  it('hides for good once dismissed from the drawer', async () => {
    const view = renderAt('/', true);
    fireEvent.click(prompt()!);
    fireEvent.click(await screen.findByRole('button', { name: '我知道了' }));

    expect(prompt()).toBeNull();
    expect(window.localStorage.getItem('lc:add-to-home-dismissed')).toBe('1');
    view.unmount();
    renderAt('/', true);
    expect(prompt()).toBeNull();
  });

  it('hides for good from the prompt’s close button', () => {
    renderAt('/', true);

    fireEvent.click(screen.getByRole('button', { name: '不再提示' }));

    expect(prompt()).toBeNull();
    expect(window.localStorage.getItem('lc:add-to-home-dismissed')).toBe('1');
  });

  it('closes the drawer on the mask without dismissing the prompt', async () => {
    renderAt('/', true);
    fireEvent.click(prompt()!);
    await screen.findByRole('region', { name: '添加到主屏幕指引' });

    const mask = await waitFor(() => {
      const found = document.querySelector('.adm-mask-aria-button');
      if (!found) throw new Error('the mask is not rendered yet');
      return found;
    });
    fireEvent.click(mask);

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '添加到主屏幕指引' })).toBeNull(),
    );
    expect(prompt()).not.toBeNull();
  });
});
