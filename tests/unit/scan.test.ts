// The face scanner's pure parts: byte sniffing, EXIF orientation, sizes and tenths, the
// retake gate, the local analyzer's scores, the model reply parser and the trend chart.
import { describe, expect, it } from "vitest";
import { readPhotoHeader } from "~/scan/header";
import { decodePng } from "~/scan/png";
import { boundaryOf, filePart } from "~/scan/multipart";
import { keyBelongsTo, memberPrefix, newPhotoKeys } from "~/scan/keys";
import { withoutMetadata } from "~/scan/metadata";
import { jpegOrientation, uprightTransforms } from "~/scan/orientation";
import { applyOrientation, transformed } from "../worker/scan-orientation";
import { readRecommendations, readSubScores } from "~/scan/result";
import { DAILY_SCANS, fitWithin, formatRating, toTenths, utcDayStart } from "~/scan/rules";
import { sniffPhoto } from "~/scan/sniff";
import { seriesRange, TREND_SIZE, trendChart } from "~/scan/trend";

const bytes = (...xs: number[]) => new Uint8Array(xs);
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
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

  it("the Images binding's turns and mirrors stand every orientation upright as EXIF defines it", () => {
    // A 3x2 image with six different pixels, so every turn and mirror shows.
    const six = {
      pixels: bytes(...Array.from({ length: 6 }, (_, i) => [i * 40, 0, 0, 255]).flat()),
      width: 3,
      height: 2,
    };
    for (let o = 1; o <= 8; o++) {
      const [want, got] = [applyOrientation(six, o), transformed(six, uprightTransforms(o))];
      expect({ o, w: got.width, p: [...got.pixels] }).toEqual({ o, w: want.width, p: [...want.pixels] });
    }
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

describe("photo headers: dimensions before any decode", () => {
  const jpegWithFrame = (marker: number, width: number, height: number) =>
    bytes(
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      4,
      0,
      0,
      0xff,
      marker,
      0,
      11,
      8,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      3,
      1,
      0x22,
      0,
      ...JPEG_MIN.subarray(8),
    );
  const png = (width: number, height: number) =>
    bytes(
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      0x49,
      0x48,
      0x44,
      0x52,
      ...be32(width),
      ...be32(height),
      8,
      2,
      0,
      0,
      0,
    );
  const riff = (chunk: string, body: number[]) => {
    const b = webp(4 + 8 + body.length, 12 + 8 + body.length);
    b.set(
      [...chunk].map((c) => c.charCodeAt(0)),
      12,
    );
    b.set([body.length & 0xff, body.length >> 8, 0, 0], 16);
    b.set(body, 20);
    return b;
  };
  it.each([
    ["a baseline JPEG (SOF0)", jpegWithFrame(0xc0, 4000, 3000), "jpeg", { width: 4000, height: 3000 }],
    ["a progressive JPEG (SOF2)", jpegWithFrame(0xc2, 640, 480), "jpeg", { width: 640, height: 480 }],
    ["a PNG's IHDR", png(12000, 12000), "png", { width: 12000, height: 12000 }],
    [
      "a lossy WebP (VP8)",
      riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x06, 0xb0, 0x04]),
      "webp",
      { width: 1600, height: 1200 },
    ],
    [
      "a lossless WebP (VP8L)",
      riff("VP8L", [0x2f, ...le32((1599 & 0x3fff) | ((1199 & 0x3fff) << 14))]),
      "webp",
      { width: 1600, height: 1200 },
    ],
    [
      "an extended WebP (VP8X)",
      riff("VP8X", [0, 0, 0, 0, ...le24(7999), ...le24(7999)]),
      "webp",
      { width: 8000, height: 8000 },
    ],
  ] as const)("reads %s", (_, input, type, size) => {
    expect(readPhotoHeader(input, type)).toMatchObject(size);
  });
  it("a JPEG's DHT (C4) is not a frame header, and no frame before the scan is no size", () => {
    expect(readPhotoHeader(JPEG_MIN, "jpeg")).toBeNull();
    const dhtFirst = bytes(0xff, 0xd8, 0xff, 0xc4, 0, 4, 0, 0, ...jpegWithFrame(0xc0, 300, 200).subarray(2));
    expect(readPhotoHeader(dhtFirst, "jpeg")).toMatchObject({ width: 300, height: 200 });
  });
  it("a JPEG whose height waits for a DNL marker (0) has no size", () => {
    expect(readPhotoHeader(jpegWithFrame(0xc0, 300, 0), "jpeg")).toBeNull();
  });
  it("cut-short headers have no size", () => {
    expect(readPhotoHeader(png(10, 10).subarray(0, 20), "png")).toBeNull();
    expect(readPhotoHeader(webp(12, 20), "webp")).toBeNull();
  });
});

