// The Worker's size and start-up with and without the face models: wrangler's dry-run
// upload size (gzip, against Workers' 3 MB free and 10 MB paid limits) and
// `wrangler check startup`'s CPU profile of the isolate's start, for this tree, the same
// tree with the face analysis stubbed out, and main (before the face analysis; photon's
// wasm in the Worker). Builds happen in copies under /tmp, never in this checkout's build/.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const QUIET = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
/** Start-up profiles per variant, taken in turns (A B C A B C ...) so a busy moment of the
 * shared machine falls on every variant alike; the median is reported. */
const STARTUP_RUNS = 5;

const STUB_FIND_FACE = `// Stubbed by the benchmark: the Worker without the face models.
export async function findFace() {
  throw new Error("the face analysis is stubbed out in this build");
}
`;

/** A copy of `ref`'s tracked files (or of the working tree, when ref is null) in `dir`. */
function copyTree(dir, ref) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (ref) execFileSync("sh", ["-c", `git archive ${ref} | tar -x -C ${dir}`]);
  else
    execFileSync("sh", [
      "-c",
      `git ls-files -z --cached --others --exclude-standard | tar --null -T - -c | tar -x -C ${dir}`,
    ]);
  symlinkSync(`${process.cwd()}/node_modules`, `${dir}/node_modules`);
}

function dryRun(dir) {
  execFileSync("npm", ["run", "build"], { cwd: dir, env: QUIET, stdio: ["ignore", "pipe", "pipe"] });
  const out = `${dir}/.wrangler/dry-run`;
  const log = execFileSync("node_modules/.bin/wrangler", ["deploy", "--dry-run", "--outdir", out], {
    cwd: dir,
    env: QUIET,
  }).toString();
  const m = log.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
  const modules = readdirSync(out)
    .filter((f) => /\.(wasm|bin)$/.test(f))
    .map((f) => {
      const bytes = readFileSync(`${out}/${f}`);
      return { file: f.replace(/^[0-9a-f]{40}-/, ""), kb: bytes.length / 1024, gzipKB: gzipSync(bytes).length / 1024 };
    });
  return { uploadKB: m ? Number(m[1]) : null, gzipKB: m ? Number(m[2]) : null, modules };
}

function startupOnce(dir, i) {
  const file = `${dir}/.wrangler/startup-${i}.cpuprofile`;
  execFileSync("node_modules/.bin/wrangler", ["check", "startup", "--outfile", file], {
    cwd: dir,
    env: QUIET,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const profile = JSON.parse(readFileSync(file, "utf8"));
  return (profile.endTime - profile.startTime) / 1000;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Size and start-up of each variant; a failing variant is { error }. */
export function measureWorkerFigures() {
  const variants = [
    { key: "withModels", label: "this tree (face models, loaded on first scan)", ref: null, stub: false },
    { key: "withoutModels", label: "this tree, face analysis stubbed out", ref: null, stub: true },
    { key: "main", label: "main (before: photon's wasm in the Worker, no face models)", ref: "main", stub: false },
  ];
  const out = {};
  const dir = (v) => `/tmp/glowup-bench-${v.key}`;
  const failed = (v, e) => {
    out[v.key] = {
      label: v.label,
      error: String(e?.stderr ?? e?.message ?? e)
        .split("\n")
        .slice(-3)
        .join(" ")
        .slice(0, 300),
    };
  };
  try {
    for (const v of variants) {
      try {
        copyTree(dir(v), v.ref);
        if (v.stub) writeFileSync(`${dir(v)}/app/scan/face/find-face.server.ts`, STUB_FIND_FACE);
        out[v.key] = { label: v.label, ...dryRun(dir(v)), startup: { runsMs: [] } };
      } catch (e) {
        failed(v, e);
      }
    }
    for (let i = 0; i < STARTUP_RUNS; i++) {
      for (const v of variants.filter((x) => !out[x.key].error)) {
        try {
          out[v.key].startup.runsMs.push(Math.round(startupOnce(dir(v), i)));
        } catch (e) {
          failed(v, e);
        }
      }
    }
    for (const v of variants) if (!out[v.key].error) out[v.key].startup.medianMs = median(out[v.key].startup.runsMs);
  } finally {
    for (const v of variants) if (existsSync(dir(v))) rmSync(dir(v), { recursive: true, force: true });
  }
  return out;
}
