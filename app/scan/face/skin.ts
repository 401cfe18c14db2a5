// Skin, grooming and face-region light, measured in the aligned face (./aligned.ts) where
// the landmarks say the cheeks, the skin under the eyes, the forehead and the brows are.
// Pure and deterministic. What each number means: ./rubric.ts.
import { ALIGNED, pixelsOf, region, type AlignedFace, type FrameShape, type Region } from "./aligned";
import { CHIN, INNER_BROWS, JAW, LEFT_BROW, pick, RIGHT_BROW, SUBNASALE } from "./landmarks";

export type SkinMeasures = {
  /** Spread of brightness left in the cheek and forehead patches once their overall
   * light gradient is removed, over their mean brightness (%): lower is more even. Relative,
   * so brighter or dimmer light moves it little. */
  evenness: number | null;
  /** Detail in the cheek patches at half the aligned frame's scale (2 × 2 pixels averaged
   * first): mean absolute Laplacian over mean brightness, %. The coarser scale keeps what
   * compression, a slight blur or a smaller photo do not erase: pores, bumps, stubble. */
  texture: number | null;
  /** How much darker the skin under the eyes is than the cheeks, %. */
  underEye: number | null;
  /** How much darker the brows are than the forehead above them, %. */
  browContrast: number | null;
  /** Forehead height (hairline to brows) over the middle third; null when no hairline is found. */
  upperToMiddle: number | null;
  /** Mean brightness of the face (brows to chin), 0..255. */
  faceLight: number;
  /** Laplacian variance of the face region: higher is sharper. */
  faceSharpness: number;
};

/** A row's colour must differ from the skin between the brows by this much (RGB
 * distance, 0..441) for three rows running to count as the hairline. */
const HAIRLINE_STEP = 60;
/** The skin between the brows must be this close to the cheeks' colour to count as skin. */
const SKIN_MATCH = 90;
const HAIRLINE_ROWS = 3;
/** Smallest patch worth measuring, pixels of the aligned frame. */
const MIN_PATCH = 40;
/** Fewest rows of forehead skin worth measuring. */
const MIN_FOREHEAD_ROWS = 4;

export function measureSkin(face: AlignedFace): SkinMeasures {
  const q = face.points;
  const patches = skinPatches(face);
  const stats = (r: Region) => patchStats(face, r);
  const cheekStats = [patches.rightCheek, patches.leftCheek].map(stats);
  const cheekMean = meanOf(cheekStats);
  const skinColour = meanColour(cheekStats);
  const underMean = meanOf([patches.rightUnderEye, patches.leftUnderEye].map(stats));
  const browMean = meanOf([patches.rightBrow, patches.leftBrow].map(stats));
  const browTop = Math.min(...pick(q, [...RIGHT_BROW, ...LEFT_BROW]).map((p) => p.y));
  const hairline = skinColour ? findHairline(face, skinColour) : null;
  const forehead = foreheadPatch(face, browTop, hairline);
  const faceRegion = region(face, q[JAW[0]].x, browTop, q[JAW[16]].x, q[CHIN].y);
  const skinRegions = [patches.rightCheek, patches.leftCheek, ...(forehead ? [forehead] : [])];
  const residuals = skinRegions.map((r) => relativeResidual(face, r)).filter((v) => v !== null);
  const textures = [patches.rightCheek, patches.leftCheek].map((r) => coarseTexture(face, r)).filter((v) => v !== null);
  const browY = (q[INNER_BROWS[0]].y + q[INNER_BROWS[1]].y) / 2;
  const middle = q[SUBNASALE].y - browY;
  return {
    evenness: residuals.length ? 100 * Math.sqrt(average(residuals)) : null,
    texture: textures.length ? 100 * average(textures) : null,
    underEye: cheekMean && underMean !== null ? (100 * (cheekMean - underMean)) / cheekMean : null,
    browContrast: cheekMean && browMean !== null ? (100 * (cheekMean - browMean)) / cheekMean : null,
    upperToMiddle: hairline !== null && middle > 0 ? (browY - hairline) / middle : null,
    faceLight: stats(faceRegion).mean ?? 0,
    faceSharpness: laplacianVariance(face, faceRegion),
  };
}

