// Workout programmes through the Worker (issue #37): start, log, progression on the next
// session, one session a day counted once by the game even under racing posts, Elite's
// days and equipment, and bad input kept with its messages.
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarDay } from "~/calendar/days";
import { setField } from "~/training/forms";
import { programmeById } from "~/training/programmes";
import { database, schema } from "~/db.server";
import { sessionsByDayQuery } from "~/training/index.server";
import { runReads, runView } from "~/training/runs.server";
import { logSession } from "~/training/training.server";
import { appEnv } from "./app-env";
import { member, type Member } from "./factories";
import { appFetch, ORIGIN } from "./helpers";
import { expectConsistent, toastText } from "./invariants";
import { memberRows, openProgrammeRun } from "./readers";

const DAY_MS = 86_400_000;
const today = () => calendarDay(new Date(), "UTC");
/** The HTML without React's text separators, so sentences read whole. */
const plain = (html: string) => html.replaceAll("<!-- -->", "");

/** Every set of a session at its target (`reps`), with `load` kg where the rule asks for one. */
function sessionForm(programmeId: string, sessionNo: number, reps: (slot: number, set: number) => number, load = 20) {
  const p = programmeById(programmeId)!;
  const t = p.sessions[sessionNo % p.sessions.length];
  const fields: Record<string, string> = { intent: "log", sessionNo: String(sessionNo), zone: "UTC" };
  t.slots.forEach((slot, i) => {
    for (let s = 0; s < slot.sets; s++) {
      fields[setField("reps", i, s)] = String(reps(i, s));
      if (slot.progression.kind === "load") fields[setField("load", i, s)] = String(load);
    }
  });
  return fields;
}

async function started(tier: "pro" | "elite", programmeId: string, days: number[] = []) {
  const m = await member({ subscription: { tier }, profile: { timeZone: "UTC" } });
  const body = new URLSearchParams({ intent: "start", programmeId });
  for (const d of days) body.append("day", String(d));
  return { m, res: await fetchForm(m, "/programmes", body) };
}

/** A urlencoded post with repeated keys (checkboxes). */
async function fetchForm(m: Member, path: string, body: URLSearchParams) {
  return appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      Cookie: m.b.cookieHeader(),
      "cf-connecting-ip": m.b.ip,
    },
  });
}

