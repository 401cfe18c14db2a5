// The scanner under hostile traffic in the Workers limits (issue #23's photo items):
// decompression bombs refused from their headers, big photos resized outside the isolate,
// EXIF from a phone gone from R2, every attempt rate-limited, a scan finishing after its
// member left stores nothing, photos never cached.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { deleteAllScansOfMember } from "~/scan/scans.server";
import { deletionStatements } from "~/account/deletion.server";
import { database } from "~/db.server";
import { applyOrientation } from "./scan-orientation";
import { SCAN_ATTEMPTS_PER_HOUR, SCAN_MESSAGES } from "~/scan/rules";
import { handleScanRequest } from "~/scan/scan-request.server";
import phoneFixture from "../fixtures/faces/astronaut-exif-orientation-6.jpg?inline";
import {
  contains,
  decodeSize,
  fromBase64,
  normalJpeg,
  pngBomb,
  portraitJpeg,
  portraitScene,
  tinyJpeg,
  withDeclaredSize,
  withExifOf,
} from "./scan-images";
import {
  Browser,
  bucketMethods,
  contextWith,
  r2Keys,
  scanner,
  scanRows,
  storedPhoto,
  upload,
  uploadRequest,
  userId,
} from "./scan-helpers";
import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { appEnv } from "./app-env";

const phone = fromBase64(phoneFixture.split(",")[1]);

/** A 3000 x 4000 portrait stored sideways (4000 x 3000 pixels), as a phone does, with the
 * phone fixture's EXIF: GPS, make, model and Orientation 6. */
function sideways() {
  const upright = { pixels: portraitScene(3000, 4000), width: 3000, height: 4000 };
  const turned = applyOrientation(upright, 8); // the inverse of 6
  return withExifOf(encodeJpeg(turned.pixels, turned.width, turned.height), phone);
}
let pro: Browser;

beforeAll(async () => {
  pro = await scanner("hostile-pro@x.test");
}, 60_000);

describe("decompression bombs are refused from their headers", () => {
  for (const side of [8000, 12000]) {
    it(`a ${side} x ${side} PNG bomb gets 413 with its dimensions, before any decode, and stores nothing`, async () => {
      const bomb = pngBomb(side, side);
      expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
      const before = await r2Keys();
      const started = performance.now();
      const res = await upload(pro, bomb, { name: "bomb.png", type: "image/png" });
      const body = await res.text();
      expect(res.status).toBe(413);
      expect(body).toContain(`${side.toLocaleString("en-US")} × ${side.toLocaleString("en-US")} pixels`);
      expect(body).toContain("up to 50 megapixels");
      // Decoding it takes seconds and hundreds of MB; the header check takes a few ms.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(await r2Keys()).toEqual(before);
    });
  }

  it("a JPEG whose frame header claims 20000 x 20000 is refused the same way", async () => {
    const res = await upload(pro, withDeclaredSize(normalJpeg(601, 800), 20000, 20000));
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("20,000 × 20,000 pixels");
  });
});

describe("a 12 MP photo is decoded and resized outside the isolate", () => {
  it("goes to the Images binding without its metadata, for the photo, the thumbnail and a 1024 px PNG the Worker decodes", async () => {
    const big = sideways();
    expect(decodeSize(big)).toEqual({ width: 4000, height: 3000 }); // 12 MP, as a phone stores it
    const given: Uint8Array[] = [];
    const images = appEnv.IMAGES!;
    const input = vi.fn((stream: ReadableStream<Uint8Array>, options?: ImageInputOptions) => {
      const [mine, theirs] = stream.tee();
      void new Response(mine).arrayBuffer().then((b) => given.push(new Uint8Array(b)));
      return images.input(theirs, options);
    });
    const reply = await handleScanRequest(
      uploadRequest(pro, new Blob([big], { type: "image/jpeg" })),
      contextWith({ IMAGES: { info: images.info.bind(images), input } }),
    );
    expect(reply.kind).toBe("scan");
    expect(input).toHaveBeenCalledTimes(3);
    for (const bytes of given) {
      expect(bytes.length).toBeGreaterThan(100_000); // the whole photo went out, not pixels
      expect(contains(bytes, "Exif")).toBe(false);
      expect(contains(bytes, "Glowup Fixture Camera")).toBe(false);
    }
    const [row] = (await scanRows(await userId("hostile-pro@x.test"))).slice(-1);
    // Orientation 6 applied by the scanner: the stored photo stands 768 x 1024.
    expect(decodeSize(await storedPhoto(String(row.photoKey)))).toEqual({ width: 768, height: 1024 });
  });
});

