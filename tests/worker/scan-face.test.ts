// The face analysis in workerd on real photos (tests/fixtures/faces, sources in its
// README): the portrait's measurements pinned, the sideways EXIF copy measuring the same,
// each retake reason at no cost, determinism, face-api's detector reproduced exactly, and
// the pages a member sees (measurements with diagrams, a chart per measurement, comparison).
import { env } from "cloudflare:test";
import { gaussian_blur, PhotonImage } from "@cf-wasm/photon";
import { beforeAll, describe, expect, it } from "vitest";
import * as faceapi from "@vladmandic/face-api/dist/face-api.esm-nobundle.js";
import * as tf from "@tensorflow/tfjs-core";
import { loadFaceModelFiles } from "glowup-face-models";
import { findFace, type FaceFindings } from "~/scan/face/find-face.server";
import { withFaceEngine } from "~/scan/face/engine.server";
import { LeanTinyFaceDetector } from "~/scan/face/lean-detector.server";
import { FACE_RETAKE_MESSAGES, type FaceRetake } from "~/scan/face/gate";
import { MEASUREMENTS, type MeasurementKey } from "~/scan/face/rubric";
import { measurementsOf } from "~/scan/face/score";
import { readPhotoHeader } from "~/scan/header";
import { preparePhoto } from "~/scan/photo.server";
import { sniffPhoto } from "~/scan/sniff";
import astronautUrl from "../fixtures/faces/astronaut.jpg?inline";
import sidewaysUrl from "../fixtures/faces/astronaut-exif-orientation-6.jpg?inline";
import twoFacesUrl from "../fixtures/faces/two-faces.jpg?inline";
import tinyFaceUrl from "../fixtures/faces/tiny-face.jpg?inline";
import noFaceUrl from "../fixtures/faces/no-face.jpg?inline";
import turnedHeadUrl from "../fixtures/faces/turned-head.jpg?inline";
import { fromBase64, normalJpeg } from "./scan-images";
import { Browser, scanner, scanRows, storeScans, upload, userId } from "./scan-helpers";

const bytesOf = (dataUrl: string) => fromBase64(dataUrl.split(",")[1]);
const astronaut = bytesOf(astronautUrl);

async function raster(bytes: Uint8Array) {
  const type = sniffPhoto(bytes);
  if (!type.ok) throw new Error("not a photo");
  const prepared = await preparePhoto(
    (env as unknown as { IMAGES: ImagesBinding }).IMAGES,
    bytes,
    readPhotoHeader(bytes, type.type)!,
  );
  if (!prepared.ok) throw new Error(prepared.reason);
  return prepared.photo.raster;
}

const analyse = async (bytes: Uint8Array) => findFace(await raster(bytes));

function measured(found: FaceFindings) {
  if (found.kind !== "face") throw new Error(`expected a face, got ${found.reason}`);
  return Object.fromEntries(measurementsOf(found).map((m) => [m.key, m.value])) as Record<
    MeasurementKey,
    number | null
  >;
}

/** The portrait's measurements as computed once here (workerd, photon's decoder), and how
 * far a later run may drift from them: a model or decoder upgrade should move them less. */
const PINNED: Record<MeasurementKey, [value: number, tolerance: number]> = {
  "symmetry-eyes": [0.8, 0.3],
  "symmetry-brows": [0.5, 0.3],
  "symmetry-mouth": [1.1, 0.3],
  "symmetry-jaw": [1.1, 0.3],
  "facial-thirds": [1.04, 0.02],
  "eye-spacing": [0.45, 0.01],
  "eye-openness": [0.3, 0.02],
  "mouth-width": [0.98, 0.02],
  "jaw-width": [0.81, 0.01],
  "chin-height": [0.71, 0.02],
  "skin-evenness": [14.8, 1],
  "skin-texture": [1.37, 0.15],
  "under-eye": [0.6, 1.5],
  "brow-definition": [14.8, 1.5],
  "forehead-framing": [0.16, 0.03],
  "face-light": [163, 2],
  "face-sharpness": [65, 5],
  "face-size": [19, 1],
  "head-tilt": [2.8, 0.3],
  "head-turn": [0.01, 0.02],
};

/** How far the sideways copy (turned in its pixels, re-encoded as JPEG, Orientation 6) may
 * measure from the upright one: landmark jitter of a pixel or two moves the small-patch
 * and left/right numbers most. */
