import { encodePng } from './png';
import { between, cryptoRandom, pick, type Random } from './random';
import {
  createRaster,
  fillShape,
  length,
  mix,
  rgb,
  rgbBytes,
  strokePolyline,
  type Point,
  type Raster,
} from './raster';
import { glyphBox, strokeFont } from './stroke-font';

/**
 * Letters and digits that cannot be mistaken for one another (no Z either: with a line across it
 * reads as 2 or 7).
 */
export const captchaAlphabet = [...'23456789ABCDEFGHJKMNPQRSTUVWXY'];
const ink = ['#c8161d', '#1677ff', '#1a9c4b', '#722ed1', '#d46b08', '#13a8a8'].map(rgb);
const paper = ['#f5f6f8', '#eef3fb', '#f7f2ea', '#eef7f1', '#f6eff6'].map(rgb);

/** 120 × 40 units, drawn at 2 pixels a unit for phone screens. */
export const captchaImage = { width: 120, height: 40, scale: 2 } as const;

export const captchaText = (random: Random = cryptoRandom, count = 4): string =>
  Array.from({ length: count }, () => pick(random, captchaAlphabet)).join('');

/** Cuts each segment into steps of at most `step`, so every point can be nudged on its own. */
const resample = (stroke: readonly Point[], step: number): Point[] =>
  stroke.flatMap(([bx, by], i): Point[] => {
    const previous = stroke[i - 1];
    if (!previous) return [[bx, by]];
    const [ax, ay] = previous;
    const count = Math.max(1, Math.ceil(length(bx - ax, by - ay) / step));
    return Array.from({ length: count }, (_, k) => [
      ax + ((bx - ax) * (k + 1)) / count,
      ay + ((by - ay) * (k + 1)) / count,
    ]);
  });

/** A gentle wave through the whole picture, letters and noise alike. */
const waveOf = (random: Random) => {
  const ax = between(random, 0.6, 1.6);
  const ay = between(random, 1, 2.4);
  const fx = between(random, 0.15, 0.3);
  const fy = between(random, 0.05, 0.11);
  const px = between(random, 0, 2 * Math.PI);
  const py = between(random, 0, 2 * Math.PI);
  return ([x, y]: Point): Point => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)];
};

/** One character's strokes, sheared, scaled, turned, placed around (cx, cy) and jittered. */
const glyphStrokes = (char: string, cx: number, cy: number, random: Random): Point[][] => {
  const strokes = strokeFont[char];
  if (!strokes) throw new Error(`no glyph for ${char}`);
  const unit = between(random, 2.15, 2.5);
  const sx = unit * between(random, 0.85, 1.15);
  const sy = unit * between(random, 0.9, 1.08);
  const shear = between(random, -0.25, 0.25);
  const angle = between(random, -0.32, 0.32);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return strokes.map((stroke) =>
    resample(stroke, 0.9).map(([u, v]) => {
      const lx = (u - glyphBox.width / 2 + shear * (v - glyphBox.height / 2)) * sx;
      const ly = (v - glyphBox.height / 2) * sy;
      return [
        cx + lx * cos - ly * sin + between(random, -0.45, 0.45),
        cy + lx * sin + ly * cos + between(random, -0.45, 0.45),
      ] as const;
    }),
  );
};

/**
 * A wavy line across the picture, as thick as the letters: a program cannot tell it from them by
 * its stroke, a person sees a line that no character is made of.
 */
const noiseCurve = (random: Random): Point[] => {
  const { width, height } = captchaImage;
  const base = between(random, height * 0.3, height * 0.7);
  const slope = between(random, -0.12, 0.12);
  const amplitude = between(random, 2, 4.5);
  const frequency = between(random, 0.06, 0.12);
  const phase = between(random, 0, 2 * Math.PI);
  const start = between(random, -6, 20);
  const end = between(random, width - 20, width + 6);
  return Array.from({ length: 49 }, (_, i) => {
    const x = start + ((end - start) * i) / 48;
    return [
      x + between(random, -0.45, 0.45),
      base +
        slope * (x - width / 2) +
        amplitude * Math.sin(x * frequency + phase) +
        between(random, -0.45, 0.45),
    ] as const;
  });
};

/** `count` dots of random ink at random places, radius and opacity within the given ranges. */
const sprinkle = (
  raster: Raster,
  random: Random,
  { count, radius, alpha }: { count: number; radius: [number, number]; alpha: [number, number] },
) => {
  for (let i = 0; i < count; i++) {
    const cx = between(random, 0, raster.width / raster.scale);
    const cy = between(random, 0, raster.height / raster.scale);
    const r = between(random, ...radius);
    fillShape(
      raster,
      (x, y) => length(x - cx, y - cy) - r,
      [cx - r, cy - r, cx + r, cy + r],
      pick(random, ink),
      between(random, ...alpha),
    );
  }
};

const background = (random: Random): Raster => {
  const { width, height, scale } = captchaImage;
  const from = pick(random, paper);
  const to = pick(random, paper);
  const tilt = between(random, -0.5, 0.5);
  const raster = createRaster(width, height, scale, (x, y) =>
    mix(from, to, Math.min(1, Math.max(0, x / width + (tilt * (y - height / 2)) / height))),
  );
  // Faint blots, then specks.
  sprinkle(raster, random, { count: 5, radius: [6, 18], alpha: [0.06, 0.12] });
  sprinkle(raster, random, { count: 36, radius: [0.5, 1.1], alpha: [0.4, 0.8] });
  return raster;
};

/**
 * The text as a PNG: each character's strokes from the built-in stroke font, turned, scaled,
 * sheared and with every point jittered, the whole picture bent by a wave, and noise curves in
 * the same stroke as the letters. Nothing in the file names a character.
 */
export const captchaPng = (text: string, random: Random = cryptoRandom): Buffer => {
  const { width, height } = captchaImage;
  const raster = background(random);
  const wave = waveOf(random);
  const strokeWidth = () => between(random, 2.3, 2.9);
  const curve = () =>
    strokePolyline(raster, noiseCurve(random).map(wave), strokeWidth(), pick(random, ink));

  const slot = (width - 16) / text.length;
  const items = [...text].map((char, i) => ({
    char,
    cx: 8 + slot * (i + 0.5) + between(random, -3, 3),
    cy: height / 2 + between(random, -1.5, 1.5),
  }));
  curve();
  curve();
  for (const { char, cx, cy } of items) {
    const color = pick(random, ink);
    const stroke = strokeWidth();
    for (const points of glyphStrokes(char, cx, cy, random))
      strokePolyline(raster, points.map(wave), stroke, color);
  }
  return encodePng(raster.width, raster.height, rgbBytes(raster), 3);
};
