// Worker integration tests: the real app in workerd against local D1, R2 and rooms.
// Three projects over the app's vite.config.ts: "worker" (the local payment provider),
// "stripe" (the Stripe adapter, pointed at a fake Stripe API on loopback that
// tests/worker/fake-stripe.global.ts starts and hands over as STRIPE_API_BASE) and
// "production" (the app with production settings: the secure defaults).
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const STRIPE_TESTS = "tests/worker/stripe*.test.ts";
const PRODUCTION_TESTS = "tests/worker/production*.test.ts";
// Tests that compare how long answers take: run alone, after the two-runtime group.
const TIMING_TESTS = "tests/worker/sign-up-never-tells.test.ts";

// workerd reports a rejection as unhandled the moment it rejects, before a caller one
// microtask later handles it (vitest#10960). better-auth rethrows its APIErrors through
// several such layers (better-auth#10658), so every refused sign-in would "fail" the
// run although the app handles it. Only those are let through; anything else still fails.
function isHandledBetterAuthError(error: { name?: string; stack?: string; errorStack?: string }) {
  const stack = `${error.stack ?? ""}${error.errorStack ?? ""}`;
  return error.name === "APIError" && stack.includes("better-auth");
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(__dirname, "migrations"));
  const test = {
    setupFiles: ["./tests/worker/setup.ts"],
    // One runtime serves many test files, one after another: starting workerd and importing
    // the app for each file was half the suite's time (workers-sdk#15539). The setup empties
    // the store before each file, so every file still starts from the seeded database.
    isolate: false,
    testTimeout: 20_000,
    // The stylesheet is compiled for real: the tests check what a public page inlines.
    css: { include: [/app\.css/] },
    // tfjs and face-api are hundreds of modules: pre-bundled, the first scan of a file loads them at once.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            "@remix-run/cloudflare",
            "@tensorflow/tfjs-core",
            "@tensorflow/tfjs-backend-wasm",
            "@tensorflow/tfjs-backend-wasm/wasm-out/tfjs-backend-wasm.js",
            "@vladmandic/face-api/dist/face-api.esm-nobundle.js",
          ],
        },
      },
    },
  };
  return {
    test: {
      onUnhandledError: (error: { name?: string; stack?: string; errorStack?: string }) =>
        isHandledBetterAuthError(error) ? false : undefined,
      projects: [
        {
          // The Remix Vite plugin wants a config file: each project loads the app's own.
          extends: "./vite.config.ts",
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./tests/wrangler.test.toml" },
              // FUZZ_SEED replays a fuzzing failure (tests/worker/authz/fuzz.test.ts).
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, FUZZ_SEED: process.env.FUZZ_SEED ?? "" } },
            }),
          ],
          test: {
            ...test,
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            exclude: [STRIPE_TESTS, PRODUCTION_TESTS, TIMING_TESTS],
            // Two runtimes share this project's files (each its own store): one runtime kept
            // one core busy while the other mostly waited. They run first, on their own.
            maxWorkers: 2,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: "./vite.config.ts",
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./tests/wrangler.test.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, FUZZ_SEED: "" } },
            }),
          ],
          // The app as the "worker" project has it, on a machine with nothing else running in it.
          test: { ...test, name: "timing", include: [TIMING_TESTS], maxWorkers: 1, sequence: { groupOrder: 1 } },
        },
        {
          extends: "./vite.config.ts",
          plugins: [
            cloudflareTest(({ inject }) => ({
              remoteBindings: false,
              wrangler: { configPath: "./tests/wrangler.stripe.toml" },
              miniflare: { bindings: { TEST_MIGRATIONS: migrations, STRIPE_API_BASE: inject("fakeStripe") } },
            })),
          ],
          test: {
            ...test,
            name: "stripe",
            include: [STRIPE_TESTS],
            globalSetup: ["./tests/worker/fake-stripe.global.ts"],
            // One runtime: the fake Stripe's state is one for the whole project.
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: "./vite.config.ts",
          plugins: [
            cloudflareTest({
              remoteBindings: false,
              wrangler: { configPath: "./tests/wrangler.production.toml" },
              miniflare: {
                bindings: { TEST_MIGRATIONS: migrations },
                // Production settings send mail through the HTTP provider: answered here, so
                // a test never reaches the internet (a test that needs a refusal stubs fetch).
                outboundService: (request: Request) =>
                  new URL(request.url).hostname === "api.resend.com"
                    ? Response.json({ id: "test-mail" })
                    : new Response("No network in tests", { status: 502 }),
              },
            }),
          ],
          test: {
            ...test,
            name: "production",
            include: [PRODUCTION_TESTS],
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
