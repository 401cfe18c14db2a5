// Worker integration tests: the real app in workerd against local D1, R2 and rooms.
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(__dirname, "migrations"));
  const base = await (viteConfig as (env: { command: "serve"; mode: string }) => object)({
    command: "serve",
    mode: "test",
  });
  return mergeConfig(base, {
    plugins: [
      cloudflareTest({
        remoteBindings: false,
        wrangler: { configPath: "./tests/wrangler.test.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup.ts"],
      testTimeout: 20_000,
      deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
    },
  });
});