/** The skin between the brows and the hair (or a fifth of the eye distance above the
 * brows, whichever is lower); null when too little of it shows. */
function foreheadPatch(face: AlignedFace, browTop: number, hairline: number | null): Region | null {
  const q = face.points;
  const top = Math.max(browTop - 0.3 * ALIGNED.eyeDistance, hairline === null ? -Infinity : hairline + HAIRLINE_ROWS);
  const r = region(face, q[20].x, top, q[23].x, browTop - 0.06 * ALIGNED.eyeDistance);
  return r.y1 - r.y0 >= MIN_FOREHEAD_ROWS ? r : null;
}

/** Where each patch lies, from the landmarks in the aligned frame. */
export function skinPatches(face: FrameShape) {
  const q = face.points;
  const eyeBottom = (a: number, b: number) => Math.max(q[a].y, q[b].y);
  const noseBase = q[SUBNASALE].y;
  const under = (outer: number, inner: number, bottom: number) => {
    const d = noseBase - bottom;
    const [x0, x1] = [q[outer].x, q[inner].x];
    const pad = 0.12 * (x1 - x0);
    return {
      under: region(face, x0 + pad, bottom + 0.1 * d, x1 - pad, bottom + 0.3 * d),
      cheek: region(face, x0 + pad, bottom + 0.45 * d, x1 - pad, bottom + 0.95 * d),
    };
  };
  const right = under(36, 39, eyeBottom(40, 41));
  const left = under(45, 42, eyeBottom(46, 47));
  const brow = (from: number, to: number) => {
    const ys = pick(q, [from, from + 1, to]).map((p) => p.y);
    const top = Math.max(...ys);
    return region(face, q[from].x, top + 1, q[to].x, top + 0.09 * ALIGNED.eyeDistance);
  };
  return {
    rightUnderEye: right.under,
    leftUnderEye: left.under,
    rightCheek: right.cheek,
    leftCheek: left.cheek,
    rightBrow: brow(18, 20),
    leftBrow: brow(23, 25),
  };
}

function patchStats(face: AlignedFace, r: Region) {
  let n = 0;
  let sum = 0;
  const rgb = [0, 0, 0];
  for (const { i } of pixelsOf(face, r)) {
    n++;
    sum += face.luma[i];
    for (let c = 0; c < 3; c++) rgb[c] += face.rgb[i * 3 + c];
  }
  return n < MIN_PATCH ? { mean: null, rgb: null } : { mean: sum / n, rgb: rgb.map((v) => v / n) };
}

/** Mean squared residual of luma after a least-squares plane fit (removes light gradients). */
function planeResidual(face: AlignedFace, r: Region): number | null {
  const pts = [...pixelsOf(face, r)];
  if (pts.length < MIN_PATCH) return null;
  // Normal equations for z = a + b x + c y.
  let [n, sx, sy, sxx, syy, sxy, sz, sxz, syz] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const { x, y, i } of pts) {
    const z = face.luma[i];
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
    sz += z;
    sxz += x * z;
    syz += y * z;
  }
  const m = [
    [n, sx, sy],
    [sx, sxx, sxy],
    [sy, sxy, syy],
  ];
  const [a, b, c] = solve3(m, [sz, sxz, syz]) ?? [sz / n, 0, 0];
  let sum = 0;
  for (const { x, y, i } of pts) sum += (face.luma[i] - (a + b * x + c * y)) ** 2;
  return sum / pts.length;
}

/** The plane residual's mean square over the region's squared mean brightness. */
function relativeResidual(face: AlignedFace, r: Region): number | null {
  const residual = planeResidual(face, r);
  const { mean } = patchStats(face, r);
  return residual === null || !mean ? null : residual / (mean * mean);
}

/** The region's brightness averaged over 2 × 2 blocks, then the mean absolute Laplacian of
 * that half-scale patch over its mean brightness; null when too little of it is inside. */
