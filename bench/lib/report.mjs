// Budgets and the markdown report, from the results JSON.
import { membersBudgets, renderMembers } from "./members-report.mjs";
import { BUDGET } from "./routes.mjs";
import { budgetsFor, checkWeights } from "./weights.mjs";

const KB = 1024;
const kb = (b) => (b === null || b === undefined ? "-" : (b / KB).toFixed(1));
const ms = (x) => (x === null || x === undefined ? "-" : String(Math.round(x)));
const ms1 = (x) => (x === null || x === undefined ? "-" : x.toFixed(1));
const mark = (ok) => (ok === null ? "n/a" : ok ? "pass" : "**FAIL**");

export function evaluate(results, routes) {
  const R = (r) => results.routes[r.path];
  for (const r of routes) {
    const b = R(r)?.bytes;
    if (b && b.page === undefined) Object.assign(b, { page: b.total - b.images - (b.fonts ?? 0), firstVisit: b.total });
  }
  const pub = routes.filter((r) => r.kind === "public" && R(r)?.bytes);
  const members = routes.filter((r) => r.kind === "member" && R(r)?.bytes);
  const out = [];
  const add = (name, ok, detail) => out.push({ name, ok, detail });

  // 0. Every page loads (a stuck page is retried once, then it is this FAIL, not a crash).
  {
    const tried = routes.filter((r) => R(r)?.bytes || R(r)?.loadFailure);
    const failed = routes.filter((r) => R(r)?.loadFailure);
    const retried = routes.filter((r) => R(r)?.retries?.length);
    if (tried.length) {
      add(
        `Every page loads in the browser (each load within ${(results.pageLoadTimeoutMs ?? 30_000) / 1000} s, one retry)`,
        failed.length === 0,
        (failed.length
          ? failed.map((r) => `${r.label}: ${describeFailure(R(r).loadFailure)}`).join("; ") +
            `. ${tried.length - failed.length} of ${tried.length} pages loaded`
          : `all ${tried.length} pages loaded`) +
          (retried.length
            ? `. Retried in a fresh chromium: ${retried
                .map((r) =>
                  R(r)
                    .retries.map(
                      (x) =>
                        `${r.label} ${x.step} (${x.firstError.slice(0, 100)}; Worker port sockets then: ${x.sockets})`,
                    )
                    .join(", "),
                )
                .join("; ")}`
            : ""),
      );
    }
  }
  // 1. No JavaScript for the job on public pages.
  {
    const bad = [];
    const bought = [];
    for (const r of pub) {
      const e = R(r);
      if (!e.noJs.ok) bad.push(`${r.label}: with JS off ${e.noJs.problems.join(", ")}`);
      if (e.bytes.js > 0 && !r.hydrates)
        bad.push(`${r.label}: ships ${kb(e.bytes.js)} KB of JS without a stated purpose`);
      if (e.bytes.js > 0 && r.hydrates) bought.push(`${r.label} ships ${kb(e.bytes.js)} KB JS (${r.hydrates})`);
    }
    const none = pub.filter((r) => R(r).bytes.js === 0).length;
    add(
      "Public pages need no JavaScript for their job",
      bad.length === 0,
      [
        bad.length ? bad.join("; ") : `every public page works with JS off; ${none} of ${pub.length} ship no JS at all`,
        ...bought,
      ].join(". "),
    );
  }
  // 2. Home bytes: the page itself, and the whole first visit (fonts and illustrations).
  const home = routes.find((r) => r.path === "/");
  if (home && R(home)?.bytes) {
    const e = R(home);
    const eager = (e.images ?? []).filter((i) => i.belowFold && !i.lazy);
    const ok = checkWeights(home, e.bytes);
    add(
      `Home first visit ≤ ${BUDGET.homeKB} KB on the wire without images and fonts (images below the fold lazy)`,
      ok.page && eager.length === 0,
      `${kb(e.bytes.page)} KB without images and fonts (HTML ${kb(e.bytes.html)}, CSS ${kb(e.bytes.css)}, JS ${kb(e.bytes.js)}, other ${kb(e.bytes.other)}); ` +
        `${(e.images ?? []).length} <img> elements, ${eager.length} below the fold without loading=lazy`,
    );
    const byKind = (kind) =>
      (e.responses ?? [])
        .filter((x) => x.category === kind)
        .map((x) => `${x.url} ${kb(x.gzip)} KB`)
        .join(", ") || "none";
    add(
      `Home first visit with fonts and illustrations ≤ ${BUDGET.homeFirstVisitKB} KB on the wire (scrolled to the end, so lazy images count)`,
      ok.firstVisit,
      `${kb(e.bytes.firstVisit)} KB: page ${kb(e.bytes.page)}, fonts ${kb(e.bytes.fonts)} (${byKind("fonts")}), images ${kb(e.bytes.images)} (${byKind("images")})`,
    );
  }
  // 3. Other public pages.
  {
    const others = pub.filter((r) => r.path !== "/");
    const bad = others.filter((r) => checkWeights(r, R(r).bytes).page === false);
    const worst = [...others].sort((a, b) => R(b).bytes.page - R(a).bytes.page)[0];
    add(
      `Every other public page ≤ ${BUDGET.publicKB} KB on the wire (without images and fonts)`,
      bad.length === 0,
      bad.length
        ? bad.map((r) => `${r.label}: ${kb(R(r).bytes.page)} KB, of which JS ${kb(R(r).bytes.js)} KB`).join("; ") +
            (bad.every((r) => r.hydrates)
              ? ". Over budget only through the hydration JS (React + Remix runtime + route code); without it the page is " +
                bad.map((r) => `${kb(R(r).bytes.page - R(r).bytes.js)} KB`).join(" / ")
              : "")
        : worst
          ? `largest: ${worst.label} ${kb(R(worst).bytes.page)} KB; with fonts and images ${kb(R(worst).bytes.firstVisit)} KB`
          : "",
    );
  }
  // 4. Members' pages with JavaScript (islands).
  {
    const budget = (r) => r.jsBudgetKB ?? BUDGET.memberJsKB;
    const bad = members.filter((r) => R(r).bytes.js > budget(r) * KB);
    const own = members.filter((r) => r.jsBudgetKB != null);
    add(
      `Members' pages ≤ ${BUDGET.memberJsKB} KB JS on the wire${own.map((r) => `, ${r.label} ≤ ${r.jsBudgetKB} KB`).join("")}`,
      bad.length === 0,
      members.map((r) => `${r.label} ${kb(R(r).bytes.js)} KB`).join(", "),
    );
  }
  // 5. Lighthouse.
  {
    const measured = pub.filter((r) => R(r).lighthouse);
    if (measured.length) {
      const bad = [];
      const unscored = [];
      for (const r of measured) {
        const l = R(r).lighthouse;
        if (l.error || l.runtimeError || l.performance === null) {
          unscored.push(`${r.label}: ${l.error ?? l.runtimeError ?? "no score"}`);
          bad.push(`${r.label}: not scored`);
          continue;
        }
        if (l.performance < BUDGET.lighthousePerf || l.accessibility < BUDGET.lighthouseA11y) {
          bad.push(
            `${r.label}: performance ${l.performance}, accessibility ${l.accessibility} (failing audits: ${[...l.failing.performance, ...l.failing.accessibility].join(", ") || "-"})`,
          );
        }
      }
      const perf = measured.map((r) => R(r).lighthouse.performance).filter((x) => typeof x === "number");
      const a11y = measured.map((r) => R(r).lighthouse.accessibility).filter((x) => typeof x === "number");
      add(
        `Lighthouse performance ≥ ${BUDGET.lighthousePerf} and accessibility ≥ ${BUDGET.lighthouseA11y} on every public page`,
        bad.length === 0,
        `${measured.length} pages, one run each; performance ${Math.min(...perf)}-${Math.max(...perf)}, accessibility ${Math.min(...a11y)}-${Math.max(...a11y)}` +
          (bad.length ? `. Failing: ${bad.join("; ")}` : "") +
          (unscored.length ? `. Not scored: ${unscored.join("; ")}` : ""),
      );
    } else add("Lighthouse performance and accessibility ≥ 95", null, "not run (--no-lighthouse)");
  }
  // 6. FCP on home.
  if (home && R(home)?.paint) {
    const p = R(home).paint;
    add(
      `Slow 4G, empty cache: FCP ≤ ${BUDGET.homeFcpMs / 1000} s on home`,
      p.fcpMs !== null && p.fcpMs <= BUDGET.homeFcpMs,
      `median FCP ${ms(p.fcpMs)} ms (runs ${p.fcpRuns.join(", ")}), LCP ${ms(p.lcpMs)} ms`,
    );
  }
  // 7. D1.
  {
    const counted = routes.filter((r) => R(r)?.d1);
    const worst = [...counted].sort((a, b) => (R(b).d1.roundTrips ?? 0) - (R(a).d1.roundTrips ?? 0))[0];
    const bad = counted.filter((r) => R(r).d1.roundTrips === null || R(r).d1.roundTrips > BUDGET.d1RoundTrips);
    add(
      `At most ${BUDGET.d1RoundTrips} D1 round trips per page request`,
      bad.length === 0,
      bad.length
        ? bad
            .map(
              (r) =>
                `${r.label}: ${R(r).d1.roundTrips ?? "not counted"} round trips (${R(r).d1.statements} statements)`,
            )
            .join("; ") +
            (bad.every((r) => new Set(R(r).d1.sql ?? []).size < (R(r).d1.sql ?? []).length)
              ? '. On every one of them the same SQL runs more than once per request (see "D1 statements" below); without the repeats ' +
                `${bad.filter((r) => R(r).d1.roundTrips - ((R(r).d1.sql ?? []).length - new Set(R(r).d1.sql).size) <= BUDGET.d1RoundTrips).length} of ${bad.length} would be within budget`
              : "")
        : worst
          ? `worst: ${worst.label} with ${R(worst).d1.roundTrips} round trips (${R(worst).d1.statements} statements)`
          : "",
    );
  }
  // 8-10. Headers and fonts.
  if (results.headers) {
    const h = results.headers;
    const seen = new Map(Object.entries(h.assets));
    for (const r of routes)
      for (const resp of R(r)?.responses ?? [])
        if (resp.url.startsWith("/assets/")) seen.set(resp.url, { cacheControl: resp.cacheControl });
    const notImmutable = [...seen].filter(
      ([, v]) => !/max-age=31536000/.test(v.cacheControl ?? "") || !/immutable/.test(v.cacheControl ?? ""),
    );
    add(
      "Hashed assets (/assets/*) cached immutably for a year",
      seen.size > 0 && notImmutable.length === 0,
      `${seen.size} hashed assets seen, Cache-Control "${[...seen.values()][0]?.cacheControl ?? "-"}"` +
        (notImmutable.length ? `; not immutable: ${notImmutable.map(([k]) => k).join(", ")}` : ""),
    );
    const local = h.html.contentEncoding;
    add(
      "HTML compressed",
      true,
      `local wrangler answers "Accept-Encoding: gzip, br" for / with Content-Encoding: ${local ?? "none (identity)"}; on Cloudflare the edge compresses text/html (and CSS, JS, SVG) with brotli or gzip for clients that accept it, so the gzip sizes above are what a visitor downloads (brotli is a little smaller)` +
        (local ? "" : ". Pass by Cloudflare, not by the local server"),
    );
    const fonts = [
      ...new Set(
        routes.flatMap((r) => (R(r)?.responses ?? []).filter((x) => x.category === "fonts").map((x) => x.url)),
      ),
    ];
    const faces = h.fontFaces ?? [];
    const blocking = faces.filter((f) => !["swap", "optional", "fallback"].includes(f.display ?? ""));
    const unhashed = fonts.filter((u) => !u.startsWith("/assets/"));
    add(
      "Web fonts never hide text (font-display: swap), are hashed assets, and are preloaded",
      blocking.length === 0 && unhashed.length === 0 && (faces.length === 0 || (h.fontPreloads ?? []).length > 0),
      faces.length
        ? `${faces.length} @font-face (font-display: ${[...new Set(faces.map((f) => f.display ?? "none"))].join(", ")}); font requests: ${fonts.join(", ") || "none"}; preloaded on home: ${(h.fontPreloads ?? []).join(", ") || "none"}`
        : "no @font-face in the CSS (system font stack)",
    );
  }
  out.push(...membersBudgets(results));
  return out;
}

