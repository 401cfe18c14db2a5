// The face resampled into one upright frame of a fixed scale: the eyes level, a fixed
// distance apart. Skin, grooming and face-region light are measured there, so a photo's
// resolution, the face's distance from the camera and a slight tilt change little.
import type { Raster } from "../orientation";
import { eyeCentres, type Point } from "./landmarks";

export const ALIGNED = {
  width: 256,
  height: 320,
  /** Distance between the eye centres in the frame, pixels. */
  eyeDistance: 80,
  /** Height of the eye line in the frame (room above it for the forehead and hairline). */
  eyeY: 130,
} as const;

export type AlignedFace = {
  width: number;
  height: number;
  /** Brightness (Rec. 709 luma, 0..255) per pixel. */
  luma: Float32Array;
  /** RGB per pixel. */
  rgb: Uint8Array;
  /** 1 where the frame lies inside the photo. */
  inside: Uint8Array;
  /** The landmarks in the frame's coordinates. */
  points: Point[];
};

/** Where the eyes sit in a frame: its size, the eye centres' distance and height. */
export type EyeLayout = { width: number; height: number; eyeDistance: number; eyeY: number };

/** The similarity transform between the photo and a frame laid out on the eyes. */
export function frameTransform(landmarks: Point[], layout: EyeLayout = ALIGNED) {
  const { width, eyeDistance, eyeY } = layout;
  const { right, left } = eyeCentres(landmarks);
  const scale = Math.hypot(left.x - right.x, left.y - right.y) / eyeDistance; // photo px per frame px
  const angle = Math.atan2(left.y - right.y, left.x - right.x);
  const [cos, sin] = [Math.cos(angle) * scale, Math.sin(angle) * scale];
  const centre = { x: (right.x + left.x) / 2, y: (right.y + left.y) / 2 };
  const inverse = 1 / (scale * scale);
  return {
    scale,
    /** frame (u, v) -> photo (x, y) */
    toPhoto: (u: number, v: number): Point => {
      const du = u - width / 2;
      const dv = v - eyeY;
      return { x: centre.x + du * cos - dv * sin, y: centre.y + du * sin + dv * cos };
    },
    toFrame: (p: Point): Point => {
      const dx = p.x - centre.x;
      const dy = p.y - centre.y;
      return { x: width / 2 + (dx * cos + dy * sin) * inverse, y: eyeY + (-dx * sin + dy * cos) * inverse };
    },
  };
}

/** Where the landmarks fall in the aligned frame (no pixels): enough to place patches. */
export function framePoints(landmarks: Point[]): FrameShape {
  const { toFrame } = frameTransform(landmarks);
  return { width: ALIGNED.width, height: ALIGNED.height, points: landmarks.map(toFrame) };
}

export type FrameShape = Pick<AlignedFace, "width" | "height" | "points">;

/** The photo resampled into a frame laid out on the eyes: each frame pixel the mean of a
 * grid of bilinear samples over its footprint in the photo (area averaging), so a photo's
 * resolution changes the result little and shrinking does not alias. */
export function resampleOnEyes(raster: Raster, landmarks: Point[], layout: EyeLayout) {
  const { width, height } = layout;
  const { toPhoto, scale } = frameTransform(landmarks, layout);
  const k = Math.min(4, Math.max(1, Math.ceil(scale)));
  const rgb = new Uint8Array(width * height * 3);
  const inside = new Uint8Array(width * height);
  const { pixels, width: w, height: h } = raster;
  const sum = [0, 0, 0];
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      sum[0] = sum[1] = sum[2] = 0;
      let n = 0;
      for (let sv = 0; sv < k; sv++) {
        for (let su = 0; su < k; su++) {
          const { x, y } = toPhoto(u + (su + 0.5) / k, v + (sv + 0.5) / k);
          const fx = x - 0.5;
          const fy = y - 0.5;
          if (fx < 0 || fy < 0 || fx > w - 1 || fy > h - 1) continue;
          const x0 = Math.floor(fx);
          const y0 = Math.floor(fy);
          const x1 = Math.min(w - 1, x0 + 1);
          const y1 = Math.min(h - 1, y0 + 1);
          const ax = fx - x0;
          const ay = fy - y0;
          for (let c = 0; c < 3; c++) {
            const top = pixels[(y0 * w + x0) * 4 + c] * (1 - ax) + pixels[(y0 * w + x1) * 4 + c] * ax;
            const bottom = pixels[(y1 * w + x0) * 4 + c] * (1 - ax) + pixels[(y1 * w + x1) * 4 + c] * ax;
            sum[c] += top * (1 - ay) + bottom * ay;
          }
          n++;
        }
      }
      if (n < (k * k) / 2) continue;
      const i = v * width + u;
      inside[i] = 1;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round(sum[c] / n);
    }
  }
  return { rgb, inside, width, height };
}

/** Resamples the face from an RGBA raster into the aligned frame. */
export function alignFace(raster: Raster, landmarks: Point[]): AlignedFace {
  const { width, height, rgb, inside } = resampleOnEyes(raster, landmarks, ALIGNED);
  const { toFrame } = frameTransform(landmarks);
  const luma = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++)
    luma[i] = 0.2126 * rgb[i * 3] + 0.7152 * rgb[i * 3 + 1] + 0.0722 * rgb[i * 3 + 2];
  return { width, height, luma, rgb, inside, points: landmarks.map(toFrame) };
}

/** A rectangle of the frame, clipped to it, in whole pixels. */
export type Region = { x0: number; y0: number; x1: number; y1: number };

export function region(face: FrameShape, x0: number, y0: number, x1: number, y1: number): Region {
  const clip = (n: number, max: number) => Math.min(max, Math.max(0, Math.round(n)));
  return {
    x0: clip(Math.min(x0, x1), face.width),
    y0: clip(Math.min(y0, y1), face.height),
    x1: clip(Math.max(x0, x1), face.width),
    y1: clip(Math.max(y0, y1), face.height),
  };
}

/** Each pixel of the region that lies inside the photo. */
export function* pixelsOf(face: AlignedFace, r: Region) {
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0; x < r.x1; x++) {
      const i = y * face.width + x;
      if (face.inside[i]) yield { x, y, i };
    }
  }
}
