// The camera's framing guide (decision 059): the oval a face should fill and the live
// hints, computed from a small downscaled video frame and the phone's tilt. Pure, shared by
// the upload form (which draws the oval) and the island (which reads the frames). Hints are
// advice only: the photo still goes through the server's gate (app/scan/face/gate.ts).
import { FACE_GATE } from "./face/gate";

/** The viewfinder's and the captured photo's width over height (portrait, like a phone). */
export const FRAME_ASPECT = 3 / 4;
/** The oval, in shares of the frame's width (cx, rx) and height (cy, ry): a face about
 * three quarters as wide as it is tall, a little above the middle. */
export const OVAL = { cx: 0.5, cy: 0.45, rx: 0.31, ry: 0.31 } as const;
/** The frame the hints read, in pixels (a 3:4 thumbnail: cheap to read every few frames). */
export const SAMPLE = { width: 48, height: 64 } as const;
/** How often the hints are recomputed, in milliseconds. */
export const HINT_INTERVAL_MS = 300;

export const FRAMING = {
  /** The oval's mean brightness (0..255) below or above which the light is wrong: the gate's
   * own limits for the face, so the hint speaks before the gate would refuse. */
  minLight: FACE_GATE.minFaceLight,
  maxLight: FACE_GATE.maxFaceLight,
  /** The face's width over the oval's: below `closer` it is small in it, above `back` it
   * spills past the oval's sides. */
  closer: 0.6,
  back: 1.2,
  /** The phone's roll in the screen's plane, and its lean back or forward, in degrees. */
  maxRoll: 10,
  maxPitch: 25,
} as const;

export const FRAMING_HINTS = {
  light: "More light: face a window or a lamp",
  bright: "Too bright: move out of direct light",
  straight: "Hold the phone straight, at eye level",
  find: "Put your face inside the oval",
  fit: "Fill the oval with your face",
  closer: "Move closer",
  back: "Move back",
  ready: "Hold still and take the photo",
} as const;
export type FramingHint = keyof typeof FRAMING_HINTS;

export const CAMERA_MESSAGES = {
  starting: "Starting the camera…",
  blocked: "Camera access is blocked. You can allow it in your browser's settings, or choose a photo instead.",
  failed: "We couldn't start your camera. Please choose a photo instead.",
} as const;
/** JPEG quality of the photo taken from the video: high, since the upload path encodes it
 * once more when it downsizes (app/scan/island.ts). */
export const CAPTURE_JPEG_QUALITY = 0.95;

export type FrameStats = {
  /** Mean brightness (Rec. 709 luma, 0..255) inside the oval. */
  light: number;
  /** Whether the oval's middle has the colour of skin (else no face is there to measure). */
  skin: boolean;
  /** The face's width across the cheeks over the oval's width; null when the face cannot be
   * told from the background by colour. */
  width: number | null;
};

