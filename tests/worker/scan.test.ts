// The face scanner against real D1 and R2 in workerd: the gate before any work, byte
// sniffing, the size limit, EXIF stripping, the Workers AI adapter (env.AI.run spied),
// the local analyzer's quality gate, ownership of photos and scans, deletion, the limit.
import { env, SELF } from "cloudflare:test";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { workersAiAnalyzer } from "~/scan/analyzer.server";
import { analyzeMeasurements } from "~/scan/local-analyzer";
import { preparePhoto } from "~/scan/photo.server";
import { retakeReason } from "~/scan/quality";
import { SCAN_MESSAGES } from "~/scan/rules";
import { handleScanRequest } from "~/scan/scan-request.server";
import { deleteAllScansOfMember } from "~/scan/scans.server";
import type { Env } from "~/env";
import { Browser, newMember, ORIGIN } from "./helpers";
import { blackJpeg, blurredJpeg, contains, decodeSize, normalJpeg, normalPng, tinyJpeg, withExif } from "./scan-images";

type Role = "signedOut" | "free" | "starter" | "pro" | "elite" | "trial";

async function buy(b: Browser, plan: string, trial = false) {
  const start = await b.post(`/checkout?plan=${plan}${trial ? "&trial=true" : ""}`, {
    plan,
    ...(trial ? { trial: "true" } : {}),
  });
  const path = new URL(start.headers.get("Location")!).pathname;
  await b.get(path);
  const paid = await b.post(path, { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" });
  expect(paid.status).toBe(303);
}

const cookieOf = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

function uploadRequest(b: Browser, file: Blob | null, { name = "photo.jpg", path = "/face-scanner" } = {}) {
  const form = new FormData();
  if (file) form.append("photo", file, name);
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookieOf(b), "cf-connecting-ip": b.ip },
  });
}

const upload = (b: Browser, bytes: Uint8Array | string, opts: { name?: string; type?: string; path?: string } = {}) =>
  SELF.fetch(uploadRequest(b, new Blob([bytes as BlobPart], { type: opts.type ?? "image/jpeg" }), opts));

const userId = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM user WHERE email = ?").bind(email).first<{ id: string }>())!.id;
const scanRows = (uid: string) =>
  env.DB.prepare("SELECT * FROM face_scans WHERE user_id = ? ORDER BY id")
    .bind(uid)
    .all<Record<string, string | number>>()
    .then((r) => r.results);
const r2Keys = async (prefix = "members/") => (await env.PHOTOS.list({ prefix })).objects.map((o) => o.key);

const validReply = (overrides: Record<string, unknown> = {}) => ({
  face_found: true,
  rating: 7.44,
  analysis: "Clear skin and a well-kept beard.",
  sub_scores: Object.fromEntries(
    ["skin", "eyes", "jawline", "symmetry", "hair", "photo"].map((k) => [k, { score: 7, reason: `Reason for ${k}.` }]),
  ),
  recommendations: [
    { text: "Use sunscreen daily.", category: "skincare" },
    { text: "Trim every three weeks.", category: "grooming" },
  ],
  ...overrides,
});

const members = {} as Record<Role, Browser>;
const emails: Record<Role, string> = {
  signedOut: "",
  free: "s-free@x.test",
  starter: "s-starter@x.test",
  pro: "s-pro@x.test",
  elite: "s-elite@x.test",
  trial: "s-trial@x.test",
};

beforeAll(async () => {
  members.signedOut = new Browser();
  for (const role of ["free", "starter", "pro", "elite", "trial"] as const) {
    members[role] = await newMember(emails[role], `Scan${role}`);
  }
  await buy(members.starter, "starter");
  await buy(members.pro, "pro");
  await buy(members.elite, "elite");
  await buy(members.trial, "pro", true);
}, 90_000);

