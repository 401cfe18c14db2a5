import { applyD1Migrations, env } from "cloudflare:test";
import { seedStatements } from "../../scripts/seed/seed.mjs";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      PHOTOS: R2Bucket;
      ChatRoom: DurableObjectNamespace;
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// Each test file starts from the migrated, seeded database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements().map((s: string) => env.DB.prepare(s)));
