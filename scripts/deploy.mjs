// `npm run deploy` and `npm run deploy:check` (`--dry-run`): refuse a half-configured
// production Worker before anything is built (scripts/deploy-rules.mjs: every binding,
// a real D1 database id, the Cron Trigger, production settings), then build and run
// `wrangler deploy` (with --dry-run, into .wrangler/dry-run). `--config <file>` checks
// and deploys another wrangler configuration.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";
import { deployProblems } from "./deploy-rules.mjs";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const at = args.indexOf("--config");
const configFile = at >= 0 ? args[at + 1] : "wrangler.toml";

let config;
try {
  config = parse(readFileSync(configFile, "utf8"));
} catch (error) {
  console.error(`deploy refused: ${configFile} could not be read as TOML: ${error.message.split("\n")[0]}`);
  process.exit(1);
}
const problems = deployProblems(config);
if (problems.length) {
  console.error(`deploy refused: ${configFile} is not ready for production.`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error("See README.md, Deploy.");
  process.exit(1);
}

const run = (cmd, cmdArgs) => execFileSync(cmd, cmdArgs, { stdio: "inherit" });
run("npm", ["run", "build"]);
run("npx", [
  "wrangler",
  "deploy",
  "--config",
  configFile,
  ...(dryRun ? ["--dry-run", "--outdir", ".wrangler/dry-run"] : []),
]);
