// `node bench/proxy-probe.mjs`: shows that `wrangler dev`'s own proxy, not the app, turns
// some early-refused 100 MB uploads into 5xx (issue #23). It serves a Worker of one line
// that answers 413 without reading the body (what the app does for a declared 100 MB
// form) and posts 100 MB bodies at it, 16 at a time (--concurrency=N). Any status other than 413, or a
// dropped connection, came from the local tooling in front of that one line. `--slow`
// sends instead 50 uploads at once that declare 10 MB and trickle (as `npm run load` does,
// bench/lib/slow-uploads.mjs), to a Worker that answers without reading the body and to one
// that cancels it first: wrangler dev delivers the early answer only in the second case.
import { mkdirSync, writeFileSync } from "node:fs";
import { freePort, spawnGroup, stopGroup } from "./lib/server.mjs";

const dir = ".wrangler/proxy-probe";
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/worker.js`, 'export default { fetch: () => new Response("too large", { status: 413 }) };\n');
writeFileSync(`${dir}/wrangler.toml`, 'name = "proxy-probe"\nmain = "worker.js"\ncompatibility_date = "2025-09-01"\n');

const port = await freePort(0);
const child = spawnGroup(
  "../../node_modules/.bin/wrangler",
  ["dev", "--local", "--ip", "127.0.0.1", "--port", String(port), "--show-interactive-dev-session=false"],
  { cwd: dir, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" } },
);
const base = `http://127.0.0.1:${port}/`;
for (let i = 0; ; i++) {
  if (i > 60) throw new Error("wrangler dev did not start");
  await new Promise((r) => setTimeout(r, 500));
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    break;
}

if (process.argv.includes("--slow")) {
  const { slowUpload } = await import("./lib/slow-uploads.mjs");
  // The one line answers unread; at /cancel it also cancels the body first, as the app does.
  writeFileSync(
    `${dir}/worker.js`,
    'export default { fetch: (r) => { if (new URL(r.url).pathname === "/cancel") r.body?.cancel(); return new Response("too large", { status: 413 }); } };\n',
  );
  await new Promise((r) => setTimeout(r, 3_000)); // wrangler reloads the Worker
  for (const path of ["/", "/cancel"]) {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => slowUpload({ base, path, declared: 10 * 1024 * 1024, maxMs: 10_000 })),
    );
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    const statuses = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    console.log(
      `50 uploads at once declaring 10 MB and trickling, to a Worker that answers 413 ${path === "/" ? "without reading the body" : "after cancelling the body"}: ${Object.entries(
        statuses,
      )
        .map(([k, n]) => `${k}×${n}`)
        .join(" ")}; after ${Math.round(times[0])}-${Math.round(times.at(-1))} ms (median ${Math.round(times[25])} ms)`,
    );
  }
  await stopGroup(child);
  process.exit(0);
}

const CONCURRENCY = Number(process.argv.find((a) => a.startsWith("--concurrency="))?.split("=")[1] ?? 16);
const ROUNDS = 4;
const body = new Uint8Array(100 * 1024 * 1024);
const seen = {};
const count = (key) => (seen[key] = (seen[key] ?? 0) + 1);
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      try {
        const res = await fetch(base, { method: "POST", body, headers: { "Content-Type": "text/plain" } });
        count(`${res.status} ${(await res.text()).split("\n")[0].slice(0, 60)}`);
      } catch (error) {
        count(`no answer (${error.cause?.code ?? error.message})`);
      }
    }
  }),
);
await stopGroup(child);
console.log(
  `${CONCURRENCY * ROUNDS} uploads of 100 MB, ${CONCURRENCY} at a time, to a Worker that only ever answers 413:`,
);
for (const [what, n] of Object.entries(seen)) console.log(`  ${String(n).padStart(3)}  ${what}`);
