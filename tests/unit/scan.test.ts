// The face scanner's pure parts: byte sniffing, EXIF orientation, sizes and tenths, the
// retake gate, the local analyzer's scores, the model reply parser and the trend chart.
import { describe, expect, it } from "vitest";
import { NO_FACE, parseModelReply } from "~/scan/ai-reply";
import { keyBelongsTo, memberPrefix, newPhotoKeys } from "~/scan/keys";
import { analyzeMeasurements, measurementScores } from "~/scan/local-analyzer";
import type { Measurements } from "~/scan/measure";
import { measurePhoto } from "~/scan/measure";
import { applyOrientation, jpegOrientation } from "~/scan/orientation";
import { QUALITY, retakeReason } from "~/scan/quality";
import { readRecommendations, readSubScores } from "~/scan/result";
import { DAILY_SCANS, fitWithin, formatRating, toTenths, utcDayStart } from "~/scan/rules";
import { sniffPhoto } from "~/scan/sniff";
import { trendChart } from "~/scan/trend";
import { CATEGORY_SLUGS } from "../../db/constants";

const bytes = (...xs: number[]) => new Uint8Array(xs);
const JPEG_MIN = bytes(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x04,
  0x00,
  0x00,
  0xff,
  0xda,
  0x00,
  0x02,
  0x12,
  0x34,
  0xff,
  0x00,
  0x56,
  0xff,
  0xd9,
);
const pngChunk = (type: string, data: number[] = []) => [
  0,
  0,
  0,
  data.length,
  ...[...type].map((c) => c.charCodeAt(0)),
  ...data,
  0,
  0,
  0,
  0,
];
const PNG_MIN = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...pngChunk("IHDR", [1, 2, 3]),
  ...pngChunk("IEND"),
);
const webp = (declared: number, actual: number) => {
  const b = new Uint8Array(actual);
  b.set(
    [..."RIFF"].map((c) => c.charCodeAt(0)),
    0,
  );
  b.set([declared & 0xff, (declared >> 8) & 0xff, 0, 0], 4);
  b.set(
    [..."WEBP"].map((c) => c.charCodeAt(0)),
    8,
  );
  return b;
};

describe("sniffPhoto", () => {
  it.each([
    ["a whole JPEG", JPEG_MIN, { ok: true, type: "jpeg" }],
    ["a JPEG with a trailer after its end marker", bytes(...JPEG_MIN, 1, 2, 3), { ok: true, type: "jpeg" }],
    ["a JPEG cut before its end marker", JPEG_MIN.subarray(0, 16), { ok: false, reason: "damaged" }],
    ["a whole PNG", PNG_MIN, { ok: true, type: "png" }],
    ["a PNG without IEND", PNG_MIN.subarray(0, PNG_MIN.length - 12), { ok: false, reason: "damaged" }],
    ["a whole WebP", webp(12, 20), { ok: true, type: "webp" }],
    ["a WebP shorter than its RIFF size", webp(100, 20), { ok: false, reason: "damaged" }],
    ["text", new TextEncoder().encode("just text"), { ok: false, reason: "type" }],
    ["a GIF", new TextEncoder().encode("GIF89a......"), { ok: false, reason: "type" }],
    ["nothing", new Uint8Array(), { ok: false, reason: "type" }],
  ])("%s", (_, input, expected) => {
    expect(sniffPhoto(input)).toEqual(expected);
  });
});

