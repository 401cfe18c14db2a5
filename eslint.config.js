// ESLint: typescript-eslint's type-aware recommended rules, React, hooks, accessibility,
// the layer rule (docs/decisions/023, 051): an import that points up fails, and so does a cycle.
// `npm run lint`; `npm test` runs it with --max-warnings=0.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// ------------------------------------------------------------------ the layers

/** Shared building blocks: they import each other, db/ and packages, never a feature or above. */
const SHARED = [
  "app/art",
  "app/calendar",
  "app/forms",
  "app/mail",
  "app/ops",
  "app/security",
  "app/styles",
  "app/toast",
  "app/ui",
  "app/config.server.ts",
  "app/db.server.ts",
  "app/env.ts",
  "app/load-context.ts",
  "app/request-batch.server.ts",
  "app/client-key.server.ts",
];

/**
 * Each feature and the features it may use, which must sit below it: only downwards,
 * and only through the other feature's public module (index.ts, index.server.ts).
 */
const FEATURES = {
  auth: [],
  billing: ["auth"],
  calculator: [],
  game: [],
  assessment: ["billing"],
  content: ["billing"],
  chat: ["billing", "friends", "staff"],
  scan: ["auth", "billing", "content"],
  plan: ["assessment", "auth", "billing", "content", "game"],
  home: ["billing", "content", "game", "plan"],
  training: ["auth", "billing", "game"],
  meals: ["auth", "billing", "calculator"],
  coaching: ["billing", "staff"],
  account: [
    "assessment",
    "auth",
    "billing",
    "coaching",
    "friends",
    "game",
    "logbook",
    "meals",
    "scan",
    "staff",
    "support",
    "training",
  ],
  reminders: ["game", "push"],
  analytics: ["billing", "content", "game", "scan"],
  logbook: ["analytics", "auth", "billing", "content", "game"],
  staff: ["auth"],
  support: ["auth", "billing", "scan", "staff"],
  offline: [],
  push: [],
  leagues: [],
  friends: [],
};

/** The top: routes, the app shell, entries and instrumentation may import anything below. */
const TOP = [
  "app/routes",
  "app/shell",
  "app/instrumentation.server.ts",
  "app/root.tsx",
  "app/page-read.server.ts",
  "app/viewer.ts",
  "app/entry.server.tsx",
  "app/worker.ts",
  "server.ts",
  "party",
];

const PUBLIC_MODULES = ["./index.ts", "./index.server.ts", "./ui/index.ts"];

/**
 * A feature's port: one folder of it that imports no feature (a shared building block kept
 * beside the feature it serves), so the features below may use it. Chat's rooms: the wire
 * protocol and the revoke billing and account deletion send (docs/decisions/055-chat-island.md).
 */
const PORTS = { chat: "rooms" };
const portOf = (feature) => (PORTS[feature] ? [`./${PORTS[feature]}`] : []);

/** The tools: they run the app, seed it, measure it and test it, and sit above all of it. */
const TOOLS = ["./scripts", "./bench", "./tests"];

