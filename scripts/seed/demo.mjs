// Demo data for local development only (never in production; see localStatements):
// - five demo accounts, one per kind of member, all with the password `demo1234`.
//   Their plans are refreshed on every run so a demo plan never expires under a developer;
// - about thirty more community members (no password: they cannot sign in) so the
//   leaderboard, member search and chat look like a community;
// - believable progress for all of them, played through the game's own pure rules
//   (app/game: today's five, the daily task, streaks, unlocks, levels and ranks), so
//   every profile's XP is exactly the sum of its awards in activity_log;
// - a finished 1v1 battle, a pending invitation, and chat history in both channels.
// Deterministic (seeded by member id) with dates relative to now. Idempotent: a
// member's progress is written only while their profile still has 0 XP, and the
// profile row is written last, so a rerun (or a demo member who already played) adds nothing.
import { randomBytes, scryptSync } from "node:crypto";
import { achievements, challenges } from "../../db/seed-data.mjs";
import { seedStatements } from "./seed.mjs";
import { DEMO_LOG_COLUMNS, demoLogRows } from "./demo-log.mjs";

export const DEMO_PASSWORD = "demo1234";
const DAY = 24 * 60 * 60 * 1000;

export const demoAccounts = [
  { id: "demo-free", email: "free@demo.test", username: "FreeFinn", tier: null, trial: false },
  { id: "demo-starter", email: "starter@demo.test", username: "StarterSam", tier: "starter", trial: false },
  { id: "demo-pro", email: "pro@demo.test", username: "ProPriya", tier: "pro", trial: false },
  { id: "demo-elite", email: "elite@demo.test", username: "EliteEli", tier: "elite", trial: false },
  { id: "demo-trial", email: "trial@demo.test", username: "TrialTess", tier: "pro", trial: true },
];

/**
 * How each demo account has played: days since joining, the share of days played,
 * the most challenges on a played day, how often the daily task was done, and the
 * current streak (the last `streak` days up to yesterday were all played).
 */
const PLAY = {
  "demo-free": { span: 9, often: 0.5, most: 2, task: 0.3, streak: 2 },
  "demo-starter": { span: 24, often: 0.7, most: 3, task: 0.5, streak: 4 },
  "demo-pro": { span: 48, often: 0.85, most: 4, task: 0.7, streak: 9 },
  "demo-elite": { span: 70, often: 0.92, most: 5, task: 0.85, streak: 16 },
  "demo-trial": { span: 3, often: 1, most: 3, task: 1, streak: 3 },
};

/** The community: [username, tier or null, how keen (0..1)].
 * @type {[string, "starter" | "pro" | "elite" | null, number][]} */
const COMMUNITY = [
  ["maya.moves", "elite", 0.95],
  ["JordanLifts", "pro", 0.9],
  ["skin_by_sofia", "pro", 0.85],
  ["Kai Nakamura", "starter", 0.8],
  ["ama_glows", "elite", 0.9],
  ["leo.grooms", null, 0.55],
  ["Priya K", "starter", 0.7],
  ["tomasz_fit", "pro", 0.8],
  ["Hana.Skin", null, 0.45],
  ["ZaraStyle", "starter", 0.65],
  ["ethan_eats_clean", "pro", 0.75],
  ["Noah Reyes", null, 0.35],
  ["lina-lifts", "elite", 0.85],
  ["MarcusMindset", "starter", 0.6],
  ["chloe.routine", null, 0.4],
  ["DevRuns", "pro", 0.7],
  ["isabel_spf", "starter", 0.55],
  ["OmarGlowup", null, 0.3],
  ["grace.greens", "pro", 0.65],
  ["Felix Brandt", null, 0.25],
  ["yuki_steps", "starter", 0.5],
  ["SamiraStrong", "elite", 0.8],
  ["ben.beard", null, 0.35],
  ["Ava Lindqvist", "starter", 0.45],
  ["rafa_mobility", "pro", 0.6],
  ["NinaSleeps", null, 0.2],
  ["theo.tailored", "starter", 0.4],
  ["Mei Chen", "pro", 0.55],
  ["jules_journal", null, 0.15],
  ["OscarOutdoors", null, 0.1],
];