const SAME_PHOTO_TOLERANCE: Record<MeasurementKey, number> = {
  "symmetry-eyes": 0.5,
  "symmetry-brows": 0.5,
  "symmetry-mouth": 0.5,
  "symmetry-jaw": 0.5,
  "facial-thirds": 0.05,
  "eye-spacing": 0.02,
  "eye-openness": 0.03,
  "mouth-width": 0.04,
  "jaw-width": 0.03,
  "chin-height": 0.03,
  "skin-evenness": 1.5,
  "skin-texture": 0.25,
  "under-eye": 4, // its patch is a few pixels tall: an eyelash row more or less moves it most
  "brow-definition": 2,
  "forehead-framing": 0.05,
  "face-light": 3,
  "face-sharpness": 6,
  "face-size": 1,
  "head-tilt": 1,
  "head-turn": 0.03,
};

describe("the NASA portrait", () => {
  it("has one face with 68 landmarks, and every measurement of the rubric within tolerance of its pinned value", async () => {
    const found = await analyse(astronaut);
    expect(found.kind).toBe("face");
    if (found.kind !== "face") return;
    expect(found.landmarks).toHaveLength(68);
    expect(found.score).toBeGreaterThan(0.7);
    const values = measured(found);
    for (const m of MEASUREMENTS) {
      const [value, tolerance] = PINNED[m.key];
      expect(Math.abs(values[m.key]! - value), `${m.key}: ${values[m.key]} vs ${value}`).toBeLessThanOrEqual(tolerance);
    }
  });

  it("stored sideways with EXIF Orientation 6 (GPS and all), measures the same within tolerance", async () => {
    const [upright, sideways] = [measured(await analyse(astronaut)), measured(await analyse(bytesOf(sidewaysUrl)))];
    for (const m of MEASUREMENTS) {
      const [a, b] = [upright[m.key], sideways[m.key]];
      expect(a === null, `${m.key} measured in one and not the other`).toBe(b === null);
      if (a !== null && b !== null)
        expect(Math.abs(a - b), `${m.key}: ${a} vs ${b}`).toBeLessThanOrEqual(SAME_PHOTO_TOLERANCE[m.key]);
    }
  });

  it("the same photo twice gives identical numbers, landmarks included", async () => {
    const [a, b] = [await analyse(astronaut), await analyse(astronaut)];
    expect(a.kind).toBe("face");
    if (a.kind !== "face" || b.kind !== "face") return;
    expect({ ...b, modelMs: 0 }).toEqual({ ...a, modelMs: 0 });
  });

  it("face-api's own tiny face detector and the lean one give the same numbers on it", async () => {
    const files = await loadFaceModelFiles();
    const rgba = await raster(astronaut);
    await withFaceEngine(async () => {
      const weights = () =>
        tf.io.decodeWeights(files.detector.weights, files.detector.specs as tf.io.WeightsManifestEntry[]);
      const theirs = new faceapi.TinyFaceDetector();
      const ours = new LeanTinyFaceDetector();
      theirs.loadFromWeightMap(weights() as unknown as faceapi.tf.NamedTensorMap);
      ours.loadFromWeightMap(weights() as unknown as faceapi.tf.NamedTensorMap);
      const rgb = new Uint8Array(rgba.width * rgba.height * 3).map(
        (_, i) => rgba.pixels[Math.floor(i / 3) * 4 + (i % 3)],
      );
      const image = tf.tensor3d(rgb, [rgba.height, rgba.width, 3], "int32") as unknown as faceapi.tf.Tensor3D;
      const input = await faceapi.toNetInput(image);
      const [a, b] = [theirs.forwardInput(input, 320), ours.forwardInput(input, 320)];
      expect(Array.from(await b.data())).toEqual(Array.from(await a.data()));
      for (const t of [a, b, image]) t.dispose();
      theirs.dispose();
      ours.dispose();
    });
  });
});

/** The portrait's pixels changed in place (same size), re-encoded as JPEG. */
function derived(change: (px: Uint8Array, w: number, h: number) => Uint8Array | void, blur = 0) {
  const img = PhotonImage.new_from_byteslice(astronaut);
  const [w, h] = [img.get_width(), img.get_height()];
  const px = img.get_raw_pixels();
  img.free();
  const out = new PhotonImage(change(px, w, h) ?? px, w, h);
  if (blur) gaussian_blur(out, blur);
  const jpeg = out.get_bytes_jpeg(90);
  out.free();
  return jpeg;
}

/** Turned `degrees` about the centre, in place (corners filled grey). */
function turned(degrees: number) {
  return derived((px, w, h) => {
    const out = new Uint8Array(px.length).fill(128);
    const [c, s] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const sx = Math.round(c * (x - w / 2) + s * (y - h / 2) + w / 2);
        const sy = Math.round(-s * (x - w / 2) + c * (y - h / 2) + h / 2);
        if (sx >= 0 && sy >= 0 && sx < w && sy < h)
          out.set(px.subarray((sy * w + sx) * 4, (sy * w + sx) * 4 + 4), (y * w + x) * 4);
      }
    return out;
  });
}

