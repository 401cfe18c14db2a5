// `npm run dev`: prepare local state, then run the chat rooms' Worker (port 1999) and
// the Remix dev server (port 5173) side by side, sharing one persisted state folder.
// The app starts once the rooms answer, so its first chat page finds them (decision 046).
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync } from "node:fs";
import { developmentVars, persist, quietEnv } from "./wrangler-env.mjs";

const ROOMS = "http://127.0.0.1:1999/";

// `node scripts/dev.mjs --wait-for-rooms`: returns once the rooms' Worker answers (any status).
if (process.argv.includes("--wait-for-rooms")) {
  const until = Date.now() + 180_000;
  for (;;) {
    try {
      await fetch(ROOMS);
      process.exit(0);
    } catch {
      if (Date.now() > until) {
        console.error(`The chat rooms' Worker did not answer at ${ROOMS} within 3 minutes.`);
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

execFileSync("node", ["scripts/prepare-local.mjs"], { stdio: "inherit", env: quietEnv });
execFileSync("node", ["scripts/build-islands.mjs"], { stdio: "inherit" }); // public/islands/*.js
// The rooms check tickets signed with the app's secret: their Worker reads the same
// .dev.vars (wrangler looks beside party/wrangler.toml; git ignores the copy).
copyFileSync(".dev.vars", "party/.dev.vars");
// ...and the same development settings as the app (wrangler.toml's [env.dev] vars), so
// the configuration check passes there too.
const partyVars = developmentVars("http://localhost:5173").join(" ");
const child = spawn(
  "npx",
  [
    "concurrently",
    "-k",
    "-n",
    "party,app",
    "-c",
    "magenta,cyan",
    `wrangler dev -c party/wrangler.toml --port 1999 --local --persist-to ${persist} --show-interactive-dev-session=false ${partyVars}`,
    "node scripts/dev.mjs --wait-for-rooms && remix vite:dev --port 5173 --strictPort",
  ],
  { stdio: "inherit", env: quietEnv },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
