import { createHash } from 'node:crypto';
import type { GameCategory } from '@lottery/contracts';

/**
 * The game centre's pictures, drawn as SVG: a square icon and a landscape card per game, an icon
 * per category and a badge per provider. Colours and ornaments follow from a hash of the name,
 * so drawing again gives the same bytes. Pure: no clock, no I/O.
 */

const fontStack =
  "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Two colours of a gradient per category, and a third for ornaments. */
const palettes: Record<GameCategory, [string, string, string][]> = {
  hot: [['#ff5f6d', '#ffc371', '#fff3e0']],
  LOTTERY: [
    ['#c8161d', '#ff7a45', '#ffe7ba'],
    ['#d4380d', '#fa8c16', '#fff1b8'],
  ],
  fish: [
    ['#006d9c', '#36cfc9', '#e6fffb'],
    ['#1d39c4', '#40a9ff', '#e6f7ff'],
  ],
  electronic: [
    ['#531dab', '#eb2f96', '#fff0f6'],
    ['#722ed1', '#2f54eb', '#f9f0ff'],
  ],
  card: [
    ['#135200', '#52c41a', '#f6ffed'],
    ['#00474f', '#13c2c2', '#e6fffb'],
  ],
  live: [
    ['#610b00', '#d4380d', '#ffd666'],
    ['#3f0d12', '#a71d31', '#ffe58f'],
  ],
  sport: [
    ['#092b00', '#389e0d', '#d9f7be'],
    ['#002766', '#1890ff', '#bae7ff'],
  ],
};

const seedOf = (text: string) => createHash('sha256').update(text).digest();

const fallback: [string, string, string] = ['#ff5f6d', '#ffc371', '#fff3e0'];

const paletteOf = (category: GameCategory, name: string) => {
  const list = palettes[category];
  return list[(seedOf(name)[0] ?? 0) % list.length] ?? fallback;
};

/** The category's ornament, drawn in a 100×100 box at the origin. */
const motif = (category: GameCategory, ink: string, text: string): string => {
  switch (category) {
    case 'LOTTERY':
      return `<circle cx="50" cy="50" r="42" fill="${ink}"/><circle cx="50" cy="50" r="30" fill="#fff"/><text x="50" y="62" font-size="34" font-weight="700" text-anchor="middle" fill="#c8161d" font-family="${fontStack}">${escapeXml(text)}</text>`;
    case 'fish':
      return `<path d="M8 50 C28 18 70 18 86 50 C70 82 28 82 8 50 Z" fill="${ink}"/><path d="M84 50 L100 32 L100 68 Z" fill="${ink}"/><circle cx="30" cy="44" r="6" fill="#003a8c"/><path d="M44 34 Q54 50 44 66" stroke="#003a8c" stroke-width="4" fill="none"/>`;
    case 'electronic': {
      const reels = text === 'BAR' ? ['BAR'] : [...text];
      const cells =
        reels.length === 1
          ? `<text x="50" y="60">${escapeXml(reels[0] ?? '')}</text>`
          : reels
              .slice(0, 3)
              .map((symbol, i) => `<text x="${22 + i * 28}" y="60">${escapeXml(symbol)}</text>`)
              .join('');
      return `<rect x="6" y="18" width="88" height="64" rx="12" fill="${ink}"/><g font-size="28" font-weight="800" text-anchor="middle" fill="#c41d7f" font-family="${fontStack}">${cells}</g><rect x="36" y="6" width="28" height="10" rx="5" fill="${ink}"/>`;
    }
    case 'card':
      return `<rect x="14" y="12" width="52" height="72" rx="8" fill="#fff" transform="rotate(-12 40 48)"/><rect x="36" y="14" width="52" height="72" rx="8" fill="${ink}" transform="rotate(10 62 50)"/><text x="62" y="64" font-size="34" text-anchor="middle" fill="${text === '♥' || text === '♦' ? '#cf1322' : '#135200'}" transform="rotate(10 62 50)">${escapeXml(text || '♠')}</text>`;
    case 'live':
      return `<circle cx="50" cy="50" r="44" fill="${ink}"/><circle cx="50" cy="50" r="44" fill="none" stroke="#a8071a" stroke-width="10" stroke-dasharray="14 10"/><circle cx="50" cy="50" r="26" fill="#fff"/><text x="50" y="60" font-size="26" font-weight="800" text-anchor="middle" fill="#a8071a" font-family="${fontStack}">$</text>`;
    case 'sport':
      return `<circle cx="50" cy="50" r="44" fill="${text || '#fff'}"/><path d="M50 30 L68 43 L61 64 L39 64 L32 43 Z" fill="#222"/><g stroke="#222" stroke-width="3"><path d="M50 30 L50 6"/><path d="M68 43 L92 36"/><path d="M61 64 L76 86"/><path d="M39 64 L24 86"/><path d="M32 43 L8 36"/></g><circle cx="50" cy="50" r="44" fill="none" stroke="${ink}" stroke-width="4"/>`;
    default:
      return `<path d="M50 6 C64 30 86 40 74 70 C66 90 34 92 26 70 C18 50 40 40 50 6 Z" fill="${ink}"/><path d="M50 44 C58 56 66 62 58 78 C52 86 44 84 42 76 C40 64 48 58 50 44 Z" fill="#ff7a45"/>`;
  }
};

