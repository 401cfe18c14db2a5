// Issue #28 (decision 045): every member page reads the viewer and its own data in one D1
// round trip. Counted by the bench's own wrapper (countedFetch in ./helpers.ts): a batch is
// one round trip, each lone statement is one. Actions: tests/worker/action-round-trips.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "../../db/constants";
import { dailyFive } from "~/game/daily";
import { calendarDay } from "~/calendar/days";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { member, staffMember, storedScan, type Member } from "./factories";
import { countedFetch, ORIGIN } from "./helpers";
import { programmeById } from "~/training/programmes";

/** A page request through the Worker with the bench's counting on: its status and round trips. */
const counted = (who: Member, path: string) => countedFetch(who.b.getRequest(path));

let free: Member, starter: Member, pro: Member, elite: Member, trial: Member;
let scans: number[] = [];
let staff: Member;
let request = 0;

beforeAll(async () => {
  [free, starter, pro, elite, trial] = await Promise.all([
    member({ prefix: "trip-free" }),
    member({ prefix: "trip-starter", subscription: { tier: "starter" } }),
    member({ prefix: "trip-pro", subscription: { tier: "pro" } }),
    member({ prefix: "trip-elite", subscription: { tier: "elite" } }),
    member({ prefix: "trip-trial", subscription: { tier: "pro", trial: true } }),
  ]);
  scans = [
    await storedScan(pro.id, { photoKey: `${pro.id}/a.jpg`, analysis: "first" }),
    await storedScan(pro.id, { photoKey: `${pro.id}/b.jpg`, analysis: "second" }),
  ];
  // A programme with a logged session, and a week of meals sized to saved calories.
  await pro.b.post("/programmes", { intent: "start", programmeId: "beginner-none" });
  const session: Record<string, string> = { intent: "log", sessionNo: "0" };
  programmeById("beginner-none")!.sessions[0].slots.forEach((slot, i) => {
    for (let set = 0; set < slot.sets; set++) session[`reps-${i}-${set}`] = String(slot.reps);
  });
  expect((await pro.b.post("/programmes", session)).status).toBe(303);
  const calories = { tab: "calories", units: "metric", sex: "female", age: "28", height: "168", weight: "62" };
  await pro.b.post("/calculator?tab=calories", { ...calories, activity: "light", goal: "gain" });
  await pro.b.post("/meal-plan", { intent: "build" });
  // A personal plan (decision 074): the home shows its items, the assessment page the plan.
  await pro.b.post("/assessment", { step: "4", intent: "results", q0: "0", q1: "1", q2: "1", q3: "0", q4: "0" });
  await free.b.post("/assessment", { step: "4", intent: "results", q0: "1", q1: "0", q2: "0", q3: "1", q4: "1" });
  // A mutual follow (decision 078): the friends board reads a friend streak.
  await free.b.post("/friends", { intent: "follow", username: pro.username });
  await pro.b.post("/friends", { intent: "follow", username: free.username });
  // A support request, and a staff member who answers it.
  const asked = await pro.b.post("/support/new", { topic: "billing", message: "A question for the round trips" });
  request = Number(asked.headers.get("Location")!.split("/").pop());
  staff = await staffMember(["support", "moderator", "admin", "coach"]);
  await staff.b.post(`/staff/support/${request}`, { intent: "reply", message: "An answer" });
});