/** Where the community lives: each member plays their days in their own zone. */
const COMMUNITY_ZONES = [
  "Europe/London",
  "America/New_York",
  "Asia/Tokyo",
  "Australia/Sydney",
  "America/Los_Angeles",
  "Europe/Berlin",
  "Asia/Kolkata",
  "America/Sao_Paulo",
];

export const communityMembers = COMMUNITY.map(([username, tier, keen], i) => {
  const id = `demo-m${String(i + 1).padStart(2, "0")}`;
  return {
    id,
    email: `${id.slice(5)}@demo.test`,
    username,
    tier,
    trial: false,
    zone: COMMUNITY_ZONES[i % COMMUNITY_ZONES.length],
    play: {
      span: 6 + Math.round(keen * 80),
      often: 0.3 + keen * 0.65,
      most: 1 + Math.round(keen * 4),
      task: keen * 0.8,
      streak: keen < 0.3 ? 0 : Math.round(keen * keen * 20),
    },
  };
});

/** [who, channel, how long ago in minutes, message]. VIP lines only from Elite members. */
const CHAT = [
  ["maya.moves", "general", 2880, "Morning all! Another day on the streak, legs are sore but it counts."],
  ["JordanLifts", "general", 2790, "Anyone else doing the 50 push-ups today? Split mine into five sets of ten."],
  ["skin_by_sofia", "general", 2700, "Reminder: SPF on ears and neck too. Took me years to learn that one."],
  ["demo-free", "general", 2400, "Hi everyone, just joined. Finished my first two challenges yesterday."],
  ["ama_glows", "general", 2390, "Welcome FreeFinn! The daily task bonus adds up fast, do it first."],
  ["tomasz_fit", "general", 1500, "Interval cardio is brutal. 1 hard, 2 easy, and still out of breath."],
  ["demo-starter", "general", 1440, "Closet edit done: five things gone, nothing missed so far."],
  ["Priya K", "general", 1300, "Meal prep Sunday worked so well I did it again on Wednesday."],
  ["demo-pro", "general", 900, "Won my 1v1 against EliteEli on Morning SPF this week. Rematch?"],
  ["demo-elite", "general", 880, "Rematch accepted. Pick something harder next time."],
  ["Kai Nakamura", "general", 600, "Screen curfew is the hardest challenge on the list for me."],
  ["lina-lifts", "general", 420, "Mobility ten every morning has fixed my hips, not even joking."],
  ["demo-trial", "general", 300, "Trying Pro this week. The face scanner tips were useful."],
  ["ethan_eats_clean", "general", 120, "Five portions of veg before dinner. Smoothies count, right?"],
  ["grace.greens", "general", 60, "They do if they're whole fruit and veg. Juice is the grey area."],
  ["maya.moves", "vip", 2600, "Coach's note from this week: progressive overload, but sleep first."],
  ["demo-elite", "vip", 2500, "Good one. My progress review showed the same: recovery was the bottleneck."],
  ["ama_glows", "vip", 1400, "Has anyone tried the supplement guide's creatine section yet?"],
  ["SamiraStrong", "vip", 1350, "Three months in. 3-5 g a day, no loading, worked fine for me."],
  ["lina-lifts", "vip", 700, "Booked my next 1-on-1 for Thursday. Anything you'd ask the coach?"],
  ["demo-elite", "vip", 640, "Ask about deload weeks. It changed how I plan a month."],
];

/** better-auth's scrypt format (salt:key, N=16384 r=16 p=1, 64 bytes). */
export function hashPassword(password) {
  const salt = randomBytes(16).toString("hex");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 });
  return `${salt}:${key.toString("hex")}`;
}

const q = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

/** The game's seeded PRNG (app/game/daily.ts), seeded from a text (FNV-1a). */
function seeded(text, rules) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return rules.seededRandom(h >>> 0);
}

const BATTLE = {
  invitationId: 900001,
  battleId: 900001,
  challengeId: "spf-morning",
  daysAgo: 3,
  winner: "demo-pro",
  loser: "demo-elite",
};
const PENDING = { invitationId: 900002, from: "demo-m01", to: "demo-free", challengeId: "walk-8k" };

