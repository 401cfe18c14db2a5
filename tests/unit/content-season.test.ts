import { describe, expect, it } from "vitest";
import { seasonOn } from "~/art/season";

describe("seasonal art belongs to its season", () => {
  it.each([
    ["2026-09-30T23:59:59.999Z", null],
    ["2026-10-01T00:00:00.000Z", "halloween"],
    ["2026-10-31T12:00:00.000Z", "halloween"],
    ["2026-10-31T23:59:59.999Z", "halloween"],
    ["2026-11-01T00:00:00.000Z", null],
    ["2026-11-23T09:00:00.000Z", null],
    ["2027-10-15T09:00:00.000Z", "halloween"],
    ["2027-01-01T00:00:00.000Z", null],
  ])("%s → %s", (iso, season) => {
    expect(seasonOn(new Date(iso))).toBe(season);
  });
});
