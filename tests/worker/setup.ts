import { applyD1Migrations, env, reset } from "cloudflare:test";
import type { Env as AppEnv } from "~/env";
import { seedStatements } from "../../scripts/seed/seed.mjs";

declare global {
  namespace Cloudflare {
    // The pool's env is the app's (tests/worker/app-env.ts), plus what the setup applies.
    interface Env extends AppEnv {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
      /** Replays a fuzzing failure (tests/worker/authz/fuzz.test.ts). */
      FUZZ_SEED: string;
    }
  }
}

// Each test file starts from an empty store (one runtime serves many files: the config's
// `isolate: false`), then the migrated, seeded database.
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements().map((s: string) => env.DB.prepare(s)));
