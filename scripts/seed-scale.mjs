// `node scripts/seed-scale.mjs --members=100000`: a local database with N members and their
// histories, for the scale run (bench/scale.mjs). Each member plays through the demo data's
// rules (scripts/seed/demo.mjs playMember: the game's own pure rules, so XP is the sum of the
// member's awards, levels and ranks follow from them), and the rows go in as multi-row
// INSERTs in one .sql file applied straight to the local SQLite file (sqlite3), or through
// `wrangler d1 execute --local --file` where sqlite3 is missing.
// Its state lives in .wrangler/scale/<N> (--persist=... picks another), never in the
// everyday .wrangler/state, which it refuses.
// Besides the demo accounts (password demo1234), it adds members who can sign in with the
// same password: scale-bottom@scale.test (joined last, no XP: the bottom of the board) and
// scale-heavy-1..3@scale.test (the most rows: a year of play, chat, scans, battles).
import { execFileSync, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gameRules as bundledRules } from "./bundle-ts.mjs";
import { communityMembers, demoAccounts, hashPassword, playMember } from "./seed/demo.mjs";
import { RARE_NAME, SCALE_ACCOUNTS, SCALE_PASSWORD, scalePersist } from "./seed/scale.mjs";
import { challenges } from "../db/seed-data.mjs";
import { LOCAL_PRICES } from "./wrangler-env.mjs";

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const N = Number(arg("members") ?? 1000);
if (!Number.isInteger(N) || N < 100 || N > 1_000_000) {
  console.error("seed-scale: --members=N takes a whole number from 100 to 1,000,000");
  process.exit(2);
}
const persist = arg("persist") ?? scalePersist(N);
if (path.resolve(persist) === path.resolve(".wrangler/state")) {
  console.error("seed-scale: refuses the everyday .wrangler/state (the demo database); pick another --persist");
  process.exit(2);
}

const DAY = 86_400_000;
const ZONES = ["UTC", "Europe/London", "America/New_York", "Asia/Tokyo", "Australia/Sydney", "Asia/Kolkata"];
const FIRST = [
  "maya",
  "marco",
  "mateo",
  "maria",
  "max",
  "sam",
  "sara",
  "leo",
  "lena",
  "noah",
  "nina",
  "ava",
  "alex",
  "kai",
  "kira",
  "omar",
  "olga",
  "priya",
  "ravi",
  "zoe",
  "yuki",
  "hana",
  "ben",
  "bea",
  "jules",
  "ines",
  "tom",
  "tara",
  "elio",
  "emma",
];
const WORD = [
  "glow",
  "lifts",
  "runs",
  "fit",
  "skin",
  "steps",
  "style",
  "greens",
  "moves",
  "calm",
  "strong",
  "daily",
  "routine",
  "spf",
  "sleeps",
];
const CHAT_LINES = [
  "Done with today's five, the daily task next.",
  "Anyone else on the 8k walk today?",
  "SPF before coffee, it is a habit now.",
  "Streak day twelve. Legs sore but it counts.",
  "Meal prep saved my week again.",
  "Who wants a 1v1 on push-ups?",
  "Screen curfew is the hardest one for me.",
  "Mobility ten every morning, hips feel new.",
];

