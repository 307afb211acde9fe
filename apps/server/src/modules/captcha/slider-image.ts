import { randomInt } from 'node:crypto';

export const slider = { width: 280, height: 160, pieceSize: 44, tolerance: 6 } as const;

const colors = ['#f4d8c8', '#c9e4f6', '#d8f0d2', '#f6e7b4', '#e3d6f5', '#f8cfd6', '#bfe6e2'];

/** The outline of the piece: a square with a round tab on top and one on the right. */
const piecePath = (x: number, y: number, s: number): string => {
  const r = s / 6;
  const m = s / 2;
  return [
    `M${x} ${y}`,
    `H${x + m - r}`,
    `A${r} ${r} 0 1 1 ${x + m + r} ${y}`,
    `H${x + s}`,
    `V${y + m - r}`,
    `A${r} ${r} 0 1 1 ${x + s} ${y + m + r}`,
    `V${y + s}`,
    `H${x}`,
    'Z',
  ].join(' ');
};

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A random picture, its hole at (x, y), and the piece cut from the same picture. */
export const sliderPuzzle = () => {
  const { width, height, pieceSize } = slider;
  const x = randomInt(80, width - pieceSize - 10);
  const y = randomInt(12, height - pieceSize - 4);
  const shapes = Array.from({ length: 14 }, () => {
    const color = colors[randomInt(colors.length)];
    return randomInt(2) === 0
      ? `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${randomInt(12, 48)}" fill="${color}"/>`
      : `<rect x="${randomInt(width)}" y="${randomInt(height)}" width="${randomInt(20, 90)}" height="${randomInt(20, 70)}" rx="6" fill="${color}" transform="rotate(${randomInt(-30, 31)} ${width / 2} ${height / 2})"/>`;
  }).join('');
  const picture = `<rect width="${width}" height="${height}" fill="#eef2f7"/>${shapes}`;
  const outline = piecePath(x, y, pieceSize);
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${picture}<path d="${outline}" fill="rgba(0,0,0,0.45)" stroke="#fff" stroke-width="1.5"/></svg>`;
  const tab = pieceSize / 6;
  const size = Math.ceil(pieceSize + tab + 2);
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${x} ${y - tab - 1} ${size} ${size}"><defs><clipPath id="p"><path d="${outline}"/></clipPath></defs><g clip-path="url(#p)">${picture}</g><path d="${outline}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return {
    x,
    y: Math.round(y - tab - 1),
    background: dataUrl(background),
    piece: dataUrl(piece),
    pieceSize: size,
  };
};
