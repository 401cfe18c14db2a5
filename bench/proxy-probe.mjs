// `node bench/proxy-probe.mjs`: shows that `wrangler dev`'s own proxy, not the app, turns
// some early-refused 100 MB uploads into 5xx (issue #23). It serves a Worker of one line
// that answers 413 without reading the body (what the app does for a declared 100 MB
// form) and posts 100 MB bodies at it, 16 at a time (--concurrency=N). Any status other than 413, or a
// dropped connection, came from the local tooling in front of that one line.
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
