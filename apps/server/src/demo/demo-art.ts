/**
 * Demo pictures drawn as SVG: banners and ads with a gradient, soft lottery balls and Chinese
 * headlines, so the demo site shows finished-looking content without outside assets.
 */
const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

const ballColours = ['#e8383d', '#2f9e44', '#1c7ed6'];

export interface BannerArt {
  width: number;
  height: number;
  from: string;
  to: string;
  title: string;
  subtitle: string;
  /** Numbers drawn as balls on the right. */
  balls?: number[];
}

export const bannerSvg = ({
  width,
  height,
  from,
  to,
  title,
  subtitle,
  balls = [],
}: BannerArt): Buffer => {
  // Sized by the height of a banner, and by 0.6 of the width of a portrait pop-up, so text fits.
  const scale = Math.min(height, width * 0.6);
  const titleSize = Math.round(scale * 0.2);
  const subSize = Math.round(scale * 0.1);
  const radius = Math.round(scale * 0.11);
  const ballMarkup = balls
    .map((n, i) => {
      const cx = width - radius * 1.3 - (balls.length - 1 - i) * radius * 2.3;
      // Below the subtitle's baseline (0.6 of the height), so long subtitles never run into them.
      const cy = height * 0.8;
      const colour = ballColours[n % 3];
      return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fff" opacity="0.95"/><circle cx="${cx}" cy="${cy}" r="${radius - 4}" fill="${colour}"/><text x="${cx}" y="${cy + radius * 0.35}" font-size="${Math.round(radius * 0.95)}" font-weight="700" text-anchor="middle" fill="#fff" font-family="Arial, sans-serif">${String(n).padStart(2, '0')}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" rx="0" fill="url(#g)"/><circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.6}" fill="#fff" opacity="0.08"/><circle cx="${width * 0.1}" cy="${height * 1.1}" r="${height * 0.5}" fill="#fff" opacity="0.06"/><text x="${width * 0.06}" y="${height * 0.42}" font-size="${titleSize}" font-weight="700" fill="#fff" font-family="'Noto Sans CJK SC', 'PingFang SC', sans-serif">${escape(title)}</text><text x="${width * 0.06}" y="${height * 0.42 + subSize * 1.8}" font-size="${subSize}" fill="#fff" opacity="0.9" font-family="'Noto Sans CJK SC', 'PingFang SC', sans-serif">${escape(subtitle)}</text>${ballMarkup}</svg>`;
  return Buffer.from(svg);
};
