// Issue #40 (decision 081): an action the offline queue sends carries a key the server
// accepts once, in the same batch as the action's writes; a queued action made on another day
// answers a message, not an error. Plain forms (no key) are covered by game.test.ts.
import { describe, expect, it } from "vitest";
import { calendarDay } from "~/calendar/days";
import { guideChecklistItems } from "~/content/checklists";
import { dailyFive } from "~/game/daily";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";
import { member } from "./factories";
import { appFetch } from "./helpers";
import { expectConsistent, toastText } from "./invariants";
import { awardCount, awardsOf, clientKeysOf, profileOf } from "./readers";

const today = () => calendarDay(new Date(), "UTC");
const five = () => dailyFive(seedChallenges, today());
const newKey = () => crypto.randomUUID().replaceAll("-", "");

describe("the offline queue's key", () => {
  it("racing sends of one queued completion pay once; a later replay answers 'Already received'", async () => {
    const m = await member({ prefix: "key-race", profile: { timeZone: "UTC" } });
    const [c] = five();
    await m.b.post("/progress", { intent: "start", challengeId: c.id, zone: "UTC", key: newKey(), day: today() });
    const key = newKey();
    const fields = { intent: "complete", challengeId: c.id, zone: "UTC", key, day: today() };
    const responses = await Promise.all(Array.from({ length: 4 }, () => m.b.post("/progress", fields)));
    expect(responses.map((r) => r.status)).toEqual([303, 303, 303, 303]);
    expect(await awardCount(m.id, `challenge:${c.id}:${today()}`)).toBe(1);
    expect((await clientKeysOf(m.id)).filter((k) => k.key === key)).toHaveLength(1);
    await expectConsistent(m.id);

    // The queue replays once more later: the same answer, nothing paid.
    const xp = (await profileOf(m.id)).xp;
    const again = await m.b.follow(await m.b.post("/progress", fields));
    expect(toastText(await again.text())).toContain("Already received");
    expect((await profileOf(m.id)).xp).toBe(xp);
  });

  it("a replayed daily task and guide tick are each accepted once", async () => {
    const m = await member({ prefix: "key-task", profile: { timeZone: "UTC" }, subscription: { tier: "starter" } });
    const task = { intent: "daily-task", zone: "UTC", key: newKey(), day: today() };
    const responses = await Promise.all([m.b.post("/progress", task), m.b.post("/progress", task)]);
    expect(responses.map((r) => r.status)).toEqual([303, 303]);
    expect((await awardsOf(m.id, { type: "daily_task_completed" })).length).toBe(1);
    const again = await m.b.follow(await m.b.post("/progress", task));
    expect(toastText(await again.text())).toContain("Already received");

    const [item] = [...guideChecklistItems().keys()];
    const tick = { item, key: newKey() };
    await Promise.all([m.b.post("/guides/check", tick), m.b.post("/guides/check", tick)]);
    expect((await awardsOf(m.id, { type: "checklist_ticked" })).length).toBe(1);
    expect((await clientKeysOf(m.id)).map((k) => k.key)).toEqual(expect.arrayContaining([task.key, tick.key]));
    await expectConsistent(m.id);
  });

  it("a queued action made yesterday gets its message and changes nothing", async () => {
    const m = await member({ prefix: "key-stale", profile: { timeZone: "UTC" } });
    const [c] = five();
    const yesterday = calendarDay(new Date(Date.now() - 86_400_000), "UTC");
    for (const intent of ["start", "complete", "daily-task"]) {
      const res = await m.b.post("/progress", {
        intent,
        challengeId: c.id,
        zone: "UTC",
        key: newKey(),
        day: yesterday,
      });
      expect(res.status).toBe(303);
      expect(toastText(await (await m.b.follow(res)).text())).toContain("saved offline on an earlier day");
    }
    expect(await awardsOf(m.id)).toHaveLength(0);
    expect(await clientKeysOf(m.id)).toHaveLength(0);
  });

  it("a malformed key is refused with the form's message, and nothing is written", async () => {
    const m = await member({ prefix: "key-bad" });
    const res = await m.b.post("/progress", { intent: "daily-task", key: "not a key!" });
    expect(res.status).toBe(400);
    expect(await awardsOf(m.id)).toHaveLength(0);
  });
});

describe("what the service worker is told (decision 079)", () => {
  it("a member's page names its member by a marker (header and meta) and loads the offline island; another member's differs", async () => {
    const [a, b] = await Promise.all([member({ prefix: "sw-a" }), member({ prefix: "sw-b" })]);
    const pageA = await a.b.get("/progress");
    const marker = pageA.headers.get("Glowup-Member");
    expect(marker).toMatch(/^[0-9a-f]{16}$/);
    const html = await pageA.text();
    expect(html).toContain(`<meta name="glowup-member" content="${marker}"/>`);
    expect(html).toContain('<script type="module" src="/islands/offline.js"></script>');
    expect(html).not.toContain(a.id);
    const other = (await b.b.get("/skincare")).headers.get("Glowup-Member");
    expect(other).toMatch(/^[0-9a-f]{16}$/);
    expect(other).not.toBe(marker);
  });

  it("a visitor's page names nobody and ships no offline island", async () => {
    for (const path of ["/", "/skincare", "/offline"]) {
      const res = await appFetch(`http://localhost${path}`);
      expect(res.headers.get("Glowup-Member"), path).toBeNull();
      expect(await res.text(), path).not.toContain("/islands/offline.js");
    }
  });

  it("the offline page has the empty slot the worker fills with the saved pages", async () => {
    const html = await (await appFetch("http://localhost/offline")).text();
    expect(html).toContain('<ul id="offline-pages"></ul>');
    expect(html).toContain("You are offline");
  });
});
