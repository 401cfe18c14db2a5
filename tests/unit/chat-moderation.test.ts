// Chat moderation's pure rules (decision 076): a member's standing from their restriction
// row, and what a muted member is told, in their own zone.
import { describe, expect, it } from "vitest";
import { MUTE_CHOICES, muteLength, mutedText, standingOf } from "~/chat/moderation";

const NOW = Date.UTC(2026, 10, 26, 12, 0);

describe("standingOf", () => {
  it.each([
    ["no row", undefined, { kind: "ok" }],
    ["a mute still running", { mutedUntil: NOW + 1, bannedAt: null }, { kind: "muted", until: NOW + 1 }],
    ["a mute ending this instant", { mutedUntil: NOW, bannedAt: null }, { kind: "ok" }],
    ["a mute that ended", { mutedUntil: NOW - 1, bannedAt: null }, { kind: "ok" }],
    ["a ban", { mutedUntil: null, bannedAt: NOW - 1 }, { kind: "banned" }],
    ["a ban outranks a mute", { mutedUntil: NOW + 1000, bannedAt: NOW - 1 }, { kind: "banned" }],
  ] as const)("%s", (_, row, standing) => {
    expect(standingOf(row, NOW)).toEqual(standing);
  });
});

describe("mutes", () => {
  it("last an hour, a day or a week", () => {
    expect(MUTE_CHOICES.map((c) => muteLength(c.value))).toEqual([3_600_000, 86_400_000, 604_800_000]);
  });

  it("say until when in the member's own zone", () => {
    const until = Date.UTC(2026, 10, 26, 18, 30);
    expect(mutedText(until, "UTC")).toContain("Nov 26, 6:30 PM");
    expect(mutedText(until, "Asia/Tokyo")).toContain("Nov 27, 3:30 AM");
  });
});