describe("the gate comes before any work", () => {
  const allowed: Record<Role, boolean> = {
    signedOut: false,
    free: false,
    starter: false,
    pro: true,
    elite: true,
    trial: true,
  };

  for (const role of Object.keys(allowed) as Role[]) {
    it(`${role}: ${allowed[role] ? "gets a stored result" : "gets the gate, with no R2 write and no analyzer call"}`, async () => {
      const run = vi.fn(async () => ({ response: JSON.stringify(validReply()) }));
      const put = vi.fn((...args: Parameters<R2Bucket["put"]>) => env.PHOTOS.put(...args));
      const testEnv = {
        ...env,
        FACE_ANALYZER: "workers-ai",
        AI: { run },
        PHOTOS: { ...bucketMethods(), put },
      } as unknown as Env;
      const context = {
        cloudflare: { env: testEnv, ctx: {} as ExecutionContext },
        requestMemo: new Map(),
      } as AppLoadContext;
      const bytes = normalJpeg(600 + Object.keys(allowed).indexOf(role), 800);
      const reply = await handleScanRequest(uploadRequest(members[role], new Blob([bytes as BlobPart])), context);
      if (allowed[role]) {
        expect(reply.kind).toBe("scan");
        expect(run).toHaveBeenCalledTimes(1);
        expect(put).toHaveBeenCalledTimes(2); // the photo and its thumbnail
      } else {
        expect(reply).toMatchObject({
          kind: "gate",
          gate: { kind: role === "signedOut" ? "signin" : role === "free" ? "plans" : "upgrade" },
        });
        expect(run).not.toHaveBeenCalled();
        expect(put).not.toHaveBeenCalled();
      }
    });
  }

  it("a signed-out visitor sees the simulated analysis, then the sign-up gate; nothing is stored", async () => {
    const before = await r2Keys();
    const res = await upload(members.signedOut, normalJpeg());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Analyzing your photo…");
    expect(html).toContain("Sign up to see your results");
    expect(html).toContain('href="/auth?redirect=/face-scanner"');
    expect(html).not.toContain('data-testid="scan-rating"');
    expect(await r2Keys()).toEqual(before);
  });

  it("a free member sees the gate card with Pro and Elite checkout links", async () => {
    const res = await upload(members.free, normalJpeg(610, 800));
    const html = await res.text();
    expect(html).toContain('href="/checkout?plan=pro"');
    expect(html).toContain('href="/checkout?plan=elite"');
    expect(html).not.toContain('data-testid="scan-rating"');
    expect(await scanRows(await userId(emails.free))).toHaveLength(0);
  });
});

function bucketMethods() {
  const b = env.PHOTOS;
  return { get: b.get.bind(b), head: b.head.bind(b), list: b.list.bind(b), delete: b.delete.bind(b) };
}

