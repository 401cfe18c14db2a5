// Re-render bench/out/report.md from bench/out/report.json (after editing the report code).
import { readFileSync, writeFileSync } from "node:fs";
import { renderMarkdown } from "./lib/report.mjs";
import { ROUTES } from "./lib/routes.mjs";

const results = JSON.parse(readFileSync("bench/out/report.json", "utf8"));
writeFileSync(
  "bench/out/report.md",
  renderMarkdown(
    results,
    ROUTES.filter((r) => results.routes[r.path]),
  ),
);
console.log("bench/out/report.md re-rendered");