/**
 * One member's history, played through the game's rules in the member's own time zone
 * (`member.zone`: their days start at their midnight, as the app counts them): the
 * awards (activity_log), completed challenges, unlocks, and the profile they add up to.
 */
export function playMember(member, play, rules, now, extraAwards = [], chatTimes = []) {
  const rand = seeded(member.id, rules);
  const today = rules.calendarDay(new Date(now), member.zone);
  const active = challenges.filter((c) => c.isActive && c.frequency === "daily");
  const awards = [];
  const completions = [];
  const unlocks = [];
  const held = new Set();
  const stats = {
    xp: 0,
    challengeCount: 0,
    workoutCount: 0,
    skincareCount: 0,
    streak: 0,
    battlesWon: 0,
    battleWinRun: 0,
    chatDays: 0,
  };
  let streak = { current: 0, longest: 0, lastDay: null };

  const settle = (at) => {
    const out = rules.settleUnlocks(achievements, held, stats);
    for (const a of out.unlocked) {
      held.add(a.id);
      awards.push({
        type: "achievement_unlocked",
        key: rules.awardKey.achievement(a.id),
        xp: a.xpReward,
        description: a.title,
        at,
      });
      unlocks.push({ id: a.id, at });
    }
    stats.xp = out.xp;
  };
  const award = (a, challenge) => {
    awards.push(a);
    stats.xp += a.xp;
    if (challenge) {
      stats.challengeCount += 1;
      if (rules.isWorkout(challenge.category)) stats.workoutCount += 1;
      if (challenge.category === rules.SKINCARE_CATEGORY) stats.skincareCount += 1;
      if (streak.lastDay !== a.day) streak = rules.nextStreak(streak, a.day);
      stats.streak = streak.current;
    }
    if (a.type === "battle_won") {
      stats.battlesWon += 1;
      stats.battleWinRun += 1;
    }
    settle(a.at);
  };

  for (let back = play.span; back >= 1; back--) {
    const day = rules.addDays(today, -back);
    const inStreak = back <= play.streak;
    const playsToday = inStreak || (back !== play.streak + 1 && rand() < play.often);
    // Mornings from 06:00 to 09:00 on the member's own clock.
    let at = rules.zonedInstant(day, (6 + Math.floor(rand() * 4)) * 60, member.zone);
    for (const extra of extraAwards.filter((e) => e.day === day)) award({ ...extra, at: extra.at ?? at });
    if (!playsToday) continue;
    const five = rules.dailyFive(active, day);
    const count = 1 + Math.floor(rand() * play.most);
    for (const c of five.slice(0, Math.min(count, five.length))) {
      at += 20 * 60_000 + Math.floor(rand() * 90 * 60_000);
      completions.push({ challengeId: c.id, day, at });
      award(
        {
          type: "challenge_completed",
          key: rules.awardKey.challenge(c.id, day),
          xp: c.xpReward,
          description: c.title,
          at,
          day,
        },
        c,
      );
    }
    if (rand() < play.task) {
      const task = rules.dailyTaskFor(member.id, day, active, five);
      if (task && !completions.some((c) => c.challengeId === task.id && c.day === day)) {
        at += 30 * 60_000;
        completions.push({ challengeId: task.id, day, at });
        award(
          {
            type: "daily_task_completed",
            key: rules.awardKey.dailyTask(day),
            xp: rules.dailyTaskXp(task),
            description: `Daily task: ${task.title}`,
            at,
            day,
          },
          task,
        );
      }
    }
  }
  // Chat messages (today, after the history): their distinct UTC days count, as the app counts them.
  if (chatTimes.length) {
    stats.chatDays = new Set(chatTimes.map((t) => Math.floor(t / 86_400_000))).size;
    settle(Math.max(...chatTimes));
  }
  return {
    awards,
    completions,
    unlocks,
    joined: rules.zonedInstant(rules.addDays(today, -play.span - 1), 9 * 60, member.zone),
    profile: {
      time_zone: member.zone,
      xp: stats.xp,
      level: rules.levelForXp(stats.xp),
      rank: rules.rankForAchievements(held.size).rank.name,
      current_streak: streak.current,
      longest_streak: streak.longest,
      last_activity_date: streak.lastDay,
    },
  };
}

