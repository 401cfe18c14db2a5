// The one way to D1: Drizzle over the binding (docs/decisions/022-d1-through-drizzle.md).
// Queries are built from db/schema.ts's columns, so renaming one fails the type check
// wherever it is used; what the builder cannot say is written with Drizzle's `sql`
// template over the same column objects.
import { AsyncLocalStorage } from "node:async_hooks";
import { getTableColumns, is, SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../db/schema";
import type { Env } from "./env";

export { schema };
export type Database = ReturnType<typeof database>;
/** One statement of a D1 batch: any Drizzle query, built but not run. */
export type Statement = BatchItem<"sqlite">;
/** A member's id in a query: the id, or SQL naming the viewer (a subquery on the session, decision 045). */
export type MemberId = string | SQL<string>;

// The request's D1 session (decision 030): every query of the request goes through it, so
// reads may come from a nearby replica and still see the request's own writes. One store
// for the whole isolate, even if this module is loaded twice (as log.server.ts does).
const SESSIONS = Symbol.for("glowup.d1-session");
const sessions: AsyncLocalStorage<D1DatabaseSession> = ((globalThis as Record<symbol, unknown>)[SESSIONS] ??=
  new AsyncLocalStorage<D1DatabaseSession>()) as AsyncLocalStorage<D1DatabaseSession>;

/** Runs `work` with every query made through `database(env)` going through `session`. */
export const inD1Session = <T>(session: D1DatabaseSession, work: () => T): T => sessions.run(session, work);

/** The binding, but its statements and batches go through the running request's session. */
const sessionAware = (db: D1Database): D1Database =>
  new Proxy(db, {
    get(target, prop) {
      const session = prop === "prepare" || prop === "batch" ? sessions.getStore() : undefined;
      const source: object = session ?? target;
      const value: unknown = Reflect.get(source, prop);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(source) : value;
    },
  });

/** Drizzle over the D1 binding (through the request's session when there is one). */
export function database(env: Env) {
  return drizzle(sessionAware(env.DB), { schema });
}

/**
 * A correlated subquery as one value (a select's field, a set value). Wrapped so Drizzle
 * keeps its columns table-qualified: a select from one table writes the columns at the
 * top level of a field's SQL bare, and inside a subquery a bare name means the
 * subquery's own table.
 */
export const scalar = <T>(query: SQL) => sql<T>`(${query})`;

/** A value of a computed row: SQL over other tables' columns, or a plain value to bind. */
type RowValue = SQLWrapper | string | number | null;

/**
 * INSERT INTO `table` SELECT `row` `tail`: a row computed in SQL, from other tables or
 * only while a condition holds (`tail` is its FROM ... WHERE ..., or just WHERE ...).
 * `row` names columns by their schema keys; the others get their defaults (the id its
 * next value). Chain `.onConflict...` as with any insert; `tail` needs a WHERE for that.
 */
export function insertSelect<T extends SQLiteTable>(
  db: Database,
  table: T,
  row: { [K in keyof T["$inferInsert"]]?: RowValue },
  tail: SQL,
) {
  const given: Record<string, RowValue | undefined> = row;
  // Drizzle's INSERT lists every column but the generated ones, in this order.
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => !column.generated || column.generated.type === "byDefault",
  );
  const values = columns.map(([key, column]) => {
    const value = given[key];
    if (value !== undefined) return sql`${value}`;
    if (column.default === undefined) return sql`NULL`;
    return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  });
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} ${tail}`);
}

/**
 * Statements gathered for ONE D1 batch (a transaction), when how many there are is only
 * known at run time. `add` hands back a reader of that statement's result, typed by the
 * query that produced it; read it after `run`.
 */
export class Batch {
  private readonly statements: Statement[] = [];
  private results: readonly unknown[] | null = null;

  add<Q extends Statement>(statement: Q): () => Awaited<Q> {
    const index = this.statements.push(statement) - 1;
    return () => {
      if (!this.results) throw new Error("The batch has not run yet");
      // Drizzle mapped this result with `statement`'s own fields, so its type is Awaited<Q>.
      return this.results[index] as Awaited<Q>;
    };
  }

  async run(db: Database) {
    const [first, ...rest] = this.statements;
    if (!first) throw new Error("An empty batch");
    this.results = await db.batch([first, ...rest]);
  }
}