const t0 = performance.now();
const log = (line) => console.log(`seed-scale: ${line} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

/** A seeded PRNG (mulberry32) so every run seeds the same database. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const q = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

/** Rows for one table, written as INSERTs of `per` rows each. */
class TableWriter {
  constructor(out, table, cols, per = 400) {
    Object.assign(this, { out, table, cols, per, rows: [], count: 0 });
  }
  add(row) {
    this.rows.push(`(${row.map(q).join(",")})`);
    this.count++;
    if (this.rows.length >= this.per) this.flush();
  }
  flush() {
    if (!this.rows.length) return;
    this.out.write(`INSERT INTO ${this.table} (${this.cols.join(",")}) VALUES ${this.rows.join(",")};\n`);
    this.rows = [];
  }
}

/** The game's pure rules, bundled; the zone arithmetic (Intl, the slow part) remembered. */
async function gameRules() {
  const rules = await bundledRules();
  const instants = new Map();
  const zonedInstant = (day, minutes, zone) => {
    const key = `${day}|${minutes}|${zone}`;
    let at = instants.get(key);
    if (at === undefined) instants.set(key, (at = rules.zonedInstant(day, minutes, zone)));
    return at;
  };
  return { ...rules, zonedInstant };
}

/** Who the generated members are: tier, zone, how keen, and a name unique in any case. */
function membersFor(count, rand) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = rand();
    const tier = r < 0.6 ? null : r < 0.8 ? "starter" : r < 0.92 ? "pro" : "elite";
    const trial = tier === "pro" && rand() < 0.15;
    // Most members play a little, a few a lot.
    const keen = rand() ** 3;
    const name =
      i === 0
        ? RARE_NAME
        : `${FIRST[Math.floor(rand() * FIRST.length)]}${rand() < 0.5 ? "." : "_"}${WORD[Math.floor(rand() * WORD.length)]}${i}`;
    out.push({
      id: `scale-${i}`,
      email: `m${i}@scale.test`,
      username: name,
      tier,
      trial,
      zone: ZONES[i % ZONES.length],
      play: {
        span: 6 + Math.round(keen * 80),
        often: 0.3 + keen * 0.65,
        most: 1 + Math.round(keen * 4),
        task: keen * 0.8,
        streak: keen < 0.3 ? 0 : Math.round(keen * keen * 20),
      },
    });
  }
  return out;
}

function localSqliteFile() {
  const dir = path.join(persist, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  if (files.length !== 1) throw new Error(`expected one D1 database file in ${dir}, found ${files.length}`);
  return path.join(dir, files[0]);
}

const hasSqlite3 = () => spawnSync("sqlite3", ["-version"]).status === 0;

// 1. A fresh database with the migrations, the reference data and the demo members.
rmSync(persist, { recursive: true, force: true });
const env = { ...process.env, GLOWUP_PERSIST: persist, GLOWUP_DEMO_ZONE: "UTC", WRANGLER_SEND_METRICS: "false" };
execFileSync("node", ["scripts/prepare-local.mjs"], { env, stdio: ["ignore", "pipe", "inherit"] });
log(`migrations, seed and demo members in ${persist}`);

// 2. The members' histories, played through the game's rules, as one SQL file.
const rules = await gameRules();
const now = Date.now();
const rand = prng(N);
const existing = demoAccounts.length + communityMembers.length;
const heavy = SCALE_ACCOUNTS.heavy.map((email, k) => ({
  id: `scale-heavy-${k + 1}`,
  email,
  username: `heavy_hitter_${k + 1}`,
  tier: "elite",
  trial: false,
  zone: "UTC",
  play: { span: 365, often: 0.97, most: 5, task: 0.95, streak: 60 },
}));
const bottom = {
  id: "scale-bottom",
  email: SCALE_ACCOUNTS.bottom,
  username: "bottom_of_board",
  tier: null,
  trial: false,
  zone: "UTC",
  play: null,
};
const generated = membersFor(Math.max(0, N - existing - heavy.length - 1), rand);
const everyone = [...heavy, ...generated];

mkdirSync(".wrangler/tmp", { recursive: true });
const sqlFile = path.resolve(`.wrangler/tmp/seed-scale-${N}.sql`);
const fd = openSync(sqlFile, "w");
let pending = "";
const out = {
  write(s) {
    pending += s;
    if (pending.length < 1 << 20) return;
    writeSync(fd, pending);
    pending = "";
  },
};
const direct = hasSqlite3();
if (direct) out.write("PRAGMA synchronous = OFF;\nBEGIN;\n");

const T = {
  user: new TableWriter(out, "user", ["id", "name", "email", "email_verified", "created_at", "updated_at"]),
  account: new TableWriter(out, "account", [
    "id",
    "account_id",
    "provider_id",
    "user_id",
    "password",
    "created_at",
    "updated_at",
  ]),
  profile: new TableWriter(out, "user_profiles", [
    "user_id",
    "username",
    "xp",
    "level",
    "rank",
    "current_streak",
    "longest_streak",
    "last_activity_date",
    "time_zone",
    "created_at",
  ]),
  sub: new TableWriter(out, "user_subscriptions", [
    "user_id",
    "subscribed",
    "product_id",
    "price_id",
    "subscription_end",
    "is_trial",
    "status",
    "trial_used",
    "customer_id",
    "last_event_at",
    "updated_at",
  ]),
  started: new TableWriter(out, "user_challenges", [
    "user_id",
    "challenge_id",
    "day",
    "progress",
    "target",
    "completed",
    "completed_at",
    "created_at",
  ]),
  unlock: new TableWriter(out, "user_achievements", ["user_id", "achievement_id", "unlocked_at"]),
  log: new TableWriter(out, "activity_log", [
    "user_id",
    "activity_type",
    "xp_earned",
    "description",
    "award_key",
    "claim",
    "created_at",
  ]),
  invitation: new TableWriter(out, "challenge_invitations", [
    "id",
    "from_user_id",
    "to_user_id",
    "challenge_id",
    "status",
    "created_at",
  ]),
  battle: new TableWriter(out, "battle_matches", [
    "id",
    "invitation_id",
    "challenge_id",
    "user1_id",
    "user2_id",
    "user1_completed",
    "user2_completed",
    "user1_completed_at",
    "user2_completed_at",
    "winner_id",
    "completed_at",
    "created_at",
  ]),
  chat: new TableWriter(out, "chat_messages", [
    "channel_id",
    "user_id",
    "username",
    "message",
    "client_id",
    "created_at",
  ]),
  scan: new TableWriter(out, "face_scans", [
    "user_id",
    "photo_key",
    "thumb_key",
    "photo_hash",
    "rating",
    "analysis",
    "recommendations",
    "sub_scores",
    "analyzer",
    "rubric_version",
    "measurements",
    "created_at",
  ]),
};

// Battles first: a winner's XP is one of their awards, played with the rest of their days.
// Each heavy member has fought 40; the others one in ten a battle, one in twenty an open invitation.
const dailies = challenges.filter((c) => c.isActive && c.frequency === "daily");
const extraAwards = new Map();
const pairs = new Set();
let nextInvitation = 1_000_000;
const pick = () => everyone[Math.floor(rand() * everyone.length)];
const fights = [
  ...heavy.flatMap((h) => Array.from({ length: 40 }, () => [h, pick()])),
  ...Array.from({ length: Math.floor(generated.length / 10) }, () => [pick(), pick()]),
];
for (const [a, b] of fights) {
  const challenge = dailies[Math.floor(rand() * dailies.length)];
  const key = [a.id, b.id].sort().join("|") + challenge.id;
  if (a.id === b.id || pairs.has(key)) continue;
  pairs.add(key);
  const id = nextInvitation++;
  // Settled one to five days ago (inside every member's span, which is at least six days).
  const at = now - (1 + Math.floor(rand() * 5)) * DAY;
  const winner = rand() < 0.5 ? a : b;
  T.invitation.add([id, a.id, b.id, challenge.id, "accepted", at - 10 * 3_600_000]);
  T.battle.add([id, id, challenge.id, a.id, b.id, 1, 1, at - 3_600_000, at, winner.id, at, at - 9 * 3_600_000]);
  const day = rules.calendarDay(new Date(at), winner.zone);
  const list = extraAwards.get(winner.id) ?? [];
  list.push({
    type: "battle_won",
    key: rules.awardKey.battle(id),
    xp: rules.BATTLE_WIN_XP,
    description: `Won a battle: ${challenge.title}`,
    day,
    at,
  });
  extraAwards.set(winner.id, list);
}
for (let i = 0; i < Math.floor(generated.length / 20) + heavy.length * 10; i++) {
  const [a, b] = i < heavy.length * 10 ? [pick(), heavy[i % heavy.length]] : [pick(), pick()];
  const challenge = dailies[Math.floor(rand() * dailies.length)];
  const key = [a.id, b.id].sort().join("|") + challenge.id;
  if (a.id === b.id || pairs.has(key)) continue;
  pairs.add(key);
  const status = rand() < 0.7 ? "pending" : "rejected";
  T.invitation.add([nextInvitation++, a.id, b.id, challenge.id, status, now - Math.floor(rand() * 3 * DAY)]);
}
log(`${T.battle.count} battles, ${T.invitation.count} invitations`);

const password = hashPassword(SCALE_PASSWORD);
const subscription = (m) => {
  if (!m.tier) return [m.id, 0, null, null, null, 0, null, 0, `cus_scale_${m.id}`, 0, now];
  const end = now + (m.trial ? rules.TRIAL_DAYS : 30) * DAY;
  return [
    m.id,
    1,
    `prod_local_${m.tier}`,
    LOCAL_PRICES[m.tier],
    end,
    m.trial ? 1 : 0,
    m.trial ? "trialing" : "active",
    m.trial ? 1 : 0,
    `cus_scale_${m.id}`,
    0,
    now,
  ];
};
const held = (m) => heavy.includes(m);

// Playing every member costs milliseconds each (the unlock rules run after every award), so
// members without a battle won copy the history of one of ARCHETYPES members played before
// them (same keenness, zone and days; their own ids, names, plans, chat and scans).
const ARCHETYPES = 4000;
const pool = [];
const history = (m, j) => {
  if (j === null) return playMember(m, m.play, rules, now, extraAwards.get(m.id) ?? []);
  if (j >= ARCHETYPES) {
    const like = generated[j % ARCHETYPES];
    Object.assign(m, { zone: like.zone, play: like.play });
    if (!extraAwards.has(m.id)) return pool[j % ARCHETYPES];
  }
  const played = playMember(m, m.play, rules, now, extraAwards.get(m.id) ?? []);
  if (j < ARCHETYPES) pool.push(extraAwards.has(m.id) ? playMember(m, m.play, rules, now) : played);
  return played;
};

for (const [i, m] of everyone.entries()) {
  const played = history(m, i < heavy.length ? null : i - heavy.length);
  const p = played.profile;
  T.user.add([m.id, m.username, m.email, 1, played.joined, now]);
  T.profile.add([
    m.id,
    m.username,
    p.xp,
    p.level,
    p.rank,
    p.current_streak,
    p.longest_streak,
    p.last_activity_date,
    p.time_zone,
    played.joined,
  ]);
  if (held(m)) T.account.add([`${m.id}-credential`, m.id, "credential", m.id, password, now, now]);
  if (m.tier || held(m)) T.sub.add(subscription(m));
  for (const c of played.completions) T.started.add([m.id, c.challengeId, c.day, 1, 1, 1, c.at, c.at - 10 * 60_000]);
  for (const u of played.unlocks) T.unlock.add([m.id, u.id, u.at]);
  for (const a of played.awards) T.log.add([m.id, a.type, a.xp, a.description, a.key, "scale", a.at]);
  // Chat: a message every few played days in General, Elite members in the VIP Lounge too.
  const talks = held(m) ? 400 : Math.floor(played.completions.length / 8);
  for (let k = 0; k < talks; k++) {
    const channel = m.tier === "elite" && rand() < 0.3 ? "vip" : "general";
    const at = now - Math.floor(rand() * m.play.span * DAY);
    T.chat.add([
      channel,
      m.id,
      m.username,
      CHAT_LINES[Math.floor(rand() * CHAT_LINES.length)],
      `scale-${m.id}-${k}`,
      at,
    ]);
  }
  // Scans without photos: Pro and Elite members scan now and then, the heavy ones weekly.
  const scans = held(m) ? 52 : m.tier === "pro" || m.tier === "elite" ? Math.floor(rand() * 4) : 0;
  for (let k = 0; k < scans; k++) {
    const at = now - Math.floor(rand() * m.play.span * DAY);
    T.scan.add([
      m.id,
      `scale/${m.id}/${k}.jpg`,
      `scale/${m.id}/${k}-thumb.jpg`,
      `${m.id}-${k}`,
      55 + Math.floor(rand() * 35),
      "A seeded scan without a photo.",
      "[]",
      "[]",
      "local",
      1,
      "[]",
      at,
    ]);
  }
}
// The newest member, with nothing yet: the last place on the board.
T.user.add([bottom.id, bottom.username, bottom.email, 1, now, now]);
T.profile.add([bottom.id, bottom.username, 0, 1, "Unranked", 0, 0, null, "UTC", now]);
T.account.add([`${bottom.id}-credential`, bottom.id, "credential", bottom.id, password, now, now]);
for (const t of Object.values(T)) t.flush();
if (direct) out.write("COMMIT;\n");
writeSync(fd, pending);
closeSync(fd);
const rows = Object.fromEntries(Object.values(T).map((t) => [t.table, t.count]));
log(`${(statSync(sqlFile).size / 1e6).toFixed(0)} MB of SQL: ${JSON.stringify(rows)}`);

// 3. Into the local database.
if (direct) {
  const input = openSync(sqlFile, "r");
  const res = spawnSync("sqlite3", ["-bail", localSqliteFile()], { stdio: [input, "inherit", "inherit"] });
  closeSync(input);
  if (res.status !== 0) throw new Error(`sqlite3 failed (${res.status})`);
} else {
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persist, "--file", sqlFile, "--yes"],
    {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}
rmSync(sqlFile);
log(
  `${N} members ready in ${persist} (sign in as ${SCALE_ACCOUNTS.bottom} or ${SCALE_ACCOUNTS.heavy[0]}, password ${SCALE_PASSWORD})`,
);
