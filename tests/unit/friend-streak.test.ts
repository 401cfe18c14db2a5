import { describe, expect, it } from "vitest";
import { FRIEND_STREAK_WINDOW, friendStreak } from "~/friends/rules";
import { addDays } from "~/calendar/days";

const today = "2026-11-27";
const back = (...n: number[]) => n.map((d) => addDays(today, -d));

describe("a friend streak counts the shared days in a row up to today", () => {
  it.each([
    ["no shared day", back(), 0],
    ["today only", back(0), 1],
    ["today and yesterday", back(0, 1), 2],
    ["yesterday's run while today is unplayed", back(1, 2, 3), 3],
    ["a gap ends it", back(0, 1, 3, 4), 2],
    ["a run that ended two days ago is over", back(2, 3, 4), 0],
  ])("%s", (_, days, n) => {
    expect(friendStreak(days, today)).toBe(n);
  });

  it(`stops at the window read (${FRIEND_STREAK_WINDOW} days)`, () => {
    const every = Array.from({ length: FRIEND_STREAK_WINDOW + 10 }, (_, i) => addDays(today, -i));
    expect(friendStreak(every, today)).toBe(FRIEND_STREAK_WINDOW);
  });
});
