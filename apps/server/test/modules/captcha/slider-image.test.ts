import { describe, expect, it } from 'vitest';
import { slider, sliderPuzzle } from '../../../src/modules/captcha/slider-image';
import { dataUrlBytes, decodePng, seededRandom } from './pictures';

describe('the slider puzzle', () => {
  it('sends two PNGs with nothing but pixels: no markup, no offsets, no metadata', () => {
    const puzzle = sliderPuzzle(seededRandom(11));
    const background = decodePng(dataUrlBytes(puzzle.background));
    const piece = decodePng(dataUrlBytes(puzzle.piece));
    for (const picture of [background, piece])
      expect(picture.chunks.filter((type) => type !== 'IDAT')).toEqual(['IHDR', 'IEND']);
    expect([background.width, background.height, background.channels]).toEqual([
      slider.width * slider.scale,
      slider.height * slider.scale,
      3,
    ]);
    expect([piece.width, piece.height, piece.channels]).toEqual([
      puzzle.pieceSize * slider.scale,
      puzzle.pieceSize * slider.scale,
      4,
    ]);
  });

  it('cuts pieces of one size wherever the hole is', () => {
    const puzzles = [21, 22, 23, 24].map((seed) => sliderPuzzle(seededRandom(seed)));
    expect(new Set(puzzles.map((puzzle) => puzzle.x)).size).toBeGreaterThan(1);
    const sizes = puzzles.map((puzzle) => {
      const piece = decodePng(dataUrlBytes(puzzle.piece));
      return [puzzle.pieceSize, piece.width, piece.height];
    });
    expect(new Set(sizes.map(String)).size).toBe(1);
  });

  it('darkens the hole at x, under exactly the picture the piece carries', () => {
    for (const seed of [31, 32, 33]) {
      const puzzle = sliderPuzzle(seededRandom(seed));
      const background = decodePng(dataUrlBytes(puzzle.background));
      const piece = decodePng(dataUrlBytes(puzzle.piece));
      const { scale, pieceSize } = slider;
      const tab = pieceSize / 6;
      // The square's inside, clear of the rim: piece pixels from its left edge and the tab's top.
      const holeTop = Math.round((puzzle.y + tab + 1) * scale);
      for (let dy = 6; dy < pieceSize * scale - 6; dy += 7) {
        for (let dx = 6; dx < pieceSize * scale - 6; dx += 7) {
          const [r, g, b, alpha] = piece.at(dx, holeTop - puzzle.y * scale + dy);
          expect(alpha).toBe(255);
          const under = background.at(puzzle.x * scale + dx, holeTop + dy);
          // The hole is the picture under 45 % black.
          [r!, g!, b!].forEach((channel, c) =>
            expect(Math.abs(under[c]! - channel * 0.55)).toBeLessThanOrEqual(1.5),
          );
        }
      }
      // Around the piece, its image is transparent: the bottom-right corner is outside it.
      expect(piece.at(piece.width - 1, piece.height - 1)[3]).toBe(0);
    }
  });
});
