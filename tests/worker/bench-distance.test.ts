// The bench's distance setting (app/instrumentation.server.ts): under BENCH_COUNT_D1=1 each
// D1 round trip waits the asked latency first; without it the header does nothing.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../worker-entry";
import { member, type Member } from "./factories";
import { appFetch, ORIGIN } from "./helpers";
import { appEnv } from "./app-env";

let viewer: Member;

beforeAll(async () => {
  viewer = await member({ prefix: "distance" });
});

const rankings = (headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/rankings`, {
    redirect: "manual",
    headers: { Cookie: [...viewer.b.cookies].map(([k, v]) => `${k}=${v}`).join("; "), ...headers },
  });

async function benchFetch(request: Request, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const res = await worker.fetch(request, { ...appEnv, BENCH_COUNT_D1: "1", ...vars }, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { res, ms: Date.now() - started };
}

describe("the bench's D1 distance", () => {
  it("makes every round trip of a member's page wait the header's latency", async () => {
    const { res, ms } = await benchFetch(rankings({ "x-bench-d1-latency": "40" }));
    expect(res.status).toBe(200);
    const trips = Number(res.headers.get("x-d1-round-trips"));
    expect(trips).toBeGreaterThanOrEqual(1);
    expect(res.headers.get("x-d1-latency-ms")).toBe("40");
    // A lower bound only: the page cannot answer before its round trips have waited.
    expect(ms).toBeGreaterThanOrEqual(trips * 40);
  });

  it("takes BENCH_D1_LATENCY_MS as the run's distance when the request names none", async () => {
    const { res, ms } = await benchFetch(rankings(), { BENCH_D1_LATENCY_MS: "30" });
    expect(res.headers.get("x-d1-latency-ms")).toBe("30");
    expect(ms).toBeGreaterThanOrEqual(Number(res.headers.get("x-d1-round-trips")) * 30);
  });

  it("refuses nonsense as no distance at all", async () => {
    const { res } = await benchFetch(rankings({ "x-bench-d1-latency": "-5; drop" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("x-d1-latency-ms")).toBe("0");
  });

  it("is ignored outside the bench: no counting, no distance", async () => {
    const res = await appFetch(rankings({ "x-bench-d1-latency": "1000" }));
    expect(res.status).toBe(200);
    expect(res.headers.has("x-d1-round-trips")).toBe(false);
    expect(res.headers.has("x-d1-latency-ms")).toBe(false);
  });
});
