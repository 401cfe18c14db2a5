// The hot pages' D1 statements, as the app itself builds them, must not read a whole table
// where an index can serve (issue #28; docs/decisions/028-flat-as-it-grows.md). Each page runs
// through the Worker with a D1 binding that records every statement it prepares; SQLite's
// EXPLAIN QUERY PLAN of each then has no SCAN of a members' table, except the few listed
// below with the reason an index cannot do better.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../worker-entry";
import { chatHistory, communityMembers, member, type Member } from "./factories";
import { ORIGIN } from "./helpers";
import type { Env } from "~/env";
import { appEnv } from "./app-env";
import { queryPlan } from "./readers";
import { watchedD1, type PreparedNote } from "./watched-d1";
import { calendarDay } from "~/calendar/days";
import { dailyFive } from "~/game/daily";
import { challenges as seedChallenges } from "../../db/seed-data.mjs";

type Recorded = PreparedNote;

/** The app's env with a D1 binding that notes each statement (SQL and bound values) it prepares. */
function recordingEnv(statements: Recorded[]): Env {
  const db = watchedD1(appEnv.DB, { prepared: (note) => statements.push(note) });
  return new Proxy(appEnv, { get: (target, prop): unknown => (prop === "DB" ? db : Reflect.get(target, prop)) });
}

