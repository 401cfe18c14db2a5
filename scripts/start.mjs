// `npm start`: prepare local state exactly like `npm run dev`, then serve the built
// Worker (chat rooms included) with wrangler at http://localhost:8787.
import { execFileSync, spawn } from "node:child_process";
import { developmentVars, persist, quietEnv } from "./wrangler-env.mjs";

execFileSync("node", ["scripts/prepare-local.mjs"], { stdio: "inherit", env: quietEnv });
const port = process.env.PORT ?? "8787";
// Tests sign in many times from one address; they raise the per-minute auth limit.
const vars = [
  // wrangler.toml is production; this local server opts into development on its own origin.
  ...developmentVars(`http://localhost:${port}`),
  ...(process.env.AUTH_RATE_LIMIT ? ["--var", `AUTH_RATE_LIMIT:${process.env.AUTH_RATE_LIMIT}`] : []),
  // The end-to-end tests' setup statements go through the server's own D1 (app/routes/dev.sql.ts).
  ...(process.env.E2E_SQL === "1" ? ["--var", "E2E_SQL:1"] : []),
];
const child = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--local",
    "--port",
    port,
    "--persist-to",
    persist,
    "--show-interactive-dev-session=false",
    // Exposes /__scheduled locally: fires the Cron Trigger's handler at the current time
    // (`npm run reminders` runs it at a chosen time through /dev/reminders).
    "--test-scheduled",
    ...vars,
  ],
  { stdio: "inherit", env: quietEnv },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
