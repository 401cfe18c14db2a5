// Measurements of a photo (not of a face): exposure, contrast, sharpness, colour balance,
// resolution and framing, from its RGBA pixels. Pure and deterministic.
import type { Raster } from "./orientation";

export type Measurements = {
  /** Mean brightness, 0 (black) .. 255 (white). */
  brightness: number;
  /** Share of pixels crushed to black or blown to white, 0..1. */
  clipped: number;
  /** Standard deviation of brightness, 0..~128. */
  contrast: number;
  /** Variance of the Laplacian of brightness: higher is sharper. */
  sharpness: number;
  /** Sharpness of the middle third of the frame, where a face usually sits. */
  centreSharpness: number;
  /** Sharpness of the top third (hair, forehead). */
  topSharpness: number;
  /** Colour cast: the largest gap between the red, green and blue means, 0..255. */
  colourCast: number;
  /** Brightness difference between the left and right halves, 0..255. */
  sideImbalance: number;
  /** Where the detail sits: 0 = centred, 1 = at the edge. */
  offCentre: number;
  /** The photo as uploaded, before downscaling. */
  sourceWidth: number;
  sourceHeight: number;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function measurePhoto(raster: Raster, source: { width: number; height: number }): Measurements {
  const { pixels, width: w, height: h } = raster;
  const n = w * h;
  const luma = new Float32Array(n);
  let sumR = 0,
    sumG = 0,
    sumB = 0,
    sumY = 0,
    sumY2 = 0,
    clipped = 0,
    left = 0,
    right = 0;
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const r = pixels[p],
      g = pixels[p + 1],
      b = pixels[p + 2];
    const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    luma[i] = y;
    sumR += r;
    sumG += g;
    sumB += b;
    sumY += y;
    sumY2 += y * y;
    if (y <= 5 || y >= 250) clipped++;
    if (i % w < w / 2) left += y;
    else right += y;
  }
  const mean = sumY / n;
  const variance = Math.max(0, sumY2 / n - mean * mean);
  const [mr, mg, mb] = [sumR / n, sumG / n, sumB / n];

  // Laplacian variance over the whole frame and two bands; the gradient centroid for framing.
  const band = (y0: number, y1: number, x0: number, x1: number) => laplacianVariance(luma, w, h, y0, y1, x0, x1);
  let gx = 0,
    gy = 0,
    gsum = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const g = Math.abs(luma[i + 1] - luma[i - 1]) + Math.abs(luma[i + w] - luma[i - w]);
      gx += g * x;
      gy += g * y;
      gsum += g;
    }
  }
  const cx = gsum > 0 ? gx / gsum : w / 2;
  const cy = gsum > 0 ? gy / gsum : h / 2;
  const offCentre = Math.min(1, Math.hypot((cx - w / 2) / (w / 2), (cy - h / 2) / (h / 2)));
  const halves = Math.max(1, Math.floor(w / 2)) * h;

  return {
    brightness: round2(mean),
    clipped: round2(clipped / n),
    contrast: round2(Math.sqrt(variance)),
    sharpness: round2(band(0, h, 0, w)),
    centreSharpness: round2(band(Math.floor(h / 3), Math.ceil((2 * h) / 3), Math.floor(w / 3), Math.ceil((2 * w) / 3))),
    topSharpness: round2(band(0, Math.ceil(h / 3), 0, w)),
    colourCast: round2(Math.max(mr, mg, mb) - Math.min(mr, mg, mb)),
    sideImbalance: round2(Math.abs(left / halves - right / Math.max(1, n - halves))),
    offCentre: round2(offCentre),
    sourceWidth: source.width,
    sourceHeight: source.height,
  };
}

function laplacianVariance(l: Float32Array, w: number, h: number, y0: number, y1: number, x0: number, x1: number) {
  let sum = 0,
    sum2 = 0,
    count = 0;
  for (let y = Math.max(1, y0); y < Math.min(h - 1, y1); y++) {
    for (let x = Math.max(1, x0); x < Math.min(w - 1, x1); x++) {
      const i = y * w + x;
      const v = l[i - 1] + l[i + 1] + l[i - w] + l[i + w] - 4 * l[i];
      sum += v;
      sum2 += v * v;
      count++;
    }
  }
  if (count === 0) return 0;
  const m = sum / count;
  return Math.max(0, sum2 / count - m * m);
}