/** Every statement one request to the app runs, with its query plan. */
async function plansOf(who: Member, path: string, form?: Record<string, string>) {
  const statements: Recorded[] = [];
  const cookie = [...who.b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const request = new Request(`${ORIGIN}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    body: form ? new URLSearchParams(form) : undefined,
    headers: {
      Cookie: cookie,
      "cf-connecting-ip": who.b.ip,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Host: "localhost" } : {}),
    },
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, recordingEnv(statements), ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  expect(res.status, `${path} answered ${res.status}`).toBeLessThan(400);
  const out = [];
  for (const s of statements) {
    // Only reads and writes of rows have a plan worth reading (not PRAGMA or the like).
    if (!/^\s*(select|insert|update|delete|with)\b/i.test(s.sql)) continue;
    out.push({ sql: s.sql, plan: await queryPlan(s) });
  }
  return out;
}

/** Reference tables of a few dozen rows (and the mailbox only local development writes). */
const SMALL_TABLES = new Set(["challenges", "achievements", "chat_channels", "d1_migrations", "dev_mailbox"]);

/** Whole-table reads that are the job itself, each bounded or unavoidable, with the reason. */
const ALLOWED = [
  {
    why: "the top 50 walk the board's index in its order and stop after 50 rows",
    sql: /order by "user_profiles"\."xp" desc.*limit \?/i,
    detail: /^SCAN user_profiles USING INDEX user_profiles_board_idx$/,
  },
  {
    why: "'of M members' counts the board: SQLite counts the smallest index's entries without reading rows",
    sql: /\(SELECT COUNT\(\*\) FROM "user_profiles"\)/,
    detail: /^SCAN user_profiles USING COVERING INDEX \w+$/,
  },
  {
    why: "a substring of a name has no B-tree order: the search reads the lowercase-name index only, never the rows",
    sql: /instr\(lower\("user_profiles"\."username"\), \?\)/,
    detail: /^SCAN user_profiles USING INDEX user_profiles_username_nocase$/,
  },
];

/** A search on one member's key: what it finds is bounded by that member's own history. */
const MEMBER_KEY = /^SEARCH \w+ USING (COVERING )?INDEX \w+ \((user_id|user1_id|user2_id|from_user_id|to_user_id)=\?/;

/**
 * Plan lines that read a whole members' table, and are not on the allowed list: a SCAN, a
 * range with no equality before it (`(xp>?)`) on an index that is not covering (it looks up
 * the row of every member in the range), or a sort of everything a non-member search found.
 */
function fullScans(statements: { sql: string; plan: string[] }[]) {
  const found: string[] = [];
  for (const { sql, plan } of statements)
    for (const detail of plan) {
      // Sorting every row a search found is fine for one member's rows, not for a channel's or the board's.
      if (detail === "USE TEMP B-TREE FOR ORDER BY" && readsMembers(sql, plan) && !plan.some((d) => MEMBER_KEY.test(d)))
        found.push(`${detail}\n    in: ${sql.slice(0, 400)}`);
      const ranged = detail.match(/^SEARCH (\w+) USING INDEX \w+ \(\w+[<>]/)?.[1];
      if (ranged && !SMALL_TABLES.has(tableOf(sql, ranged))) found.push(`${detail}\n    in: ${sql.slice(0, 400)}`);
      const scanned = detail.match(/^SCAN (\w+)/)?.[1];
      if (!scanned || detail.startsWith("SCAN CONSTANT ROW") || SMALL_TABLES.has(tableOf(sql, scanned))) continue;
      if (ALLOWED.some((a) => a.sql.test(sql) && a.detail.test(detail))) continue;
      found.push(`${detail}\n    in: ${sql.slice(0, 400)}`);
    }
  return found;
}

/** Whether a plan reads a table other than the small ones. */
function readsMembers(sql: string, plan: string[]) {
  return plan.some((d) => {
    const t = d.match(/^(?:SCAN|SEARCH) (\w+)/)?.[1];
    return t !== undefined && t !== "CONSTANT" && !SMALL_TABLES.has(tableOf(sql, t));
  });
}

/** The table an alias in a statement stands for (`"user_profiles" "o"` -> user_profiles). */
function tableOf(sql: string, alias: string) {
  return sql.match(new RegExp(`"(\\w+)" "?${alias}"?\\b`))?.[1] ?? alias;
}

let viewer: Member;
let elite: Member;
let rival: Member;

beforeAll(async () => {
  viewer = await member({
    prefix: "plans",
    profile: { xp: 40, level: 1 },
    history: { completed: [{ challengeId: "walk-8k", day: "2026-11-20" }], achievements: ["first-step"] },
  });
  elite = await member({ prefix: "planselite", subscription: { tier: "elite" } });
  rival = await member({ prefix: "plansrival" });
  await communityMembers(Array.from({ length: 30 }, (_, i) => ({ username: `mapper${i}`, xp: i * 7 })));
  await chatHistory(viewer.id, "general", [{ username: viewer.username, message: "hi", createdAt: new Date() }]);
  await chatHistory(elite.id, "vip", [{ username: elite.username, message: "hi vip", createdAt: new Date() }]);
  // One invitation each way, so the battle and invitation reads have rows to plan for (a
  // battle is on one of today's challenges, decision 072).
  const [today] = dailyFive(seedChallenges, calendarDay(new Date(), "UTC"));
  const sent = await viewer.b.post("/progress", { intent: "invite", username: rival.username, challengeId: today.id });
  expect(sent.status).toBe(303);
}, 60_000);

describe("query plans of the hot pages", () => {
  const pages: [string, () => Member, string, Record<string, string>?][] = [
    ["rankings: the top 50 and 'You're #N of M'", () => viewer, "/rankings"],
    ["the weekly league: the member's group and its week XP", () => viewer, "/leagues"],
    ["member search: a common prefix", () => viewer, "/progress?tab=battles&q=ma"],
    ["member search: a rare substring", () => viewer, "/progress?tab=battles&q=qzx"],
    ["/progress: the member's day, invitations and battles", () => viewer, "/progress"],
    ["the member home", () => viewer, "/"],
    ["/achievements", () => viewer, "/achievements"],
    ["/chat: General's history", () => viewer, "/chat"],
    ["/chat: the VIP Lounge's history", () => elite, "/chat?channel=vip"],
    ["the data export", () => viewer, "/settings/export"],
    [
      "sending an invitation (the member found by name)",
      () => rival,
      "/progress",
      {
        intent: "invite",
        username: "mapper3",
        challengeId: dailyFive(seedChallenges, calendarDay(new Date(), "UTC"))[1].id,
      },
    ],
  ];
  for (const [name, who, path, form] of pages)
    it(`${name}: no whole-table read`, async () => {
      const statements = await plansOf(who(), path, form);
      expect(statements.length).toBeGreaterThan(0);
      expect(fullScans(statements)).toEqual([]);
    });

  it("account deletion: no whole-table read", async () => {
    const leaving = await member({ prefix: "plansleave", password: "secret123" });
    await chatHistory(leaving.id, "general", [{ username: leaving.username, message: "bye", createdAt: new Date() }]);
    const statements = await plansOf(leaving, "/settings", { password: "secret123" });
    expect(statements.some((s) => /^delete from "user_profiles"/i.test(s.sql))).toBe(true);
    expect(fullScans(statements)).toEqual([]);
  });

  it("flags a whole-table read the list does not allow", () => {
    const scans = fullScans([
      { sql: 'select * from "activity_log" where "xp_earned" > ?', plan: ["SCAN activity_log"] },
    ]);
    expect(scans).toHaveLength(1);
    const range = 'select count(*) from "user_profiles" "o" where "o"."xp" > ?';
    expect(fullScans([{ sql: range, plan: ["SEARCH o USING INDEX user_profiles_xp_idx (xp>?)"] }])).toHaveLength(1);
    expect(fullScans([{ sql: range, plan: ["SEARCH o USING COVERING INDEX user_profiles_xp_idx (xp>?)"] }])).toEqual(
      [],
    );
    const history = 'select "id" from "chat_messages" where "channel_id" = ? order by "id" desc limit ?';
    const sorted = [
      "SEARCH chat_messages USING INDEX chat_messages_channel_time_idx (channel_id=?)",
      "USE TEMP B-TREE FOR ORDER BY",
    ];
    expect(fullScans([{ sql: history, plan: sorted }])).toHaveLength(1);
  });
});

describe("the reads decision 028 changed keep their answers", () => {
  it("member search leaves the searcher out and still lists 10 when the searcher's own name matches", async () => {
    const seeker = await member({ username: "aaplanseeker" });
    await communityMembers(Array.from({ length: 12 }, (_, i) => ({ username: `aaplanseeker${i}` })));
    const html = await (await seeker.b.get("/progress?tab=battles&q=planseek")).text();
    expect((html.match(/data-testid="member-result"/g) ?? []).length).toBe(10);
    expect(html).not.toContain(`name="username" value="aaplanseeker"`);
    expect(html).toContain(`name="username" value="aaplanseeker0"`);
  });
});