describe("upload checks", () => {
  it("a PNG named .jpg is accepted as a PNG and stored as a JPEG", async () => {
    const res = await upload(members.pro, normalPng(640, 800), { name: "me.jpg", type: "image/jpeg" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/\/face-scanner\/scans\/\d+$/);
    const [row] = (await scanRows(await userId(emails.pro))).slice(-1);
    const stored = new Uint8Array(await (await env.PHOTOS.get(String(row.photo_key)))!.arrayBuffer());
    expect([stored[0], stored[1]]).toEqual([0xff, 0xd8]);
  });

  it("a text file named .jpg is refused with a message", async () => {
    const res = await upload(members.pro, "hello, I am not a photo", { name: "me.jpg" });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain(SCAN_MESSAGES.type);
  });

  it("a truncated JPEG is refused with a message", async () => {
    const whole = normalJpeg(620, 800);
    const res = await upload(members.pro, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res.status).toBe(415);
    expect(await res.text()).toContain(SCAN_MESSAGES.damaged);
  });

  it("no photo: 'Please choose a photo first'", async () => {
    const res = await SELF.fetch(uploadRequest(members.pro, null));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(SCAN_MESSAGES.choose);
  });

  it("a photo over 10 MB is refused from its Content-Length, before the body is read", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(normalJpeg().subarray(0, 3));
    const res = await upload(members.pro, big);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain(SCAN_MESSAGES.tooLarge);
  });

  it("a body without Content-Length is cut off by counting the stream", async () => {
    // Straight to the handler: a streamed body with no declared length, like a chunked upload.
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ < 40) controller.enqueue(new Uint8Array(512 * 1024));
        else controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/face-scanner/upload`, {
      method: "POST",
      body,
      headers: { "Content-Type": "multipart/form-data; boundary=xyz", Cookie: cookieOf(members.pro) },
    });
    expect(request.headers.get("Content-Length")).toBeNull();
    const context = {
      cloudflare: { env, ctx: {} as ExecutionContext },
      requestMemo: new Map(),
    } as unknown as AppLoadContext;
    expect(await handleScanRequest(request, context)).toEqual({
      kind: "invalid",
      message: SCAN_MESSAGES.tooLarge,
      status: 413,
    });
    expect(pulled).toBeLessThan(25); // stopped soon after 10 MB, not at the end of the stream
  });
});

describe("privacy of stored photos", () => {
  it("EXIF is stripped and the orientation applied in what R2 holds", async () => {
    const source = withExif(normalJpeg(800, 600), 6);
    expect(contains(source, "GlowupSecretCam")).toBe(true);
    const res = await upload(members.elite, source);
    expect(res.status).toBe(303);
    const [row] = (await scanRows(await userId(emails.elite))).slice(-1);
    const stored = new Uint8Array(await (await env.PHOTOS.get(String(row.photo_key)))!.arrayBuffer());
    expect(contains(stored, "GlowupSecretCam")).toBe(false);
    expect(contains(stored, "Exif")).toBe(false);
    expect(decodeSize(stored)).toEqual({ width: 600, height: 800 }); // turned upright
  });

  it("keys are scoped to the member; another member gets 404 for the page, the photo and a delete", async () => {
    const uid = await userId(emails.elite);
    const [row] = (await scanRows(uid)).slice(-1);
    expect(String(row.photo_key).startsWith(`members/${uid}/`)).toBe(true);
    expect(String(row.thumb_key).startsWith(`members/${uid}/`)).toBe(true);
    expect((await members.elite.get(`/face-scanner/photos/${row.id}`)).status).toBe(200);
    const other = members.pro;
    expect((await other.get(`/face-scanner/scans/${row.id}`)).status).toBe(404);
    expect((await other.get(`/face-scanner/photos/${row.id}`)).status).toBe(404);
    expect((await other.get(`/face-scanner/photos/${row.id}?size=thumb`)).status).toBe(404);
    expect((await members.signedOut.get(`/face-scanner/photos/${row.id}`)).status).toBe(404);
    expect((await other.post(`/face-scanner/scans/${row.id}`, { intent: "delete" })).status).toBe(404);
    expect(await scanRows(uid)).toContainEqual(expect.objectContaining({ id: row.id }));
    expect(await env.PHOTOS.head(String(row.photo_key))).not.toBeNull();
  });

  it("deleting a scan removes its row and both objects", async () => {
    const uid = await userId(emails.elite);
    const [row] = (await scanRows(uid)).slice(-1);
    const res = await members.elite.post(`/face-scanner/scans/${row.id}`, { intent: "delete" });
    expect(res.status).toBe(303);
    expect(await (await members.elite.follow(res)).text()).toContain("Scan deleted");
    expect((await scanRows(uid)).some((r) => r.id === row.id)).toBe(false);
    expect(await env.PHOTOS.head(String(row.photo_key))).toBeNull();
    expect(await env.PHOTOS.head(String(row.thumb_key))).toBeNull();
  });

  it("deleteAllScansOfMember removes every photo and scan of one member only", async () => {
    const b = await newMember("s-leaver@x.test", "Leaver");
    await buy(b, "pro");
    await upload(b, normalJpeg(630, 800));
    await upload(b, normalJpeg(640, 810));
    const uid = await userId("s-leaver@x.test");
    expect(await r2Keys(`members/${uid}/`)).toHaveLength(4);
    const othersBefore = (await r2Keys()).length - 4;
    await deleteAllScansOfMember(env as unknown as Env, uid);
    expect(await r2Keys(`members/${uid}/`)).toHaveLength(0);
    expect(await scanRows(uid)).toHaveLength(0);
    expect((await r2Keys()).length).toBe(othersBefore);
  });
});

describe("a member who lost pro", () => {
  it("sees no results but can still list and delete their stored photos", async () => {
    const b = await newMember("s-lapsed@x.test", "Lapsed");
    await buy(b, "pro");
    const done = await upload(b, normalJpeg(700, 820));
    const id = Number(done.headers.get("Location")!.split("/").pop());
    await env.DB.prepare(
      "UPDATE user_subscriptions SET subscription_end = ? WHERE user_id = (SELECT id FROM user WHERE email = 's-lapsed@x.test')",
    )
      .bind(Date.now() - 1000)
      .run();
    const scanner = await (await b.get("/face-scanner")).text();
    expect(scanner).toContain("Your stored photos");
    expect(scanner).not.toContain('data-testid="scan-history"');
    const result = await (await b.get(`/face-scanner/scans/${id}`)).text();
    expect(result).toContain('data-testid="scanner-gate"');
    expect(result).not.toContain('data-testid="scan-rating"');
    expect((await b.get(`/face-scanner/photos/${id}?size=thumb`)).status).toBe(200);
    expect((await b.post(`/face-scanner/scans/${id}`, { intent: "delete" })).status).toBe(303);
    expect(await scanRows(await userId("s-lapsed@x.test"))).toHaveLength(0);
  });
});

describe("results", () => {
  it("the pro result page shows a rating out of 10, sub-scores with reasons and guide links; the same photo gets the same stored result", async () => {
    const photo = normalJpeg(700, 900);
    const first = await upload(members.trial, photo);
    expect(first.status).toBe(303);
    const html = await (await members.trial.follow(first)).text();
    expect(html).toMatch(/data-testid="scan-rating">\d{1,2}\.\d/);
    for (const label of ["Skin", "Eyes", "Jawline and face shape", "Symmetry", "Hair and grooming", "Photo quality"])
      expect(html).toContain(label);
    expect(html).toContain("not a judgement of your face");
    expect(html).toMatch(/href="\/(skincare|fitness|grooming|style|nutrition|mindset)"/);
    const again = await upload(members.trial, photo);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await scanRows(await userId(emails.trial))).toHaveLength(2); // the gate test's scan and this one
  });

  it("history lists date, rating, sub-scores and thumbnail, with a trend chart", async () => {
    const html = await (await members.trial.get("/face-scanner")).text();
    expect(html).toContain('data-testid="scan-trend"');
    expect(html.match(/data-testid="history-row"/g)).toHaveLength(2);
    expect(html).toContain("?size=thumb");
    expect(html).toMatch(/Skin \d+\.\d/);
  });

  it("a too-dark photo gets a retake message and costs nothing", async () => {
    const uid = await userId(emails.trial);
    const before = (await scanRows(uid)).length;
    const res = await upload(members.trial, blackJpeg());
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("too dark");
    expect(await scanRows(uid)).toHaveLength(before);
  });

  it("the daily limit stops the 11th pro scan of a day with a clear message", async () => {
    const b = await newMember("s-limit@x.test", "Limit");
    await buy(b, "pro");
    const uid = await userId("s-limit@x.test");
    const stmt = env.DB.prepare(
      "INSERT INTO face_scans (user_id, photo_key, thumb_key, photo_hash, rating, analysis, recommendations, sub_scores, analyzer) VALUES (?, 'k', 'k', ?, 50, 'a', '[]', '[]', 'local')",
    );
    await env.DB.batch(Array.from({ length: 9 }, (_, i) => stmt.bind(uid, `h${i}`)));
    expect((await upload(b, normalJpeg(650, 800))).status).toBe(303);
    const refused = await upload(b, normalJpeg(660, 800));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("used all 10 face scans for today.");
    expect(await scanRows(uid)).toHaveLength(10);
  });
});

describe("the page and the island's endpoint", () => {
  it("/face-scanner hydrates nothing: one island script, and a multipart form that posts without JavaScript", async () => {
    const html = await (await members.pro.get("/face-scanner")).text();
    expect(html).not.toContain("__remixContext");
    // The island, and the inline time-zone report every member page carries.
    expect(html.match(/<script\b[^>]*src=[^>]*>/g)).toEqual(['<script type="module" src="/islands/scanner.js">']);
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html).toMatch(/<form method="post" action="\/face-scanner" encType="multipart\/form-data"/);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"');
  });

  it("the island's upload endpoint answers JSON: the result's address, or the message with its status", async () => {
    const ok = await upload(members.elite, normalJpeg(680, 800), { path: "/face-scanner/upload" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      ok: true,
      location: expect.stringMatching(/^\/face-scanner\/scans\/\d+$/),
    });
    const bad = await upload(members.elite, "not a photo", { path: "/face-scanner/upload" });
    expect(bad.status).toBe(415);
    expect(await bad.json()).toEqual({ ok: false, kind: "invalid", message: SCAN_MESSAGES.type });
    const gated = await upload(members.free, normalJpeg(690, 800), { path: "/face-scanner/upload" });
    expect(gated.status).toBe(403);
  });
});

describe("local analyzer", () => {
  it("is deterministic and gates black, blurred and tiny photos with a reason", () => {
    const normal = preparePhoto(normalJpeg(), "jpeg")!;
    expect(retakeReason(normal.measurements)).toBeNull();
    expect(analyzeMeasurements(normal.measurements)).toEqual(
      analyzeMeasurements(preparePhoto(normalJpeg(), "jpeg")!.measurements),
    );
    expect(retakeReason(preparePhoto(blackJpeg(), "jpeg")!.measurements)).toMatch(/too dark/);
    expect(retakeReason(preparePhoto(blurredJpeg(), "jpeg")!.measurements)).toMatch(/too blurry/);
    expect(retakeReason(preparePhoto(tinyJpeg(), "jpeg")!.measurements)).toMatch(/too small \(120×160 px\)/);
  });

  it("keeps a 3000×4000 photo's decode, resize, encode and measure inside the CPU budget", () => {
    const big = normalJpeg(3000, 4000);
    const started = performance.now();
    const photo = preparePhoto(big, "jpeg")!;
    const total = performance.now() - started;
    console.log(
      `3000x4000 JPEG (${(big.length / 1e6).toFixed(1)} MB): ${JSON.stringify(Object.fromEntries(Object.entries(photo.timings).map(([k, v]) => [k, Math.round(v)])))} total ${Math.round(total)} ms`,
    );
    expect(photo.width).toBe(768);
    expect(total).toBeLessThan(10_000);
  });
});

describe("Workers AI adapter (env.AI.run spied)", () => {
  const input = () => {
    const photo = preparePhoto(normalJpeg(), "jpeg")!;
    return { jpeg: photo.jpeg, measurements: photo.measurements };
  };

  it("valid JSON becomes a result, sending only the downscaled photo", async () => {
    const run = vi.fn(async () => ({ response: "```json\n" + JSON.stringify(validReply()) + "\n```" }));
    const i = input();
    const out = await workersAiAnalyzer({ run }).analyze(i);
    expect(out).toMatchObject({
      kind: "result",
      result: {
        ratingTenths: 74,
        subScores: expect.arrayContaining([{ area: "skin", tenths: 70, reason: "Reason for skin." }]),
      },
    });
    const [model, inputs] = run.mock.calls[0] as unknown as [string, { image: number[] }];
    expect(model).toBe("@cf/meta/llama-3.2-11b-vision-instruct");
    expect(inputs.image).toHaveLength(i.jpeg.length);
  });

  it("malformed JSON is retried once, then answered with the failure", async () => {
    const run = vi.fn(async () => ({ response: "Sure! Here is {not json" }));
    expect(await workersAiAnalyzer({ run }).analyze(input())).toMatchObject({ kind: "failed" });
    expect(run).toHaveBeenCalledTimes(2);
    const recovers = vi
      .fn()
      .mockResolvedValueOnce({ response: "nope" })
      .mockResolvedValueOnce({ response: JSON.stringify(validReply()) });
    expect(await workersAiAnalyzer({ run: recovers }).analyze(input())).toMatchObject({ kind: "result" });
  });

  it("out-of-range scores are clamped to 0..10", async () => {
    const reply = validReply({
      rating: 14,
      sub_scores: { ...validReply().sub_scores, skin: { score: -3, reason: "r" }, eyes: { score: 99, reason: "r" } },
    });
    const out = await workersAiAnalyzer({ run: async () => ({ response: JSON.stringify(reply) }) }).analyze(input());
    expect(out.kind === "result" && out.result.ratingTenths).toBe(100);
    expect(out.kind === "result" && out.result.subScores.slice(0, 2).map((s) => s.tenths)).toEqual([0, 100]);
  });

  it("no face found is a retake, not a failure", async () => {
    const out = await workersAiAnalyzer({
      run: async () => ({ response: JSON.stringify({ face_found: false }) }),
    }).analyze(input());
    expect(out).toMatchObject({ kind: "retake", reason: expect.stringContaining("couldn't find a face") });
  });

  it("a thrown error and a timeout end in the failure outcome", async () => {
    const throws = vi.fn(async () => {
      throw new Error("3040: capacity");
    });
    expect(await workersAiAnalyzer({ run: throws }).analyze(input())).toMatchObject({ kind: "failed" });
    expect(throws).toHaveBeenCalledTimes(2);
    const hangs = vi.fn(() => new Promise(() => {}));
    expect(await workersAiAnalyzer({ run: hangs }, { timeoutMs: 30 }).analyze(input())).toMatchObject({
      kind: "failed",
      cause: expect.stringContaining("timed out"),
    });
  });

  it("an analyzer failure on the page is the spec's message, never a 500", async () => {
    const run = vi.fn(async () => {
      throw new Error("down");
    });
    const testEnv = { ...env, FACE_ANALYZER: "workers-ai", AI: { run } } as unknown as Env;
    const context = {
      cloudflare: { env: testEnv, ctx: {} as ExecutionContext },
      requestMemo: new Map(),
    } as AppLoadContext;
    const reply = await handleScanRequest(
      uploadRequest(members.pro, new Blob([normalJpeg(670, 800) as BlobPart])),
      context,
    );
    expect(reply).toEqual({ kind: "failed", message: "There was an error analyzing your photo. Please try again." });
  });
});
