import { AsyncLocalStorage } from "node:async_hooks";
import type { Env } from "../env";

// Benchmark only (`BENCH_COUNT_D1=1`, set by bench/run.mjs): count D1 round trips (a batch
// is one) and statements per request into x-d1-round-trips / x-d1-statements headers,
// with the statements' SQL (shortened) in x-d1-sql.
type D1Count = { trips: number; sql: string[] };
const d1Count = new AsyncLocalStorage<D1Count>();
const countedEnvs = new WeakMap<Env, Env>();
const REAL = Symbol("real statement");
const tick = (sql: string[]) => {
  const c = d1Count.getStore();
  if (!c) return;
  c.trips++;
  c.sql.push(
    ...sql.map((q) =>
      q
        .replace(/\s+/g, " ")
        .replace(/^select .*? from /i, "select ... from ")
        .slice(0, 200),
    ),
  );
};
type Method = (...args: unknown[]) => unknown;
const isMethod = (value: unknown): value is Method => typeof value === "function";
const countStatement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement =>
  new Proxy(stmt, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === REAL) return target;
      if (prop === "sql") return sql;
      if (!isMethod(value)) return value;
      if (prop === "bind") return (...args: unknown[]) => countStatement(target.bind(...args), sql);
      return (...args: unknown[]) => {
        tick([sql]);
        return value.apply(target, args);
      };
    },
  });
const countDb = (db: D1Database): D1Database =>
  new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === "prepare") return (sql: string) => countStatement(target.prepare(sql), sql);
      const real = (s: D1PreparedStatement) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? s;
      if (prop === "batch")
        return (stmts: D1PreparedStatement[]) => (
          tick(stmts.map((s) => String((s as { sql?: string }).sql))),
          target.batch(stmts.map(real))
        );
      // A request's D1 session (app/worker.ts) is counted like the binding.
      if (prop === "withSession")
        return (constraint?: string) => countDb(target.withSession(constraint) as unknown as D1Database);
      if (prop === "exec") return (sql: string) => (tick(sql.split("\n").filter((l) => l.trim())), target.exec(sql));
      return isMethod(value) ? value.bind(target) : value;
    },
  });
export async function countD1(env: Env, handler: (env: Env) => Promise<Response>) {
  let counted = countedEnvs.get(env);
  if (!counted) {
    const db = countDb(env.DB);
    counted = new Proxy(env, { get: (target, prop): unknown => (prop === "DB" ? db : Reflect.get(target, prop)) });
    countedEnvs.set(env, counted);
  }
  const count: D1Count = { trips: 0, sql: [] };
  const res = await d1Count.run(count, () => handler(counted));
  if (res.status === 101) return res;
  const out = new Response(res.body, res);
  out.headers.set("x-d1-round-trips", String(count.trips));
  out.headers.set("x-d1-statements", String(count.sql.length));
  out.headers.set("x-d1-sql", count.sql.join(" ; ").replace(/[^\x20-\x7e]/g, "?"));
  return out;
}
