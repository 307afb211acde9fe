/**
 * Just enough of a rasteriser for the captchas: shapes given by their signed distance (negative
 * inside, in picture units), smoothed over one pixel, painted onto an RGB picture drawn at
 * `scale` pixels a unit so it stays sharp on phone screens.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}
export type Point = readonly [x: number, y: number];
/** Signed distance from a point to a shape's edge: negative inside. */
export type Distance = (x: number, y: number) => number;
/** [left, top, right, bottom] in picture units. */
export type Bounds = readonly [number, number, number, number];

export interface Raster {
  /** In pixels. */
  width: number;
  height: number;
  /** Pixels a picture unit. */
  scale: number;
  /** Red, green, blue per pixel, 0–255. */
  rgb: Float32Array;
}

export const rgb = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16),
  g: Number.parseInt(hex.slice(3, 5), 16),
  b: Number.parseInt(hex.slice(5, 7), 16),
});

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({
  r: a.r + (b.r - a.r) * t,
  g: a.g + (b.g - a.g) * t,
  b: a.b + (b.b - a.b) * t,
});

/** A picture of width × height units, each pixel painted by `paint` at its centre. */
export const createRaster = (
  width: number,
  height: number,
  scale: number,
  paint: (x: number, y: number) => Rgb,
): Raster => {
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const data = new Float32Array(w * h * 3);
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      const color = paint((px + 0.5) / scale, (py + 0.5) / scale);
      const i = (py * w + px) * 3;
      data[i] = color.r;
      data[i + 1] = color.g;
      data[i + 2] = color.b;
    }
  }
  return { width: w, height: h, scale, rgb: data };
};

/** The length of (x, y); Math.hypot is several times slower, and this runs for every pixel. */
export const length = (x: number, y: number): number => Math.sqrt(x * x + y * y);

/** How much of a pixel a shape covers, from the distance of the pixel's centre in pixels. */
export const coverage = (distanceInPixels: number): number =>
  distanceInPixels <= -0.5 ? 1 : distanceInPixels >= 0.5 ? 0 : 0.5 - distanceInPixels;

/** Calls `visit` for each pixel of `bounds` (grown by a pixel), with the pixel's centre in units. */
const eachPixel = (
  raster: Raster,
  bounds: Bounds,
  visit: (index: number, x: number, y: number) => void,
) => {
  const { width, height, scale } = raster;
  const x0 = Math.max(0, Math.floor(bounds[0] * scale) - 1);
  const y0 = Math.max(0, Math.floor(bounds[1] * scale) - 1);
  const x1 = Math.min(width, Math.ceil(bounds[2] * scale) + 1);
  const y1 = Math.min(height, Math.ceil(bounds[3] * scale) + 1);
  for (let py = y0; py < y1; py++) {
    for (let px = x0; px < x1; px++) visit(py * width + px, (px + 0.5) / scale, (py + 0.5) / scale);
  }
};

const blend = (raster: Raster, index: number, color: Rgb, alpha: number) => {
  if (alpha <= 0) return;
  const i = index * 3;
  const data = raster.rgb;
  const r = data[i] ?? 0;
  const g = data[i + 1] ?? 0;
  const b = data[i + 2] ?? 0;
  data[i] = r + (color.r - r) * alpha;
  data[i + 1] = g + (color.g - g) * alpha;
  data[i + 2] = b + (color.b - b) * alpha;
};

/** Paints the inside of a shape (distance < 0) within `bounds`. */
export const fillShape = (
  raster: Raster,
  distance: Distance,
  bounds: Bounds,
  color: Rgb,
  opacity = 1,
) =>
  eachPixel(raster, bounds, (index, x, y) =>
    blend(raster, index, color, opacity * coverage(distance(x, y) * raster.scale)),
  );

/** Distance from (x, y) to the segment a–b. */
export const segmentDistance = (x: number, y: number, a: Point, b: Point): number => {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length2));
  return length(x - a[0] - t * dx, y - a[1] - t * dy);
};

/**
 * Strokes a polyline with round ends and joins. Each segment marks its own neighbourhood in a
 * coverage mask first, so the joins are not painted twice.
 */
export const strokePolyline = (
  raster: Raster,
  points: readonly Point[],
  width: number,
  color: Rgb,
  opacity = 1,
) => {
  const mask = new Float32Array(raster.width * raster.height);
  const half = width / 2;
  let bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  points.forEach((a, i) => {
    const b = points[i + 1] ?? a;
    const box: Bounds = [
      Math.min(a[0], b[0]) - half,
      Math.min(a[1], b[1]) - half,
      Math.max(a[0], b[0]) + half,
      Math.max(a[1], b[1]) + half,
    ];
    bounds = [
      Math.min(bounds[0], box[0]),
      Math.min(bounds[1], box[1]),
      Math.max(bounds[2], box[2]),
      Math.max(bounds[3], box[3]),
    ];
    eachPixel(raster, box, (index, x, y) => {
      const covered = coverage((segmentDistance(x, y, a, b) - half) * raster.scale);
      if (covered > (mask[index] ?? 0)) mask[index] = covered;
    });
  });
  if (points.length > 0)
    eachPixel(raster, bounds, (index) => blend(raster, index, color, opacity * (mask[index] ?? 0)));
};

/** The picture as 8-bit RGB bytes. */
export const rgbBytes = (raster: Raster): Uint8Array =>
  new Uint8Array(Uint8ClampedArray.from(raster.rgb).buffer);