describe("EXIF from a phone (GPS, make, model, orientation 6) is gone from what R2 holds", () => {
  for (const [name, photo, standsUp] of [
    ["the fixture itself (512 px, decoded in the Worker)", () => phone, upright],
    [
      "a 12 MP photo carrying it (resized by the Images binding)",
      sideways,
      (b: Uint8Array) => decodeSize(b).height > decodeSize(b).width,
    ],
  ] as const) {
    it(name, async () => {
      const b = await scanner(`exif-${name.length}@x.test`);
      const res = await upload(b, photo());
      expect(res.status).toBe(303);
      const [row] = await scanRows(await userId(`exif-${name.length}@x.test`));
      for (const key of [row.photoKey, row.thumbKey]) {
        const stored = await storedPhoto(String(key));
        for (const secret of ["Exif", "Glowup Fixture Camera", "Phone 12 MP", "GPS"])
          expect(contains(stored, secret)).toBe(false);
        expect(standsUp(stored)).toBe(true);
      }
    });
  }
});

describe("every attempt counts against the hourly attempt limit", () => {
  it(`after ${SCAN_ATTEMPTS_PER_HOUR} attempts of any outcome (too small, bombs) in an hour the next is refused with 429`, async () => {
    const b = await scanner("hostile-attempts@x.test");
    const uid = await userId("hostile-attempts@x.test");
    const bomb = pngBomb(8000, 8000);
    for (let i = 0; i < SCAN_ATTEMPTS_PER_HOUR; i++) {
      const res = i % 10 === 0 ? await upload(b, bomb, { type: "image/png" }) : await upload(b, tinyJpeg());
      expect([413, 422]).toContain(res.status);
    }
    const refused = await upload(b, normalJpeg(611, 800));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(SCAN_MESSAGES.attempts.replace("You've", "You&#x27;ve"));
    expect(await scanRows(uid)).toHaveLength(0);
  }, 60_000);
});

describe("a scan that finishes after its member deleted the account", () => {
  it("stores no row and leaves no photo under the deleted member's prefix", async () => {
    const email = "hostile-leaver@x.test";
    const b = await scanner(email);
    const uid = await userId(email);
    // The member deletes the account while the scan is being stored.
    let deleted = false;
    const put = vi.fn(async (...args: Parameters<R2Bucket["put"]>) => {
      if (!deleted) {
        deleted = true;
        await deleteAllScansOfMember(appEnv, uid);
        const db = database(appEnv);
        await db.batch(deletionStatements(db, uid, email));
      }
      return appEnv.PHOTOS.put(...args);
    });
    const reply = await handleScanRequest(
      uploadRequest(b, new Blob([normalJpeg(612, 800) as BlobPart])),
      contextWith({ PHOTOS: { ...bucketMethods(), put } }),
    );
    expect(put).toHaveBeenCalled();
    expect(reply.kind).not.toBe("scan");
    expect(await scanRows(uid)).toHaveLength(0);
    expect(await r2Keys(`members/${uid}/`)).toEqual([]);
  });
});

describe("photos are never cached", () => {
  it("the owner-only photo route answers Cache-Control: no-store", async () => {
    const res = await upload(pro, normalJpeg(613, 800));
    expect(res.status).toBe(303);
    const id = res.headers.get("Location")!.split("/").pop();
    for (const path of [`/face-scanner/photos/${id}`, `/face-scanner/photos/${id}?size=thumb`]) {
      const photo = await pro.get(path);
      expect(photo.status).toBe(200);
      expect(photo.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

/** Whether a stored photo stands upright: closer, pixel by pixel, to the upright portrait
 * than to the same turned a quarter (the phone fixture is square, so its size cannot tell). */
function upright(stored: Uint8Array) {
  const luma = (bytes: Uint8Array, size: number) => {
    const img = PhotonImage.new_from_byteslice(bytes);
    const small = resize(img, size, size, SamplingFilter.Triangle);
    const px = small.get_raw_pixels();
    img.free();
    small.free();
    return Array.from({ length: size * size }, (_, i) => px[i * 4] + px[i * 4 + 1] + px[i * 4 + 2]);
  };
  const raster = (bytes: Uint8Array) => {
    const img = PhotonImage.new_from_byteslice(bytes);
    const r = { pixels: img.get_raw_pixels(), width: img.get_width(), height: img.get_height() };
    img.free();
    return r;
  };
  const size = 32;
  const reference = portraitJpeg();
  const turned = applyOrientation(raster(reference), 6);
  const a = luma(stored, size);
  const distance = (b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0);
  return (
    distance(luma(reference, size)) * 3 < distance(luma(encodeJpeg(turned.pixels, turned.width, turned.height), size))
  );
}

function encodeJpeg(pixels: Uint8Array, width: number, height: number) {
  const img = new PhotonImage(pixels, width, height);
  const out = img.get_bytes_jpeg(88);
  img.free();
  return out;
}