describe("metadata cut before resizing", () => {
  it("a JPEG keeps JFIF, its ICC profile and its pixels; loses EXIF, XMP and comments", () => {
    const seg = (marker: number, text: string) => {
      const body = [...new TextEncoder().encode(text)];
      return [0xff, marker, 0, body.length + 2, ...body];
    };
    const input = bytes(
      0xff,
      0xd8,
      ...seg(0xe0, "JFIF"),
      ...seg(0xe1, "Exif GPS"),
      ...seg(0xe2, "ICC_PROFILE"),
      ...seg(0xe1, "http://ns.adobe.com/xap"),
      ...seg(0xfe, "comment"),
      ...JPEG_MIN.subarray(8),
    );
    const out = new TextDecoder("latin1").decode(withoutMetadata(input, "jpeg"));
    expect(out).toContain("JFIF");
    expect(out).toContain("ICC_PROFILE");
    for (const gone of ["Exif", "GPS", "adobe", "comment"]) expect(out).not.toContain(gone);
    expect(sniffPhoto(withoutMetadata(input, "jpeg"))).toEqual({ ok: true, type: "jpeg" });
  });
  it("a PNG loses eXIf and text chunks and stays whole", () => {
    const input = bytes(
      ...PNG_MIN.subarray(0, 8),
      ...pngChunk("IHDR", [1, 2, 3]),
      ...pngChunk("eXIf", [1]),
      ...pngChunk("tEXt", [2]),
      ...pngChunk("IEND"),
    );
    const out = withoutMetadata(input, "png");
    expect(out).toEqual(PNG_MIN);
  });
  it("a WebP loses its EXIF chunk, its VP8X flag and the bytes in its RIFF size", () => {
    const vp8x = [..."VP8X"].map((c) => c.charCodeAt(0)).concat([10, 0, 0, 0, 0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const exif = [..."EXIF"].map((c) => c.charCodeAt(0)).concat([3, 0, 0, 0, 1, 2, 3, 0]);
    const body = [...[..."WEBP"].map((c) => c.charCodeAt(0)), ...vp8x, ...exif];
    const input = bytes(...[..."RIFF"].map((c) => c.charCodeAt(0)), ...le32(body.length), ...body);
    const out = withoutMetadata(input, "webp");
    expect(out.length).toBe(input.length - exif.length);
    expect(out[20]).toBe(0); // flags
    expect(sniffPhoto(out)).toEqual({ ok: true, type: "webp" });
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
  it("plots oldest to newest, the range's top at the top and its bottom at the bottom", () => {
    const chart = trendChart(
      [
        { value: 10, at: 2 },
        { value: 0, at: 1 },
      ],
      { min: 0, max: 10 },
    );
    expect(chart.dots.map((d) => [d.x, d.y])).toEqual([
      [12, 108],
      [308, 12],
    ]);
    expect(chart.path).toBe("12,108 308,12");
    expect(trendChart([{ value: 5, at: 1 }], { min: 0, max: 10 }).dots[0]).toMatchObject({ x: 160, y: 60 });
  });
  it("shades a measurement's balanced band and keeps values outside the range on the chart's edge", () => {
    const chart = trendChart([{ value: 99, at: 1 }], { min: 0, max: 4 }, { low: 1, high: 3 });
    expect(chart.band).toEqual({ top: 36, bottom: 84 });
    expect(chart.dots[0].y).toBe(12);
    const range = seriesRange(
      [
        { value: 0.9, at: 1 },
        { value: 1.1, at: 2 },
      ],
      { low: 0.88, high: 1.12 },
    );
    expect(range.min).toBeCloseTo(0.856, 9);
    expect(range.max).toBeCloseTo(1.144, 9);
  });
  it("draws the rating on the range its scans and their noise bands cover, within 0..10", () => {
    const points = [
      { value: 8, at: 1, noise: 0.2 },
      { value: 9, at: 2, noise: 0.2 },
    ];
    const range = seriesRange(points, undefined, { min: 0, max: 10 });
    expect(range.min).toBeCloseTo(7.66, 9);
    expect(range.max).toBeCloseTo(9.34, 9);
    expect(seriesRange([{ value: 9.9, at: 1, noise: 0.2 }], undefined, { min: 0, max: 10 }).max).toBe(10);
    // The band around each point stays inside the chart.
    const chart = trendChart(points, range);
    const ys = chart.noise!.split(" ").map((p) => Number(p.split(",")[1]));
    expect(Math.min(...ys)).toBeGreaterThan(TREND_SIZE.pad);
    expect(Math.max(...ys)).toBeLessThan(TREND_SIZE.height - TREND_SIZE.pad);
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

describe("the analysis PNG, decoded in JS", () => {
  it("a photon-encoded RGBA PNG comes back pixel for pixel", async () => {
    const { PhotonImage } = await import("@cf-wasm/photon");
    const [w, h] = [7, 5];
    const pixels = Uint8Array.from({ length: w * h * 4 }, (_, i) => (i % 4 === 3 ? 255 : (i * 37) % 256));
    const img = new PhotonImage(pixels, w, h);
    const png = img.get_bytes();
    img.free();
    const out = await decodePng(png, 100);
    expect(out && { w: out.width, h: out.height, p: [...out.pixels] }).toEqual({ w, h, p: [...pixels] });
  });
  it("refuses what a resizer does not write, and more pixels than allowed", async () => {
    const header = (depth: number, colour: number, interlace = 0) =>
      bytes(
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
        0,
        0,
        0,
        13,
        0x49,
        0x48,
        0x44,
        0x52,
        ...be32(4),
        ...be32(4),
        depth,
        colour,
        0,
        0,
        interlace,
        0,
        0,
        0,
        0,
      );
    expect(await decodePng(header(16, 2), 100)).toBeNull();
    expect(await decodePng(header(8, 2, 1), 100)).toBeNull();
    expect(await decodePng(header(8, 2), 15)).toBeNull();
    expect(await decodePng(new TextEncoder().encode("not a png at all, not at all."), 100)).toBeNull();
  });
});

describe("the photo field of a multipart body, found in place", () => {
  const enc = (t: string) => new TextEncoder().encode(t);
  const body = (parts: string[], boundary = "XyZ") =>
    enc(parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("") + `--${boundary}--\r\n`);
  it("reads the boundary, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=XyZ")).toBe("XyZ");
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(boundaryOf("application/x-www-form-urlencoded")).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });
  it("finds the named file among other fields, its bytes a view of the body (CRLFs inside kept)", () => {
    const b = body([
      'Content-Disposition: form-data; name="note"\r\n\r\nhello',
      'Content-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\r\n\xd8--XyZnot',
    ]);
    const part = filePart(b, "XyZ", "photo")!;
    expect(part.filename).toBe("me.jpg");
    expect(new TextDecoder().decode(part.bytes)).toBe("\xff\r\n\xd8--XyZnot");
    expect(part.bytes.buffer).toBe(b.buffer);
  });
  it("no such field, no closing delimiter or no headers end: nothing", () => {
    expect(filePart(body(['Content-Disposition: form-data; name="note"\r\n\r\nhi']), "XyZ", "photo")).toBeNull();
    expect(
      filePart(enc('--XyZ\r\nContent-Disposition: form-data; name="photo"\r\n\r\nunterminated'), "XyZ", "photo"),
    ).toBeNull();
    expect(filePart(enc("--XyZ\r\nno blank line"), "XyZ", "photo")).toBeNull();
  });
});
