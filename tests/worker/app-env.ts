// The Worker tests' bindings and settings, typed as the app's own Env: tests/worker/setup.ts
// declares the pool's env to extend it, so this is the one place a test names the env.
import { env } from "cloudflare:test";
import type { Env } from "~/env";

export const appEnv: Env = env;
