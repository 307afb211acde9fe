import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it('names the feature, says it is coming and goes home', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home</p> },
        { path: '/databases', element: <ComingSoonPage feature="资料库" /> },
      ],
      { initialEntries: ['/databases'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: '资料库' })).toBeDefined();
    expect(screen.getByText('该功能即将上线')).toBeDefined();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    });

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home')).toBeDefined();
  });
});
