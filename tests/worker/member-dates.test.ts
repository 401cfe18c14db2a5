// The dates a member reads are their own (decision 083): the root picks the zone (the
// browser's report, else the profile's stored zone, else the edge's guess) and every card
// writes its instants in it. Near midnight UTC the day differs, so a page in UTC fails here.
import { describe, expect, it } from "vitest";
import { priceIds } from "~/billing/subscription.server";
import { TIME_ZONE_COOKIE } from "~/calendar/days";
import { formatDate } from "~/calendar/format";
import { appEnv } from "./app-env";
import { member, storedScan, updateSubscription } from "./factories";

const DAY = 86_400_000;
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'");

/** 12:30 UTC some days ahead: already the next day in Auckland (UTC+12 or +13). */
function lateInAuckland(daysAhead: number) {
  const at = new Date(Date.now() + daysAhead * DAY);
  at.setUTCHours(12, 30, 0, 0);
  return at;
}

/** 03:00 UTC some days ahead: still the day before in Los Angeles (UTC-7 or -8). */
function earlyInLosAngeles(daysAhead: number) {
  const at = new Date(Date.now() + daysAhead * DAY);
  at.setUTCHours(3, 0, 0, 0);
  return at;
}

/** The subscription card's markup on a page. */
function card(html: string) {
  const start = html.indexOf('data-testid="subscription-card"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("a member's dates in their own zone", () => {
  it("the subscription card's renewal date is the stored zone's day, not UTC's", async () => {
    const end = lateInAuckland(20);
    const auckland = formatDate(end, "Pacific/Auckland");
    expect(auckland).not.toBe(formatDate(end, "UTC"));
    const m = await member({
      subscription: { tier: "pro", endsAt: end.getTime() },
      profile: { timeZone: "Pacific/Auckland" },
    });

    const settings = card(text(await (await m.b.get("/settings")).text()));
    expect(settings).toMatch(new RegExp(`Renews\\s+${auckland}`));
    expect(settings).not.toContain(formatDate(end, "UTC"));
    // The member home's plan card says the same day.
    expect(text(await (await m.b.get("/")).text())).toContain(`Renews ${auckland}.`);
  });

  it("the browser's reported zone comes first, and a downgrade's pending line uses it too", async () => {
    const end = earlyInLosAngeles(12);
    const m = await member({
      subscription: { tier: "elite", endsAt: end.getTime(), subscriptionId: "sub_dates" },
      profile: { timeZone: "Pacific/Auckland" },
    });
    await updateSubscription(m.id, { scheduledPriceId: priceIds(appEnv).pro });
    m.b.cookies.set(TIME_ZONE_COOKIE, encodeURIComponent("America/Los_Angeles"));

    const la = formatDate(end, "America/Los_Angeles");
    expect(la).not.toBe(formatDate(end, "Pacific/Auckland"));
    const settings = card(text(await (await m.b.get("/settings")).text()));
    expect(settings).toContain(`Elite until ${la}, then Pro`);
    expect(settings).not.toContain(formatDate(end, "Pacific/Auckland"));
  });

  it("the scan history writes each scan's day in the member's zone", async () => {
    const at = new Date(Date.now() - 3 * DAY);
    at.setUTCHours(12, 30, 0, 0);
    const m = await member({ subscription: { tier: "pro" }, profile: { timeZone: "Pacific/Auckland" } });
    await storedScan(m.id, { photoKey: `members/${m.id}/scans/late.jpg`, analysis: "A late scan.", createdAt: at });

    const html = text(await (await m.b.get("/face-scanner")).text());
    expect(html).toContain(formatDate(at, "Pacific/Auckland"));
    expect(html).not.toContain(formatDate(at, "UTC"));
  });
});
