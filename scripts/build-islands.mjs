// Bundles the progressive-enhancement islands (plain TypeScript, no React) into
// public/islands/<name>.js. Pages include them with <script type="module">; they run
// without hydration. See docs/decisions/009-islands-instead-of-hydration.md.
import { build } from "esbuild";

const ISLANDS = {
  calculator: "app/calculator/island.ts",
  assessment: "app/assessment/island.ts",
  scanner: "app/scan/island.ts",
  progress: "app/game/island.ts",
  chat: "app/chat/island.ts",
  success: "app/billing/island.ts",
  offline: "app/offline/island.ts",
  push: "app/push/island.ts",
};

await build({
  entryPoints: ISLANDS,
  outdir: "public/islands",
  bundle: true,
  format: "esm",
  target: "es2020",
  platform: "browser",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
