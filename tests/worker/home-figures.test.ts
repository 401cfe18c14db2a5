// The public home page shows only figures the product can back, counted from the
// database in one statement, and seasonal art only in its season.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seasonOn } from "~/art/season";
import { figureValue } from "~/content/figures";
import worker from "../worker-entry";
import { Browser, ORIGIN } from "./helpers";
import { communityMembers, member } from "./factories";
import { rowCount } from "./readers";
import { schema } from "~/db.server";
import { appEnv } from "./app-env";

// What the page says: its markup without React's text separators or the page's inline CSS.
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");

describe("figures the product can back", () => {
  it("the visitor's home and /about show the real member count, and none of the spec's invented figures", async () => {
    await communityMembers(Array.from({ length: 40 }, (_, i) => ({ username: `figure${i}` })));
    const members = await rowCount(schema.userProfiles);
    for (const path of ["/", "/about"]) {
      const html = text(await (await new Browser().get(path)).text());
      expect(html).toMatch(new RegExp(`>${figureValue(members)}</dd>`));
      expect(html).toContain("Members</dt>");
      for (const invented of ["500K+", "95%", "4.9", "15+", "50K+", "Success rate", "Rating", "Coaches"])
        expect(html, `${path} shows ${invented}`).not.toContain(invented);
    }
  });

  it("a figure too small to mean anything is left out (no completed challenges yet)", async () => {
    const completed = await rowCount(schema.userChallenges, eq(schema.userChallenges.completed, true));
    expect(completed).toBeLessThan(10);
    expect(text(await (await new Browser().get("/")).text())).not.toContain("Challenges completed");
  });

  it("the visitor's home reads D1 once (both counts in one statement)", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      // A cookie the edge cache does not know makes the Worker render the page anew.
      new Request(`${ORIGIN}/`, { headers: { Cookie: "probe=1" } }),
      { ...appEnv, BENCH_COUNT_D1: "1" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-d1-round-trips")).toBe("1");
  });

  it("a member's home shows no community figures", async () => {
    const m = await member();
    const html = text(await (await m.b.get("/")).text());
    expect(html).not.toContain("Members</dt>");
  });
});

describe("seasonal art", () => {
  it("the pumpkin and the ghost appear on the visitor's home only in their season", async () => {
    const html = await (await new Browser().get("/")).text();
    expect(html.includes('data-testid="halloween-decoration"')).toBe(seasonOn(new Date()) === "halloween");
  });
});
