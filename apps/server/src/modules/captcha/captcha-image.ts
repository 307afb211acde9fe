import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another. */
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const palette = ['#c8161d', '#1677ff', '#1a9c4b', '#722ed1', '#d46b08', '#13a8a8'];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

export const captchaText = (length = 4): string =>
  Array.from({ length }, () => pick([...alphabet])).join('');

/** A 120×40 SVG of the text, with rotated letters and noise lines. */
export const captchaSvg = (text: string): string => {
  const width = 120;
  const height = 40;
  const lines = Array.from({ length: 4 }, () => {
    const y1 = randomInt(height);
    const y2 = randomInt(height);
    return `<path d="M0 ${y1} Q${randomInt(width)} ${randomInt(height)} ${width} ${y2}" stroke="${pick(palette)}" stroke-width="1.5" fill="none" opacity="0.6"/>`;
  });
  const dots = Array.from(
    { length: 24 },
    () =>
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${pick(palette)}" opacity="0.5"/>`,
  );
  const letters = [...text].map((char, i) => {
    const x = 16 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const rotate = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y - 8})" font-family="Arial, sans-serif" font-size="${randomInt(22, 27)}" font-weight="700" fill="${pick(palette)}">${char}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#f5f6f8"/>`,
    ...dots,
    ...letters,
    ...lines,
    '</svg>',
  ].join('');
};