describe("EXIF orientation", () => {
  const exifJpeg = (orientation: number, order: "II" | "MM") => {
    const le = order === "II";
    const u16 = (n: number) => (le ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
    const u32 = (n: number) => (le ? [...u16(n), 0, 0] : [0, 0, ...u16(n)]);
    const tiff = [
      ...[...order].map((c) => c.charCodeAt(0)),
      ...u16(42),
      ...u32(8),
      ...u16(1),
      ...u16(0x0112),
      ...u16(3),
      ...u32(1),
      ...u16(orientation),
      0,
      0,
      ...u32(0),
    ];
    const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
    return bytes(0xff, 0xd8, 0xff, 0xe1, 0, payload.length + 2, ...payload, ...JPEG_MIN.subarray(2));
  };

  it("reads the tag in both byte orders and defaults to 1", () => {
    expect(jpegOrientation(exifJpeg(6, "II"))).toBe(6);
    expect(jpegOrientation(exifJpeg(8, "MM"))).toBe(8);
    expect(jpegOrientation(JPEG_MIN)).toBe(1);
    expect(jpegOrientation(exifJpeg(42, "II"))).toBe(1);
  });

  // A 2x1 image: red then blue.
  const RED = [255, 0, 0, 255],
    BLUE = [0, 0, 255, 255];
  const raster = { pixels: bytes(...RED, ...BLUE), width: 2, height: 1 };
  it.each([
    [1, 2, 1, [...RED, ...BLUE]],
    [2, 2, 1, [...BLUE, ...RED]],
    [3, 2, 1, [...BLUE, ...RED]],
    [6, 1, 2, [...RED, ...BLUE]], // 90° clockwise: left pixel goes on top
    [8, 1, 2, [...BLUE, ...RED]], // 90° counter-clockwise: right pixel goes on top
  ])("orientation %i turns a 2x1 image upright", (o, w, h, pixels) => {
    const out = applyOrientation(raster, o);
    expect({ w: out.width, h: out.height, p: [...out.pixels] }).toEqual({ w, h, p: pixels });
  });
});

describe("sizes, tenths and days", () => {
  it("fits the long side without upscaling", () => {
    expect(fitWithin(3000, 4000, 1024)).toEqual({ width: 768, height: 1024 });
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(800, 600, 1024)).toEqual({ width: 800, height: 600 });
  });
  it("clamps scores to 0..10 and keeps one decimal", () => {
    expect([toTenths(-1), toTenths(7.44), toTenths(7.45), toTenths(11), toTenths(Number.NaN)]).toEqual([
      0, 74, 75, 100, 0,
    ]);
    expect([formatRating(74), formatRating(100), formatRating(0)]).toEqual(["7.4", "10.0", "0.0"]);
  });
  it("counts the day from midnight UTC; pro and elite have their limits, starter none", () => {
    expect(utcDayStart(new Date("2026-03-04T23:59:59Z")).toISOString()).toBe("2026-03-04T00:00:00.000Z");
    expect(DAILY_SCANS).toEqual({ starter: 0, pro: 10, elite: 30 });
  });
  it("R2 keys live under the member's own prefix", () => {
    const keys = newPhotoKeys("user-1", "a-b-c-d-e");
    expect(keys).toEqual({
      photoKey: "members/user-1/scans/a-b-c-d-e.jpg",
      thumbKey: "members/user-1/scans/a-b-c-d-e-thumb.jpg",
    });
    expect(keyBelongsTo("user-1", keys.photoKey)).toBe(true);
    expect(keyBelongsTo("user-10", keys.photoKey)).toBe(false);
    expect(memberPrefix("u")).toBe("members/u/");
  });
});

const good: Measurements = {
  brightness: 130,
  clipped: 0.01,
  contrast: 55,
  sharpness: 400,
  centreSharpness: 400,
  topSharpness: 400,
  colourCast: 8,
  sideImbalance: 2,
  offCentre: 0.1,
  sourceWidth: 768,
  sourceHeight: 1024,
};

describe("retake gate", () => {
  it.each([
    ["too small", { sourceWidth: QUALITY.minShortSide - 1 }, /too small/],
    ["too dark", { brightness: QUALITY.minBrightness - 1 }, /too dark/],
    ["too bright", { brightness: QUALITY.maxBrightness + 1 }, /too bright/],
    ["mostly clipped", { clipped: 0.7 }, /too bright/],
    ["too blurry", { sharpness: QUALITY.minSharpness - 1 }, /too blurry/],
  ])("%s gets a reason", (_, change, reason) => {
    expect(retakeReason({ ...good, ...change })).toMatch(reason);
  });
  it("a good photo at the boundaries passes", () => {
    expect(
      retakeReason({
        ...good,
        sourceWidth: QUALITY.minShortSide,
        brightness: QUALITY.minBrightness,
        sharpness: QUALITY.minSharpness,
      }),
    ).toBeNull();
  });
});

