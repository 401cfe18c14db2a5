// The plans as the pages say them: the course portal reads the plans module, and the
// member home shows one plan card (no second subscription card, no bare "Refresh").
import { describe, expect, it } from "vitest";
import { formatPriceUsd, PLANS } from "~/billing/plans";
import { formatDate } from "~/calendar/format";
import { Browser } from "./helpers";
import { member } from "./factories";

const DAY = 86_400_000;
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
/** The markup of the course card of one tier. */
const courseCard = (html: string, tier: string) => {
  const start = html.indexOf(`data-tier="${tier}"`);
  expect(start).toBeGreaterThan(-1);
  const next = html.indexOf("data-tier=", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
};

describe("the course portal says what the pricing cards say", () => {
  it("each card has the plan's name, price and every feature, from the plans module", async () => {
    const html = text(await (await new Browser().get("/course")).text());
    for (const plan of PLANS) {
      const card = courseCard(html, plan.id);
      expect(card).toContain(`>${plan.name}</h3>`);
      expect(card).toContain(formatPriceUsd(plan.priceUsd));
      for (const feature of plan.features) {
        expect(card, `${plan.id}: ${feature.label}`).toContain(`>${feature.label}</a>`);
        expect(card).toContain(`href="${feature.href.replace(/&/g, "&amp;")}"`);
      }
    }
    // The old portal's own list: American spelling and features no plan sells.
    for (const stray of ["programs", "Personalized meal plans", "Custom workout routines"])
      expect(html).not.toContain(stray);
  });
});

describe("the member home's one plan card", () => {
  it("a paid member sees plan, renewal date and where billing lives, in one card, with no bare Refresh", async () => {
    const end = Date.now() + 20 * DAY;
    const m = await member({ subscription: { tier: "pro", endsAt: end } });
    const html = text(await (await m.b.get("/")).text());
    expect(html).not.toContain('data-testid="subscription-card"');
    expect(html).not.toMatch(/>\s*Refresh\s*</);
    expect(html).toMatch(/data-testid="plan-card"[\s\S]*You're on Pro/);
    expect(html).toContain(`Renews ${formatDate(new Date(end))}.`);
    expect(html).toMatch(/Manage billing, cancel or change your plan in <a [^>]*href="\/settings"/);
  });

  it("a trial member sees when the trial ends; a cancelled member how long access lasts", async () => {
    const trialEnd = Date.now() + 5 * DAY;
    const trial = await member({ subscription: { tier: "pro", trial: true, endsAt: trialEnd } });
    const trialHtml = text(await (await trial.b.get("/")).text());
    expect(trialHtml).toContain(`Trial ends ${formatDate(new Date(trialEnd))}.`);
    expect(trialHtml).not.toContain('data-testid="subscription-card"');
    const end = Date.now() + 9 * DAY;
    const leaving = await member({ subscription: { tier: "elite", endsAt: end, cancelAtPeriodEnd: true } });
    expect(text(await (await leaving.b.get("/")).text())).toContain(
      `Cancelled: access until ${formatDate(new Date(end))}, no further charge.`,
    );
  });
});