/** Skin by its colour alone, whatever its lightness: the Cb/Cr box of Chai and Ngan (1999). */
function isSkinChroma(cb: number, cr: number) {
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/** Where a pixel's centre lies against the oval: < 1 inside. */
function ovalDistance(x: number, y: number, width: number, height: number) {
  const dx = ((x + 0.5) / width - OVAL.cx) / OVAL.rx;
  const dy = ((y + 0.5) / height - OVAL.cy) / OVAL.ry;
  return dx * dx + dy * dy;
}

type Colour = [luma: number, cb: number, cr: number];
/** Lightness varies across a face (shade, highlights), its colour much less: weigh it less. */
const LUMA_WEIGHT = 0.35;
const colourDistance = (a: Colour, b: Colour) =>
  (LUMA_WEIGHT * (a[0] - b[0])) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
/** The oval's middle, where the face's colour is read (as a share of the oval's squared radius). */
const MIDDLE = 0.12;
/** Farther than this from the face's colour is never face (a shirt, hair, a wall). */
const MAX_FACE_DISTANCE = 18 ** 2;

/** Rec. 709 luma and the JPEG Cb/Cr of one RGBA pixel. */
function colourAt(rgba: ArrayLike<number>, p: number): Colour {
  const [r, g, b] = [rgba[4 * p], rgba[4 * p + 1], rgba[4 * p + 2]];
  return [
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
    128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
  ];
}

function meanColour(colours: Colour[], keep: (p: number) => boolean): Colour {
  const sum: Colour = [0, 0, 0];
  let count = 0;
  colours.forEach((c, p) => {
    if (!keep(p)) return;
    for (let i = 0; i < 3; i++) sum[i] += c[i];
    count++;
  });
  return sum.map((v) => (count ? v / count : 0)) as Colour;
}

/**
 * The hints' reading of one frame, from RGBA pixels (a canvas's ImageData) in the frame's
 * layout. The face's colour is read in the oval's middle, the background's in the frame's
 * top corners (beside the head in a selfie); a pixel is face when its colour is near the
 * face's and nearer it than the background's. The face is the face pixels joined to the
 * oval's middle (a patch of wall the colour of skin elsewhere is not part of it); its width
 * is the median, over the rows across the cheeks, of its span from side to side (eyes and
 * mouth included).
 */
export function frameStats(rgba: ArrayLike<number>, width: number, height: number): FrameStats {
  const n = width * height;
  const colours = Array.from({ length: n }, (_, p) => colourAt(rgba, p));
  const xy = (p: number) => [p % width, Math.floor(p / width)] as const;
  const oval = (p: number) => ovalDistance(...xy(p), width, height);
  const corner = (p: number) => {
    const [x, y] = xy(p);
    return y < 0.2 * height && (x < 0.15 * width || x >= 0.85 * width);
  };
  const light = meanColour(colours, (p) => oval(p) < 1)[0];
  const face = meanColour(colours, (p) => oval(p) < MIDDLE);
  const back = meanColour(colours, corner);
  const skin = isSkinChroma(face[1], face[2]);
  // Face and background of one colour: the width cannot be read.
  if (!skin || colourDistance(face, back) < MAX_FACE_DISTANCE / 4) return { light, skin, width: null };
  const isFace = (p: number) => {
    const d = colourDistance(colours[p], face);
    return d < MAX_FACE_DISTANCE && d < colourDistance(colours[p], back);
  };
  const joined = new Uint8Array(n);
  const queue: number[] = [];
  for (let p = 0; p < n; p++) if (oval(p) < MIDDLE && isFace(p)) queue.push(p);
  for (const p of queue) joined[p] = 1;
  while (queue.length) {
    const p = queue.pop()!;
    const x = p % width;
    const next = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
    for (const q of next) {
      if (q < 0 || q >= n || joined[q] || !isFace(q)) continue;
      joined[q] = 1;
      queue.push(q);
    }
  }
  const spans: number[] = [];
  for (let y = Math.floor((OVAL.cy - OVAL.ry / 3) * height); y <= (OVAL.cy + OVAL.ry / 3) * height; y++) {
    const row = joined.subarray(y * width, (y + 1) * width);
    const left = row.indexOf(1);
    spans.push(left < 0 ? 0 : row.lastIndexOf(1) - left + 1);
  }
  spans.sort((a, b) => a - b);
  return { light, skin, width: spans[Math.floor(spans.length / 2)] / (2 * OVAL.rx * width) };
}

/** The phone's roll in the screen's plane and its lean out of upright, in degrees, from a
 * DeviceOrientation reading (beta, gamma) and the screen's rotation: the direction of "up"
 * in the device's frame is (−cos β sin γ, sin β, cos β cos γ). */
export function phoneTilt(beta: number, gamma: number, screenAngle = 0) {
  const rad = Math.PI / 180;
  const ux = -Math.cos(beta * rad) * Math.sin(gamma * rad);
  const uy = Math.sin(beta * rad);
  const uz = Math.cos(beta * rad) * Math.cos(gamma * rad);
  const roll = Math.atan2(ux, uy) / rad - screenAngle;
  return {
    roll: ((((roll + 180) % 360) + 360) % 360) - 180,
    pitch: Math.asin(Math.max(-1, Math.min(1, uz))) / rad,
  };
}

/** The one hint to show now, the most pressing first; `tilt` is null when the phone does
 * not report it (the hint is then left out, not guessed). */
export function framingHint(stats: FrameStats, tilt: { roll: number; pitch: number } | null): FramingHint {
  if (stats.light < FRAMING.minLight) return "light";
  if (stats.light > FRAMING.maxLight) return "bright";
  if (tilt && (Math.abs(tilt.roll) > FRAMING.maxRoll || Math.abs(tilt.pitch) > FRAMING.maxPitch)) return "straight";
  if (!stats.skin) return "find";
  if (stats.width === null) return "fit";
  if (stats.width < FRAMING.closer) return "closer";
  if (stats.width > FRAMING.back) return "back";
  return "ready";
}

/** The part of a video frame the viewfinder shows (object-fit: cover at FRAME_ASPECT): the
 * hints read it and the photo is taken from it. */
export function frameCrop(videoWidth: number, videoHeight: number) {
  const width = Math.min(videoWidth, Math.round(videoHeight * FRAME_ASPECT));
  const height = Math.min(videoHeight, Math.round(videoWidth / FRAME_ASPECT));
  return { x: Math.round((videoWidth - width) / 2), y: Math.round((videoHeight - height) / 2), width, height };
}
