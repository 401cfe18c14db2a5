// The report's rows and section for the members' flows (bench/lib/members.mjs).
import { CHAT, SCAN } from "./members.mjs";
import { BUDGET } from "./routes.mjs";

const KB = 1024;
const kb = (b) => (b === null || b === undefined ? "-" : (b / KB).toFixed(1));
const ms = (x) => (x === null || x === undefined ? "-" : String(Math.round(x)));
const mb = (b) => (b === null || b === undefined ? "-" : (b / 1e6).toFixed(2));
const range = (xs) => {
  const v = (xs ?? []).filter((x) => x !== null && x !== undefined);
  if (!v.length) return "not counted";
  const lo = Math.min(...v);
  const hi = Math.max(...v);
  return lo === hi ? String(lo) : `${lo}-${hi}`;
};

/** Budget rows (same shape as evaluate()'s): /chat JS. */
export function membersBudgets(results) {
  const m = results.members;
  if (!m?.chat) return [];
  const c = m.chat;
  if (!c.ok)
    return [
      {
        name: `/chat JavaScript for a signed-in member ≤ ${CHAT.budgetKB} KB gzipped`,
        ok: false,
        detail: `not measured: ${c.error}`,
      },
    ];
  return [
    {
      name: `/chat JavaScript for a signed-in member ≤ ${CHAT.budgetKB} KB gzipped`,
      ok: c.jsBytes.gzip <= CHAT.budgetKB * KB,
      detail: `${kb(c.jsBytes.gzip)} KB gzipped (${kb(c.jsBytes.raw)} KB raw) in ${c.jsBytes.files} scripts, ${c.receiver}, fresh context`,
    },
  ];
}

