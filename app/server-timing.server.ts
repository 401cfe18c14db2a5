import { AsyncLocalStorage } from "node:async_hooks";

// Named durations of the request being served (the Server-Timing idea): any module may
// record one with `serverTiming`; whoever serves the request may collect them with
// `collectServerTimings` (only the benchmark does, app/instrumentation.server.ts).
// Outside a collecting request `serverTiming` does nothing.
export type ServerTimings = { name: string; ms: number }[];

// One store for the whole isolate: app/worker.ts (bundled by wrangler) and the Remix server
// build (bundled by Vite) each get their own copy of this module, so the store lives on
// globalThis under a registered symbol.
const KEY = Symbol.for("glowup.server-timing");
const store: AsyncLocalStorage<ServerTimings> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<ServerTimings>()) as AsyncLocalStorage<ServerTimings>;

/** Record one duration (milliseconds) for the current request. */
export function serverTiming(name: string, ms: number) {
  store.getStore()?.push({ name, ms });
}

/** Runs `work`, collecting what it records. */
export async function collectServerTimings<T>(work: () => Promise<T>): Promise<{ result: T; timings: ServerTimings }> {
  const timings: ServerTimings = [];
  const result = await store.run(timings, work);
  return { result, timings };
}