describe("local analyzer", () => {
  it("scores a well-made photo high and says it measured the photo, not the face", () => {
    const result = analyzeMeasurements(good);
    expect(result.ratingTenths).toBeGreaterThanOrEqual(90);
    expect(result.analysis).toContain("not from judging your face");
    expect(result.subScores.map((s) => s.area)).toEqual(["skin", "eyes", "jawline", "symmetry", "hair", "photo"]);
    for (const s of result.subScores) expect(s.reason).toMatch(/^Measured from .*\.$/);
    for (const r of result.recommendations) expect(CATEGORY_SLUGS).toContain(r.category);
  });
  it("a dim, soft, tinted photo scores lower, and its recommendations start with the weakest areas", () => {
    const weak = analyzeMeasurements({
      ...good,
      brightness: 70,
      contrast: 20,
      sharpness: 20,
      centreSharpness: 15,
      colourCast: 50,
    });
    expect(weak.ratingTenths).toBeLessThan(analyzeMeasurements(good).ratingTenths);
    expect(weak.recommendations).toHaveLength(3);
  });
  it("exposure peaks between 110 and 160 and reaches 0 at the retake limits", () => {
    expect(measurementScores({ ...good, clipped: 0, brightness: 110 }).exposure).toBe(10);
    expect(measurementScores({ ...good, clipped: 0, brightness: 160 }).exposure).toBe(10);
    expect(measurementScores({ ...good, clipped: 0, brightness: 45 }).exposure).toBe(0);
    expect(measurementScores({ ...good, clipped: 0, brightness: 230 }).exposure).toBe(0);
  });
  it("measures a flat grey image as unsharp and balanced", () => {
    const pixels = new Uint8Array(32 * 32 * 4).fill(128);
    const m = measurePhoto({ pixels, width: 32, height: 32 }, { width: 32, height: 32 });
    expect(m).toMatchObject({ brightness: 128, contrast: 0, sharpness: 0, colourCast: 0, sideImbalance: 0 });
  });
});

describe("model reply parser", () => {
  const areas = Object.fromEntries(
    ["skin", "eyes", "jawline", "symmetry", "hair", "photo"].map((k) => [k, { score: 6, reason: "r" }]),
  );
  const reply = {
    face_found: true,
    rating: 6.25,
    analysis: "ok",
    sub_scores: areas,
    recommendations: [
      { text: "t", category: "Grooming" },
      { text: "u", category: "astrology" },
    ],
  };
  it("reads JSON inside prose, normalises categories and rounds to tenths", () => {
    const parsed = parseModelReply(`Here you go: ${JSON.stringify(reply)} Hope it helps!`);
    expect(parsed).toMatchObject({
      kind: "result",
      result: { ratingTenths: 63, recommendations: [{ category: "grooming" }, { category: "skincare" }] },
    });
  });
  it("accepts an already-parsed object", () => {
    expect(parseModelReply(reply).kind).toBe("result");
  });
  it("refuses missing areas, empty text and non-JSON", () => {
    expect(parseModelReply(JSON.stringify({ ...reply, sub_scores: { skin: areas.skin } })).kind).toBe("invalid");
    expect(parseModelReply(JSON.stringify({ ...reply, analysis: "" })).kind).toBe("invalid");
    expect(parseModelReply("no json here").kind).toBe("invalid");
    expect(parseModelReply(undefined).kind).toBe("invalid");
  });
  it("no face is a retake with the model's reason", () => {
    expect(parseModelReply('{"face_found": false, "retake_reason": "It is a cat."}')).toEqual({
      kind: "retake",
      reason: `${NO_FACE} (It is a cat.)`,
    });
  });
});

describe("stored JSON and the trend chart", () => {
  it("reads stored columns defensively", () => {
    expect(readSubScores("not json")).toEqual([]);
    expect(readSubScores('[{"area":"skin","tenths":50,"reason":"r"},{"area":"toes","tenths":1}]')).toHaveLength(1);
    expect(
      readRecommendations('["old string", {"text":"x","category":"style"}, {"text":"y","category":"nope"}]'),
    ).toEqual([
      { text: "old string", category: "skincare" },
      { text: "x", category: "style" },
    ]);
  });
  it("plots oldest to newest, 10 at the top and 0 at the bottom", () => {
    const chart = trendChart([
      { tenths: 100, at: 2 },
      { tenths: 0, at: 1 },
    ]);
    expect(chart.dots.map((d) => [d.x, d.y])).toEqual([
      [12, 108],
      [308, 12],
    ]);
    expect(chart.path).toBe("12,108 308,12");
    expect(trendChart([{ tenths: 50, at: 1 }]).dots[0]).toMatchObject({ x: 160, y: 60 });
  });
});

describe("which analyzer runs", () => {
  it("FACE_ANALYZER decides; unset, production uses Workers AI and everything else the local analyzer", async () => {
    const { analyzerName } = await import("~/scan/analyzer.server");
    const env = (vars: Record<string, string>) => vars as unknown as import("~/env").Env;
    expect(analyzerName(env({}))).toBe("local");
    expect(analyzerName(env({ APP_ENV: "development" }))).toBe("local");
    expect(analyzerName(env({ APP_ENV: "production" }))).toBe("workers-ai");
    expect(analyzerName(env({ APP_ENV: "production", FACE_ANALYZER: "local" }))).toBe("local");
    expect(analyzerName(env({ FACE_ANALYZER: " Workers-AI " }))).toBe("workers-ai");
  });
});
