// Builds the service worker (app/offline/sw.ts) into build/client/sw.js, after Remix's build:
// it precaches this build's shell (the stylesheet, the font every page preloads, the icon
// sprite, the islands a saved page runs) and is versioned by a hash of those files and its
// own code, so each deploy that changes any of them installs a new worker whose activation
// deletes the old caches (docs/decisions/079-service-worker-and-offline-reading.md).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const CLIENT = "build/client";
const assets = readdirSync(join(CLIENT, "assets"));
const pick = (test) => assets.filter(test).map((name) => `/assets/${name}`);
const PRECACHE = [
  ...pick((n) => n.endsWith(".css")),
  ...pick((n) => /^plus-jakarta-sans-latin-wght-normal-.*\.woff2$/.test(n)),
  ...pick((n) => /^icons-.*\.svg$/.test(n)),
  "/islands/offline.js",
  "/islands/progress.js",
].sort();
if (!PRECACHE.some((p) => p.endsWith(".css")) || !PRECACHE.some((p) => p.endsWith(".svg")))
  throw new Error(`build-sw: the shell's stylesheet or sprite is missing from ${CLIENT}/assets`);

/** The worker's code with a version placeholder, then the version: a hash of it and the shell. */
const bundle = async (version) =>
  (
    await build({
      entryPoints: ["app/offline/sw.ts"],
      bundle: true,
      format: "iife",
      target: "es2020",
      platform: "browser",
      minify: true,
      legalComments: "none",
      write: false,
      define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(PRECACHE) },
    })
  ).outputFiles[0].text;

const hash = createHash("sha256").update(await bundle("0"));
for (const path of PRECACHE) hash.update(readFileSync(join(CLIENT, path)));
const version = hash.digest("hex").slice(0, 12);
writeFileSync(join(CLIENT, "sw.js"), await bundle(version));
console.log(`build-sw: sw.js ${version}, precaching ${PRECACHE.length} files`);
