// `node bench/actions.mjs [--skip-build] [--before=bench/out/actions-before.json] [--json=FILE] [--no-report]`:
// what each member action costs at a distance (decision 052): every form a member posts
// (challenge start and complete, daily task, guide tick, chat send, battle invite, accept and
// finish, scan upload, settings changes, checkout start), sent to the built Worker with each
// D1 round trip made 0 and 150 ms long (the bench's x-bench-d1-latency header,
// app/bench/d1-count.server.ts), beside its round trips. Every sample is a first: fresh members
// sign up for each round, so no action answers "already done". Writes its own section of
// bench/REPORT.md (with the figures of `--before`, a JSON an earlier commit's run wrote).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { PhotonImage } from "@cf-wasm/photon";
import { gradient, withPortrait } from "../tests/fixtures/portrait-scene.mjs";
import { median } from "./lib/http.mjs";
import { writeSection } from "./lib/sections.mjs";
import { freePort, startWorker, stopGroup } from "./lib/server.mjs";

const HEADING = "## Actions: D1 round trips at 0 and 150 ms";
const DISTANCES_MS = [0, 150];
const ROUNDS = 3;
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** A browser of one member: its cookies, and form posts as the page would send them. */
class Member {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  keep(res) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value && !/max-age=0/i.test(c)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return res;
  }
  headers(latency, extra = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return { Cookie: cookie, Origin: this.base, "x-bench-d1-latency": String(latency), ...extra };
  }
  async page(path) {
    const res = this.keep(await fetch(`${this.base}${path}`, { redirect: "manual", headers: this.headers(0) }));
    return res.text();
  }
  /** Posts `body` (fields, or FormData) at `latency` ms per round trip: the answer, its time and round trips. */
  async post(path, body, latency = 0) {
    const form = body instanceof FormData;
    const t = performance.now();
    const res = await fetch(`${this.base}${path}`, {
      method: "POST",
      redirect: "manual",
      body: form ? body : new URLSearchParams(body),
      headers: this.headers(latency, form ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
    });
    await res.arrayBuffer();
    const ms = performance.now() - t;
    this.keep(res);
    return { status: res.status, ms, trips: Number(res.headers.get("x-d1-round-trips") ?? NaN) };
  }
}

let seq = 0;
async function signUp(base) {
  const m = new Member(base);
  const n = `${Date.now().toString(36).slice(-5)}${++seq}`;
  m.username = `act${n}`;
  const res = await m.post("/auth", {
    mode: "signup",
    email: `act${n}@bench.test`,
    username: m.username,
    password: "secret123",
    confirmPassword: "secret123",
  });
  if (res.status !== 303) throw new Error(`sign-up answered ${res.status}`);
  return m;
}

async function signIn(base, email) {
  const m = new Member(base);
  const res = await m.post("/auth", { mode: "signin", email, password: "demo1234", redirect: "/" });
  if (res.status !== 303) throw new Error(`sign-in as ${email} answered ${res.status}`);
  return m;
}

const valuesOf = (html, field) =>
  [...html.matchAll(new RegExp(`name="${field}" value="([^"]+)"`, "g"))].map((m) => m[1]);

/** A portrait photo of its own size (each upload is a new photo, not a repeat). */
function photo(width) {
  const height = Math.round((width * 4) / 3);
  const img = new PhotonImage(withPortrait(gradient(width, height), width, height), width, height);
  const bytes = img.get_bytes_jpeg(90);
  img.free();
  const form = new FormData();
  form.append("photo", new Blob([bytes], { type: "image/jpeg" }), "me.jpg");
  return form;
}

