// `npm run bench:scale -- --members=1000,10000,100000`: how the member pages' server time
// grows with the community. For each size it seeds a database once (scripts/seed-scale.mjs,
// kept in .wrangler/scale/<N>; --reseed makes it again), serves a copy of it with the built
// Worker (`wrangler dev --local`, D1 counting on), and times, as the scale members
// (scripts/seed/scale.mjs): /rankings for the member at the bottom of the board, member search for a
// common prefix and a rare substring, /progress, /achievements, /chat in both channels, the
// member home, the data export of the member with the most rows, and deleting that member.
// Each size's figures go to bench/out/scale-<N>.json; the "Scale" section of bench/REPORT.md
// shows every size measured so far side by side. --skip-build reuses build/. --only=leagues
// times only the weekly leagues' Cron step (build and close a week) into its own section.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { COMMON_PREFIX, RARE_SUBSTRING, SCALE_ACCOUNTS, SCALE_PASSWORD, scalePersist } from "../scripts/seed/scale.mjs";
import { cookieHeader, signIn } from "./lib/http.mjs";
import { LEAGUES_HEADING, SCALE_HEADING, renderLeagues, renderScale } from "./lib/scale-report.mjs";
import { writeSection } from "./lib/sections.mjs";
import { ACCOUNTS, DEMO_PASSWORD } from "./lib/routes.mjs";
import { freePort, killAllSync, startWorker, stopGroup } from "./lib/server.mjs";

const args = process.argv.slice(2);
const sizes = (args.find((a) => a.startsWith("--members="))?.slice(10) ?? "1000")
  .split(",")
  .map((s) => Number(s.replace(/k$/i, "000")));
if (sizes.some((n) => !Number.isInteger(n) || n < 100)) {
  console.error("bench:scale: --members=1000,10000,100000 (whole numbers, at least 100)");
  process.exit(2);
}
const SAMPLES = 20;
// --only=leagues times just the leagues' Cron step (decision 077) and writes its own section.
const leaguesOnly = args.includes("--only=leagues");
const WARMUP = 2;

process.on("exit", killAllSync);
const log = (line) => console.log(`bench:scale: ${line}`);
const git = (...a) => execFileSync("git", a).toString().trim();

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const summary = (times, res) => ({
  n: times.length,
  medianMs: pct(times, 50),
  p95Ms: pct(times, 95),
  status: res.status,
  roundTrips: res.headers.has("x-d1-round-trips") ? Number(res.headers.get("x-d1-round-trips")) : null,
});

async function timedGet(base, path, cookies) {
  const t = performance.now();
  const res = await fetch(`${base}${path}`, { redirect: "manual", headers: { Cookie: cookieHeader(cookies) } });
  await res.arrayBuffer();
  return { ms: performance.now() - t, res };
}

async function timeGets(base, path, cookies) {
  for (let i = 0; i < WARMUP; i++) await timedGet(base, path, cookies);
  const times = [];
  let last;
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, res } = await timedGet(base, path, cookies);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    times.push(ms);
    last = res;
  }
  return { path, ...summary(times, last) };
}

/** Deletes each member's account through the /settings form; one sample per member. */
async function timeDeletions(base, members) {
  const u = new URL(base);
  const times = [];
  let last;
  for (const cookies of members) {
    const t = performance.now();
    const res = await fetch(`${base}/settings`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ password: SCALE_PASSWORD }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: u.origin,
        Host: u.host,
        Cookie: cookieHeader(cookies),
      },
    });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (res.status !== 303) throw new Error(`account deletion: HTTP ${res.status}`);
    last = res;
  }
  return { path: "POST /settings", ...summary(times, last) };
}

/**
 * The weekly leagues' Cron step at scale (decision 077), through /dev/leagues: building this
 * week for the whole membership, then (a week later) closing it and building the next. Each
 * run's time, D1 round trips and statements; placed and mailed counts from its answer.
 */
