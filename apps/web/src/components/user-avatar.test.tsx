import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

/** The drawing without the per-instance clip id. */
const drawingOf = (avatarId: number) => {
  const { container, unmount } = render(<UserAvatar avatarId={avatarId} />);
  const html = container.innerHTML.replace(/avatar-clip-[^")]+/g, 'clip');
  unmount();
  return html;
};

describe('UserAvatar', () => {
  it('draws 16 different avatars', () => {
    const drawings = new Set(Array.from({ length: 16 }, (_, index) => drawingOf(index + 1)));
    expect(drawings.size).toBe(16);
  });

  it('names the avatar and falls back to the guest silhouette outside 1–16', () => {
    render(<UserAvatar avatarId={16} />);
    expect(screen.getByRole('img', { name: '头像16' })).toBeDefined();

    render(<UserAvatar avatarId={17} />);
    render(<UserAvatar />);
    expect(screen.getAllByRole('img', { name: '默认头像' })).toHaveLength(2);
  });
});