describe("a Pro member follows a programme", () => {
  it("starts one, sees today's session, logs it for XP once, and the next session follows the rule", async () => {
    const { m, res } = await started("pro", "beginner-dumbbells");
    expect(res.status).toBe(303);
    const page = plain(await (await m.b.get("/programmes")).text());
    expect(page).toContain("Full body A");
    expect(page).toContain("3 × 10, your choice of weight");
    expect(page).toContain("Session 1 of 18");

    // Session 1: every goblet squat set done at 20 kg; one floor-press set a rep short.
    const first = sessionForm("beginner-dumbbells", 0, (slot, set) =>
      slot === 1 && set === 2 ? 9 : 10 + (slot === 4 ? 10 : 0),
    );
    const logged = await m.b.post("/programmes", first);
    expect(logged.status).toBe(303);
    const after = await (await m.b.follow(logged)).text();
    expect(toastText(after)).toContain("Session logged!");
    expect(toastText(after)).toContain("+60 XP");
    expect(after).toContain('data-testid="done-today"');
    // What the rule makes of it, shown at once: the squat moves up, the press stays.
    const review = plain(after);
    expect(review).toContain("Goblet squat</span>: every set done, next time <strong>3 × 10 at 22 kg</strong>");
    expect(review).toContain(
      "Dumbbell floor press</span>: not every set done, next time again <strong>3 × 10 at 20 kg</strong>",
    );
    expect(await memberRows(schema.workoutSessions, m.id)).toBe(1);
    expect(await memberRows(schema.workoutSets, m.id)).toBe(15);
    expect(
      await memberRows(
        schema.userChallenges,
        m.id,
        and(eq(schema.userChallenges.challengeId, "programme-session"), eq(schema.userChallenges.completed, true)),
      ),
    ).toBe(1);
    // The game counts it as a workout: the first workout achievement unlocks, XP is the sum of the awards.
    expect(
      await memberRows(schema.userAchievements, m.id, eq(schema.userAchievements.achievementId, "first-sweat")),
    ).toBe(1);
    await expectConsistent(m.id);

    // A second session the same day is refused and changes nothing.
    const again = await m.b.post(
      "/programmes",
      sessionForm("beginner-dumbbells", 1, () => 10),
    );
    expect(toastText(await (await m.b.follow(again)).text())).toContain("Already logged today");
    expect(await memberRows(schema.workoutSessions, m.id)).toBe(1);

    // Session 2 (B) tomorrow, then session 3 (A again) shows the progression of session 1.
    const tomorrow = new Date(Date.now() + DAY_MS);
    const form = new FormData();
    for (const [k, v] of Object.entries(sessionForm("beginner-dumbbells", 1, () => 10))) form.append(k, v);
    const second = await logSession(appEnv, { browser: "UTC", edge: null }, m.id, 1, form, tomorrow);
    expect(second.kind).toBe("logged");
    const next = plain(await (await m.b.get("/programmes")).text());
    expect(next).toContain("Session 3 of 18");
    expect(next).toContain("The next one, Full body A, is planned for");
    // On the day after: goblet squat had every set done at 20 kg, so +2 kg; the floor press
    // had a set short, so the same 20 kg.
    const db = database(appEnv);
    const view = runView(
      await db.batch(runReads(db, m.id)),
      { browser: "UTC", edge: null },
      new Date(Date.now() + 2 * DAY_MS),
    );
    expect(view.run?.next?.template.key).toBe("A");
    // The public read other features chart: sessions per day.
    const perDay = await sessionsByDayQuery(db, m.id, today(), calendarDay(tomorrow, "UTC"));
    expect(perDay).toEqual([
      { day: today(), sessions: 1 },
      { day: calendarDay(tomorrow, "UTC"), sessions: 1 },
    ]);
    expect(view.run?.next?.targets.slice(0, 2)).toEqual([
      { reps: 10, loadKg: 22 },
      { reps: 10, loadKg: 20 },
    ]);
    await expectConsistent(m.id);
  });

  it("counts a session once when the same log is posted twice at the same moment", async () => {
    const { m } = await started("pro", "beginner-none");
    const form = sessionForm("beginner-none", 0, () => 12);
    const answers = await Promise.all([m.b.post("/programmes", form), m.b.post("/programmes", form)]);
    for (const a of answers) expect(a.status).toBe(303);
    expect(await memberRows(schema.workoutSessions, m.id)).toBe(1);
    expect(
      await memberRows(
        schema.activityLog,
        m.id,
        eq(schema.activityLog.awardKey, `challenge:programme-session:${today()}`),
      ),
    ).toBe(1);
    expect(
      await memberRows(schema.userChallenges, m.id, eq(schema.userChallenges.challengeId, "programme-session")),
    ).toBe(1);
    const p = await expectConsistent(m.id);
    expect(p.xp).toBeGreaterThanOrEqual(60);
    expect(await memberRows(schema.workoutSets, m.id)).toBe(15);
  });

  it("keeps what was typed and says what is wrong, writing nothing", async () => {
    const { m } = await started("pro", "beginner-gym");
    const form = sessionForm("beginner-gym", 0, () => 8, 60);
    form[setField("reps", 0, 1)] = "eight";
    form[setField("load", 1, 0)] = "heavy";
    const res = await m.b.post("/programmes", form);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Reps must be a whole number");
    expect(html).toContain("Load must be a number of kg, like 22.5");
    expect(html).toContain('value="eight"');
    expect(await memberRows(schema.workoutSessions, m.id)).toBe(0);
    expect(await memberRows(schema.activityLog, m.id)).toBe(0);
  });

  it("a stale form (a session already logged) and a second start change nothing", async () => {
    const { m } = await started("pro", "beginner-none");
    await m.b.post(
      "/programmes",
      sessionForm("beginner-none", 0, () => 12),
    );
    const stale = await m.b.post(
      "/programmes",
      sessionForm("beginner-none", 0, () => 12),
    );
    expect(toastText(await (await m.b.follow(stale)).text())).toMatch(/Already logged/);
    const second = await m.b.post("/programmes", { intent: "start", programmeId: "advanced-gym" });
    expect(second.status).toBe(409);
    expect(await memberRows(schema.programmeRuns, m.id, isNull(schema.programmeRuns.endedAt))).toBe(1);
    // Ending keeps the history; then another programme can start.
    await m.b.post("/programmes", { intent: "end" });
    expect((await m.b.post("/programmes", { intent: "start", programmeId: "advanced-gym" })).status).toBe(303);
    expect(await memberRows(schema.programmeRuns, m.id)).toBe(2);
    expect(await memberRows(schema.workoutSessions, m.id)).toBe(1);
  });
});

describe("Elite adapts a programme; Pro cannot", () => {
  const runDays = async (id: string) => {
    const run = await openProgrammeRun(id);
    return run && { days: run.days, p: run.programmeId };
  };

  it("Elite lays it out on the days they choose, within the programme's range", async () => {
    const { m, res } = await started("elite", "beginner-none", [2, 4, 6]);
    expect(res.status).toBe(303);
    expect(await runDays(m.id)).toEqual({ days: "2,4,6", p: "beginner-none" });
    const page = await (await m.b.get("/programmes?tab=plan")).text();
    expect(page).toContain("Adapt it");
    // Equipment switched in place, days changed: same level, same place.
    const body = new URLSearchParams({ intent: "adapt", equipment: "gym" });
    for (const d of [1, 3]) body.append("day", String(d));
    expect((await fetchForm(m, "/programmes?tab=plan", body)).status).toBe(303);
    expect(await runDays(m.id)).toEqual({ days: "1,3", p: "beginner-gym" });
    // One day a week is below this programme's range: refused with the reason.
    const few = new URLSearchParams({ intent: "adapt", equipment: "gym", day: "1" });
    const refused = await fetchForm(m, "/programmes?tab=plan", few);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose as many training days as the programme allows");
    expect(await runDays(m.id)).toEqual({ days: "1,3", p: "beginner-gym" });
  });

  it("a Pro member's posted days are ignored (the default days), and adapting is refused", async () => {
    const { m } = await started("pro", "beginner-none", [0, 6]);
    expect(await runDays(m.id)).toEqual({ days: "1,3,5", p: "beginner-none" });
    const body = new URLSearchParams({ intent: "adapt", equipment: "gym", day: "2" });
    body.append("day", "4");
    expect((await fetchForm(m, "/programmes?tab=plan", body)).status).toBe(403);
    expect(await runDays(m.id)).toEqual({ days: "1,3,5", p: "beginner-none" });
    expect(await (await m.b.get("/programmes?tab=plan")).text()).not.toContain("Adapt it");
  });
});
