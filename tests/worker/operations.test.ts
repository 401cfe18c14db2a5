// Operations through the real Worker: /healthz, the request id on every response, and
// one structured log line per server error that never holds tokens, cookies or secrets.
import { env } from "cloudflare:test";
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as healthz } from "~/routes/healthz";
import { logRequestError } from "~/ops/log.server";
import { makeWorker } from "~/worker";
import type { Env } from "~/env";
import { appFetch, ORIGIN } from "./helpers";
import { newMember } from "./factories";
import { appEnv } from "./app-env";

const SECRET = appEnv.BETTER_AUTH_SECRET!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

afterEach(() => vi.restoreAllMocks());

describe("/healthz", () => {
  it("answers 200 with a tiny JSON body when D1 answers, never cached", async () => {
    const res = await appFetch(`${ORIGIN}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ ok: true, d1: "ok" });
    expect(body.length).toBeLessThan(64);
  });

  it("answers 503 when D1 fails", async () => {
    const broken = {
      ...env,
      DB: { prepare: () => ({ first: () => Promise.reject(new Error("D1 is down")) }) },
    } as unknown as Env;
    const res = await healthz({
      request: new Request(`${ORIGIN}/healthz`),
      params: {},
      context: { cloudflare: { env: broken } } as unknown as AppLoadContext,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, d1: "error" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("request ids and error logs", () => {
  it("every response carries a fresh x-request-id", async () => {
    const a = await appFetch(`${ORIGIN}/terms`);
    const b = await appFetch(`${ORIGIN}/terms`);
    expect(a.headers.get("x-request-id")).toMatch(UUID);
    expect(b.headers.get("x-request-id")).toMatch(UUID);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("a failing route logs one JSON line with the request id, path and error, and no token, cookie or secret", async () => {
    const member = await newMember("ops-log@x.test", "opslog");
    const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await appFetch(`${ORIGIN}/dev/boom?token=reset-token-123456&password=hunter2hunter2`, {
      headers: { Cookie: cookie, Authorization: "Bearer bearer-token-abcdef" },
    });
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    const page = await res.text();
    expect(page).toContain("Unexpected Application Error!");
    expect(page).toContain(`Reference: ${id}`);

    const lines = errors.mock.calls.map((args) => args.map(String).join(" "));
    const ours = lines.filter((l) => l.includes(id));
    expect(ours).toHaveLength(1);
    const line = JSON.parse(ours[0]);
    expect(line).toEqual({
      level: "error",
      time: expect.any(String),
      requestId: id,
      method: "GET",
      path: "/dev/boom",
      status: 500,
      error: { name: "Error", message: "Deliberate failure for the error fallback" },
    });
    const everything = lines.join("\n");
    for (const secret of [
      "reset-token-123456",
      "hunter2hunter2",
      "bearer-token-abcdef",
      SECRET,
      ...member.cookies.values(),
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("a POST to a page without an action is a 405 for the visitor, not a logged 500", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await appFetch(`${ORIGIN}/terms`, {
      method: "POST",
      headers: { Origin: ORIGIN, Host: "localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    const lines = errors.mock.calls.map((c) => String(c[0]));
    expect(lines.filter((l) => l.includes('"status":500'))).toEqual([]);
  });

  it("an error message holding this deployment's secret is masked", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    logRequestError(appEnv, {
      requestId: "req-secret",
      request: new Request(`${ORIGIN}/x?session=abc`),
      error: new Error(`failed with ${SECRET}`),
    });
    expect(errors).toHaveBeenCalledTimes(1);
    const text = String(errors.mock.calls[0][0]);
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).toMatchObject({
      requestId: "req-secret",
      path: "/x",
      error: { message: "failed with [redacted]" },
    });
  });

  it("an error outside Remix is caught at the top: a plain 500 with the reference, one log line", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // A build that cannot even be loaded: Remix's handler throws before any route runs.
    const broken = (() => {
      throw new Error("build failed to load (sk_live_abcdefghijklmnop)");
    }) as unknown as ServerBuild;
    const worker = makeWorker(broken);
    const res = await worker.fetch(new Request(`${ORIGIN}/settings?token=abc`), appEnv, {
      waitUntil() {},
      passThroughOnException() {},
    } as unknown as ExecutionContext);
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    expect(await res.text()).toContain(`Reference: ${id}`);
    expect(res.headers.get("Content-Security-Policy")).toBeTruthy();
    expect(errors).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errors.mock.calls[0][0]));
    expect(line).toMatchObject({
      requestId: id,
      method: "GET",
      path: "/settings",
      status: 500,
      error: { name: "Error" },
    });
    expect(line.error.message).toContain("build failed to load");
    expect(JSON.stringify(line)).not.toContain("sk_live_abcdefghijklmnop");
    expect(JSON.stringify(line)).not.toContain("token=abc");
  });
});
