// The face scanner against real D1 and R2 in workerd: the gate before any work, byte
// sniffing and the size limit, ownership of photos and scans, deletion, the daily limit,
// the pages, and the Workers AI adapter (env.AI.run spied) around the measured result.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RUBRIC_VERSION } from "~/scan/face/rubric";
import { workersAiAnalyzer } from "~/scan/analyzer.server";
import { readPhotoHeader } from "~/scan/header";
import { preparePhoto } from "~/scan/photo.server";
import { SCAN_MESSAGES } from "~/scan/rules";
import { handleScanRequest } from "~/scan/scan-request.server";
import { deleteAllScansOfMember } from "~/scan/scans.server";
import { faceless, normalJpeg, normalPng } from "./scan-images";
import {
  appFetch,
  Browser,
  bucketMethods,
  buy,
  contextWith,
  cookieOf,
  modelReply,
  newMember,
  ORIGIN,
  r2Keys,
  scanner,
  scanRows,
  storeScans,
  upload,
  uploadRequest,
  userId,
} from "./scan-helpers";
import { appEnv } from "./app-env";
import { updateSubscription } from "./factories";
import { scanAttempts } from "./readers";

type Role = "signedOut" | "free" | "starter" | "pro" | "elite" | "trial";

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
      const run = vi.fn(async () => ({ response: JSON.stringify(modelReply()) }));
      const put = vi.fn((...args: Parameters<R2Bucket["put"]>) => appEnv.PHOTOS.put(...args));
      const bytes = normalJpeg(600 + Object.keys(allowed).indexOf(role), 800);
      const reply = await handleScanRequest(
        uploadRequest(members[role], new Blob([bytes as BlobPart])),
        contextWith({ FACE_ANALYZER: "workers-ai", AI: { run }, PHOTOS: { ...bucketMethods(), put } }),
      );
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

  it("a free member sees the gate card with Pro (its trial, while unused) and Elite checkout links", async () => {
    const res = await upload(members.free, normalJpeg(610, 800));
    const html = await res.text();
    expect(html).toContain('href="/checkout?plan=pro&amp;trial=true"');
    expect(html).toContain('href="/checkout?plan=elite"');
    expect(html).not.toContain('data-testid="scan-rating"');
    expect(await scanRows(await userId(emails.free))).toHaveLength(0);
  });
});

