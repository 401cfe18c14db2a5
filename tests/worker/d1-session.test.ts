// Each request's D1 session (app/d1-session.server.ts, decision 030): reads start
// anywhere, writes at the primary, and the bookmark of a write comes back with the
// browser so the next page reads at least what was written.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { dailyFive } from "~/game/daily";
import { calendarDay } from "~/calendar/days";
import worker from "../worker-entry";
import { member } from "./factories";
import { sign, verify } from "~/security/signing.server";
import { ORIGIN } from "./helpers";
import { appEnv } from "./app-env";

/** The test env with its D1 binding recording every session a request opens. */
function recordingEnv() {
  const constraints: (string | undefined)[] = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "withSession")
        return (constraint?: string) => (constraints.push(constraint), target.withSession(constraint));
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
  return { env: { ...env, DB } as never, constraints };
}

async function send(request: Request, e: unknown) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, e as never, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const bookmarkCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("gu_d1="));

describe("the request's D1 session", () => {
  it("a read starts anywhere, a write at the primary, and only a write hands back a bookmark", async () => {
    const { b } = await member({ prefix: "d1read" });
    // Signing in was a write: its bookmark is what the next page reads from.
    expect(b.cookies.get("gu_d1")).toBeTruthy();
    b.cookies.delete("gu_d1");
    const rec = recordingEnv();
    const page = await send(
      new Request(`${ORIGIN}/progress`, { headers: { Cookie: b.cookieHeader() }, redirect: "manual" }),
      rec.env,
    );
    expect(page.status).toBe(200);
    expect(bookmarkCookie(page)).toBeUndefined();
    expect(rec.constraints).toEqual(["first-unconstrained"]);

    const id = dailyFive(seedChallenges, calendarDay(new Date(), "UTC"))[0].id;
    const write = await send(
      new Request(`${ORIGIN}/progress?tab=challenges`, {
        method: "POST",
        headers: {
          Cookie: b.cookieHeader(),
          Origin: ORIGIN,
          Host: "localhost",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "start", challengeId: String(id), zone: "UTC" }),
        redirect: "manual",
      }),
      rec.env,
    );
    expect(write.status).toBe(303);
    expect(rec.constraints.at(-1)).toBe("first-primary");
    const cookie = bookmarkCookie(write);
    expect(cookie).toMatch(/^gu_d1=[\w.-]+; Path=\/; Max-Age=120; HttpOnly; SameSite=Lax$/);
  });

  it("the page after a write reads from the write's bookmark and shows the write", async () => {
    const m = await member({ prefix: "d1after" });
    const id = dailyFive(seedChallenges, calendarDay(new Date(), "UTC"))[0].id;
    const started = await m.b.post("/progress?tab=challenges", {
      intent: "start",
      challengeId: String(id),
      zone: "UTC",
    });
    const signed = /gu_d1=([\w.-]+)/.exec(bookmarkCookie(started) ?? "")?.[1];
    expect(m.b.cookies.get("gu_d1")).toBe(signed);
    // The cookie carries D1's bookmark, signed with the app's secret.
    const bookmark = (await verify<{ d1: string }>(signed!, appEnv.BETTER_AUTH_SECRET!))?.d1;
    expect(bookmark).toBeTruthy();

    const rec = recordingEnv();
    const next = await send(
      new Request(new URL(started.headers.get("Location")!, ORIGIN), {
        headers: { Cookie: m.b.cookieHeader() },
        redirect: "manual",
      }),
      rec.env,
    );
    expect(rec.constraints).toEqual([bookmark]);
    expect(await next.text()).toContain("Challenge Started");
  });

  it("a forged, unsigned or oversized bookmark is ignored: the read starts anywhere", async () => {
    const forgedSignature = `${(await sign({ d1: "00000001-00000002" }, "another-secret-of-32-characters!!")).split(".")[0]}.AAAA`;
    for (const forged of ["00000001-00000002", forgedSignature, "a".repeat(900), "<script>"]) {
      const rec = recordingEnv();
      const res = await send(new Request(`${ORIGIN}/terms`, { headers: { Cookie: `gu_d1=${forged}` } }), rec.env);
      expect(res.status).toBe(200);
      expect(rec.constraints).toEqual(["first-unconstrained"]);
    }
  });
});
