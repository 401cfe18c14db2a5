// Uploads that cannot exhaust an isolate (issue #34, decision 048): every refusal (the
// gate, the attempt limit, the Origin, the size, the type) answers while the body is
// still arriving and cancels it; uploads in flight are capped per member and per isolate,
// in number and in declared bytes (429 with Retry-After). The bodies here never end unless
// the test ends them, so a refusal that waited for the body would never come.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SCAN_ATTEMPTS_PER_HOUR } from "~/scan/rules";
import { database } from "~/db.server";
import { attemptStatements } from "~/scan/scans.server";
import {
  UPLOAD_BYTES_PER_ISOLATE,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_PER_ISOLATE,
  UPLOADS_PER_MEMBER,
} from "~/scan/upload.server";
import { normalJpeg } from "./scan-images";
import { appFetch, Browser, cookieOf, newMember, ORIGIN, scanner, upload, uploadRequest, userId } from "./scan-helpers";

const BOUNDARY = "----hostile";
const MB = 1024 * 1024;
const encode = (text: string) => new TextEncoder().encode(text);
const photoHead = encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);

/** A body that sends `first` and is then held open until the test ends it. */
function heldBody(first: Uint8Array) {
  let cancelled = false;
  let pulled = false;
  let control: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      control = c;
      c.enqueue(first);
    },
    pull() {
      pulled = true;
    },
    cancel() {
      cancelled = true;
    },
  });
  const end = () => {
    try {
      control?.error(new Error("the test ended the body"));
    } catch {
      // cancelled already
    }
  };
  return { stream, end, cancelled: () => cancelled, reading: () => pulled };
}

const held: ReturnType<typeof heldBody>[] = [];
afterEach(() => {
  for (const h of held.splice(0)) h.end();
});

/** A POST of a held-open body, declaring 10 MB unless told (null: no length), as `b` (or a visitor). */
function holdUpload(
  b: Browser | null,
  first: Uint8Array = photoHead,
  {
    path = "/face-scanner/upload",
    origin = ORIGIN,
    type = `multipart/form-data; boundary=${BOUNDARY}`,
    length = 10 * MB,
  }: { path?: string; origin?: string; type?: string; length?: number | null } = {},
) {
  const body = heldBody(first);
  held.push(body);
  const response = appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body: body.stream,
    redirect: "manual",
    headers: {
      "Content-Type": type,
      ...(length === null ? {} : { "Content-Length": String(length) }),
      Origin: origin,
      Host: "localhost",
      ...(b ? { Cookie: cookieOf(b), "cf-connecting-ip": b.ip } : {}),
    },
  });
  return { body, response };
}

/** An upload as a browser's form sends it, with the body's length declared. */
async function sizedUpload(b: Browser, bytes: Uint8Array) {
  const request = uploadRequest(b, new Blob([bytes as BlobPart], { type: "image/jpeg" }));
  const body = new Uint8Array(await request.arrayBuffer());
  const headers = new Headers(request.headers);
  headers.set("Content-Length", String(body.length));
  return appFetch(new Request(request.url, { method: "POST", body, headers, redirect: "manual" }), {
    redirect: "manual",
  });
}