function coarseTexture(face: AlignedFace, r: Region): number | null {
  const w = Math.floor((r.x1 - r.x0) / 2);
  const h = Math.floor((r.y1 - r.y0) / 2);
  if (w < 3 || h < 3) return null;
  const half = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const i = (r.y0 + 2 * y + dy) * face.width + r.x0 + 2 * x + dx;
        if (!face.inside[i]) return null;
        sum += face.luma[i];
      }
      half[y * w + x] = sum / 4;
    }
  }
  let [total, n, bright] = [0, 0, 0];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      total += Math.abs(half[i - 1] + half[i + 1] + half[i - w] + half[i + w] - 4 * half[i]);
      bright += half[i];
      n++;
    }
  }
  return n * 4 < MIN_PATCH || bright === 0 ? null : total / bright;
}

function laplacianAt(face: AlignedFace, x: number, y: number): number | null {
  const w = face.width;
  const i = y * w + x;
  if (x < 1 || y < 1 || x >= w - 1 || y >= face.height - 1) return null;
  if (!face.inside[i - 1] || !face.inside[i + 1] || !face.inside[i - w] || !face.inside[i + w]) return null;
  const l = face.luma;
  return l[i - 1] + l[i + 1] + l[i - w] + l[i + w] - 4 * l[i];
}

function laplacianVariance(face: AlignedFace, r: Region): number {
  const values = [...pixelsOf(face, r)].map(({ x, y }) => laplacianAt(face, x, y)).filter((v) => v !== null);
  if (values.length === 0) return 0;
  const m = average(values);
  return Math.max(0, average(values.map((v) => v * v)) - m * m);
}

/** Going up between the inner ends of the brows (skin in nearly every face, checked
 * against the cheeks), the first run of rows whose colour leaves that skin's: the
 * hairline, or a fringe. Null when the forehead is covered or the photo or frame ends first. */
function findHairline(face: AlignedFace, cheeks: number[]): number | null {
  const [a, b] = INNER_BROWS.map((i) => face.points[i]);
  const x0 = Math.round(Math.min(a.x, b.x));
  const x1 = Math.round(Math.max(a.x, b.x));
  if (x1 - x0 < 4) return null;
  const rowColour = (y: number) => {
    const row = [0, 0, 0];
    for (let x = x0; x < x1; x++) {
      const i = y * face.width + x;
      if (y < 0 || !face.inside[i]) return null;
      for (let c = 0; c < 3; c++) row[c] += face.rgb[i * 3 + c];
    }
    return row.map((v) => v / (x1 - x0));
  };
  const start = Math.floor(Math.min(a.y, b.y)) - 2;
  const first = [0, 1, 2].map((k) => rowColour(start - k));
  if (first.some((c) => c === null)) return null;
  const skin = [0, 1, 2].map((c) => average(first.map((row) => row![c])));
  if (colourDistance(skin, cheeks) > SKIN_MATCH) return null;
  let run = 0;
  for (let y = start; y >= 0; y--) {
    const row = rowColour(y);
    if (!row) return null;
    run = colourDistance(row, skin) > HAIRLINE_STEP ? run + 1 : 0;
    if (run === HAIRLINE_ROWS) return y + HAIRLINE_ROWS - 1;
  }
  return null;
}

const colourDistance = (a: number[], b: number[]) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

function solve3(m: number[][], v: number[]): number[] | null {
  const det = (a: number[][]) =>
    a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
    a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
    a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return null;
  return [0, 1, 2].map((col) => det(m.map((row, r) => row.map((x, c) => (c === col ? v[r] : x)))) / d);
}

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function meanColour(stats: { rgb: number[] | null }[]): number[] | null {
  const colours = stats.map((s) => s.rgb).filter((c) => c !== null);
  return colours.length ? [0, 1, 2].map((c) => average(colours.map((rgb) => rgb[c]))) : null;
}

function meanOf(stats: { mean: number | null }[]): number | null {
  const values = stats.map((s) => s.mean).filter((v) => v !== null);
  return values.length ? average(values) : null;
}