function subscriptionSql(a, prices, rules, now) {
  const sub = a.tier
    ? {
        subscribed: 1,
        product_id: `prod_local_${a.tier}`,
        price_id: prices[a.tier],
        subscription_end: now + (a.trial ? rules.TRIAL_DAYS : 30) * DAY,
        is_trial: a.trial ? 1 : 0,
        status: a.trial ? "trialing" : "active",
        trial_used: a.trial ? 1 : 0,
      }
    : {
        subscribed: 0,
        product_id: null,
        price_id: null,
        subscription_end: null,
        is_trial: 0,
        status: null,
        trial_used: 0,
      };
  const cols = Object.keys(sub);
  return `INSERT INTO user_subscriptions (user_id, ${cols.join(", ")}, customer_id, last_event_at, updated_at) VALUES (${q(a.id)}, ${cols.map((c) => q(sub[c])).join(", ")}, ${q(`cus_demo_${a.id}`)}, 0, ${now}) ON CONFLICT(user_id) DO UPDATE SET ${cols.map((c) => `${c} = excluded.${c}`).join(", ")}, updated_at = excluded.updated_at;`;
}

/** Rows in chunks of 100, each chunk one INSERT ... SELECT guarded by `guard`. */
function guardedInserts(table, cols, rows, guard, tail = "ON CONFLICT DO NOTHING") {
  const out = [];
  for (let i = 0; i < rows.length; i += 100) {
    const values = rows
      .slice(i, i + 100)
      .map((r) => `(${r.map(q).join(", ")})`)
      .join(", ");
    const names = cols.map((_, n) => `column${n + 1}`).join(", ");
    out.push(
      `INSERT INTO ${table} (${cols.join(", ")}) SELECT ${names} FROM (VALUES ${values}) WHERE ${guard} ${tail};`,
    );
  }
  return out;
}

/**
 * SQL that creates the demo members if missing, refreshes their plans, and (once per
 * member) writes their history. `rules` are the app's pure rules (scripts/seed/demo-rules.ts).
 * The five demo accounts live in `accountZone` (the developer's own zone, which their
 * browser reports too), stored on their profiles like any member's.
 */