/** The "Members' flows" section: markdown lines. */
export function renderMembers(results) {
  const m = results.members;
  const L = ["## Members' flows (issues #14, #15, #16)", ""];
  if (!m) return [...L, "Not run.", ""];
  if (m.skipped?.length) L.push(`Not selected by --routes: ${m.skipped.join(", ")}.`, "");

  const p = m.progress;
  if (p) {
    L.push("### Progress: page and challenge completion (#14)", "");
    if (!p.ok) L.push(`- **FAIL**: ${p.error}`, "");
    else {
      const d1ok = (xs) => (xs ?? []).every((x) => x !== null && x <= BUDGET.d1RoundTrips);
      L.push(
        `Signed in as ${p.as}. Wall time over loopback against the local Worker (request to full response, sequential). D1 from the bench-only \`x-d1-round-trips\` / \`x-d1-statements\` headers (a batch is one round trip). ` +
          `Each of today's challenges is started and then completed once (a challenge completes once a day), so the completion figures are one sample per challenge; the first completion of the day also settles the streak and any achievement unlocks.`,
        "",
        "| request | samples | D1 round trips | D1 statements | median ms | p95 ms | statuses | page budget (≤ " +
          BUDGET.d1RoundTrips +
          " round trips) |",
        "|---|---:|---:|---:|---:|---:|---|---|",
        `| GET /progress | ${p.page.n} | ${p.page.roundTrips ?? "not counted"} | ${p.page.statements ?? "-"} | ${ms(p.page.medianMs)} | ${ms(p.page.p95Ms)} | 200 | ${p.page.roundTrips !== null && p.page.roundTrips <= BUDGET.d1RoundTrips ? "pass" : "**FAIL**"} |`,
        `| POST /progress intent=start | ${p.start.n} | ${range(p.start.roundTrips)} | ${range(p.start.statements)} | ${ms(p.start.medianMs)} | ${ms(p.start.p95Ms)} | ${[...new Set(p.start.statuses)].join(", ")} | ${d1ok(p.start.roundTrips) ? "within" : "over"} (an action, not a page) |`,
        `| POST /progress intent=complete | ${p.complete.n} | ${range(p.complete.roundTrips)} | ${range(p.complete.statements)} | ${ms(p.complete.medianMs)} | ${ms(p.complete.p95Ms)} | ${[...new Set(p.complete.statuses)].join(", ")} | ${d1ok(p.complete.roundTrips) ? "within" : "over"} (an action, not a page) |`,
        "",
      );
    }
  }

  const c = m.chat;
  if (c) {
    L.push("### Chat: JavaScript and send-to-arrival (#15)", "");
    if (!c.ok) L.push(`- **FAIL**: ${c.error}`, "");
    else {
      const lost = c.messages - c.arrived;
      L.push(
        `- /chat JavaScript for ${c.receiver} (fresh browser context, every script fetched, gzipped by the bench at zlib level 6): **${kb(c.jsBytes.gzip)} KB** gzipped (${kb(c.jsBytes.raw)} KB raw, ${c.jsBytes.files} scripts); budget ${CHAT.budgetKB} KB: ${c.jsBytes.gzip <= CHAT.budgetKB * KB ? "pass" : "**FAIL**"}.`,
        `- Send to arrival: **median ${ms(c.medianMs)} ms, p95 ${ms(c.p95Ms)} ms** (max ${ms(c.maxMs)} ms) over ${c.arrived} of ${c.messages} messages` +
          (lost
            ? ` (**${lost} did not arrive** within 10 s of the last send${c.refusedSenders.length ? `; a refusal message showed for ${c.refusedSenders.join(", ")}` : ""})`
            : "") +
          (c.sendStatuses
            ? `; the send action answered ${
                Object.entries(c.sendStatuses)
                  .map(([code, n]) => `${code}×${n}`)
                  .join(", ") || "nothing"
              }`
            : "") +
          `. ${c.receiver} listens on /chat (General); ${c.senders.join(", ")} each have /chat open in their own browser context and take turns, one message at least ${CHAT.sendIntervalMs} ms after the previous one ` +
          `(each member at most every ${(CHAT.sendIntervalMs * c.senders.length) / 1000} s, so at most ${Math.floor(10_000 / (CHAT.sendIntervalMs * c.senders.length)) + 1} in any 10 s, under the chat's limit of 5 per 10 s per member); ` +
          `sending took ${c.sendingS.toFixed(1)} s. Each message is typed into the composer and sent with Enter (the page's own form, JavaScript on: the chat island posts it to /chat/messages, the chat action writes D1, then the room broadcasts). ` +
          "Sent = `Date.now()` in a capture-phase submit listener in the sender's page; arrived = `Date.now()` when a MutationObserver first sees the text in the receiver's message list (same machine clock). Desktop contexts, no throttling, Debian chromium.",
        "",
      );
    }
  }

  const s = m.scanner;
  if (s) {
    L.push("### Face scanner: a 12 MP phone portrait (#16, #26)", "");
    if (!s.ok) L.push(`- **FAIL**: ${s.error}`, "");
    else {
      const up = (bytes) => (bytes ? `${(bytes / results.profile.network.uploadThroughput).toFixed(1)} s` : "-");
      const row = (label, r) => {
        if (!r || r.error)
          return `| ${label} | **FAIL**: ${(r?.error ?? "not run").replaceAll("|", "/")} ${"| ".repeat(9)}|`;
        const t = r.serverTiming ?? {};
        return `| ${label} | ${r.status} | ${kb(r.bodyBytes)} | ${up(r.bodyBytes)} | ${ms(r.submitToResultMs)} | ${ms(t.resize)} | ${ms(t.decode)} | ${ms(t["detect-landmarks"])} | ${ms(t.analyze)} | ${r.rating ?? "-"} |`;
      };
      L.push(
        `Photo: ${s.photo.width}x${s.photo.height} JPEG (quality ${SCAN.jpegQuality}: the NASA portrait of tests/fixtures/faces enlarged on a gradient, with sensor-like grain; bench/lib/photo-inputs.mjs), ${mb(s.photo.bytes)} MB, uploaded by ${s.as} through /face-scanner with the local face analysis. ` +
          "Body = the request body of the upload POST as chromium reports it (multipart, JS on: what the island sends after downsizing in a canvas to /face-scanner/upload; JS off: the form's own POST to /face-scanner with the full file). " +
          `Upload time at the profile's ${(results.profile.network.uploadThroughput * 8) / 1000} kbit/s is computed from the body size, not measured. Submit to result: click on Analyze Face to the result page's load event, desktop context, no throttling. ` +
          "Worker steps: the bench-only `Server-Timing` header (on only with `BENCH_COUNT_D1=1`): resize = the Images binding's three outputs (locally sharp, in wrangler's process, not the isolate's CPU), decode = the 1024 px PNG decoded in JS, detect+landmarks = the face detector and the 68-landmark model (wasm, in the isolate; on a Worker's first scan it includes loading the models), analyze = the whole face analysis (gate, measurements, scores). Wall times on a shared 2-core machine.",
        "",
        "| upload | status | body KB | upload at 750 kbit/s | submit to result ms | resize ms | decode ms | detect+landmarks ms | analyze ms | rating |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
        row("JavaScript off (full file)", s.noJs),
        row("JavaScript on (downsized in the browser)", s.js),
        "",
      );
    }
  }
  return L;
}
