import { defineConfig } from "drizzle-kit";

// Only generates SQL into migrations/; wrangler applies it (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
