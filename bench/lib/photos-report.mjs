// The "Photo path and face analysis" section of bench/REPORT.md, from bench/photos.mjs's
// results: memory per kind of photo against the 128 MB isolate, the Worker's size and
// start-up with and without the face models, and the scanner's own times.
import { SCAN } from "./members.mjs";

export const PHOTOS_HEADING = "## Photo path and face analysis (`npm run bench:photos`)";
const ISOLATE_MB = 128;
const f1 = (n) => (n === null || n === undefined ? "-" : n.toFixed(1));
const f0 = (n) => (n === null || n === undefined ? "-" : Math.round(n).toString());

export function renderPhotos(r) {
  const L = [PHOTOS_HEADING, ""];
  L.push(
    `${r.finishedAt.slice(0, 16).replace("T", " ")} UTC, commit ${r.commit}${r.dirty ? " (uncommitted changes)" : ""}, ${r.machine.cpus} cores, load ${r.machine.loadAvgAtStart.join("/")} at start, Node ${r.machine.node}. Issues #23 (photo memory) and #26 (face analysis).`,
    "",
  );

  L.push("### Peak memory of the photo path, per kind of photo", "");
  L.push(
    "The Worker's own modules (`bench/lib/photo-path.ts`: the multipart reader, the header check, `preparePhoto`, the face analysis) bundled for Node and run in a fresh process per photo; the kernel's peak resident size (VmHWM) is reset once Node has loaded its own fetch, stream and number-formatting code (built into workerd) and read after each step, above the resident size at that moment. The Images binding's work (decoding, turning, resizing, encoding) is done beforehand in the parent process, as Cloudflare does it outside the isolate; its three outputs are handed back when asked. Node runs with a 1 MB young generation so garbage does not pile up unseen. The figures are what the photo path adds to an isolate; the Worker's own code and state come on top. `wasm` is the face models' wasm heap, which stays at its peak for the isolate's life.",
    "",
    `| photo | file MB | steps (peak MB above the baseline, cumulative) | peak MB | wasm heap MB | of ${ISOLATE_MB} MB |`,
    "|---|---:|---|---:|---:|---:|",
  );
  for (const c of r.memory) {
    if (c.error) {
      L.push(`| ${c.label} | - | **FAIL**: ${c.error.replaceAll("|", "/")} | - | - | - |`);
      continue;
    }
    const steps = c.steps
      .map(
        (s) =>
          `${s.step}: ${f1(s.peakMB)}${s.liveMB === undefined ? "" : ` (live at most ${f1(s.liveMB)} MB of JS heap and buffers, plus the ${f1(s.wasmMB)} MB wasm heap)`}`,
      )
      .join("; ");
    L.push(
      `| ${c.label} | ${f1(c.bytes / 1048576)} | ${steps.replaceAll("|", "/")} | **${f1(c.peakMB)}** | ${f1(c.wasmMB)} | ${Math.round((100 * c.peakMB) / ISOLATE_MB)}% |`,
    );
  }
  L.push("");

  const w = r.worker ?? {};
  L.push("### The Worker's size and start-up, with and without the face models", "");
  L.push(
    "Size: `wrangler deploy --dry-run` of each build (Workers' limit: 3 MB gzip on the free plan, 10 MB on the paid plan); the wasm and weights are separate modules of the upload. Start-up: `wrangler check startup`'s CPU profile of the isolate's start in local workerd (end minus start), median of five taken in turns; local CPU, so compare the rows, not the absolute times. The models are imported dynamically (`packages/face-models`, `app/scan/analyzer.server.ts`): no request other than a scan loads them.",
    "",
    "| build | upload KiB | gzip KiB | wasm and weights modules (gzip KiB) | start-up ms (median) | runs ms |",
    "|---|---:|---:|---|---:|---|",
  );
  for (const key of ["withModels", "withoutModels", "main"]) {
    const v = w[key];
    if (!v) continue;
    if (v.error) {
      L.push(`| ${v.label} | **FAIL**: ${v.error.replaceAll("|", "/")} | | | | |`);
      continue;
    }
    const modules = v.modules.map((m) => `${m.file} ${f1(m.gzipKB)}`).join(", ") || "-";
    L.push(
      `| ${v.label} | ${f0(v.uploadKB)} | **${f0(v.gzipKB)}** | ${modules} | **${f0(v.startup.medianMs)}** | ${v.startup.runsMs.join(", ")} |`,
    );
  }
  L.push("");

  const s = r.scanner ?? {};
  L.push(`### The scanner in the Worker: a ${SCAN.width} x ${SCAN.height} (12 MP) portrait`, "");
  if (!s.ok) L.push(`- **FAIL**: ${s.error ?? "not run"}`, "");
  else {
    const row = (label, x) =>
      !x || x.error
        ? `| ${label} | **FAIL**: ${(x?.error ?? "not run").replaceAll("|", "/")} | | | | | |`
        : `| ${label} | ${x.status} | ${f1(x.bodyBytes / 1024)} | ${f0(x.submitToResultMs)} | ${f0(x.serverTiming?.resize)} | ${f0(x.serverTiming?.["detect-landmarks"])} | ${f0(x.serverTiming?.analyze)} |`;
    L.push(
      `Uploaded by ${s.as} through the pages in Debian chromium (desktop context, no throttling) against the built Worker under \`wrangler dev --local\` with \`BENCH_COUNT_D1=1\` (Server-Timing). Submit to result: the click on Analyze Face to the result page's load event. resize: the Images binding's three outputs (locally sharp, in wrangler's process). detect+landmarks: the tiny face detector (input 320) and the 68-landmark model on tfjs's wasm backend, in the isolate (the first scan of an isolate also loads the models). analyze: the whole face analysis.`,
      "",
      "| upload | status | body KB | submit to result ms | resize ms | detect+landmarks ms | analyze ms |",
      "|---|---|---:|---:|---:|---:|---:|",
      row("JavaScript off (the full 12 MP file)", s.noJs),
      row("JavaScript on (downsized to 1024 px by the island)", s.js),
      "",
    );
    if (s.repeats?.length) {
      const med = (k) => {
        const xs = s.repeats
          .map((x) => x[k])
          .filter((n) => typeof n === "number")
          .sort((a, b) => a - b);
        return xs.length ? xs[Math.floor(xs.length / 2)] : null;
      };
      L.push(
        `Warm isolate, ${s.repeats.length} more uploads of the same 12 MP portrait (a pixel changed each time, so none is a repeat) straight to /face-scanner: detect+landmarks median **${f0(med("detect"))} ms** (runs ${s.repeats.map((x) => f0(x.detect)).join(", ")}), whole analysis median ${f0(med("analyze"))} ms, server total median ${f0(med("total"))} ms.`,
        "",
      );
    }
  }
  return L.join("\n");
}
