// The bench-only Server-Timing header (app/instrumentation.server.ts): a face scan
// answers with the Worker's step timings only when BENCH_COUNT_D1=1, never otherwise.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../worker-entry";
import { appFetch, Browser, ORIGIN } from "./helpers";
import { newMember } from "./factories";
import { normalJpeg } from "./scan-images";
import { appEnv } from "./app-env";

let pro: Browser;

beforeAll(async () => {
  pro = await newMember("bench-timing@x.test", "BenchTiming");
  const start = await pro.post("/checkout?plan=pro", { plan: "pro" });
  const path = new URL(start.headers.get("Location")!).pathname;
  await pro.get(path);
  const paid = await pro.post(path, { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" });
  expect(paid.status).toBe(303);
}, 60_000);

function scanRequest(bytes: Uint8Array) {
  const form = new FormData();
  form.append("photo", new Blob([bytes as BlobPart], { type: "image/jpeg" }), "photo.jpg");
  const cookie = [...pro.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return new Request(`${ORIGIN}/face-scanner`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookie, "cf-connecting-ip": pro.ip },
  });
}

describe("bench-only Server-Timing", () => {
  it("is absent from a scan without BENCH_COUNT_D1", async () => {
    const res = await appFetch(scanRequest(normalJpeg(601, 800)), { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toMatch(/\/face-scanner\/scans\/\d+/);
    expect(res.headers.has("Server-Timing")).toBe(false);
    expect(res.headers.has("x-d1-round-trips")).toBe(false);
  });

  it("carries resize, decode, analyze and detect-landmarks for a scan under BENCH_COUNT_D1=1", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(scanRequest(normalJpeg(602, 800)), { ...appEnv, BENCH_COUNT_D1: "1" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(303);
    const timing = res.headers.get("Server-Timing") ?? "";
    for (const step of ["resize", "decode", "analyze", "detect-landmarks"])
      expect(timing).toMatch(new RegExp(`\\b${step};dur=\\d+\\.\\d\\b`));
    expect(res.headers.get("x-d1-round-trips")).toMatch(/^\d+$/);
  });

  it("stays off a page that records nothing, even under BENCH_COUNT_D1=1", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/terms`), { ...appEnv, BENCH_COUNT_D1: "1" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.has("Server-Timing")).toBe(false);
  });
});
