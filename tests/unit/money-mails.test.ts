// The money mails' rules (decision 067) and the pending change's words (066): which change
// becomes which mail under which key, and when the trial-ending mail is due in a zone.
import { describe, expect, it } from "vitest";
import { subscriptionMails, trialEndingDue, type Before, type Incoming } from "~/billing/money-mails";
import { pendingChange, pendingLine } from "~/billing/plan-changes";
import type { Tier } from "~/billing/plans";

const PRICES: Record<string, Tier> = { p_starter: "starter", p_pro: "pro", p_elite: "elite" };
const tierOf = (price: string | null | undefined) => (price ? (PRICES[price] ?? null) : null);
const END = new Date("2026-12-26T10:00:00Z");
const incoming = (over: Partial<Incoming> = {}): Incoming => ({
  subscriptionId: "sub_1",
  subscribed: true,
  priceId: "p_elite",
  isTrial: false,
  cancelAtPeriodEnd: false,
  scheduledPriceId: null,
  subscriptionEnd: END,
  ...over,
});
const before = (over: Partial<NonNullable<Before>> = {}): Before => ({
  subscriptionId: "sub_1",
  subscribed: true,
  priceId: "p_elite",
  isTrial: false,
  cancelAtPeriodEnd: false,
  scheduledPriceId: null,
  ...over,
});
const kinds = (b: Before, i: Incoming) => subscriptionMails(b, i, tierOf).map((m) => m.data.kind);

describe("which change mails what", () => {
  it("nothing changed: no mail (a replayed state or a renewal)", () => {
    expect(kinds(before(), incoming())).toEqual([]);
  });
  it("a new trial mails 'trial started'; the same trial again does not", () => {
    expect(kinds(null, incoming({ isTrial: true, priceId: "p_pro" }))).toEqual(["trial-started"]);
    expect(kinds(before({ isTrial: true, priceId: "p_pro" }), incoming({ isTrial: true, priceId: "p_pro" }))).toEqual(
      [],
    );
  });
  it("a price change mails 'plan changed', keyed by the prices and the period", () => {
    const [mail] = subscriptionMails(before({ priceId: "p_pro" }), incoming(), tierOf);
    expect(mail).toEqual({
      key: `plan-changed:sub_1:p_pro:p_elite:${END.getTime() / 1000}`,
      data: { kind: "plan-changed", from: "pro", to: "elite" },
    });
  });
  it("a downgrade newly scheduled mails once; the same schedule again does not", () => {
    expect(kinds(before(), incoming({ scheduledPriceId: "p_pro" }))).toEqual(["plan-scheduled"]);
    expect(kinds(before({ scheduledPriceId: "p_pro" }), incoming({ scheduledPriceId: "p_pro" }))).toEqual([]);
  });
  it("a cancellation mails once, with the trial's wording when it is a trial", () => {
    const [mail] = subscriptionMails(
      before({ isTrial: true }),
      incoming({ isTrial: true, cancelAtPeriodEnd: true }),
      tierOf,
    );
    expect(mail.data).toEqual({ kind: "plan-cancelled", tier: "elite", until: END.toISOString(), isTrial: true });
    expect(kinds(before({ cancelAtPeriodEnd: true }), incoming({ cancelAtPeriodEnd: true }))).toEqual([]);
  });
  it("an ended or unknown-price subscription mails nothing", () => {
    expect(kinds(null, incoming({ subscribed: false, isTrial: true }))).toEqual([]);
    expect(kinds(null, incoming({ priceId: "p_unknown", isTrial: true }))).toEqual([]);
  });
  it("another subscription's row counts as no row before", () => {
    expect(kinds(before({ subscriptionId: "sub_0", isTrial: true }), incoming({ isTrial: true }))).toEqual([
      "trial-started",
    ]);
  });
});

describe("the trial-ending mail is due 2 of the member's days before the first charge, from 09:00", () => {
  const charge = new Date("2026-12-10T12:00:00Z"); // Dec 10 04:00 in Los Angeles, Dec 11 01:00 in Auckland
  it.each([
    ["2026-12-08T16:59:00Z", "America/Los_Angeles", false], // Dec 8 08:59
    ["2026-12-08T17:00:00Z", "America/Los_Angeles", true], // Dec 8 09:00
    ["2026-12-08T19:59:00Z", "Pacific/Auckland", false], // Dec 9 08:59
    ["2026-12-08T20:00:00Z", "Pacific/Auckland", true], // Dec 9 09:00
    ["2026-12-08T08:59:00Z", null, false], // UTC: Dec 8 08:59
    ["2026-12-08T09:00:00Z", "Not/AZone", true], // an unknown zone counts as UTC
    ["2026-12-10T12:00:00Z", "UTC", false], // the charge itself: too late
  ])("at %s in %s: %s", (at, zone, due) => {
    expect(trialEndingDue(new Date(at), charge, zone)).toBe(due);
  });
});

describe("the pending change, in words", () => {
  const state = { subscribed: true, tier: "elite" as Tier, isTrial: false, subscriptionEnd: END };
  it("a downgrade: 'Elite until <date>, then Pro'", () => {
    const change = pendingChange({ ...state, cancelAtPeriodEnd: false, scheduledTier: "pro" });
    expect(pendingLine(change!, "UTC")).toBe("Elite until December 26, 2026, then Pro");
  });
  it("a cancellation: '…, then it ends'; a trial says so", () => {
    const change = pendingChange({ ...state, isTrial: true, cancelAtPeriodEnd: true, scheduledTier: null });
    expect(pendingLine(change!, "UTC")).toBe("Elite trial until December 26, 2026, then it ends");
  });
  it("the date is the member's own: 12:30 UTC on Dec 26 is already Dec 27 in Auckland", () => {
    const late = { ...state, subscriptionEnd: new Date("2026-12-26T12:30:00Z") };
    const change = pendingChange({ ...late, cancelAtPeriodEnd: false, scheduledTier: "pro" });
    expect(pendingLine(change!, "Pacific/Auckland")).toBe("Elite until December 27, 2026, then Pro");
    expect(pendingLine(change!, "America/Los_Angeles")).toBe("Elite until December 26, 2026, then Pro");
  });
  it("nothing pending (or the plan held scheduled again): no line", () => {
    expect(pendingChange({ ...state, cancelAtPeriodEnd: false, scheduledTier: null })).toBeNull();
    expect(pendingChange({ ...state, cancelAtPeriodEnd: false, scheduledTier: "elite" })).toBeNull();
  });
});
