// Weekly leagues (decision 077) through the real Cron step and pages: a week is built and
// closed once under a doubled Cron, moves the right members, mails each result once, and the
// league page shows the member's group this week.
import { describe, expect, it } from "vitest";
import { schema } from "~/db.server";
import { leagueCron } from "~/leagues/index.server";
import { DIVISIONS, moveFor, weekOf } from "~/leagues/rules";
import { appEnv } from "./app-env";
import { awards, communityMembers, insertRow, member, setProfile } from "./factories";
import { leaguePlacesOf, mailsTo } from "./readers";
import { calendarDay } from "~/calendar/days";

const HOUR = 3_600_000;
// Far from today, so the rest of this file's database (this week's members) is not involved.
const LAST = "2029-12-31";
const WEEK = "2030-01-07"; // a Monday
const NEXT = "2030-01-14";
const at = (day: string, hours = 0) => Date.parse(`${day}T00:00:00Z`) + hours * HOUR;

describe("a league week", () => {
  it("is built and closed exactly once under a doubled Cron, and moves the top 7 up and the bottom 5 down", async () => {
    // 12 members who ended last week in Glow (division 2), 2 new ones, one who left the
    // leagues and one who has not played for a month.
    const glow = await communityMembers(
      Array.from({ length: 12 }, (_, i) => ({ username: `Glow${i}`, lastActivityDate: "2030-01-05" })),
    );
    const [fresh, quiet] = await communityMembers([
      { username: "FreshOne", lastActivityDate: "2030-01-06" },
      { username: "QuietOne", lastActivityDate: "2030-01-06" },
    ]);
    const [left, idle] = await communityMembers([
      { username: "LeftOne", lastActivityDate: "2030-01-06", leagues: false },
      { username: "IdleOne", lastActivityDate: "2029-11-01" },
    ]);
    await insertRow(schema.leagueWeeks, {
      week: LAST,
      buildClaim: "factory",
      builtAt: new Date(at(LAST)),
      closeClaim: "factory",
      closedAt: new Date(at(WEEK)),
    });
    for (const id of glow)
      await insertRow(schema.leaguePlaces, {
        week: LAST,
        userId: id,
        division: 2,
        groupNo: 0,
        weekXp: 10,
        place: 8,
        move: 0,
        mailedAt: new Date(at(WEEK)),
      });

    const built = await Promise.all([
      leagueCron(appEnv, new Date(at(WEEK, 0.5))),
      leagueCron(appEnv, new Date(at(WEEK, 0.5))),
    ]);
    expect(built.map((r) => r.built).sort()).toEqual([false, true]);
    const placed = await leaguePlacesOf(WEEK);
    expect(placed.map((p) => p.userId).sort()).toEqual([...glow, fresh, quiet].sort());
    expect(placed.filter((p) => p.division === 2)).toHaveLength(12);
    expect(placed.find((p) => p.userId === fresh)?.division).toBe(0);
    expect(placed.some((p) => p.userId === left || p.userId === idle)).toBe(false);

    // The week's XP: Glow<i> earns (i + 1) × 10 inside the week; awards outside it, and a
    // freeze bought (negative XP), do not count.
    for (const [i, id] of glow.entries())
      await awards(id, [
        { key: `challenge:w:${i}`, type: "challenge_completed", xp: (i + 1) * 10, at: at(WEEK, 30) },
        { key: `challenge:before:${i}`, type: "challenge_completed", xp: 500, at: at(WEEK) - 1 },
        { key: `challenge:after:${i}`, type: "challenge_completed", xp: 500, at: at(NEXT) },
      ]);
    await awards(glow[0], [{ key: "freeze:w", type: "freeze_bought", xp: -200, at: at(WEEK, 40) }]);
    await awards(fresh, [{ key: "challenge:fresh", type: "challenge_completed", xp: 25, at: at(WEEK, 50) }]);

    const closed = await Promise.all([
      leagueCron(appEnv, new Date(at(NEXT, 0.5))),
      leagueCron(appEnv, new Date(at(NEXT, 0.5))),
    ]);
    expect(closed.flatMap((r) => r.closed)).toEqual([WEEK]);
    expect(closed.map((r) => r.built).sort()).toEqual([false, true]);

    const result = await leaguePlacesOf(WEEK);
    const glowByXp = result.filter((p) => p.division === 2).sort((a, b) => a.place! - b.place!);
    expect(glowByXp.map((p) => p.weekXp)).toEqual([120, 110, 100, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(glowByXp.map((p) => p.move)).toEqual([1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1]);
    // The SQL agrees with the pure rule for every place.
    for (const p of result)
      expect(p.move).toBe(
        moveFor(
          p.place!,
          result.filter((q) => q.division === p.division && q.groupNo === p.groupNo).length,
          p.division,
          p.weekXp!,
        ),
      );
    // Spark: the one who earned XP goes up; nobody goes below the first division.
    expect(result.find((p) => p.userId === fresh)).toMatchObject({ weekXp: 25, move: 1 });
    expect(result.find((p) => p.userId === quiet)).toMatchObject({ weekXp: 0, move: 0 });

    // Next week's divisions follow the moves.
    const next = await leaguePlacesOf(NEXT);
    const divisionOf = (id: string) => next.find((p) => p.userId === id)?.division;
    expect(glowByXp.slice(0, 7).map((p) => divisionOf(p.userId))).toEqual(Array(7).fill(3));
    expect(glowByXp.slice(7).map((p) => divisionOf(p.userId))).toEqual(Array(5).fill(1));
    expect(divisionOf(fresh)).toBe(1);

    // Each result is mailed once, however many runs follow.
    await leagueCron(appEnv, new Date(at(NEXT, 1.5)));
    const top = glowByXp[0].userId;
    const mails = await mailsTo(`${top}@community.test`, "Your league week");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your league week: Moved up to ${DIVISIONS[3]}`);
    expect(await mailsTo(`${left}@community.test`, "Your league week")).toHaveLength(0);
  });
});

describe("result mails", () => {
  it("go out once each, more than D1's 100 bound values in one run", async () => {
    const [week, next] = ["2031-01-06", "2031-01-13"];
    const many = await communityMembers(
      Array.from({ length: 120 }, (_, i) => ({ username: `Mailed${i}`, lastActivityDate: "2031-01-04" })),
    );
    await leagueCron(appEnv, new Date(at(week, 1)));
    const closed = await leagueCron(appEnv, new Date(at(next, 1)));
    expect(closed.closed).toEqual([week]);
    expect(closed.mailed).toBe(120);
    expect((await leagueCron(appEnv, new Date(at(next, 2)))).mailed).toBe(0);
    expect(await mailsTo(`${many[119]}@community.test`, "Your league week")).toHaveLength(1);
  });
});

describe("the league page", () => {
  it("shows this week's group with the member's week XP; leaving in Settings takes them out at once", async () => {
    const today = calendarDay(new Date(), "UTC");
    const m = await member({ prefix: "league" });
    await setProfile(m.id, { lastActivityDate: today });
    const waiting = await (await m.b.get("/leagues")).text();
    expect(waiting).toContain("Your first league starts on Monday");
    const [rival] = await communityMembers([{ username: "LeagueRival", lastActivityDate: today }]);
    // Both earned a little before this week, so they lead the division's ranking and share
    // its first group (the file's other members, many, earned nothing and follow).
    const before = Date.now() - 8 * 86_400_000;
    for (const id of [m.id, rival])
      await awards(id, [{ key: `challenge:before-${id}`, type: "challenge_completed", xp: 10, at: before }]);
    await leagueCron(appEnv, new Date());
    await awards(rival, [{ key: "challenge:rival", type: "challenge_completed", xp: 40, at: Date.now() - 1000 }]);
    const page = await (await m.b.get("/leagues")).text();
    expect(page).toContain('data-testid="league-board"');
    expect(page).toContain(`${DIVISIONS[0]} league`);
    expect(page).toContain(`${m.username} (you)`);
    expect(page).toMatch(/LeagueRival<\/span>.*40 XP/);

    const left = await m.b.post("/settings/leagues", { leagues: "off" });
    expect(left.status).toBe(303);
    expect(await (await m.b.follow(left)).text()).toContain("You left the leagues");
    expect((await leaguePlacesOf(weekOf(new Date()))).some((p) => p.userId === m.id)).toBe(false);
    expect(await (await m.b.get("/leagues")).text()).toContain("You left the leagues");
    const bad = await m.b.post("/settings/leagues", { leagues: "maybe" });
    expect(bad.status).toBe(303);
  });
});
