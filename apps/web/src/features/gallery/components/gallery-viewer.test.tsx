import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bridge, BridgeError } from '../../../lib/bridge';
import { setUpPageTests } from '../../../test/toasts';
import { imageOf } from '../testing/gallery-fixtures';
import { GalleryViewer } from './gallery-viewer';

const { lastToast } = setUpPageTests({ signedIn: false });

afterEach(() => {
  vi.restoreAllMocks();
});

const images = [imageOf(3), imageOf(2), imageOf(1)];

const saveButton = () => screen.findByRole('button', { name: '保存到相册', hidden: true });

describe('GalleryViewer', () => {
  it('saves the full image to the album through the bridge in the app build', async () => {
    const save = vi.spyOn(bridge, 'saveToAlbum').mockResolvedValue(undefined);
    render(<GalleryViewer images={images} openAt={1} onClose={() => undefined} isApp />);

    await act(async () => {
      fireEvent.click(await saveButton());
    });

    expect(save).toHaveBeenCalledWith('/sys-upload/gallery/full-2.png');
    await waitFor(() => expect(lastToast()).toBe('已保存到相册'));
  });

  it('says why the album refused it', async () => {
    vi.spyOn(bridge, 'saveToAlbum').mockRejectedValue(new BridgeError('没有相册权限'));
    render(<GalleryViewer images={images} openAt={0} onClose={() => undefined} isApp />);

    await act(async () => {
      fireEvent.click(await saveButton());
    });

    await waitFor(() => expect(lastToast()).toBe('没有相册权限'));
  });

  it('has no save button in the web build', async () => {
    render(<GalleryViewer images={images} openAt={0} onClose={() => undefined} isApp={false} />);

    await screen.findByText('第2026003期');
    expect(screen.queryByRole('button', { name: '保存到相册', hidden: true })).toBeNull();
  });
});