// [path, who, expected status]. A member's first visit of the day comes first (home sets the day up).
const PAGES: [string, () => Member, number][] = [
  ["/", () => free, 200],
  ["/progress", () => free, 200],
  ["/progress?tab=battles", () => free, 200],
  ["/progress?tab=battles&q=trip", () => free, 200],
  ["/achievements", () => free, 200],
  ["/rankings", () => free, 200],
  ["/leagues", () => free, 200],
  ["/friends", () => free, 200],
  ["/friends?q=a", () => free, 200],
  ["/chat", () => free, 200],
  ["/chat?channel=vip", () => elite, 200],
  ["/face-scanner", () => pro, 200],
  ["/face-scanner", () => free, 200],
  ["/face-scanner?measure=symmetry", () => pro, 200],
  [`/face-scanner/scans/{scan1}`, () => pro, 200],
  [`/face-scanner/compare?a={scan0}&b={scan1}`, () => pro, 200],
  [`/face-scanner/scans/{scan0}`, () => free, 404],
  ["/settings", () => free, 200],
  ["/settings", () => elite, 200],
  ["/account", () => free, 200],
  ["/checkout", () => free, 200],
  ["/checkout?plan=pro", () => free, 200],
  ...CATEGORY_SLUGS.map((slug): [string, () => Member, number] => [`/${slug}`, () => starter, 200]),
  ["/skincare", () => free, 200],
  ["/course", () => starter, 200],
  ["/starter-content", () => starter, 200],
  ["/pro-content", () => pro, 200],
  ["/elite-content", () => elite, 200],
  ["/elite-content", () => free, 200],
  ["/success", () => trial, 200],
  ["/pricing", () => free, 200],
  ["/pay/portal", () => elite, 200],
  ["/calculator", () => free, 200],
  ["/calculator?tab=calories", () => free, 200],
  ["/programmes", () => pro, 200],
  ["/programmes?tab=plan", () => pro, 200],
  ["/programmes?tab=progress", () => pro, 200],
  ["/programmes", () => elite, 200],
  ["/programmes", () => free, 200],
  ["/meal-plan", () => pro, 200],
  ["/meal-plan?day=1&meal=2", () => pro, 200],
  ["/meal-plan?tab=shopping", () => pro, 200],
  ["/meal-plan", () => elite, 200],
  ["/meal-plan", () => free, 200],
  ["/meal-plan/recipes/beef-chilli", () => pro, 200],
  ["/assessment", () => free, 200],
  ["/assessment", () => pro, 200],
  ["/", () => pro, 200],
  ["/categories", () => free, 200],
  ["/features", () => free, 200],
  ["/about", () => free, 200],
  ["/analytics", () => pro, 200],
  ["/analytics?month=2026-01", () => trial, 200],
  ["/analytics", () => free, 200],
  ["/progress-log", () => elite, 200],
  ["/progress-log?day=2026-11-02", () => elite, 200],
  ["/progress-log", () => pro, 200],
  ["/reviews", () => elite, 200],
  ["/reviews?month=2026-10", () => elite, 200],
  ["/support", () => pro, 200],
  ["/support/new", () => pro, 200],
  ["/support/{req}", () => pro, 200],
  ["/support/{req}", () => free, 404],
  ["/staff", () => staff, 200],
  ["/staff/support", () => staff, 200],
  ["/staff/support/{req}", () => staff, 200],
  ["/staff/roles", () => staff, 200],
  ["/staff/audit", () => staff, 200],
  ["/staff/moderation", () => staff, 200],
  ["/staff/coaching", () => staff, 200],
  ["/coaching", () => elite, 200],
  ["/coaching", () => pro, 200],
  ["/staff/support", () => free, 404],

  ["/", () => elite, 200],
];

/** Pages whose first visit writes (a guide opened for the first time counts once). */
const FIRST_VISIT_WRITES = new Set(CATEGORY_SLUGS.map((slug) => `/${slug}`));

describe("a member page costs at most one D1 round trip", () => {
  it.each(PAGES)("%s", async (template, who, status) => {
    const path = template
      .replace(/\{scan(\d)\}/g, (_, i: string) => String(scans[Number(i)]))
      .replace("{req}", String(request));
    const first = await counted(who(), path);
    expect(first.status).toBe(status);
    // A guide's first visit by a member who may read it is recorded (decision 042): that
    // write may add one round trip after the reads, as an action's may; never more.
    const recordsVisit = FIRST_VISIT_WRITES.has(path) && who() === starter;
    if (recordsVisit) expect(first.sql).toMatch(/insert into "activity_log"/);
    expect(first.trips, first.sql).toBeLessThanOrEqual(recordsVisit ? 2 : 1);
    // And again, once whatever the first visit set up exists.
    const again = await counted(who(), path);
    expect(again.trips, again.sql).toBeLessThanOrEqual(1);
  });
});

describe("the page an action redirects to costs at most one D1 round trip", () => {
  it("after starting a challenge: /progress, read from the write's bookmark", async () => {
    const m = await member({ prefix: "trip-act" });
    const id = dailyFive(seedChallenges, calendarDay(new Date(), "UTC"))[0].id;
    const started = await m.b.post("/progress?tab=challenges", {
      intent: "start",
      challengeId: String(id),
      zone: "UTC",
    });
    expect(started.status).toBe(303);
    expect(m.b.cookies.has("gu_d1")).toBe(true);
    const next = await counted(m, new URL(started.headers.get("Location")!, ORIGIN).pathname + "?tab=challenges");
    expect(next.status).toBe(200);
    expect(next.trips, next.sql).toBeLessThanOrEqual(1);
  });
});