describe("upload checks", () => {
  it("a PNG named .jpg is accepted as a PNG and stored as a JPEG", async () => {
    const res = await upload(members.pro, normalPng(640, 800), { name: "me.jpg", type: "image/jpeg" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/\/face-scanner\/scans\/\d+$/);
    const [row] = (await scanRows(await userId(emails.pro))).slice(-1);
    const stored = new Uint8Array(await (await appEnv.PHOTOS.get(String(row.photoKey)))!.arrayBuffer());
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
    const res = await appFetch(uploadRequest(members.pro, null), { redirect: "manual" });
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
    expect(await handleScanRequest(request, contextWith())).toEqual({
      kind: "invalid",
      message: SCAN_MESSAGES.tooLarge,
      status: 413,
    });
    expect(pulled).toBeLessThan(25); // stopped soon after 10 MB, not at the end of the stream
  });
});

describe("privacy of stored photos", () => {
  it("keys are scoped to the member; another member gets 404 for the page, the photo and a delete", async () => {
    const res = await upload(members.elite, normalJpeg(660, 820));
    expect(res.status).toBe(303);
    const uid = await userId(emails.elite);
    const [row] = (await scanRows(uid)).slice(-1);
    expect(String(row.photoKey).startsWith(`members/${uid}/`)).toBe(true);
    expect(String(row.thumbKey).startsWith(`members/${uid}/`)).toBe(true);
    expect((await members.elite.get(`/face-scanner/photos/${row.id}`)).status).toBe(200);
    const other = members.pro;
    expect((await other.get(`/face-scanner/scans/${row.id}`)).status).toBe(404);
    expect((await other.get(`/face-scanner/photos/${row.id}`)).status).toBe(404);
    expect((await other.get(`/face-scanner/photos/${row.id}?size=thumb`)).status).toBe(404);
    expect((await members.signedOut.get(`/face-scanner/photos/${row.id}`)).status).toBe(404);
    expect((await other.post(`/face-scanner/scans/${row.id}`, { intent: "delete" })).status).toBe(404);
    expect(await scanRows(uid)).toContainEqual(expect.objectContaining({ id: row.id }));
    expect(await appEnv.PHOTOS.head(String(row.photoKey))).not.toBeNull();
  });

  it("deleting a scan removes its row and both objects", async () => {
    const uid = await userId(emails.elite);
    const [row] = (await scanRows(uid)).slice(-1);
    const res = await members.elite.post(`/face-scanner/scans/${row.id}`, { intent: "delete" });
    expect(res.status).toBe(303);
    expect(await (await members.elite.follow(res)).text()).toContain("Scan deleted");
    expect((await scanRows(uid)).some((r) => r.id === row.id)).toBe(false);
    expect(await appEnv.PHOTOS.head(String(row.photoKey))).toBeNull();
    expect(await appEnv.PHOTOS.head(String(row.thumbKey))).toBeNull();
  });

  it("deleteAllScansOfMember removes every photo, scan and attempt of one member only", async () => {
    const b = await scanner("s-leaver@x.test");
    expect((await upload(b, normalJpeg(630, 800))).status).toBe(303);
    expect((await upload(b, normalJpeg(640, 810))).status).toBe(303);
    const uid = await userId("s-leaver@x.test");
    expect(await r2Keys(`members/${uid}/`)).toHaveLength(4);
    const othersBefore = (await r2Keys()).length - 4;
    await deleteAllScansOfMember(appEnv, uid);
    expect(await r2Keys(`members/${uid}/`)).toHaveLength(0);
    expect(await scanRows(uid)).toHaveLength(0);
    expect(await scanAttempts(uid)).toBe(0);
    expect((await r2Keys()).length).toBe(othersBefore);
  });
});

describe("a member who lost pro", () => {
  it("sees no results but can still list and delete their stored photos", async () => {
    const b = await scanner("s-lapsed@x.test");
    const done = await upload(b, normalJpeg(700, 820));
    const id = Number(done.headers.get("Location")!.split("/").pop());
    await updateSubscription(await userId("s-lapsed@x.test"), { subscriptionEnd: new Date(Date.now() - 1000) });
    const page = await (await b.get("/face-scanner")).text();
    expect(page).toContain("Your stored photos");
    expect(page).not.toContain('data-testid="scan-history"');
    const result = await (await b.get(`/face-scanner/scans/${id}`)).text();
    expect(result).toContain('data-testid="scanner-gate"');
    expect(result).not.toContain('data-testid="scan-rating"');
    expect(result).not.toContain('data-testid="measurements"');
    expect((await b.get(`/face-scanner/photos/${id}?size=thumb`)).status).toBe(200);
    expect((await b.post(`/face-scanner/scans/${id}`, { intent: "delete" })).status).toBe(303);
    expect(await scanRows(await userId("s-lapsed@x.test"))).toHaveLength(0);
  });
});

describe("results and limits", () => {
  it("the same photo gets the same stored result and costs nothing more", async () => {
    const photo = normalJpeg(701, 900);
    const first = await upload(members.trial, photo);
    expect(first.status).toBe(303);
    const again = await upload(members.trial, photo);
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(await scanRows(await userId(emails.trial))).toHaveLength(2); // the gate test's scan and this one
  });

  it("a photo without a face gets 'no face found' and costs nothing", async () => {
    const uid = await userId(emails.trial);
    const before = (await scanRows(uid)).length;
    const res = await upload(members.trial, faceless(640, 800));
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("couldn&#x27;t find a face");
    expect(await scanRows(uid)).toHaveLength(before);
    const page = (await (await members.trial.get("/face-scanner")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("2 of 10 scans used today");
  });

  it("the daily limit stops the 11th pro scan of a day with a clear message", async () => {
    const b = await scanner("s-limit@x.test");
    const uid = await userId("s-limit@x.test");
    await storeScans(uid, 9);
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
    // The scripts with a source: the scanner's island and the offline queue's on every member
    // page (decision 079); inline ones: the time-zone report, a toast.
    expect(html.match(/<script\b[^>]*\bsrc=[^>]*>/g)).toEqual([
      '<script type="module" src="/islands/scanner.js">',
      '<script type="module" src="/islands/offline.js">',
    ]);
    expect(html).toMatch(/<form method="post" action="\/face-scanner" encType="multipart\/form-data"/);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"');
  });

  it("only the scanner page may film (camera and motion sensors, this origin): other pages, the result included, may not", async () => {
    const policy = async (browser: Browser, path: string) =>
      (await browser.get(path)).headers.get("Permissions-Policy") ?? "";
    const scanner = await policy(members.pro, "/face-scanner");
    expect(scanner).toContain("camera=(self)");
    expect(scanner).toContain("gyroscope=(self)");
    expect(scanner).toContain("microphone=()");
    const ok = await upload(members.pro, normalJpeg(700, 800), { path: "/face-scanner/upload" });
    const { location } = await ok.json<{ location: string }>();
    for (const path of ["/", location, "/face-scanner/compare"])
      expect(await policy(members.pro, path)).toContain("camera=()");
  });

  it("the camera is offered to a member who may scan, not to one the gate turns away", async () => {
    const page = async (browser: Browser) => (await browser.get("/face-scanner")).text();
    expect(await page(members.pro)).toContain("<template data-camera-template");
    expect(await page(members.signedOut)).not.toContain("data-camera-template");
    expect(await page(members.free)).not.toContain("data-camera-template");
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
    const noFace = await upload(members.elite, faceless(690, 800), { path: "/face-scanner/upload" });
    expect(noFace.status).toBe(422);
    expect(await noFace.json()).toMatchObject({
      ok: false,
      kind: "retake",
      message: expect.stringContaining("find a face"),
    });
    const gated = await upload(members.free, normalJpeg(690, 800), { path: "/face-scanner/upload" });
    expect(gated.status).toBe(403);
  });
});

describe("Workers AI adds what geometry cannot see, and is never required", () => {
  async function input() {
    const bytes = normalJpeg(602, 800);
    const images = appEnv.IMAGES!;
    const prepared = await preparePhoto(images, bytes, readPhotoHeader(bytes, "jpeg")!);
    if (!prepared.ok) throw new Error(prepared.reason);
    return { jpeg: prepared.photo.jpeg, raster: prepared.photo.raster };
  }
  /** The result with no model answer at all (its timing left out). */
  const measuredOnly = async () =>
    resultOf(await workersAiAnalyzer({ run: vi.fn(async () => null) }, { attempts: 1 }).analyze(await input()));
  const resultOf = (out: Awaited<ReturnType<ReturnType<typeof workersAiAnalyzer>["analyze"]>>) =>
    out.kind === "result" ? out.result : out;

  it("a valid answer is merged into the measured result; only the downscaled photo is sent", async () => {
    const run = vi.fn(async () => ({ response: "```json\n" + JSON.stringify(modelReply()) + "\n```" }));
    const i = await input();
    const out = await workersAiAnalyzer({ run }).analyze(i);
    expect(out.kind).toBe("result");
    if (out.kind !== "result") return;
    expect(out.result.analysis).toContain("Expression — A warm, open smile.");
    expect(out.result.recommendations.map((r) => r.text)).toContain("Keep using sunscreen daily.");
    expect(out.result.measurements.length).toBeGreaterThan(15);
    const [model, inputs] = run.mock.calls[0] as unknown as [string, { image: number[] }];
    expect(model).toBe("@cf/meta/llama-3.2-11b-vision-instruct");
    expect(inputs.image).toHaveLength(i.jpeg.length);
  });

  it("a malformed answer is retried once; twice malformed, the measured result stands", async () => {
    const run = vi.fn(async () => ({ response: "Sure! Here is {not json" }));
    const out = await workersAiAnalyzer({ run }).analyze(await input());
    expect(run).toHaveBeenCalledTimes(2);
    expect(resultOf(out)).toEqual(await measuredOnly());
  });

  it("a thrown error or a timeout leaves the measured result, never an error", async () => {
    const throws = vi.fn(async () => {
      throw new Error("3040: capacity");
    });
    expect(resultOf(await workersAiAnalyzer({ run: throws }).analyze(await input()))).toEqual(await measuredOnly());
    const hangs = vi.fn(() => new Promise(() => {}));
    const started = Date.now();
    expect(resultOf(await workersAiAnalyzer({ run: hangs }, { deadlineMs: 50 }).analyze(await input()))).toEqual(
      await measuredOnly(),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("on the page, a failing model still gives the member a stored, measured result", async () => {
    const run = vi.fn(async () => {
      throw new Error("down");
    });
    const reply = await handleScanRequest(
      uploadRequest(members.pro, new Blob([normalJpeg(670, 800) as BlobPart])),
      contextWith({ FACE_ANALYZER: "workers-ai", AI: { run } }),
    );
    expect(reply.kind).toBe("scan");
    const [row] = (await scanRows(await userId(emails.pro))).slice(-1);
    expect(row).toMatchObject({ analyzer: "workers-ai", rubricVersion: RUBRIC_VERSION });
    expect(String(row.analysis)).not.toContain("vision model looked");
  });
});