/** One round of every action at `latency` ms per D1 round trip. */
async function round(base, latency, r, starter, pro) {
  const [player, guest, buyer] = [await signUp(base), await signUp(base), await signUp(base)];
  const ids = [...new Set(valuesOf(await player.page("/progress"), "challengeId"))];
  // The guide's items still to tick (a ticked one is no longer a form).
  const [item] = valuesOf(await starter.page("/skincare"), "item");
  const out = {};
  const run = async (name, who, path, body) => (out[name] = await who.post(path, body, latency));
  await run("challenge start", player, "/progress?tab=challenges", { intent: "start", challengeId: ids[0] });
  await run("challenge complete", player, "/progress?tab=challenges", { intent: "complete", challengeId: ids[0] });
  await run("daily task", player, "/progress?tab=challenges", { intent: "daily-task" });
  await run("guide tick", starter, "/guides/check", { item });
  await run("chat send", player, "/chat", {
    intent: "send",
    channel: "general",
    clientId: crypto.randomUUID().replaceAll("-", ""),
    message: `Bench message ${r} at ${latency} ms`,
  });
  await run("battle invite", player, "/progress?tab=battles", {
    intent: "invite",
    username: guest.username,
    challengeId: ids[1],
  });
  const [invitationId] = valuesOf(await guest.page("/progress?tab=inbox"), "invitationId");
  await run("battle accept", guest, "/progress?tab=inbox", { intent: "accept", invitationId });
  // The battle is won by completing its challenge (decision 072): the guest does it first.
  await guest.post("/progress?tab=challenges", { intent: "start", challengeId: ids[1] }, latency);
  await run("battle won by complete", guest, "/progress?tab=challenges", { intent: "complete", challengeId: ids[1] });
  await run("scan upload", pro, "/face-scanner", photo(600 + r * 20 + (latency ? 10 : 0)));
  await run("reminders switch", player, "/settings/reminders", { reminders: "off" });
  await run("username change", player, "/account", { username: `${player.username}x` });
  await run("checkout start", buyer, "/checkout?plan=pro", { plan: "pro" });
  return out;
}

if (!process.argv.includes("--skip-build")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const commit = arg("commit") ?? execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
const port = await freePort(0);
const server = await startWorker({
  port,
  persist: ".wrangler/bench-actions",
  logFile: "bench/out/actions-wrangler.log",
});
const samples = {};
try {
  const [starter, pro] = [await signIn(server.base, "starter@demo.test"), await signIn(server.base, "pro@demo.test")];
  // Warm-up: the first scan loads the face models; the first request of each route compiles nothing later.
  await round(server.base, 0, ROUNDS, starter, pro);
  for (let r = 0; r < ROUNDS; r++)
    for (const latency of DISTANCES_MS) {
      const got = await round(server.base, latency, r, starter, pro);
      for (const [name, s] of Object.entries(got)) ((samples[name] ??= {})[latency] ??= []).push(s);
    }
} finally {
  await stopGroup(server.child);
}

const result = {
  commit,
  when: new Date().toISOString(),
  rounds: ROUNDS,
  actions: Object.fromEntries(
    Object.entries(samples).map(([name, by]) => [
      name,
      {
        statuses: [...new Set(Object.values(by).flatMap((xs) => xs.map((x) => x.status)))],
        trips: Math.max(...Object.values(by).flatMap((xs) => xs.map((x) => x.trips))),
        medianMs: Object.fromEntries(DISTANCES_MS.map((d) => [d, median(by[d].map((x) => x.ms))])),
      },
    ]),
  ),
};
mkdirSync("bench/out", { recursive: true });
writeFileSync(arg("json") ?? "bench/out/actions.json", JSON.stringify(result, null, 2));

const before = arg("before") ? JSON.parse(readFileSync(arg("before"), "utf8")) : null;
const ms = (x) => (x === undefined || x === null ? "–" : String(Math.round(x)));
const rows = Object.entries(result.actions).map(([name, a]) => {
  const b = before?.actions[name];
  const was = before ? ` ${b?.trips ?? "–"} | ${ms(b?.medianMs[150])} |` : "";
  return `| ${name} | ${a.statuses.join(", ")} |${was} ${a.trips} | ${ms(a.medianMs[0])} | ${ms(a.medianMs[150])} |`;
});
const md = `${HEADING}

${result.when}, commit ${commit}${before ? ` (before: commit ${before.commit}, ${before.when.slice(0, 10)})` : ""}: \`node bench/actions.mjs\`.
The built Worker under \`wrangler dev --local\` with \`BENCH_COUNT_D1=1\`; each D1 round trip (a batch is one) first
waits the distance, as for a member that far from the database's primary. Each action posted as its form does, by
members who signed up for the round (the guide tick and the scan by the demo Starter and Pro members), so none
answers "already done"; the median of ${ROUNDS} rounds at each distance, over loopback, after a warm-up round.
The budget is 2 round trips (one read batch, one write batch: \`tests/worker/action-round-trips.test.ts\`).

| action | status |${before ? " trips before | ms at 150 before |" : ""} trips | ms at 0 | ms at 150 |
| --- | --- |${before ? " ---: | ---: |" : ""} ---: | ---: | ---: |
${rows.join("\n")}
`;
if (!process.argv.includes("--no-report")) await writeSection(HEADING, md);
console.log(md);
