// Lighthouse 12.8 (mobile defaults: simulated slow 4G, 4x CPU) against one chromium
// that this module starts and stops itself.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM } from "./browser.mjs";
import { freePort, spawnGroup, stopGroup } from "./server.mjs";

export const LH_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function withLighthouse(fn) {
  const port = await freePort(0);
  const profile = mkdtempSync(path.join(tmpdir(), "glowup-lh-"));
  const chrome = spawnGroup(CHROMIUM, [
    ...LH_FLAGS,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ]);
  chrome.stdout.resume();
  chrome.stderr.resume();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error("chromium for Lighthouse did not start");
      await new Promise((r) => setTimeout(r, 250));
    }
    return await fn((url, options) => audit(url, port, options));
  } finally {
    await stopGroup(chrome);
    rmSync(profile, { recursive: true, force: true });
  }
}

const score = (c) => (c && typeof c.score === "number" ? Math.round(c.score * 100) : null);

async function audit(url, port, { ignoreStatusCode = false } = {}) {
  const result = await lighthouse(url, {
    port,
    ignoreStatusCode,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  const lhr = result.lhr;
  const failing = (cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && typeof a.score === "number" && a.score < 0.9)
      .map((a) => a.id);
  const ms = (id) =>
    typeof lhr.audits[id]?.numericValue === "number" ? Math.round(lhr.audits[id].numericValue) : null;
  return {
    version: lhr.lighthouseVersion,
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories["best-practices"]),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    failing: {
      performance: failing("performance"),
      accessibility: failing("accessibility"),
      bestPractices: failing("best-practices"),
    },
    throttling: lhr.configSettings.throttling,
    formFactor: lhr.configSettings.formFactor,
  };
}