describe("the face gate: each retake has its reason and costs nothing", () => {
  let member: Browser;
  beforeAll(async () => {
    member = await scanner("face-gate@x.test");
  }, 60_000);

  const cases: [string, () => Uint8Array, FaceRetake][] = [
    ["a photo with no face (the coffee cup)", () => bytesOf(noFaceUrl), "no-face"],
    ["two faces", () => bytesOf(twoFacesUrl), "several-faces"],
    ["a face too small in the frame", () => bytesOf(tinyFaceUrl), "too-small"],
    ["a real head turned away (the cameraman)", () => bytesOf(turnedHeadUrl), "turned"],
    ["the portrait turned 25° in place", () => turned(25), "tilted"],
    [
      "the portrait at a fifth of its light",
      () => derived((px) => px.map((v, i) => (i % 4 === 3 ? v : v * 0.2))),
      "too-dark",
    ],
    ["the portrait blurred", () => derived(() => undefined, 3), "blurry"],
  ];
  for (const [name, photo, reason] of cases) {
    it(`${name}: "${reason}"`, async () => {
      const uid = await userId("face-gate@x.test");
      const res = await upload(member, photo());
      expect(res.status).toBe(422);
      expect(await res.text()).toContain(FACE_RETAKE_MESSAGES[reason].replaceAll("'", "&#x27;"));
      expect(await scanRows(uid)).toHaveLength(0);
      const page = (await (await member.get("/face-scanner")).text()).replaceAll("<!-- -->", "");
      expect(page).toContain("0 of 10 scans used today");
    });
  }
});

describe("what the member sees", () => {
  let member: Browser;
  const ids: number[] = [];
  beforeAll(async () => {
    member = await scanner("face-pages@x.test");
    for (const size of [640, 700]) {
      const res = await upload(member, normalJpeg(size, 800));
      expect(res.status).toBe(303);
      ids.push(Number(res.headers.get("Location")!.split("/").pop()));
    }
  }, 90_000);

  it("the result lists every measurement with its value, balanced range, sentence and diagram over the own thumbnail", async () => {
    const html = await (await member.get(`/face-scanner/scans/${ids[1]}`)).text();
    for (const m of MEASUREMENTS) {
      expect(html).toContain(`data-key="${m.key}"`);
      expect(html).toContain(`data-testid="diagram-${m.key}"`);
    }
    expect(html.match(/data-testid="measurement-value"/g)).toHaveLength(MEASUREMENTS.length);
    expect(html.replaceAll("<!-- -->", "")).toContain("Balanced: up to 3.0%");
    expect(html).toContain(`href="/face-scanner/photos/${ids[1]}?size=thumb"`);
    expect(html).toContain("How your rating is made");
    expect(html).toContain(`href="/face-scanner/compare?a=${ids[0]}&amp;b=${ids[1]}"`);
  });

  it("history charts any one measurement across scans, with its balanced band", async () => {
    const html = await (await member.get("/face-scanner?measure=symmetry-eyes")).text();
    expect(html).toMatch(/aria-label="Eye symmetry over 2 scans, from [\d.]+% to [\d.]+%"/);
    expect(html).toContain('data-testid="trend-band"');
    expect(html).toContain('<option value="symmetry-eyes" selected="">');
    const rating = await (await member.get("/face-scanner?measure=not-a-measure")).text();
    expect(rating).toMatch(/aria-label="Rating over 2 scans/);
  });

  it("two scans compare side by side; someone else's scan in the pair is a 404", async () => {
    const html = await (await member.get(`/face-scanner/compare?a=${ids[1]}&b=${ids[0]}`)).text();
    expect(html.match(/data-testid="compare-rating"/g)).toHaveLength(2);
    expect(html.match(/data-testid="compare-row"/g)!.length).toBeGreaterThanOrEqual(15);
    const other = await scanner("face-pages-other@x.test");
    await storeScans(await userId("face-pages-other@x.test"), 1);
    const [theirs] = await scanRows(await userId("face-pages-other@x.test"));
    expect((await member.get(`/face-scanner/compare?a=${ids[0]}&b=${theirs.id}`)).status).toBe(404);
    expect((await other.get(`/face-scanner/compare?a=${ids[0]}&b=${ids[1]}`)).status).toBe(404);
    expect((await member.get(`/face-scanner/compare?a=${ids[0]}&b=x`)).status).toBe(404);
  });

  it("an earlier photo-only scan (no rubric) still shows its result", async () => {
    const uid = await userId("face-pages@x.test");
    await storeScans(uid, 1);
    const [old] = (await scanRows(uid)).slice(-1);
    const html = await (await member.get(`/face-scanner/scans/${old.id}`)).text();
    expect(html).toContain('data-testid="scan-rating"');
    expect(html).toContain("An earlier scan: measured from the photo");
    expect(html).not.toContain('data-testid="measurements"');
  });
});