export function demoStatements(prices, rules, now = Date.now(), accountZone = "UTC") {
  const out = [];
  const everyone = [...demoAccounts.map((a) => ({ ...a, zone: accountZone, play: PLAY[a.id] })), ...communityMembers];
  const byName = new Map(everyone.map((m) => [m.username, m]));
  const battleTitle = challenges.find((c) => c.id === BATTLE.challengeId).title;
  const battleDay = rules.addDays(rules.calendarDay(new Date(now), accountZone), -BATTLE.daysAgo);
  const battleAt = rules.zonedInstant(battleDay, 20 * 60, accountZone);

  // Every member's rows first: the battle and the invitation below refer to others.
  const histories = new Map();
  for (const m of everyone) {
    const extra =
      m.id === BATTLE.winner
        ? [
            {
              type: "battle_won",
              key: rules.awardKey.battle(BATTLE.battleId),
              xp: rules.BATTLE_WIN_XP,
              description: `Won a battle: ${battleTitle}`,
              day: battleDay,
              at: battleAt,
            },
          ]
        : [];
    const chatTimes = CHAT.filter(([who]) => who === m.username || who === m.id).map(
      ([, , minutesAgo]) => now - minutesAgo * 60_000,
    );
    const played = playMember(m, m.play, rules, now, extra, chatTimes);
    histories.set(m.id, played);
    const account = demoAccounts.some((a) => a.id === m.id);
    out.push(
      `INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (${q(m.id)}, ${q(m.username)}, ${q(m.email)}, 1, ${played.joined}, ${now}) ON CONFLICT(id) DO NOTHING;`,
      // Streak reminders: on for the five accounts (as for any new member), off for the community.
      `INSERT INTO user_profiles (user_id, username, username_skeleton, reminders, created_at) VALUES (${q(m.id)}, ${q(m.username)}, ${q(rules.usernameSkeleton(m.username))}, ${account ? 1 : 0}, ${played.joined}) ON CONFLICT(user_id) DO NOTHING;`,
    );
    // Only the five demo accounts can sign in; the community has no password.
    if (account) {
      out.push(
        `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (${q(`${m.id}-credential`)}, ${q(m.id)}, 'credential', ${q(m.id)}, ${q(hashPassword(DEMO_PASSWORD))}, ${now}, ${now}) ON CONFLICT(id) DO NOTHING;`,
      );
    }
    if (account || m.tier) out.push(subscriptionSql(m, prices, rules, now));
  }

  for (const m of everyone) {
    const played = histories.get(m.id);
    // Everything below is written only while the profile has 0 XP; the profile goes last.
    const fresh = `(SELECT xp FROM user_profiles WHERE user_id = ${q(m.id)}) = 0`;
    out.push(
      ...guardedInserts(
        "user_challenges",
        ["user_id", "challenge_id", "day", "progress", "target", "completed", "completed_at", "created_at"],
        played.completions.map((c) => [m.id, c.challengeId, c.day, 1, 1, 1, c.at, c.at - 10 * 60_000]),
        fresh,
      ),
      ...guardedInserts(
        "user_achievements",
        ["user_id", "achievement_id", "unlocked_at"],
        played.unlocks.map((u) => [m.id, u.id, u.at]),
        fresh,
      ),
      ...guardedInserts(
        "activity_log",
        ["user_id", "activity_type", "xp_earned", "description", "award_key", "claim", "created_at"],
        played.awards.map((a) => [m.id, a.type, a.xp, a.description, a.key, "demo", a.at]),
        fresh,
      ),
    );
    if (m.id === "demo-elite") {
      const today = rules.calendarDay(new Date(now), m.zone);
      out.push(
        ...guardedInserts(
          "progress_entries",
          DEMO_LOG_COLUMNS,
          demoLogRows(m.id, today, rules, seeded(`${m.id}:log`, rules), now),
          fresh,
        ),
      );
    }
    if (m.id === BATTLE.winner) {
      const rows = [
        `INSERT INTO challenge_invitations (id, from_user_id, to_user_id, challenge_id, status, created_at) SELECT ${BATTLE.invitationId}, ${q(BATTLE.winner)}, ${q(BATTLE.loser)}, ${q(BATTLE.challengeId)}, 'accepted', ${battleAt - 10 * 3_600_000} WHERE ${fresh} ON CONFLICT DO NOTHING;`,
        `INSERT INTO battle_matches (id, invitation_id, challenge_id, user1_id, user2_id, user1_completed, user2_completed, user1_completed_at, user2_completed_at, winner_id, completed_at, created_at) SELECT ${BATTLE.battleId}, ${BATTLE.invitationId}, ${q(BATTLE.challengeId)}, ${q(BATTLE.winner)}, ${q(BATTLE.loser)}, 1, 1, ${battleAt - 3 * 3_600_000}, ${battleAt}, ${q(BATTLE.winner)}, ${battleAt}, ${battleAt - 9 * 3_600_000} WHERE ${fresh} ON CONFLICT DO NOTHING;`,
      ];
      out.push(...rows);
    }
    if (m.id === PENDING.to) {
      out.push(
        `INSERT INTO challenge_invitations (id, from_user_id, to_user_id, challenge_id, status, created_at) SELECT ${PENDING.invitationId}, ${q(PENDING.from)}, ${q(PENDING.to)}, ${q(PENDING.challengeId)}, 'pending', ${now - 5 * 3_600_000} WHERE ${fresh} ON CONFLICT DO NOTHING;`,
      );
    }
    const p = played.profile;
    out.push(
      `UPDATE user_profiles SET xp = ${p.xp}, level = ${p.level}, rank = ${q(p.rank)}, current_streak = ${p.current_streak}, longest_streak = ${p.longest_streak}, last_activity_date = ${q(p.last_activity_date)}, time_zone = ${q(p.time_zone)} WHERE user_id = ${q(m.id)} AND ${fresh};`,
    );
  }

  CHAT.forEach(([who, channel, minutesAgo, message], n) => {
    const m = byName.get(who) ?? everyone.find((e) => e.id === who);
    out.push(
      `INSERT INTO chat_messages (channel_id, user_id, username, message, client_id, created_at) VALUES (${q(channel)}, ${q(m.id)}, ${q(m.username)}, ${q(message)}, ${q(`demo-chat-${n + 1}`)}, ${now - minutesAgo * 60_000}) ON CONFLICT DO NOTHING;`,
    );
  });
  return out;
}

