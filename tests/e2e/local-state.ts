// Where an end-to-end run serves and keeps its state: E2E_PORT picks the port (two local
// runs side by side), and the built Worker's local D1, R2 and rooms live in a folder of
// that port's own (playwright.config.ts starts it there).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const E2E_STATE = E2E_PORT === 8787 ? ".wrangler/e2e" : `.wrangler/e2e-${E2E_PORT}`;

/**
 * Runs one SQL statement on the started server's D1, for what no page can make in one sitting.
 * It goes through the server's own binding (POST /dev/sql, open only on the test server):
 * a second process writing the same SQLite file made the server's own reads fail with
 * SQLITE_BUSY, and a page answer 500 (decision 088).
 */
export async function localD1(sql: string) {
  const origin = `http://localhost:${E2E_PORT}`;
  const res = await fetch(`${origin}/dev/sql`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ sql }),
  });
  if (!res.ok) throw new Error(`/dev/sql answered ${res.status}: ${await res.text()}`);
}