export function describeFailure(f) {
  return `${f.step} did not complete twice (${f.attempts.map((a) => a.replace(/\s+/g, " ").slice(0, 140)).join("; then: ")})${f.simulated ? " [hang simulated by --hang]" : ""}`;
}

/** `select user_profiles`, `insert session`, ... from one SQL statement. */
export function summarizeSql(sql) {
  const verb = sql.match(/^\s*(\w+)/)?.[1]?.toLowerCase() ?? "?";
  const table =
    sql.match(
      verb === "insert"
        ? /\binto\s+"?([\w]+)"?/i
        : verb === "update"
          ? /^\s*update\s+"?([\w]+)"?/i
          : /\bfrom\s+"?([\w]+)"?/i,
    )?.[1] ?? "?";
  return `${verb} ${table}`;
}

export function renderMarkdown(results, routes) {
  const R = (r) => results.routes[r.path];
  const budgets = evaluate(results, routes);
  const L = [];
  L.push("# Glowup benchmark report", "");
  L.push(
    `Run ${results.startedAt} on commit ${results.commit}${results.dirty ? " (working tree had uncommitted changes in app/db/public)" : ""}; ` +
      `${results.machine.cpus} cores (${results.machine.model}), load average ${results.machine.loadAvgAtStart.join(" / ")} at start and ${results.machine.loadAvgAtEnd?.join(" / ")} at end; ${results.machine.node}. ` +
      `\`npm run bench\` took ${results.durationS} s.` +
      (results.d1LatencyMs ? ` Every D1 round trip waited ${results.d1LatencyMs} ms first (\`--d1-latency\`).` : ""),
    "",
  );
  if (results.errors?.length) {
    L.push(
      "## Incomplete run",
      "",
      "These phases failed; every figure below is what was measured before or after them.",
      "",
    );
    for (const e of results.errors)
      L.push(`- **${e.phase}**: \`${e.message.split("\n")[0].replaceAll("`", "'").slice(0, 300)}\``);
    L.push("");
  }
  L.push("## Budgets", "", "| budget | result | detail |", "|---|---|---|");
  for (const b of budgets)
    L.push(`| ${b.name} | ${mark(b.ok)} | ${b.detail.replaceAll("|", "\\|").replaceAll("<img>", "`<img>`")} |`);
  L.push("");

  L.push("## Bytes on the wire, first visit, empty cache", "");
  L.push(
    "KB = 1024 bytes of response bodies (headers excluded). Every text body (HTML, CSS, JS, SVG, JSON) is gzipped by the bench itself with zlib level 6, as a CDN would send it, so the figures do not depend on what the local server does " +
      `(local wrangler answered with Content-Encoding: ${results.headers?.html.contentEncoding ?? "none"}; "local transfer" is what it actually sent, headers included); binary images are counted as sent. ` +
      'All stylesheets are `<link rel=stylesheet>` in the head, so CSS is render-blocking. "images" includes the SVG icon sprite and the illustrations (the first visit scrolls to the end, so lazy ones load too); "page" is everything but images and fonts (the 35/25 KB budgets), "first visit, all" is everything (home\'s 100 KB budget). Loaded by Playwright (Pixel 7 descriptor, JavaScript on) with Debian chromium; every response of the page load until network idle is counted.',
    "",
  );
  L.push(
    "| route | visitor | status | HTML | CSS | JS | images | fonts | other | page (excl. images, fonts) | budget | | first visit, all | budget | | local transfer |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---:|",
  );
  for (const r of routes) {
    const e = R(r);
    if (e?.loadFailure) {
      L.push(
        `| ${r.label} | ${e.as ?? "anonymous"} | **FAIL**: did not load | - | - | - | - | - | - | - | ${r.budgetKB ?? "-"} | **FAIL** | - | - | | - |`,
      );
      continue;
    }
    if (!e?.bytes) continue;
    const b = e.bytes;
    const ok = checkWeights(r, b);
    const { firstVisitKB } = budgetsFor(r);
    const status = `${e.visit.status}${e.visit.finalPath !== r.path ? ` → ${e.visit.finalPath}` : ""}`;
    L.push(
      `| ${r.label} | ${e.as ?? "anonymous"} | ${status} | ${kb(b.html)} | ${kb(b.css)} | ${kb(b.js)} | ${kb(b.images)} | ${kb(b.fonts)} | ${kb(b.other)} | ${kb(b.page)} | ${r.budgetKB ?? "-"} | ${mark(ok.page)} | ${kb(b.firstVisit)} | ${firstVisitKB ?? "-"} | ${mark(ok.firstVisit)} | ${kb(b.localTransfer)} |`,
    );
  }
  L.push("");

  L.push("## JavaScript off, paint times, D1 and server time", "");
  const p = results.profile;
  L.push(
    `FCP/LCP: median of ${p.runs} first visits, each in a fresh browser context (empty cache), Debian chromium (${p.device}), CDP Network.emulateNetworkConditions ` +
      `latency ${p.network.latency} ms per request (150 ms each way), download ${p.network.downloadThroughput} B/s (1.6 Mbit/s), upload ${p.network.uploadThroughput} B/s (750 kbit/s), ` +
      `Emulation.setCPUThrottlingRate ${p.cpuSlowdown}x. The throttle applies to what the local server sends (${results.headers?.html.contentEncoding ?? "uncompressed"} bodies) and adds no TCP/TLS setup (optimistic).`,
    "",
    `No-JS: a JavaScript-disabled context renders the page's visible h1, the status is the expected one, members are not sent to sign-in, and every form has method and action (pages whose job is a form must have one).`,
    "",
    `Server time: autocannon over loopback against the local Worker, ${results.load.c1.amount} requests at concurrency 1 and ${results.load.c20.amount} at concurrency 20 per route after ${results.load.warmup} warm-up requests; ` +
      `milliseconds from request to full response. Right after each page's measurement the static ${results.serverTime?.staticPath ?? "/favicon.svg"} (served by the same Worker's asset handler) is measured with the same settings; ` +
      `"×static" is the page's median divided by that neighbouring static median, which survives a noisy machine better than the absolute figures.`,
    "",
  );
  L.push(
    "| route | job with JS off | FCP ms | LCP ms | D1 round trips (statements) | c1 p50 / p95 ms | static c1 p50 / p95 | c1 ×static | c20 p50 / p95 ms | static c20 p50 / p95 | c20 ×static | unexpected statuses |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  );
  for (const r of routes) {
    const e = R(r);
    if (!e) continue;
    const nj =
      (e.noJs ? (e.noJs.ok ? "yes" : `**no**: ${e.noJs.problems.join(", ")}`) : "-") +
      (e.loadFailure ? ` **FAIL**: ${describeFailure(e.loadFailure).replaceAll("|", "\\|")}` : "");
    const d1 = e.d1 ? `${e.d1.roundTrips ?? "?"} (${e.d1.statements ?? "?"})` : "-";
    const s = e.server;
    const pair = (m) => (m ? `${ms1(m.p50)} / ${ms1(m.p95)}` : "-");
    const ratio = (c) => (s?.[c]?.static?.p50 ? (s[c].p50 / s[c].static.p50).toFixed(1) : "-");
    const odd = s
      ? [...Object.entries(s.c1.statuses), ...Object.entries(s.c20.statuses)]
          .filter(([code]) => Number(code) !== r.status && !(Number(code) >= 300 && Number(code) < 400))
          .map(([code, n]) => `${code}×${n}`)
          .join(" ") + (s.c1.errors + s.c20.errors ? ` ${s.c1.errors + s.c20.errors} errors` : "")
      : "";
    L.push(
      `| ${r.label} | ${nj} | ${ms(e.paint?.fcpMs)} | ${ms(e.paint?.lcpMs)} | ${d1} | ${pair(s?.c1)} | ${pair(s?.c1?.static)} | ${ratio("c1")} | ${pair(s?.c20)} | ${pair(s?.c20?.static)} | ${ratio("c20")} | ${odd.trim()} |`,
    );
  }
  const ratios = (c) =>
    routes
      .map((r) => R(r)?.server?.[c])
      .filter((m) => m?.static?.p50)
      .map((m) => m.p50 / m.static.p50)
      .sort((a, b) => a - b);
  if (ratios("c1").length) {
    const med = (xs) => xs[Math.floor(xs.length / 2)].toFixed(1);
    L.push(
      "",
      `Across routes, page median ÷ static median: c1 ${ratios("c1")[0].toFixed(1)}-${ratios("c1").at(-1).toFixed(1)} (median ${med(ratios("c1"))}), c20 ${ratios("c20")[0].toFixed(1)}-${ratios("c20").at(-1).toFixed(1)} (median ${med(ratios("c20"))}).`,
    );
  }
  L.push("");

  const withJs = routes.filter((r) => R(r)?.bytes?.js > 0);
  if (withJs.length) {
    L.push("## What the JavaScript is", "");
    for (const r of withJs) {
      const files = R(r)
        .responses.filter((x) => x.category === "js")
        .sort((a, b) => b.gzip - a.gzip);
      L.push(
        `- ${r.label} (${r.hydrates ?? (r.kind === "member" ? "members' page island" : "no stated purpose")}): ${files.map((f) => `\`${f.url}\` ${kb(f.gzip)} KB`).join(", ")}.`,
      );
    }
    L.push("");
  }
  const overD1 = routes.filter((r) => (R(r)?.d1?.roundTrips ?? 0) > BUDGET.d1RoundTrips);
  if (overD1.length) {
    L.push(
      `## D1 statements of pages over ${BUDGET.d1RoundTrips} round trips`,
      "",
      "Statements in execution order, as verb and table (×n: the identical SQL ran n times in one request).",
      "",
    );
    for (const r of overD1) {
      const sql = R(r).d1.sql;
      const repeats = sql.filter((q, i) => sql.indexOf(q) !== i).length;
      const why = repeats
        ? ` **${repeats} of ${sql.length} statements repeat an earlier one in the same request.**`
        : "";
      const seen = [...new Set(sql)].map(
        (q) =>
          `${summarizeSql(q)}${sql.filter((x) => x === q).length > 1 ? ` ×${sql.filter((x) => x === q).length}` : ""}`,
      );
      L.push(`- ${r.label} (${R(r).as ?? "anonymous"}): ${R(r).d1.roundTrips} round trips.${why} ${seen.join(", ")}`);
    }
    L.push("");
  }
  const lh = routes.filter((r) => R(r)?.lighthouse);
  if (lh.length) {
    const first = R(lh[0]).lighthouse;
    L.push("## Lighthouse (public pages)", "");
    L.push(
      `Lighthouse ${first.version ?? ""}, mobile defaults (${first.formFactor ?? "mobile"}, simulated throttling: ${first.throttling ? `RTT ${first.throttling.rttMs} ms, ${first.throttling.throughputKbps} kbit/s, CPU ${first.throttling.cpuSlowdownMultiplier}x` : "-"}), ` +
        `one run per page to keep the run bounded on 2 cores (after one discarded warm-up audit); a page scoring under ${BUDGET.lighthousePerf} for performance gets two more runs and the median counts. The 404 page is audited with ignoreStatusCode (Lighthouse otherwise refuses a 404 document). Chromium flags \`${results.lighthouseFlags.join(" ")}\`.`,
      "",
      "| route | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | audits below 0.9 |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const r of lh) {
      const l = R(r).lighthouse;
      if (l.error || l.runtimeError) {
        L.push(`| ${r.label} | - | - | - | - | - | - | - | not scored: ${l.error ?? l.runtimeError} |`);
        continue;
      }
      const failing =
        [...l.failing.performance, ...l.failing.accessibility, ...l.failing.bestPractices].join(", ") || "-";
      const perf =
        l.performanceRuns?.length > 1 ? `${l.performance} (runs ${l.performanceRuns.join(", ")})` : l.performance;
      const warn = l.warnings?.length
        ? ` (warning: ${l.warnings
            .map((w) =>
              String(w)
                .replace(/\s+/g, " ")
                .replace(
                  /^Lighthouse was unable to reliably load the page you requested.*\(Status code: (\d+)\)\s*$/,
                  "Lighthouse notes the status code $1",
                )
                .slice(0, 160),
            )
            .join("; ")})`
        : "";
      L.push(
        `| ${r.label} | ${perf} | ${l.accessibility} | ${l.bestPractices} | ${ms(l.fcpMs)} | ${ms(l.lcpMs)} | ${ms(l.tbtMs)} | ${l.cls?.toFixed(3) ?? "-"} | ${failing}${warn} |`,
      );
    }
    L.push("");
  }

  L.push("## Accounts and chat", "");
  if (results.auth) {
    const a = results.auth;
    L.push(
      `- Sign-up (form POST to /auth, new account, scrypt hash): median ${ms(a.signUp.medianMs)} ms over ${a.n} (${a.signUp.samplesMs.join(", ")} ms)${a.signUp.ok ? "" : `, statuses ${a.signUp.statuses.join(",")}`}.`,
      `- Sign-in (form POST to /auth, demo account): median ${ms(a.signIn.medianMs)} ms over ${a.n} (${a.signIn.samplesMs.join(", ")} ms)${a.signIn.ok ? "" : `, statuses ${a.signIn.statuses.join(",")}`}.`,
    );
  }
  L.push(
    results.members?.chat?.ok
      ? `- Chat send-to-arrival between two browsers: see "Members' flows" below.`
      : `- Chat send-to-arrival between two browsers: ${results.members?.chat?.error ?? results.chat?.note ?? "not measured"}.`,
    "",
  );
  L.push(...renderMembers(results));

  if (results.headers) {
    const h = results.headers;
    L.push("## Headers", "");
    L.push(
      `- HTML \`/\`: Content-Type ${h.html.contentType}, Content-Encoding ${h.html.contentEncoding ?? "none"}, Cache-Control ${h.html.cacheControl ?? "none"}.`,
    );
    for (const [k, v] of Object.entries(h.assets))
      L.push(`- \`${k}\`: Cache-Control ${v.cacheControl ?? "none"}, Content-Encoding ${v.contentEncoding ?? "none"}.`);
    L.push(
      `- \`/favicon.svg\`: Cache-Control ${h.favicon.cacheControl ?? "none"}; icon sprite \`${h.icons.path ?? "/icons.svg"}\`: Cache-Control ${h.icons.cacheControl ?? "none"}.`,
      "",
    );
  }
  L.push(
    "## Method notes",
    "",
    "- The bench builds the app (`npm run build`), prepares a fresh database in `.wrangler/bench` (migrations, seed, demo accounts) and serves the built Worker with `wrangler dev --local` on 127.0.0.1 with `BENCH_COUNT_D1=1` and `AUTH_RATE_LIMIT=100000`.",
    "- D1 counts come from the `x-d1-round-trips` / `x-d1-statements` headers that `app/worker.ts` adds only when `BENCH_COUNT_D1=1` (a batch is one round trip); measured on the second of two requests (steady state).",
    "- Members' pages are visited signed in as the demo account in the visitor column; public pages anonymously.",
    `- Phases (s): ${Object.entries(results.phasesMs ?? {})
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
      .join("; ")}.`,
    "",
  );
  return L.join("\n");
}
