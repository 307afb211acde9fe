import type { Point } from './raster';

/**
 * A small single-stroke font for the image captcha's characters: each glyph is a few polylines
 * in a 6 × 10 box (y down). The captcha bends, jitters and strokes them, so no two drawings of a
 * character share their pixels.
 */
export const glyphBox = { width: 6, height: 10 } as const;

export type Stroke = readonly Point[];

/** Points along an ellipse from angle `from` to `to` (degrees, 0 = right, 90 = down). */
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] => {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
};

const upperP = (): Point[] => [
  [0, 10],
  [0, 0],
  [3.2, 0],
  ...arc(3.2, 2.7, 2.8, 2.7, 270, 450),
  [0, 5.4],
];

export const strokeFont: Readonly<Record<string, readonly Stroke[]>> = {
  '2': [[...arc(3, 3, 3, 3, 190, 400), [0, 10], [6, 10]]],
  '3': [arc(3, 2.6, 2.8, 2.6, 200, 450), arc(3, 7.4, 3, 2.6, 270, 520)],
  '4': [
    [
      [4.4, 10],
      [4.4, 0],
      [0, 7],
      [6, 7],
    ],
  ],
  '5': [[[5.6, 0], [1, 0], [0.6, 4.4], ...arc(3, 6.7, 3, 3.3, 220, 500)]],
  '6': [arc(6.2, 7, 6.2, 6.8, 262, 180), arc(3, 7, 3, 3, 0, 360)],
  '7': [
    [
      [0, 0],
      [6, 0],
      [2, 10],
    ],
  ],
  '8': [arc(3, 2.5, 2.6, 2.5, 0, 360), arc(3, 7.4, 3, 2.6, 0, 360)],
  '9': [arc(-0.2, 3, 6.2, 6.8, 82, 0), arc(3, 3, 3, 3, 0, 360)],
  A: [
    [
      [0, 10],
      [3, 0],
      [6, 10],
    ],
    [
      [1.1, 6.6],
      [4.9, 6.6],
    ],
  ],
  B: [
    [[0, 5], [0, 0], [3.1, 0], ...arc(3.1, 2.5, 2.5, 2.5, 270, 450), [0, 5]],
    [[0, 5], [3.4, 5], ...arc(3.4, 7.5, 2.6, 2.5, 270, 450), [0, 10], [0, 5]],
  ],
  C: [arc(3.4, 5, 3.4, 5, 320, 40)],
  D: [[[0, 0], [0, 10], [2.4, 10], ...arc(2.4, 5, 3.6, 5, 90, -90), [0, 0]]],
  E: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
      [6, 10],
    ],
    [
      [0, 5],
      [4.6, 5],
    ],
  ],
  F: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
    ],
    [
      [0, 5],
      [4.6, 5],
    ],
  ],
  G: [[...arc(3.4, 5, 3.4, 5, 320, 40), [6, 5.6], [3.4, 5.6]]],
  H: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [6, 10],
    ],
    [
      [0, 5],
      [6, 5],
    ],
  ],
  J: [[[6, 0], [6, 7], ...arc(3, 7, 3, 3, 0, 165)]],
  K: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [0, 6.2],
    ],
    [
      [2.1, 4.1],
      [6, 10],
    ],
  ],
  M: [
    [
      [0, 10],
      [0, 0],
      [3, 6.5],
      [6, 0],
      [6, 10],
    ],
  ],
  N: [
    [
      [0, 10],
      [0, 0],
      [6, 10],
      [6, 0],
    ],
  ],
  P: [upperP()],
  Q: [
    arc(3, 5, 3, 5, 0, 360),
    [
      [3.6, 7],
      [6.4, 10.4],
    ],
  ],
  R: [
    upperP(),
    [
      [2.8, 5.4],
      [6, 10],
    ],
  ],
  S: [[...arc(3, 2.6, 2.8, 2.6, 340, 90), ...arc(3, 7.4, 3, 2.6, 270, 520)]],
  T: [
    [
      [0, 0],
      [6, 0],
    ],
    [
      [3, 0],
      [3, 10],
    ],
  ],
  U: [[[0, 0], [0, 7], ...arc(3, 7, 3, 3, 180, 0), [6, 0]]],
  V: [
    [
      [0, 0],
      [3, 10],
      [6, 0],
    ],
  ],
  W: [
    [
      [-0.5, 0],
      [1.3, 10],
      [3, 3.2],
      [4.7, 10],
      [6.5, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [6, 10],
    ],
    [
      [6, 0],
      [0, 10],
    ],
  ],
  Y: [
    [
      [0, 0],
      [3, 5],
      [6, 0],
    ],
    [
      [3, 5],
      [3, 10],
    ],
  ],
};
