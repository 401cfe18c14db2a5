// Where an end-to-end run serves and keeps its state: E2E_PORT picks the port (two local
// runs side by side), and the built Worker's local D1, R2 and rooms live in a folder of
// that port's own (playwright.config.ts starts it there; a test may read it with wrangler).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const E2E_STATE = E2E_PORT === 8787 ? ".wrangler/e2e" : `.wrangler/e2e-${E2E_PORT}`;
