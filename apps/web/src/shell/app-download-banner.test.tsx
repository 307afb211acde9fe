import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyOf } from '../test/company-fixtures';
import { fakeApi } from '../test/fake-api';
import { AppDownloadBanner, useAppDownloadBanner } from './app-download-banner';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';
const links = {
  name: '彩民之家',
  logoUrl: 'logo/brand.png',
  iosDownloadUrl: 'https://dl.example/ios',
  androidDownloadUrl: 'https://dl.example/app.apk',
};

function Harness(props: Parameters<typeof useAppDownloadBanner>[0]) {
  const banner = useAppDownloadBanner(props);
  return (
    <>
      <AppDownloadBanner banner={banner} />
      <output data-testid="shown">{String(banner.shown)}</output>
    </>
  );
}

const renderBanner = (
  props: Parameters<typeof useAppDownloadBanner>[0],
  company = companyOf(links),
) => {
  fakeApi({ 'GET /app-api/company/get': () => company });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('AppDownloadBanner', () => {
  it('invites an iPhone to the iOS download, with the logo and company name', async () => {
    renderBanner({ isApp: false, userAgent: iphone });

    const install = await screen.findByRole('link', { name: '立即下载' });
    expect(install.getAttribute('href')).toBe('https://dl.example/ios');
    expect(screen.getByText('彩民之家')).toBeDefined();
    expect(screen.getByText('下载APP，体验更流畅')).toBeDefined();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/sys-upload/logo/brand.png');
    expect(screen.getByTestId('shown').textContent).toBe('true');
  });

  it('sends every other device to the Android download', async () => {
    renderBanner({ isApp: false, userAgent: android });

    const install = await screen.findByRole('link', { name: '立即下载' });
    expect(install.getAttribute('href')).toBe('https://dl.example/app.apk');
  });

  it('stays hidden when the device has no download link', async () => {
    renderBanner({ isApp: false, userAgent: iphone }, companyOf({ ...links, iosDownloadUrl: '' }));

    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('link', { name: '立即下载' })).toBeNull();
    expect(screen.getByTestId('shown').textContent).toBe('false');
  });

  it('never shows inside the native app', async () => {
    renderBanner({ isApp: true, userAgent: android });

    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('下载APP，体验更流畅')).toBeNull();
  });

  it('closes, and stays closed for the session', async () => {
    const view = renderBanner({ isApp: false, userAgent: android });
    await screen.findByRole('link', { name: '立即下载' });

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    expect(screen.queryByRole('link', { name: '立即下载' })).toBeNull();
    expect(screen.getByTestId('shown').textContent).toBe('false');
    view.unmount();
    renderBanner({ isApp: false, userAgent: android });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('link', { name: '立即下载' })).toBeNull();
  });
});
