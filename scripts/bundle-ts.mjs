// TypeScript modules of the app bundled in memory with esbuild, for the Node scripts (Node 20
// cannot import TypeScript): the game's pure rules the demo histories are played through
// (scripts/prepare-local.mjs, scripts/seed-scale.mjs) and the username rule (the backfill).
import { build } from "esbuild";

/** The module at `entry` (a path from the repository's root), bundled and imported. */
export async function importTs(entry) {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "warning",
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`);
}

/** The rules scripts/seed/demo.mjs plays with (scripts/seed/demo-rules.ts). */
export const gameRules = () => importTs("scripts/seed/demo-rules.ts");