/** The answer, or a failure when it has not come within `ms` (the body is still held). */
async function answered(response: Promise<Response>, ms = 3_000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([response, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the upload's body is being read (its reader asked for more). */
async function reading(body: ReturnType<typeof heldBody>) {
  for (let i = 0; i < 200 && !body.reading(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(body.reading()).toBe(true);
}

let pro: Browser;
beforeAll(async () => {
  pro = await scanner("uploads-pro@x.test");
}, 60_000);

describe("a refused upload is answered while its body is still arriving, and the body cancelled", () => {
  it("a signed-out visitor (the gate): the JSON endpoint and the page", async () => {
    for (const path of ["/face-scanner/upload", "/face-scanner"]) {
      const { body, response } = holdUpload(null, photoHead, { path });
      const res = await answered(response);
      expect(res.status, path).toBe(path === "/face-scanner" ? 200 : 403);
      expect(body.cancelled(), path).toBe(true);
    }
  });

  it("a member without the scanner's plan (the gate)", async () => {
    const free = await newMember("uploads-free@x.test", "uploadsfree");
    const { body, response } = holdUpload(free);
    const res = await answered(response);
    expect(res.status).toBe(403);
    expect(body.cancelled()).toBe(true);
  });

  it("a member over the hourly attempt limit", async () => {
    const b = await scanner("uploads-attempts@x.test");
    const uid = await userId("uploads-attempts@x.test");
    const db = database(env);
    for (let i = 0; i < SCAN_ATTEMPTS_PER_HOUR; i++) await db.batch(attemptStatements(db, uid));
    const { body, response } = holdUpload(b);
    const res = await answered(response);
    expect(res.status).toBe(429);
    expect(body.cancelled()).toBe(true);
  });

  it("another site's Origin", async () => {
    const { body, response } = holdUpload(pro, photoHead, { origin: "https://evil.example" });
    const res = await answered(response);
    expect(res.status).toBe(403);
    expect(body.cancelled()).toBe(true);
  });

  it("a body that is not multipart, or whose photo is no JPEG, PNG or WebP by its first bytes", async () => {
    const plain = holdUpload(pro, encode("just some text"), { type: "text/plain" });
    expect((await answered(plain.response)).status).toBe(400);
    expect(plain.body.cancelled()).toBe(true);

    const text = new Uint8Array([...photoHead, ...encode("This is a text file, not a photo at all.")]);
    const typed = holdUpload(pro, text);
    const res = await answered(typed.response);
    expect(res.status).toBe(415);
    expect((await res.json<{ message: string }>()).message).toBe("Please choose a JPEG, PNG or WebP photo.");
    expect(typed.body.cancelled()).toBe(true);
  });

  it("a declared length over the 10 MB photo and its framing", async () => {
    const { body, response } = holdUpload(pro, photoHead, { length: 10 * MB + 64 * 1024 + 1 });
    const res = await answered(response);
    expect(res.status).toBe(413);
    expect(body.cancelled()).toBe(true);
  });
});

describe("uploads in flight are capped", () => {
  it(`per member: a third while ${UPLOADS_PER_MEMBER} are arriving is 429 with Retry-After; then there is room again`, async () => {
    const b = await scanner("uploads-cap@x.test");
    const first = [holdUpload(b), holdUpload(b)];
    for (const u of first) await reading(u.body);
    const third = holdUpload(b);
    const res = await answered(third.response);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect((await res.json<{ message: string }>()).message).toContain(
      `try again in ${UPLOAD_RETRY_AFTER_SECONDS} seconds`,
    );
    expect(third.body.cancelled()).toBe(true);
    // The no-JS page says the same, with the same header.
    const page = holdUpload(b, photoHead, { path: "/face-scanner" });
    const pageRes = await answered(page.response);
    expect(pageRes.status).toBe(429);
    expect(pageRes.headers.get("Retry-After")).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    // The two held uploads end (the browser gave up); the member uploads again.
    for (const u of first) {
      u.body.end();
      expect((await answered(u.response)).status).toBe(400);
    }
    expect((await upload(b, normalJpeg(641, 800))).status).toBe(303);
  }, 60_000);

  it(`per isolate: with ${UPLOADS_PER_ISOLATE} small uploads arriving, another member's is 429 until one ends`, async () => {
    const members = [];
    for (let i = 0; i <= UPLOADS_PER_ISOLATE; i++) members.push(await scanner(`uploads-isolate${i}@x.test`));
    const busy = members.slice(0, UPLOADS_PER_ISOLATE).map((m) => holdUpload(m, photoHead, { length: 1 * MB }));
    for (const u of busy) await reading(u.body);
    const late = members[UPLOADS_PER_ISOLATE];
    const refused = await answered(holdUpload(late, photoHead, { length: 1 * MB }).response);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    busy[0].body.end();
    await answered(busy[0].response);
    expect((await upload(late, normalJpeg(642, 800))).status).toBe(303);
    for (const u of busy.slice(1)) {
      u.body.end();
      await answered(u.response);
    }
  }, 90_000);

  it("per isolate, in bytes: two 10 MB uploads arriving leave no room for a third; when one ends, a phone photo goes through", async () => {
    const [a, b, c] = [
      await scanner("uploads-bytes-a@x.test"),
      await scanner("uploads-bytes-b@x.test"),
      await scanner("uploads-bytes-c@x.test"),
    ];
    const big = [holdUpload(a), holdUpload(b)];
    for (const u of big) await reading(u.body);
    expect(3 * 10 * MB).toBeGreaterThan(UPLOAD_BYTES_PER_ISOLATE);
    // A third declaring 10 MB, and one sent in pieces without a length (it may grow to the cap).
    const third = holdUpload(c);
    const refused = await answered(third.response);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(third.body.cancelled()).toBe(true);
    const unsized = holdUpload(c, photoHead, { length: null });
    expect((await answered(unsized.response)).status).toBe(429);
    expect(unsized.body.cancelled()).toBe(true);
    // One of the big ones ends: a phone photo goes through beside the other, and a 10 MB
    // upload has room again (its body then reads on).
    big[0].body.end();
    await answered(big[0].response);
    expect((await sizedUpload(c, normalJpeg(643, 800))).status).toBe(303);
    const again = holdUpload(c);
    await reading(again.body);
    for (const u of [big[1], again]) {
      u.body.end();
      expect((await answered(u.response)).status).toBe(400);
    }
  }, 90_000);
});