/**
 * ProPriya and EliteEli have saved their calories, built a week of meals (through the app's
 * own rules) and started a workout programme today; EliteEli eats vegetarian, without
 * peanuts, five meals a day, and trains on the days she chose. Written once (ON CONFLICT DO NOTHING).
 */
const PLANS = [
  {
    id: "demo-pro",
    body: { sex: "female", age: 29, heightCm: 165, weightKg: 60, activity: "moderate", units: "metric" },
    goal: "gain",
    prefs: null,
    programme: { id: "beginner-dumbbells", days: "1,3,5" },
  },
  {
    id: "demo-elite",
    body: { sex: "male", age: 34, heightCm: 182, weightKg: 84, activity: "active", units: "metric" },
    goal: "lose",
    prefs: { diet: "vegetarian", excluded: ["peanut"], mealsPerDay: 5 },
    programme: { id: "intermediate-gym", days: "1,2,4,6" },
  },
];

function planStatements(rules, now, zone) {
  const today = rules.calendarDay(new Date(now), zone);
  return PLANS.flatMap((m) => {
    const maintenance = rules.dailyCalories(m.body);
    const calories = rules.goalCalories(m.goal, maintenance);
    const prefs = m.prefs ?? { diet: "omnivore", excluded: [], mealsPerDay: 4 };
    const inputs = { target: calories, proteinFloor: rules.proteinFloorFor(m.goal, m.body.weightKg), ...prefs };
    const built = rules.buildPlan(inputs, `demo|${m.id}|${today}`);
    const b = m.body;
    const rows = [
      `INSERT INTO calorie_targets (user_id, sex, age, height_cm, weight_kg, activity, units, goal, maintenance, calories, saved_at) VALUES (${q(m.id)}, ${q(b.sex)}, ${b.age}, ${b.heightCm}, ${b.weightKg}, ${q(b.activity)}, ${q(b.units)}, ${q(m.goal)}, ${maintenance}, ${calories}, ${now}) ON CONFLICT DO NOTHING;`,
      `INSERT INTO programme_runs (user_id, programme_id, days, started_on, created_at) SELECT ${q(m.id)}, ${q(m.programme.id)}, ${q(m.programme.days)}, ${q(today)}, ${now} WHERE NOT EXISTS (SELECT 1 FROM programme_runs WHERE user_id = ${q(m.id)});`,
    ];
    if (built.ok)
      rows.push(
        `INSERT INTO meal_plans (user_id, starts_on, plan, updated_at) VALUES (${q(m.id)}, ${q(today)}, ${q(JSON.stringify(built.plan))}, ${now}) ON CONFLICT DO NOTHING;`,
      );
    if (m.prefs)
      rows.push(
        `INSERT INTO meal_preferences (user_id, diet, excluded, meals_per_day, updated_at) VALUES (${q(m.id)}, ${q(prefs.diet)}, ${q(JSON.stringify(prefs.excluded))}, ${prefs.mealsPerDay}, ${now}) ON CONFLICT DO NOTHING;`,
      );
    return rows;
  });
}

/**
 * What scripts/prepare-local.mjs writes into a database: the reference data always,
 * the demo members only outside production.
 */
export function localStatements({ appEnv, prices, rules, now = Date.now(), zone = "UTC" }) {
  return appEnv === "production"
    ? seedStatements()
    : [...seedStatements(), ...demoStatements(prices, rules, now, zone), ...planStatements(rules, now, zone)];
}
