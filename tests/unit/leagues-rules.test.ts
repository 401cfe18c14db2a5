// The weekly leagues' pure rules (decision 077): the week's edges, even groups, and moves.
import { describe, expect, it } from "vitest";
import { DIVISIONS, GROUP_SIZE, groupOf, moveFor, moveText, weekOf, weekRange } from "~/leagues/rules";
import { RANKS } from "~/game/levels";

describe("the league week runs Monday 00:00 UTC to Sunday 23:59 UTC", () => {
  it.each([
    ["2026-11-30T00:00:00Z", "2026-11-30"],
    ["2026-12-06T23:59:59Z", "2026-11-30"],
    ["2026-12-07T00:00:00Z", "2026-12-07"],
    ["2026-11-29T23:59:59Z", "2026-11-23"],
    ["2027-01-01T12:00:00Z", "2026-12-28"],
  ])("%s is in the week of %s", (at, week) => expect(weekOf(new Date(at))).toBe(week));

  it("a week's range is seven days from its Monday, the next Monday excluded", () => {
    const { start, end } = weekRange("2026-11-30");
    expect(new Date(start).toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(new Date(end).toISOString()).toBe("2026-12-07T00:00:00.000Z");
  });
});

describe("groups", () => {
  it("cut a division into even groups of at most 30", () => {
    const sizes = (n: number) => {
      const count = new Map<number, number>();
      for (let row = 1; row <= n; row++) count.set(groupOf(row, n), (count.get(groupOf(row, n)) ?? 0) + 1);
      return [...count.values()];
    };
    expect(sizes(30)).toEqual([30]);
    expect(sizes(31)).toEqual([16, 15]);
    expect(sizes(61)).toEqual([21, 20, 20]);
    expect(Math.max(...sizes(1000))).toBeLessThanOrEqual(GROUP_SIZE);
  });
});

describe("moves at the week's close", () => {
  it("the top 7 with XP go up, the bottom 5 go down, within the divisions there are", () => {
    const moves = (size: number, division: number, xp = 10) =>
      Array.from({ length: size }, (_, i) => moveFor(i + 1, size, division, xp));
    expect(moves(30, 2)).toEqual([...Array(7).fill(1), ...Array(18).fill(0), ...Array(5).fill(-1)]);
    // A small group promotes before it demotes.
    expect(moves(9, 2)).toEqual([...Array(7).fill(1), -1, -1]);
    expect(moves(3, 2)).toEqual([1, 1, 1]);
    // Nobody goes above the top division or below the first; no XP, no promotion.
    expect(moves(12, DIVISIONS.length - 1)).toEqual([...Array(7).fill(0), ...Array(5).fill(-1)]);
    expect(moves(12, 0)).toEqual([...Array(7).fill(1), ...Array(5).fill(0)]);
    expect(moves(3, 1, 0)).toEqual([0, 0, 0]);
    expect(moveText(2, 1)).toBe("Moved up to Radiant");
    expect(moveText(2, -1)).toBe("Moved down to Ember");
    expect(moveText(2, 0)).toBe("Stayed in Glow");
  });

  it("divisions are named in the brand, never as the achievement ranks", () => {
    for (const rank of RANKS) expect(DIVISIONS).not.toContain(rank.name);
  });
});
