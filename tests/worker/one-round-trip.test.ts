// Issue #28 (decision 045): every member page reads the viewer and its own data in one D1
// round trip. Counted by the bench's own wrapper (app/bench/d1-count.server.ts, on with
// BENCH_COUNT_D1=1): a batch is one round trip, each lone statement is one.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Env } from "~/env";
import { CATEGORY_SLUGS } from "../../db/constants";
import worker from "../worker-entry";
import { member, type Member } from "./factories";
import { ORIGIN } from "./helpers";

/** A page request through the Worker with the bench's counting on: its status and round trips. */
async function counted(who: Member, path: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    redirect: "manual",
    headers: { Cookie: who.b.cookieHeader(), "cf-connecting-ip": who.b.ip },
  });
  const res = await worker.fetch(request, { ...(env as unknown as Env), BENCH_COUNT_D1: "1" } as Env, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return {
    status: res.status,
    trips: Number(res.headers.get("x-d1-round-trips")),
    sql: res.headers.get("x-d1-sql") ?? "",
  };
}

let free: Member, starter: Member, pro: Member, elite: Member, trial: Member;

beforeAll(async () => {
  [free, starter, pro, elite, trial] = await Promise.all([
    member({ prefix: "trip-free" }),
    member({ prefix: "trip-starter", subscription: { tier: "starter" } }),
    member({ prefix: "trip-pro", subscription: { tier: "pro" } }),
    member({ prefix: "trip-elite", subscription: { tier: "elite" } }),
    member({ prefix: "trip-trial", subscription: { tier: "pro", trial: true } }),
  ]);
});

// [path, who, expected status]. A member's first visit of the day comes first (home sets the day up).
const PAGES: [string, () => Member, number][] = [
  ["/", () => free, 200],
  ["/progress", () => free, 200],
  ["/progress?tab=battles", () => free, 200],
  ["/progress?tab=battles&q=trip", () => free, 200],
  ["/achievements", () => free, 200],
  ["/rankings", () => free, 200],
  ["/chat", () => free, 200],
  ["/chat?channel=vip", () => elite, 200],
  ["/face-scanner", () => pro, 200],
  ["/face-scanner", () => free, 200],
  ["/settings", () => free, 200],
  ["/settings", () => elite, 200],
  ["/account", () => free, 200],
  ["/checkout", () => free, 200],
  ["/checkout?plan=pro", () => free, 200],
  ...CATEGORY_SLUGS.map((slug): [string, () => Member, number] => [`/${slug}`, () => starter, 200]),
  ["/skincare", () => free, 200],
  ["/course", () => starter, 200],
  ["/starter-content", () => starter, 200],
  ["/pro-content", () => pro, 200],
  ["/elite-content", () => elite, 200],
  ["/elite-content", () => free, 200],
  ["/success", () => trial, 200],
  ["/pricing", () => free, 200],

  ["/", () => elite, 200],
];

describe("a member page costs at most one D1 round trip", () => {
  it.each(PAGES)("%s", async (path, who, status) => {
    const first = await counted(who(), path);
    expect(first.status).toBe(status);
    expect(first.trips, first.sql).toBeLessThanOrEqual(1);
    // And again, once whatever the first visit set up exists.
    const again = await counted(who(), path);
    expect(again.trips, again.sql).toBeLessThanOrEqual(1);
  });
});
