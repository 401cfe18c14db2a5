// The scanner's gate comes before the upload: a member without Pro is told on the page,
// and its Pro button offers the free trial while billing says the member may start one.
import { describe, expect, it } from "vitest";
import { member } from "./factories";

const DAY = 86_400_000;
const page = async (m: Awaited<ReturnType<typeof member>>) =>
  (await (await m.b.get("/face-scanner")).text()).replace(/<!-- -->/g, "");

describe("the scanner gate before the upload", () => {
  it("a free member who never had a trial sees the gate with the trial, and no photo chooser", async () => {
    const html = await page(await member());
    expect(html).toContain('data-testid="scanner-gate"');
    expect(html).toContain("Face scan results are a Pro feature");
    expect(html).toContain("Try Pro free for 7 days.");
    expect(html).toMatch(/href="\/checkout\?plan=pro&amp;trial=true"[^>]*>Try Pro free</);
    expect(html).toContain('href="/checkout?plan=elite"');
    expect(html).not.toContain('name="photo"');
    expect(html).not.toContain("Your photo was not stored");
  });

  it("a free member whose trial is used gets Get Pro, without the trial", async () => {
    const used = await member({
      subscription: { tier: "pro", trial: true, trialUsed: true, status: "canceled", endsAt: Date.now() - DAY },
    });
    const html = await page(used);
    expect(html).toContain('data-testid="scanner-gate"');
    expect(html).toMatch(/href="\/checkout\?plan=pro"[^>]*>Get Pro</);
    expect(html).not.toContain("trial=true");
    expect(html).not.toContain('name="photo"');
  });

  it("a starter member is asked to upgrade on the page, with no trial and no chooser", async () => {
    const html = await page(await member({ subscription: { tier: "starter" } }));
    expect(html).toContain("Upgrade to see your results");
    expect(html).toMatch(/href="\/checkout\?plan=pro"[^>]*>Get Pro</);
    expect(html).not.toContain("trial=true");
    expect(html).not.toContain('name="photo"');
  });

  it("a Pro member still gets the photo chooser", async () => {
    expect(await page(await member({ subscription: { tier: "pro" } }))).toContain('name="photo"');
  });
});
