// `npm run bench:scan-repeat`: how repeatable the face scanner's numbers are (issue #35).
// Each committed portrait (tests/fixtures/faces, several different people) and its retakes
// (bench/lib/retakes.mjs: light, colour, compression, scale, framing, roll, blur, EXIF
// rotation, PNG) go through the Worker's own modules in Node (bench/lib/scan-repeat-run.ts).
// Per measurement and for the rating: the spread across one person's retakes (SD and
// max − min) beside the spread between the people, their ratio, and the 95 % noise band
// (1.96 × the pooled retake SD) that app/scan/face/rubric.ts carries. Writes
// bench/out/scan-repeat.{json,md} and the "Scan repeatability" section of bench/REPORT.md.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { build } from "esbuild";
import { format, resolveConfig } from "prettier";
import { retakesOf } from "./lib/retakes.mjs";
import { renderRepeat, REPEAT_HEADING, summarise } from "./lib/scan-repeat-report.mjs";

/** The portraits: different people, public domain (tests/fixtures/faces/README.md). */
const PEOPLE = [
  ["Eileen Collins", "astronaut.jpg"],
  ["Barack Obama", "obama.jpg"],
  ["Joe Biden", "biden.jpg"],
  ["Grace Hopper", "hopper.jpg"],
];
const BUNDLE = "bench/out/scan-repeat-run.mjs";
const git = (...a) => execFileSync("git", a).toString().trim();

mkdirSync("bench/out", { recursive: true });
await build({
  entryPoints: ["bench/lib/scan-repeat-run.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  conditions: ["node"],
  mainFields: ["module", "main"],
  outfile: BUNDLE,
  alias: { "~": "./app" },
  external: ["sharp"],
  banner: { js: "import { createRequire as __req } from 'node:module'; const require = __req(import.meta.url);" },
  logLevel: "error",
  // Asset imports (the icon sprite's URL) mean nothing here.
  plugins: [
    {
      name: "asset-urls",
      setup(b) {
        b.onResolve({ filter: /\?(no-inline|url)$/ }, (a) => ({ path: a.path, namespace: "asset" }));
        b.onLoad({ filter: /.*/, namespace: "asset" }, () => ({ contents: 'export default "";', loader: "js" }));
      },
    },
  ],
});
const { analyse, ratedMeasurements, relativeMeasurements } = await import(`${process.cwd()}/${BUNDLE}`);

const started = Date.now();
const people = [];
for (const [name, file] of PEOPLE) {
  const original = new Uint8Array(readFileSync(`tests/fixtures/faces/${file}`));
  const takes = [{ kind: "original", name: "as committed", bytes: original }, ...(await retakesOf(original))];
  const observations = [];
  for (const take of takes) observations.push({ ...(await analyse(take.bytes)), retake: take.kind, name: take.name });
  people.push({ name, file, observations });
  process.stdout.write(`bench:scan-repeat: ${name}: ${observations.length} photos\n`);
}

const results = {
  startedAt: new Date(started).toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  commit: git("rev-parse", "--short", "HEAD"),
  dirty: git("status", "--porcelain", "--", "app", "bench").length > 0,
  machine: { cpus: os.cpus().length, node: process.version },
  people,
  summary: summarise(people, ratedMeasurements(), relativeMeasurements()),
};
writeFileSync("bench/out/scan-repeat.json", JSON.stringify(results, null, 2));
const md = renderRepeat(results);
writeFileSync("bench/out/scan-repeat.md", md);
console.log(md);

const report = readFileSync("bench/REPORT.md", "utf8");
const at = report.indexOf(`\n${REPEAT_HEADING}`);
const next = at >= 0 ? report.indexOf("\n## ", at + 1) : -1;
const updated =
  at >= 0
    ? `${report.slice(0, at).trimEnd()}\n\n${md}\n${next >= 0 ? `\n${report.slice(next + 1)}` : ""}`
    : `${report.trimEnd()}\n\n${md}\n`;
writeFileSync(
  "bench/REPORT.md",
  await format(updated, { ...(await resolveConfig("bench/REPORT.md")), parser: "markdown" }),
);
console.log("bench:scan-repeat: bench/out/scan-repeat.md, bench/REPORT.md");
