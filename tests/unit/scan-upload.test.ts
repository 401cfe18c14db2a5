// The photo upload's reader (app/scan/upload.server.ts) in Node, where V8 counts every
// ArrayBuffer the reader allocates (process.memoryUsage().arrayBuffers): a declared length
// sizes no buffer, a body costs what has arrived, and a slow sender is cut off.
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BODY, readBody, readPhotoUpload } from "~/scan/upload.server";

const MB = 1024 * 1024;
const BOUNDARY = "----hostile";

/** A body that sends `first`, then waits (held open) until `end()`; it says whether the
 * reader cancelled it. */
function heldBody(first: Uint8Array) {
  let cancelled = false;
  let finish: () => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
      finish = () => {
        try {
          controller.close();
        } catch {
          // cancelled already
        }
      };
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, end: () => finish(), cancelled: () => cancelled };
}

const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request("http://localhost/face-scanner/upload", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: "half",
  } as RequestInit);

const arrayBufferBytes = () => process.memoryUsage().arrayBuffers;

describe("the upload reader's memory", () => {
  it("twelve uploads declaring 10 MB and sending 6 bytes each, held open, hold under 2 MB between them", async () => {
    const bodies = Array.from({ length: 12 }, () => heldBody(new TextEncoder().encode("------")));
    const before = arrayBufferBytes();
    const reads = bodies.map((b) => readBody(post(b.stream, { "Content-Length": String(MAX_UPLOAD_BODY - 1) })));
    await new Promise((r) => setTimeout(r, 50)); // every reader has its first 6 bytes
    const held = arrayBufferBytes() - before;
    for (const b of bodies) b.end();
    const results = await Promise.all(reads);
    expect(held).toBeLessThan(2 * MB);
    for (const r of results) expect(r).toEqual(new TextEncoder().encode("------"));
  });

  it("a body sent in pieces without a length is read whole, and refused past the cap", async () => {
    const piece = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const pieces = (n: number) => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(c) {
          if (sent++ === n) c.close();
          else c.enqueue(piece);
        },
      });
    };
    const whole = await readBody(post(pieces(7)));
    expect(whole).toBeInstanceOf(Uint8Array);
    expect((whole as Uint8Array).length).toBe(7 * piece.length);
    expect((whole as Uint8Array).subarray(6 * piece.length)).toEqual(piece);
    expect(await readBody(post(pieces(Math.ceil(MAX_UPLOAD_BODY / piece.length) + 1)))).toBe("too-large");
  });
});

describe("a slow sender", () => {
  it("is cut off at its deadline and its body cancelled, though it never ends", async () => {
    const slow = heldBody(new TextEncoder().encode("------"));
    const started = performance.now();
    const read = await readBody(post(slow.stream), {
      deadline: { graceMs: 150, bytesPerSecond: 1024, maxMs: 1_000 },
    });
    expect(read).toBe("too-slow");
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(slow.cancelled()).toBe(true);
  });

  it("answers the photo upload with 408 and a message", async () => {
    const slow = heldBody(new TextEncoder().encode(`--${BOUNDARY}\r\n`));
    const upload = await readPhotoUpload(post(slow.stream), { graceMs: 100, bytesPerSecond: 1024, maxMs: 500 });
    expect(upload).toMatchObject({ ok: false, status: 408, message: expect.stringContaining("took too long") });
  });
});
