// One-off: members' past actions (assessments, chat days, battles, scans, challenges)
// count toward the achievements added after them (app/game/backfill.server.ts). Builds
// the award writer's own statements and runs them with wrangler: local state by default,
// `--remote` for the deployed database. Running it again grants nothing new.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { achievements } from "../db/seed-data.mjs";
import { d1Execute } from "./wrangler-env.mjs";

const d1 = d1Execute;

// The TypeScript writer, bundled for Node (packages stay in node_modules).
mkdirSync(".wrangler/tmp", { recursive: true });
const bundle = resolve(".wrangler/tmp/backfill-achievements.mjs");
await build({
  entryPoints: ["app/game/backfill.server.ts"],
  bundle: true,
  format: "esm",
  platform: "node",
  packages: "external",
  alias: { "~": "./app" },
  outfile: bundle,
  logLevel: "warning",
});
const { backfillStatements, database } = await import(pathToFileURL(bundle).href);

/** A statement's SQL with its parameters written in (wrangler runs plain SQL files). */
const literal = (v) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "number" || typeof v === "bigint"
      ? String(v)
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : `'${String(v).replaceAll("'", "''")}'`;
const inline = ({ sql, params }) => {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++]));
};

// Statements are only built here, never run through this (unbound) database.
const db = database({ DB: {} });
const statements = backfillStatements(db, achievements, Date.now()).map((s) => `${inline(s.toSQL())};`);
writeFileSync(".wrangler/tmp/backfill-achievements.sql", statements.join("\n") + "\n");
d1("--file", ".wrangler/tmp/backfill-achievements.sql", "--yes");
const [{ results }] = JSON.parse(
  d1("--json", "--command", "SELECT COUNT(*) AS n FROM activity_log WHERE claim LIKE 'backfill:%'"),
);
console.log(`achievements backfilled: ${results[0].n} unlocks granted by backfill runs so far`);
