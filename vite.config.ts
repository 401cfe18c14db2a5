import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type PluginOption } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { getLoadContext } from "./app/load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The dev proxy starts Miniflare: only for `remix vite:dev`, never in builds or tests.
const devProxy = (command: string): PluginOption[] =>
  command !== "serve" || process.env.VITEST
    ? []
    : [
        cloudflareDevProxyVitePlugin({
          environment: "dev",
          remoteBindings: false,
          // wrangler's ExecutionContext type lags workers-types'; the object is the same.
          getLoadContext: (args) => getLoadContext(args as unknown as Parameters<typeof getLoadContext>[0]),
          persist: { path: `${process.env.GLOWUP_PERSIST ?? ".wrangler/state"}/v3` },
        }),
      ];

// `remix vite:dev` runs loaders in Node but resolves packages with the Worker's
// conditions; photon's workerd build imports a .wasm file that Node cannot load, so
// the dev server takes photon's Node build (same API). Builds and tests keep workerd's.
const nodeOnlyInDev = (command: string) =>
  command === "serve" && !process.env.VITEST
    ? [
        { find: /^@cf-wasm\/photon$/, replacement: "@cf-wasm/photon/node" },
        // The face scanner: its model files read from disk, and tfjs's Node platform
        // (chosen in Node) needs Node's own util, not the empty browser stand-in.
        { find: /^glowup-face-models$/, replacement: "glowup-face-models/node" },
        { find: /^util$/, replacement: "node:util" },
      ]
    : [];

// tfjs asks for Node's `util` with require(); the pre-bundled ESM gets a real require.
const NODE_REQUIRE = {
  platform: "node" as const,
  banner: {
    js: "import { createRequire as __faceRequire } from 'node:module'; const require = __faceRequire(import.meta.url);",
  },
};
const FACE_PACKAGES = [/^@tensorflow\//, "@vladmandic/face-api"];
const FACE_ENTRIES = [
  "@tensorflow/tfjs-core",
  "@tensorflow/tfjs-backend-wasm",
  "@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm.js",
  "@vladmandic/face-api/dist/face-api.esm-nobundle.js",
];

export default defineConfig(({ command }) => ({
  resolve: { alias: nodeOnlyInDev(command) },
  // The server bundle's inline stylesheet (app/styles/page-css.server.ts) minified like the client's.
  build: { cssMinify: true },
  // The face scanner's model files (packages/face-models) load as the running platform
  // does: wrangler and the Worker tests take its workerd entry, Node its node entry.
  // In dev, Node cannot load tfjs's ESM builds itself (extensionless imports): Vite does.
  ssr: {
    external: ["glowup-face-models", "glowup-face-models/node"],
    ...(nodeOnlyInDev(command).length
      ? { noExternal: FACE_PACKAGES, optimizeDeps: { include: FACE_ENTRIES, esbuildOptions: NODE_REQUIRE } }
      : {}),
  },
  server: {
    // The chat rooms run as their own Worker in dev (party/wrangler.toml).
    proxy: { "/parties": { target: "http://127.0.0.1:1999", ws: true } },
  },
  // `npm run dev` finds every dependency of the pages as it starts (entries), so a first
  // visit never makes Vite optimise again and reload every open page (decision 046).
  // The face packages are the server's alone (ssr.optimizeDeps pre-bundles them there).
  optimizeDeps: {
    entries: ["app/root.tsx", "app/routes/**/*.{ts,tsx}"],
    exclude: ["@tensorflow/tfjs-core", "@tensorflow/tfjs-backend-wasm", "@vladmandic/face-api"],
  },
  plugins: [
    ...devProxy(command),
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        // app/routes.ts (decision 056): every v3 flag is on, so React Router 7 is one codemod away.
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
}));
