// Shared by the local scripts: where local state lives and a quiet, offline wrangler.
import { execFileSync } from "node:child_process";
export const persist = process.env.GLOWUP_PERSIST ?? ".wrangler/state";
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  GLOWUP_PERSIST: persist,
};

// Development is opted into explicitly (the top-level wrangler.toml is production):
// `wrangler dev` flags for npm start, the e2e tests and the benchmark. The origin is the
// URL the browser uses; links, cookies and auth follow it, never a request's Host.
export const LOCAL_PRICES = { starter: "price_local_starter", pro: "price_local_pro", elite: "price_local_elite" };
export const developmentVars = (origin) =>
  [
    "APP_ENV:development",
    `BETTER_AUTH_URL:${origin}`,
    `STRIPE_PRICE_STARTER:${LOCAL_PRICES.starter}`,
    `STRIPE_PRICE_PRO:${LOCAL_PRICES.pro}`,
    `STRIPE_PRICE_ELITE:${LOCAL_PRICES.elite}`,
  ].flatMap((v) => ["--var", v]);

/**
 * `wrangler d1 execute DB` for the one-off scripts: the deployed database with `--remote` on
 * the script's command line, else the local state. Returns what wrangler printed.
 */
export function d1Execute(...args) {
  const where = process.argv.includes("--remote") ? ["--remote"] : ["--local", "--persist-to", persist];
  return execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...where, ...args], {
    env: quietEnv,
    stdio: ["ignore", "pipe", "inherit"],
  }).toString();
}
