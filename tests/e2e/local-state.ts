import { execFile } from "node:child_process";
import { promisify } from "node:util";

// Where an end-to-end run serves and keeps its state: E2E_PORT picks the port (two local
// runs side by side), and the built Worker's local D1, R2 and rooms live in a folder of
// that port's own (playwright.config.ts starts it there; a test may read it with wrangler).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const E2E_STATE = E2E_PORT === 8787 ? ".wrangler/e2e" : `.wrangler/e2e-${E2E_PORT}`;

const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const run = promisify(execFile);

/**
 * Runs SQL against the started server's local D1 with wrangler (what no page can make in one
 * sitting). The server holds the same SQLite file and writes to it at any moment; SQLite
 * answers a writer that arrives meanwhile with SQLITE_BUSY at once, and the answer to that
 * is to write again a moment later.
 */
export async function localD1(sql: string) {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", E2E_STATE, "--command", sql];
  for (let attempt = 1; ; attempt++) {
    try {
      await run("npx", args, { env: quiet });
      return;
    } catch (error) {
      const output = `${(error as { stdout?: string }).stdout ?? ""}${(error as { stderr?: string }).stderr ?? ""}`;
      if (attempt >= 8 || !output.includes("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}
