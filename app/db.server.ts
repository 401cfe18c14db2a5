import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema";
import type { Env } from "./env";

export { schema };
export type Database = ReturnType<typeof database>;

/** Drizzle over the D1 binding. */
export function database(env: Env) {
  return drizzle(env.DB, { schema });
}
