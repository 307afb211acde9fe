import { encodePng } from './png';
import { between, cryptoRandom, intBetween, pick, type Random } from './random';
import {
  coverage,
  createRaster,
  fillShape,
  length,
  mix,
  rgb,
  rgbBytes,
  type Distance,
  type Raster,
  type Rgb,
} from './raster';

/** Sizes in picture units; both images are drawn at `scale` pixels a unit. */
export const slider = { width: 280, height: 160, pieceSize: 44, tolerance: 6, scale: 2 } as const;

const skies = ['#dfe9f5', '#f3e3d3', '#e2f0df', '#efe6f6', '#f6eccc', '#dcefee'].map(rgb);
const colors = [
  '#e8a87c',
  '#85c1e9',
  '#82c99a',
  '#f4d03f',
  '#bb8fce',
  '#f1948a',
  '#76d7c4',
  '#5d8fc9',
  '#d35d6e',
  '#4f9d69',
].map(rgb);
const white: Rgb = { r: 255, g: 255, b: 255 };
const black: Rgb = { r: 0, g: 0, b: 0 };

/** The piece: a square with a round tab on top and one on the right, at (x, y). */
const pieceShape = (x: number, y: number, size: number): Distance => {
  const r = size / 6;
  const half = size / 2;
  return (px, py) => {
    const dx = Math.abs(px - x - half) - half;
    const dy = Math.abs(py - y - half) - half;
    const square = length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0);
    const top = length(px - x - half, py - y) - r;
    const right = length(px - x - size, py - y - half) - r;
    return Math.min(square, top, right);
  };
};

/** A rounded rectangle of w × h around (cx, cy), turned by `angle`. */
const roundedRect =
  (cx: number, cy: number, w: number, h: number, angle: number, radius: number): Distance =>
  (px, py) => {
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const lx = (px - cx) * cos + (py - cy) * sin;
    const ly = -(px - cx) * sin + (py - cy) * cos;
    const dx = Math.abs(lx) - w / 2 + radius;
    const dy = Math.abs(ly) - h / 2 + radius;
    return length(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0) - radius;
  };

/** A random scene of soft shapes: enough texture that a person can match the piece to its hole. */
const picture = (random: Random): Raster => {
  const { width, height, scale } = slider;
  const top = pick(random, skies);
  const bottom = pick(random, skies);
  const raster = createRaster(width, height, scale, (x, y) =>
    mix(top, bottom, Math.min(1, Math.max(0, y / height + (0.3 * (x - width / 2)) / width))),
  );
  for (let i = 0; i < 18; i++) {
    const color = pick(random, colors);
    const opacity = between(random, 0.55, 0.95);
    const cx = between(random, -10, width + 10);
    const cy = between(random, -10, height + 10);
    const kind = intBetween(random, 0, 3);
    if (kind === 0) {
      const r = between(random, 10, 46);
      fillShape(
        raster,
        (x, y) => length(x - cx, y - cy) - r,
        [cx - r, cy - r, cx + r, cy + r],
        color,
        opacity,
      );
    } else if (kind === 1) {
      const w = between(random, 20, 90);
      const h = between(random, 16, 60);
      const reach = length(w, h) / 2;
      fillShape(
        raster,
        roundedRect(cx, cy, w, h, between(random, -Math.PI, Math.PI), between(random, 2, 8)),
        [cx - reach, cy - reach, cx + reach, cy + reach],
        color,
        opacity,
      );
    } else {
      const r = between(random, 12, 40);
      const band = between(random, 3, 8);
      fillShape(
        raster,
        (x, y) => Math.abs(length(x - cx, y - cy) - r) - band / 2,
        [cx - r - band, cy - r - band, cx + r + band, cy + r + band],
        color,
        opacity,
      );
    }
  }
  return raster;
};

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/**
 * The piece cut out of the picture: a square PNG whose origin is (left, top) of the picture,
 * transparent outside the piece, with a white rim. Only pixels: nothing in it says where it came
 * from.
 */
const cutPiece = (scene: Raster, shape: Distance, left: number, top: number, size: number) => {
  const { scale } = slider;
  const side = Math.round(size * scale);
  const ox = Math.round(left * scale);
  const oy = Math.round(top * scale);
  const pixels = new Uint8Array(side * side * 4);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const sx = Math.min(scene.width - 1, Math.max(0, ox + px));
      const sy = Math.min(scene.height - 1, Math.max(0, oy + py));
      const d = shape((ox + px + 0.5) / scale, (oy + py + 0.5) / scale) * scale;
      const fill = coverage(d);
      const rim = coverage(Math.abs(d) - scale);
      const alpha = rim + fill * (1 - rim);
      const at = (py * side + px) * 4;
      if (alpha <= 0) continue;
      const source = (sy * scene.width + sx) * 3;
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.round(
          (255 * rim + (scene.rgb[source + c] ?? 0) * fill * (1 - rim)) / alpha,
        );
      pixels[at + 3] = Math.round(255 * alpha);
    }
  }
  return encodePng(side, side, pixels, 4);
};

/**
 * A random picture with a hole at (x, y) and the piece cut from it, both as PNG data URLs: the
 * hole's position is only in the pixels. `y` and `pieceSize` are where the client places the
 * piece's image (its top edge and side); its left edge belongs at x.
 */
export const sliderPuzzle = (random: Random = cryptoRandom) => {
  const { width, height, pieceSize } = slider;
  const x = intBetween(random, 80, width - pieceSize - 10);
  const y = intBetween(random, 12, height - pieceSize - 4);
  const scene = picture(random);
  const shape = pieceShape(x, y, pieceSize);
  const tab = pieceSize / 6;
  const size = Math.ceil(pieceSize + tab + 2);
  const top = Math.round(y - tab - 1);
  const piece = cutPiece(scene, shape, x, top, size);

  const bounds = [x - 2, y - tab - 2, x + pieceSize + tab + 2, y + pieceSize + 2] as const;
  fillShape(scene, shape, bounds, black, 0.45);
  fillShape(scene, (px, py) => Math.abs(shape(px, py)) - 0.75, bounds, white, 0.9);
  const background = encodePng(scene.width, scene.height, rgbBytes(scene), 3);
  return {
    x,
    y: top,
    background: dataUrl(background),
    piece: dataUrl(piece),
    pieceSize: size,
  };
};
