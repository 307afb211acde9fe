import { Empty } from 'antd';
import { imageUrl } from '@lottery/contracts';

/** Banners as a phone shows them: full width, one under the other, in their order. */
export function BannerPreview({ banners }: { banners: { imageUrl: string; sort: number }[] }) {
  const shown = banners
    .filter((banner) => banner.imageUrl)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  if (shown.length === 0) return <Empty description="暂无图片" />;
  return (
    <div style={{ maxWidth: 375, margin: '0 auto', display: 'grid', gap: 8 }}>
      {shown.map((banner, position) => (
        <img
          key={`${banner.imageUrl}-${position}`}
          src={imageUrl(banner.imageUrl)}
          alt={`预览 ${position + 1}`}
          style={{ width: '100%', display: 'block', borderRadius: 4 }}
        />
      ))}
    </div>
  );
}
