// Shared by the local scripts: where local state lives and a quiet, offline wrangler.
export const persist = process.env.GLOWUP_PERSIST ?? ".wrangler/state";
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  GLOWUP_PERSIST: persist,
};
