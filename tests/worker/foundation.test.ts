import { and, eq } from "drizzle-orm";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { REQUIREMENT_TYPES } from "../../db/constants";
import { seedStatements } from "../../scripts/seed/seed.mjs";
import { schema } from "~/db.server";
import { insertRow, refusal, runSql } from "./factories";
import { PUBLIC_PAGES as ROUTES } from "../public-pages";
import { appFetch } from "./helpers";
import { distinctOf, rowCount, tableNames } from "./readers";

const seeded = () =>
  Promise.all([rowCount(schema.challenges), rowCount(schema.achievements), rowCount(schema.chatChannels)]);
const insertUser = (id: string) =>
  insertRow(schema.user, { id, name: id, email: `${id}@example.test`, updatedAt: new Date(0) });

describe("routes", () => {
  it.each(ROUTES)("%s renders inside the frame", async (path) => {
    const res = await appFetch(`http://localhost${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Bottom"');
  });

  it("an unknown path gets the 404 page with status 404", async () => {
    const res = await appFetch("http://localhost/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("The page you");
  });

  it("a failing route renders the error fallback with a way home", async () => {
    const res = await appFetch("http://localhost/dev/boom");
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/"');
  });

  it("public pages ship no JavaScript", async () => {
    const html = await (await appFetch("http://localhost/terms")).text();
    expect(html).not.toContain("<script");
  });

  it("home has no back button; other pages do", async () => {
    expect(await (await appFetch("http://localhost/")).text()).not.toContain('data-testid="back-button"');
    expect(await (await appFetch("http://localhost/course")).text()).toContain('data-testid="back-button"');
  });

  it("the bottom navigation highlights the current page", async () => {
    const html = await (await appFetch("http://localhost/course")).text();
    const bottom = html.slice(html.indexOf('aria-label="Bottom"'));
    expect(bottom).toMatch(/aria-current="page"[^>]*href="\/course"/);
  });
});

describe("data model", () => {
  it("migrations create every table of the model", async () => {
    const names = await tableNames();
    for (const t of [
      "user",
      "session",
      "account",
      "verification",
      "rate_limit",
      "user_subscriptions",
      "user_profiles",
      "challenges",
      "user_challenges",
      "challenge_invitations",
      "battle_matches",
      "achievements",
      "user_achievements",
      "activity_log",
      "chat_channels",
      "chat_messages",
      "assessment_results",
      "face_scans",
      "billing_events",
    ])
      expect(names).toContain(t);
  });

  it("the seed covers every category, difficulty, rarity and requirement type", async () => {
    const c = schema.challenges;
    const a = schema.achievements;
    expect(await rowCount(c, and(eq(c.isActive, true), eq(c.frequency, "daily")))).toBeGreaterThanOrEqual(25);
    expect(await rowCount(a)).toBeGreaterThanOrEqual(40);
    const distinct = async (table: SQLiteTable, column: AnySQLiteColumn) => (await distinctOf(table, column)).sort();
    expect(await distinct(c, c.category)).toEqual(["fitness", "grooming", "mindset", "nutrition", "skincare", "style"]);
    expect(await distinct(c, c.difficulty)).toEqual(["easy", "hard", "medium"]);
    expect(await distinct(a, a.category)).toEqual([
      "assessment",
      "easter_egg",
      "fitness",
      "level",
      "progress",
      "skincare",
      "social",
      "special",
    ]);
    expect(await distinct(a, a.rarity)).toEqual(["common", "epic", "legendary", "rare"]);
    // Every requirement type the engine measures is used by at least one achievement.
    expect(await distinct(a, a.requirementType)).toEqual([...REQUIREMENT_TYPES].sort());
    expect(await distinct(schema.chatChannels, schema.chatChannels.name)).toEqual(["General Chat", "VIP Lounge"]);
  });

  it("seeding twice leaves the same rows", async () => {
    const before = await seeded();
    await runSql(seedStatements());
    expect(await seeded()).toEqual(before);
  });

  it("unique constraints make things happen once", async () => {
    await insertUser("u1");
    await insertUser("u2");
    const once = /UNIQUE|PRIMARY/i;
    await insertRow(schema.userProfiles, { userId: "u1", username: "Alex" });
    expect(await refusal(schema.userProfiles, { userId: "u1", username: "Other" })).toMatch(once);
    // usernames are unique regardless of case
    expect(await refusal(schema.userProfiles, { userId: "u2", username: "alex" })).toMatch(/UNIQUE/i);

    await insertRow(schema.userSubscriptions, { userId: "u1" });
    expect(await refusal(schema.userSubscriptions, { userId: "u1" })).toMatch(once);

    await insertRow(schema.userAchievements, { userId: "u1", achievementId: "first-step" });
    expect(await refusal(schema.userAchievements, { userId: "u1", achievementId: "first-step" })).toMatch(once);

    const start = (day: string) => ({ userId: "u1", challengeId: "walk-8k", day });
    await insertRow(schema.userChallenges, start("2026-11-22"));
    expect(await refusal(schema.userChallenges, start("2026-11-22"))).toMatch(/UNIQUE/i);
    await insertRow(schema.userChallenges, start("2026-11-23")); // a new day is a new start

    const award = {
      userId: "u1",
      activityType: "daily_task_completed",
      xpEarned: 50,
      description: "x",
      awardKey: "daily-task:2026-11-22",
    } as const;
    await insertRow(schema.activityLog, award);
    expect(await refusal(schema.activityLog, award)).toMatch(/UNIQUE/i);
  });
});

// The chat rooms' route and live delivery are covered in chat.test.ts (tickets required).