async function timeLeagues(base) {
  const u = new URL(base);
  const monday = new Date();
  monday.setUTCHours(0, 30, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const run = async (at) => {
    const t = performance.now();
    const res = await fetch(`${base}/dev/leagues`, {
      method: "POST",
      redirect: "manual",
      // The result mails are paged by later runs; here only building and closing are timed.
      body: new URLSearchParams({ at: at.toISOString(), mails: "0" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: u.origin, Host: u.host },
    });
    const body = await res.json();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`/dev/leagues: HTTP ${res.status}`);
    return {
      ms: Math.round(ms),
      roundTrips: Number(res.headers.get("x-d1-round-trips")),
      statements: Number(res.headers.get("x-d1-statements")),
      placed: body.placed,
      closed: body.closed.length,
      mailed: body.mailed,
    };
  };
  const build = await run(monday);
  const close = await run(new Date(monday.getTime() + 7 * 86_400_000));
  return { build, close };
}

function sqliteFile(persist) {
  const dir = `${persist}/v3/d1/miniflare-D1DatabaseObject`;
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  return `${dir}/${file}`;
}

/** Rows per table of a seeded database (sqlite3 when present; the report says so otherwise). */
function rowCounts(persist) {
  const tables = ["user_profiles", "activity_log", "user_challenges", "user_achievements", "chat_messages"];
  const more = ["challenge_invitations", "battle_matches", "face_scans", "user_subscriptions"];
  try {
    const sql = [...tables, ...more].map((t) => `SELECT '${t}', COUNT(*) FROM ${t};`).join("");
    const out = execFileSync("sqlite3", ["-readonly", sqliteFile(persist), sql]).toString();
    return Object.fromEntries(
      out
        .trim()
        .split("\n")
        .map((l) => l.split("|"))
        .map(([t, n]) => [t, Number(n)]),
    );
  } catch {
    return null;
  }
}

async function measureSize(members) {
  const seeded = scalePersist(members);
  if (args.includes("--reseed") || !existsSync(seeded)) {
    log(`seeding ${members} members into ${seeded}`);
    execFileSync("node", ["scripts/seed-scale.mjs", `--members=${members}`], { stdio: "inherit" });
  }
  // Deletion changes the database: each run serves a fresh copy of the seeded one.
  const persist = `${seeded}-run`;
  rmSync(persist, { recursive: true, force: true });
  cpSync(seeded, persist, { recursive: true });
  const rows = rowCounts(persist);
  const port = await freePort(Number(process.env.BENCH_PORT ?? 8799));
  const server = await startWorker({ port, persist, logFile: `bench/out/scale-${members}-wrangler.log`, fresh: false });
  try {
    const base = server.base;
    const as = async (email, password = SCALE_PASSWORD) => signIn(base, email, password);
    const bottom = await as(SCALE_ACCOUNTS.bottom);
    const heavy = [];
    for (const email of SCALE_ACCOUNTS.heavy) heavy.push(await as(email));
    const free = await as(ACCOUNTS.free, DEMO_PASSWORD);
    const elite = await as(ACCOUNTS.elite, DEMO_PASSWORD);
    const t0 = performance.now();
    const m = {};
    const step = async (key, fn) => {
      log(`${members}: ${key}`);
      m[key] = await fn();
    };
    if (leaguesOnly) {
      await step("leagues", () => timeLeagues(base));
      return { members, rows, measuredInS: Math.round((performance.now() - t0) / 1000), measurements: m };
    }
    await step("rankings", () => timeGets(base, "/rankings", bottom));
    await step("searchPrefix", () => timeGets(base, `/progress?tab=battles&q=${COMMON_PREFIX}`, bottom));
    await step("searchRare", () => timeGets(base, `/progress?tab=battles&q=${RARE_SUBSTRING}`, bottom));
    await step("progress", () => timeGets(base, "/progress", heavy[0]));
    await step("achievements", () => timeGets(base, "/achievements", heavy[0]));
    await step("chatGeneral", () => timeGets(base, "/chat", free));
    await step("chatVip", () => timeGets(base, "/chat?channel=vip", elite));
    await step("home", () => timeGets(base, "/", heavy[0]));
    await step("export", () => timeGets(base, "/settings/export", heavy[0]));
    await step("deletion", () => timeDeletions(base, heavy));
    return { members, rows, measuredInS: Math.round((performance.now() - t0) / 1000), measurements: m };
  } finally {
    await stopGroup(server.child);
    rmSync(persist, { recursive: true, force: true });
  }
}

if (!args.includes("--skip-build")) {
  log("building");
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}
mkdirSync("bench/out", { recursive: true });
for (const members of sizes) {
  const result = {
    when: new Date().toISOString(),
    commit: git("rev-parse", "--short", "HEAD"),
    dirty: git("status", "--porcelain", "--", "app", "db").length > 0,
    loadAvg: os.loadavg().map((x) => +x.toFixed(2)),
    samples: SAMPLES,
    ...(await measureSize(members)),
  };
  const file = leaguesOnly ? `bench/out/leagues-${members}.json` : `bench/out/scale-${members}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  log(`${members} members measured in ${result.measuredInS} s -> ${file}`);
}
if (leaguesOnly) {
  const runs = readdirSync("bench/out")
    .filter((f) => /^leagues-\d+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(`bench/out/${f}`, "utf8")))
    .sort((a, b) => a.members - b.members);
  await writeSection(LEAGUES_HEADING, renderLeagues(runs));
  log("bench/REPORT.md (leagues)");
  process.exit(0);
}
// Every size measured so far, side by side.
const results = readdirSync("bench/out")
  .filter((f) => /^scale-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(`bench/out/${f}`, "utf8")))
  .sort((a, b) => a.members - b.members);
const md = renderScale(results);
writeFileSync("bench/out/scale.md", md);
await writeSection(SCALE_HEADING, md);
log("bench/out/scale.md, bench/REPORT.md");