const zones = [
  // db/ is the ground floor: the schema, its constants and the reference rows import nothing above.
  {
    target: "./db",
    from: ["./app", "./party", "./server.ts", ...TOOLS],
    message: "db/ holds the data model and imports nothing above it (docs/decisions/051-imports-point-down.md).",
  },
  // Nothing that runs in the Worker imports a tool.
  {
    target: ["./app", "./party", "./server.ts"],
    from: TOOLS,
    message:
      "The app imports no script, benchmark or test: tools sit above it (docs/decisions/051-imports-point-down.md).",
  },
  ...SHARED.map((shared) => ({
    target: `./${shared}`,
    from: [...Object.keys(FEATURES).map((f) => `./app/${f}`), ...TOP.map((t) => `./${t}`)],
    message: "A shared module imports no feature and nothing above it (docs/decisions/023-layers-and-checks.md).",
  })),
  ...Object.entries(PORTS).flatMap(([feature, port]) => [
    {
      target: `./app/${feature}/${port}`,
      from: [
        ...Object.keys(FEATURES)
          .filter((f) => f !== feature)
          .map((f) => `./app/${f}`),
        ...TOP.map((t) => `./${t}`),
      ],
      message: `${feature}/${port} is a port: it imports no feature and nothing above it (docs/decisions/055-chat-island.md).`,
    },
    {
      target: `./app/${feature}/${port}`,
      from: `./app/${feature}`,
      except: [`./${port}`],
      message: `${feature}/${port} is a port: the rest of ${feature} imports it, never the other way.`,
    },
  ]),
  // The rooms' Worker is an entry: it imports the features and shared modules below it, never another entry.
  {
    target: "./party",
    from: TOP.filter((t) => t !== "party").map((t) => `./${t}`),
    message: "The rooms' Worker (party/) imports only what sits below the entries.",
  },
  ...Object.entries(FEATURES).flatMap(([feature, below]) => [
    ...Object.keys(FEATURES)
      .filter((other) => other !== feature)
      .map((other) =>
        below.includes(other)
          ? {
              target: `./app/${feature}`,
              from: `./app/${other}`,
              except: [...PUBLIC_MODULES, ...portOf(other)],
              message: `${feature} may use ${other} only through its public modules (~/${other}, ~/${other}/index.server, ~/${other}/ui).`,
            }
          : {
              target: `./app/${feature}`,
              from: `./app/${other}`,
              except: portOf(other),
              message: `${feature} may not import ${other}: features import only the features below them (docs/decisions/023-layers-and-checks.md).`,
            },
      ),
    {
      target: `./app/${feature}`,
      from: TOP.map((t) => `./${t}`),
      message: "A feature imports nothing from routes, the shell or the entries above it.",
    },
  ]),
];

// ------------------------------------------------------------------ the house's own rule

/** Every `eslint-disable` comment says why, after ` -- ` (ESLint's description syntax). */
const house = {
  rules: {
    "disable-says-why": {
      meta: {
        type: "problem",
        schema: [],
        messages: {
          why: "Say why this rule is off here, after ` -- ` (e.g. `// eslint-disable-next-line rule -- why`).",
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const text = comment.value.trim();
              if (/^eslint-disable(-next-line|-line)?(\s|$)/.test(text) && !/\s--\s*\S/.test(text))
                context.report({ loc: comment.loc, messageId: "why" });
            }
          },
        };
      },
    },
  },
};

// ------------------------------------------------------------------ the config

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/",
      "node_modules/",
      ".wrangler/",
      "bench/out/",
      "playwright-report/",
      "test-results/",
      ".cache/",
      "party/.wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node, ...globals.worker },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    // Plain JavaScript (scripts, the benchmark, the demo data) is not type-checked.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    plugins: { house },
    rules: { "house/disable-says-why": "error" },
  },
  {
    // The chat island's branch (issue #41) rewrites this file; its one bare disable goes with it.
    files: ["app/chat/live.ts"],
    rules: { "house/disable-says-why": "off" },
  },
  {
    rules: {
      // Unused names fail, but a leading underscore marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      // `catch {}` is how this code says "ignore this failure" (cleanup, best-effort probes).
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Only for imports that exist once built (the Remix build, Vite's virtual module); say why.
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Remix's way to answer early: throw a Response (new Response, redirect, data).
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "@remix-run/server-runtime", name: "TypedResponse" },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      // Apostrophes in prose are fine in JSX text; `>` and `}` there are usually typos.
      "react/no-unescaped-entities": ["error", { forbid: [">", "}"] }],
      // A scrollable region a keyboard must reach is focusable (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region"], tags: [] }],
    },
  },
  {
    // Hooks live in .tsx views and in .ts modules (chat/live.ts). The classic two rules:
    // the plugin's other recommended rules check React Compiler code, and this app runs
    // React 18 without the compiler.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The Worker entries import the Remix build (or Vite's virtual one), typed only once it
    // exists: their cast states its type either way.
    files: ["server.ts", "tests/worker-entry.ts"],
    rules: {
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    // Tests read JSON bodies and test doubles as whatever came back; their expectations are the
    // check. Fakes keep the async shape of what they stand in for; pool-workers' typing of
    // the test env is a global namespace.
    files: ["tests/**/*.ts"],
    rules: {
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.{ts,mjs}", "party/**/*.ts", "scripts/**/*.{ts,mjs}", "server.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // What the cycle check opens and follows (it reads only .js files unless told).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"], espree: [".js", ".mjs"] },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }],
      "import-x/no-duplicates": "error",
      // Modules that import each other have no floor to stand on: no cycles, type imports included.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
