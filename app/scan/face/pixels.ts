// Turning the photo's RGBA raster into what the models take: RGB, smaller for the
// detector (area average), or a crop around one face for the landmark model.
import type { Raster } from "../orientation";

export type RgbImage = { rgb: Uint8Array; width: number; height: number };

export type Box = { x: number; y: number; width: number; height: number };

/** The raster (or the `area` of it) as RGB, shrunk by area averaging so its long side is
 * at most `longSide`; `scale` is its width over the area's. */
export function shrinkToRgb(
  raster: Raster,
  longSide: number,
  area: Box = { x: 0, y: 0, width: raster.width, height: raster.height },
): { image: RgbImage; scale: number } {
  const { pixels, width: stride } = raster;
  const [ox, oy] = [Math.round(area.x), Math.round(area.y)];
  const w = Math.min(raster.width - ox, Math.round(area.width));
  const h = Math.min(raster.height - oy, Math.round(area.height));
  const scale = Math.min(1, longSide / Math.max(w, h));
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const sy0 = Math.floor((y * h) / height);
    const sy1 = Math.max(sy0 + 1, Math.floor(((y + 1) * h) / height));
    for (let x = 0; x < width; x++) {
      const sx0 = Math.floor((x * w) / width);
      const sx1 = Math.max(sx0 + 1, Math.floor(((x + 1) * w) / width));
      const sum = [0, 0, 0];
      for (let sy = sy0; sy < sy1; sy++) {
        for (let sx = sx0; sx < sx1; sx++) {
          const p = ((oy + sy) * stride + ox + sx) * 4;
          sum[0] += pixels[p];
          sum[1] += pixels[p + 1];
          sum[2] += pixels[p + 2];
        }
      }
      const n = (sy1 - sy0) * (sx1 - sx0);
      const o = (y * width + x) * 3;
      rgb[o] = Math.round(sum[0] / n);
      rgb[o + 1] = Math.round(sum[1] / n);
      rgb[o + 2] = Math.round(sum[2] / n);
    }
  }
  return { image: { rgb, width, height }, scale: width / w };
}

/** The box's pixels as RGB (whole pixels, clipped to the raster), and where it starts. */
export function cropToRgb(raster: Raster, box: Box): { image: RgbImage; x: number; y: number } {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(raster.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(raster.height, Math.ceil(box.y + box.height));
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = ((y0 + y) * raster.width + x0 + x) * 4;
      const o = (y * width + x) * 3;
      rgb[o] = raster.pixels[p];
      rgb[o + 1] = raster.pixels[p + 1];
      rgb[o + 2] = raster.pixels[p + 2];
    }
  }
  return { image: { rgb, width, height }, x: x0, y: y0 };
}
