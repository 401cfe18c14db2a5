// The request instrumentation the benchmarks read (bench/), in one module: D1 round trips
// counted per request (and, optionally, a database at a distance), and the request's
// recorded durations (app/server-timing.server.ts) in a Server-Timing header. app/worker.ts
// turns it on only with `BENCH_COUNT_D1=1`, which only the benchmarks and the Worker tests
// set; without it a response carries none of these headers (tests/worker/production.test.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Env } from "./env";
import { collectServerTimings } from "./server-timing.server";

// ---------------------------------------------------------------- D1 round trips
// Count D1 round trips (a batch is one) and statements per request into x-d1-round-trips
// and x-d1-statements headers, with the statements' SQL (shortened) in x-d1-sql. It can
// also put the database at a distance: each round trip first waits `BENCH_D1_LATENCY_MS` (or the request's
// x-bench-d1-latency header), as a member far from D1's primary would.
type D1Count = { trips: number; sql: string[]; latencyMs: number };
const LATENCY_HEADER = "x-bench-d1-latency";
/** At most a second per round trip: a typo in a bench flag must not hang a page. */
const MAX_LATENCY_MS = 1000;
const latencyOf = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_LATENCY_MS) : 0;
};
const d1Count = new AsyncLocalStorage<D1Count>();
const countedEnvs = new WeakMap<Env, Env>();
const REAL = Symbol("real statement");
/** Counts one round trip and waits the bench's distance before it goes out. */
const tick = (sql: string[]): Promise<void> | undefined => {
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
  if (c.latencyMs > 0) return new Promise((resolve) => setTimeout(resolve, c.latencyMs));
};
/** `run` after the round trip's distance, if there is one. */
const afterTick = <T>(sql: string[], run: () => Promise<T>): Promise<T> => {
  const wait = tick(sql);
  return wait ? wait.then(run) : run();
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
      return (...args: unknown[]) => afterTick([sql], () => Promise.resolve(value.apply(target, args)));
    },
  });
const countDb = (db: D1Database): D1Database =>
  new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop === "prepare") return (sql: string) => countStatement(target.prepare(sql), sql);
      const real = (s: D1PreparedStatement) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? s;
      if (prop === "batch")
        return (stmts: D1PreparedStatement[]) =>
          afterTick(
            stmts.map((s) => String((s as { sql?: string }).sql)),
            () => target.batch(stmts.map(real)),
          );
      if (prop === "exec")
        return (sql: string) =>
          afterTick(
            sql.split("\n").filter((l) => l.trim()),
            () => target.exec(sql),
          );
      // A request's D1 session (app/worker.ts) is counted like the binding.
      if (prop === "withSession")
        return (constraint?: string) => countDb(target.withSession(constraint) as unknown as D1Database);
      return isMethod(value) ? value.bind(target) : value;
    },
  });
export async function countD1(env: Env, request: Request, handler: (env: Env) => Promise<Response>) {
  let counted = countedEnvs.get(env);
  if (!counted) {
    const db = countDb(env.DB);
    counted = new Proxy(env, { get: (target, prop): unknown => (prop === "DB" ? db : Reflect.get(target, prop)) });
    countedEnvs.set(env, counted);
  }
  const latencyMs = latencyOf(request.headers.get(LATENCY_HEADER) ?? env.BENCH_D1_LATENCY_MS);
  const count: D1Count = { trips: 0, sql: [], latencyMs };
  const res = await d1Count.run(count, () => handler(counted));
  if (res.status === 101) return res;
  const out = new Response(res.body, res);
  out.headers.set("x-d1-round-trips", String(count.trips));
  out.headers.set("x-d1-statements", String(count.sql.length));
  out.headers.set("x-d1-latency-ms", String(latencyMs));
  out.headers.set("x-d1-sql", count.sql.join(" ; ").replace(/[^\x20-\x7e]/g, "?"));
  return out;
}

// ---------------------------------------------------------------- Server-Timing
// The durations a request recorded (app/server-timing.server.ts) go out in
// a `Server-Timing` header (`decode;dur=812.3, ...`).
export async function withServerTiming(handler: () => Promise<Response>) {
  const { result: res, timings } = await collectServerTimings(handler);
  if (res.status === 101 || timings.length === 0) return res;
  const out = new Response(res.body, res);
  out.headers.set(
    "Server-Timing",
    timings.map((t) => `${t.name.replace(/[^A-Za-z0-9_-]/g, "-")};dur=${t.ms.toFixed(1)}`).join(", "),
  );
  return out;
}