const slotReels = ['777', '★★★', '♦♦♦', 'BAR', '$$$', '♥♥♥'];
const suits = ['♠', '♥', '♣', '♦'];

/** What the ornament shows for a game: a lottery's number, a slot's reels, a card's suit. */
const motifText = (category: GameCategory, name: string, badge: string | undefined) => {
  const pick = seedOf(`motif:${name}`)[0] ?? 0;
  if (category === 'electronic') return slotReels[pick % slotReels.length] ?? '777';
  if (category === 'card') return suits[pick % suits.length] ?? '♠';
  // The ball's colour: basketball orange, tennis yellow, any other white.
  if (category === 'sport')
    return name.includes('篮球') ? '#fa8c16' : name.includes('网球') ? '#d3f261' : '';
  return badge ?? '';
};

/** Bubbles scattered by the name's hash: no two games look the same. */
const bubbles = (name: string, width: number, height: number, ink: string) => {
  const seed = seedOf(`bubbles:${name}`);
  let svg = '';
  for (let i = 0; i < 6; i += 1) {
    const x = ((seed[i * 3] ?? 0) / 255) * width;
    const y = ((seed[i * 3 + 1] ?? 0) / 255) * height;
    const r = 8 + ((seed[i * 3 + 2] ?? 0) / 255) * (height / 5);
    svg += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${ink}" opacity="0.14"/>`;
  }
  return svg;
};

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

const fitFont = (text: string, width: number, max: number) =>
  Math.min(max, Math.floor(width / Math.max(1, [...text].length)));

export interface GameArtSpec {
  gameName: string;
  category: Exclude<GameCategory, 'hot'>;
  providerName: string;
  /** The number on a lottery ball (the lottery's id). */
  badge?: string;
}

export const iconSize = { width: 240, height: 240 } as const;
export const landscapeSize = { width: 690, height: 280 } as const;

/** The square tile: gradient, bubbles, the category's ornament and the name. */
export const gameIconSvg = ({ gameName, category, badge }: GameArtSpec): Buffer => {
  const [from, to, ink] = paletteOf(category, gameName);
  const size = fitFont(gameName, 200, 34);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
      gradient('g', from, to) +
      `<rect width="240" height="240" rx="36" fill="url(#g)"/>${bubbles(gameName, 240, 240, ink)}` +
      `<g transform="translate(60 28)">${motif(category, ink, motifText(category, gameName, badge))}</g>` +
      `<text x="120" y="${200 + size / 3}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff" stroke="rgba(0,0,0,0.25)" stroke-width="1" font-family="${fontStack}">${escapeXml(gameName)}</text>` +
      `</svg>`,
  );
};

/** The landscape card (live and sport): name and provider on the left, ornament on the right. */
export const gameLandscapeSvg = ({
  gameName,
  category,
  providerName,
  badge,
}: GameArtSpec): Buffer => {
  const [from, to, ink] = paletteOf(category, gameName);
  const size = fitFont(gameName, 400, 56);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="280" viewBox="0 0 690 280">` +
      gradient('g', from, to) +
      `<rect width="690" height="280" rx="24" fill="url(#g)"/>${bubbles(gameName, 690, 280, ink)}` +
      `<g transform="translate(470 40) scale(2)">${motif(category, ink, motifText(category, gameName, badge))}</g>` +
      `<text x="40" y="130" font-size="${size}" font-weight="800" fill="#fff" font-family="${fontStack}">${escapeXml(gameName)}</text>` +
      `<rect x="40" y="166" width="${Math.max(120, [...providerName].length * 24 + 32)}" height="44" rx="22" fill="rgba(0,0,0,0.3)"/>` +
      `<text x="56" y="196" font-size="22" fill="${ink}" font-family="${fontStack}">${escapeXml(providerName)}</text>` +
      `</svg>`,
  );
};

/** A category tab's icon. */
export const categoryIconSvg = (type: GameCategory, name: string): Buffer => {
  const [from, to, ink] = palettes[type][0] ?? fallback;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      gradient('g', from, to) +
      `<rect width="96" height="96" rx="24" fill="url(#g)"/>` +
      `<g transform="translate(18 18) scale(0.6)">${motif(type, ink, type === 'LOTTERY' ? '彩' : motifText(type, name, undefined))}</g>` +
      `<title>${escapeXml(name)}</title></svg>`,
  );
};

/** A provider's badge: its code on its colour. */
export const providerLogoSvg = (liveCode: string, name: string): Buffer => {
  const hue = (seedOf(liveCode)[0] ?? 0) * 1.4;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48">` +
      `<rect width="120" height="48" rx="12" fill="hsl(${hue.toFixed(0)} 70% 42%)"/>` +
      `<text x="60" y="32" font-size="${fitFont(liveCode, 100, 24)}" font-weight="800" text-anchor="middle" fill="#fff" font-family="${fontStack}">${escapeXml(liveCode)}</text>` +
      `<title>${escapeXml(name)}</title></svg>`,
  );
};
