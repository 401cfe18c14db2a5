// A D1 binding that lets a test see what the app does with the database, without changing
// what it does: each statement's SQL and bound values as it is prepared, and a wait before
// every round trip (a statement run or a batch), as for a member far from the primary.
// The request's D1 sessions (withSession, app/worker.ts) are watched the same way.

/** A statement the app prepared; `params` fills in when it is bound. */
export type PreparedNote = { sql: string; params: unknown[] };

type Hooks = {
  /** Hears each statement as it is prepared. */
  prepared?: (note: PreparedNote) => void;
  /** Awaited before each round trip to the database. */
  roundTrip?: () => Promise<void>;
};

export function watchedD1(db: D1Database, hooks: Hooks): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const statement = (stmt: D1PreparedStatement, note: PreparedNote): D1PreparedStatement => {
    const wrapped = new Proxy(stmt, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        const method = value as (...a: unknown[]) => unknown;
        if (prop === "bind")
          return (...params: unknown[]) => {
            note.params = params;
            return statement(method.apply(target, params) as D1PreparedStatement, note);
          };
        return async (...args: unknown[]) => {
          await hooks.roundTrip?.();
          return method.apply(target, args);
        };
      },
    });
    real.set(wrapped, stmt);
    return wrapped;
  };
  const watch = (inner: D1Database): D1Database =>
    new Proxy(inner, {
      get(target, prop) {
        if (prop === "prepare")
          return (sql: string) => {
            const note: PreparedNote = { sql, params: [] };
            hooks.prepared?.(note);
            return statement(target.prepare(sql), note);
          };
        if (prop === "batch")
          return async (stmts: D1PreparedStatement[]) => {
            await hooks.roundTrip?.();
            return target.batch(stmts.map((s) => real.get(s) ?? s));
          };
        if (prop === "withSession")
          return (constraint?: string) => watch(target.withSession(constraint) as unknown as D1Database);
        const value: unknown = Reflect.get(target, prop);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  return watch(db);
}
