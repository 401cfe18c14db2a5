// The game's pure rules (TypeScript, db/demo-rules.ts) bundled in memory, for the scripts
// that play demo histories in Node: scripts/prepare-local.mjs and scripts/seed-scale.mjs.
import { build } from "esbuild";

export async function gameRules() {
  const out = await build({
    entryPoints: ["db/demo-rules.ts"],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
}
