import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REQUIREMENT_TYPES } from "../../db/constants";
import { seedStatements } from "../../scripts/seed/seed.mjs";
import { appFetch } from "./helpers";
import { tableNames } from "./readers";

const ROUTES = [
  "/",
  "/calculator",
  "/assessment",
  "/skincare",
  "/fitness",
  "/grooming",
  "/style",
  "/nutrition",
  "/mindset",
  "/checkout",
  "/auth",
  "/success",
  "/face-scanner",
  "/course",
  "/starter-content",
  "/pro-content",
  "/elite-content",
  "/terms",
  "/privacy",
];
// Members-only pages (/progress, /settings, /account, /chat, ...) are not here: signed
// out they redirect to sign in, which tests/worker/accounts.test.ts pins page by page.

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

async function insertUser(id: string) {
  await env.DB.prepare("INSERT INTO user (id, name, email, updated_at) VALUES (?, ?, ?, 0)")
    .bind(id, id, `${id}@example.test`)
    .run();
}

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
    expect(await count("challenges WHERE is_active = 1 AND frequency = 'daily'")).toBeGreaterThanOrEqual(25);
    expect(await count("achievements")).toBeGreaterThanOrEqual(40);
    const distinct = async (sql: string) =>
      (await env.DB.prepare(sql).all<{ v: string }>()).results.map((r) => r.v).sort();
    expect(await distinct("SELECT DISTINCT category AS v FROM challenges")).toEqual([
      "fitness",
      "grooming",
      "mindset",
      "nutrition",
      "skincare",
      "style",
    ]);
    expect(await distinct("SELECT DISTINCT difficulty AS v FROM challenges")).toEqual(["easy", "hard", "medium"]);
    expect(await distinct("SELECT DISTINCT category AS v FROM achievements")).toEqual([
      "assessment",
      "easter_egg",
      "fitness",
      "level",
      "progress",
      "skincare",
      "social",
      "special",
    ]);
    expect(await distinct("SELECT DISTINCT rarity AS v FROM achievements")).toEqual([
      "common",
      "epic",
      "legendary",
      "rare",
    ]);
    // Every requirement type the engine measures is used by at least one achievement.
    expect(await distinct("SELECT DISTINCT requirement_type AS v FROM achievements")).toEqual(
      [...REQUIREMENT_TYPES].sort(),
    );
    expect(await distinct("SELECT name AS v FROM chat_channels")).toEqual(["General Chat", "VIP Lounge"]);
  });

  it("seeding twice leaves the same rows", async () => {
    const before = [await count("challenges"), await count("achievements"), await count("chat_channels")];
    await env.DB.batch(seedStatements().map((s: string) => env.DB.prepare(s)));
    const after = [await count("challenges"), await count("achievements"), await count("chat_channels")];
    expect(after).toEqual(before);
  });

  it("unique constraints make things happen once", async () => {
    await insertUser("u1");
    await insertUser("u2");
    const run = (sql: string, ...args: unknown[]) =>
      env.DB.prepare(sql)
        .bind(...args)
        .run();

    await run("INSERT INTO user_profiles (user_id, username) VALUES ('u1', 'Alex')");
    await expect(run("INSERT INTO user_profiles (user_id, username) VALUES ('u1', 'Other')")).rejects.toThrow(
      /UNIQUE|PRIMARY/i,
    );
    // usernames are unique regardless of case
    await expect(run("INSERT INTO user_profiles (user_id, username) VALUES ('u2', 'alex')")).rejects.toThrow(/UNIQUE/i);

    await run("INSERT INTO user_subscriptions (user_id) VALUES ('u1')");
    await expect(run("INSERT INTO user_subscriptions (user_id) VALUES ('u1')")).rejects.toThrow(/UNIQUE|PRIMARY/i);

    await run("INSERT INTO user_achievements (user_id, achievement_id) VALUES ('u1', 'first-step')");
    await expect(
      run("INSERT INTO user_achievements (user_id, achievement_id) VALUES ('u1', 'first-step')"),
    ).rejects.toThrow(/UNIQUE|PRIMARY/i);

    const start = "INSERT INTO user_challenges (user_id, challenge_id, day) VALUES ('u1', 'walk-8k', ?)";
    await run(start, "2026-11-22");
    await expect(run(start, "2026-11-22")).rejects.toThrow(/UNIQUE/i);
    await run(start, "2026-11-23"); // a new day is a new start

    const award =
      "INSERT INTO activity_log (user_id, activity_type, xp_earned, description, award_key) VALUES ('u1', 'daily_task_completed', 50, 'x', ?)";
    await run(award, "daily-task:2026-11-22");
    await expect(run(award, "daily-task:2026-11-22")).rejects.toThrow(/UNIQUE/i);
  });
});

// The chat rooms' route and live delivery are covered in chat.test.ts (tickets required).
