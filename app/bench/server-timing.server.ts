import { AsyncLocalStorage } from "node:async_hooks";

// Benchmark only (on with `BENCH_COUNT_D1=1`, which only bench/run.mjs sets; never in
// production): code records named durations with `benchTiming`, and the response of that
// request carries them in a `Server-Timing` header (`decode;dur=812.3, ...`).
// Outside a benchmarked request `benchTiming` does nothing.
type Timings = { name: string; ms: number }[];
// One store for the whole isolate: app/worker.ts (bundled by wrangler) and the Remix server
// build (bundled by Vite) each get their own copy of this module, so the store lives on
// globalThis under a registered symbol.
const KEY = Symbol.for("glowup.bench.server-timing");
const store: AsyncLocalStorage<Timings> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  new AsyncLocalStorage<Timings>()) as AsyncLocalStorage<Timings>;

/** Record one duration (milliseconds) for the current request's Server-Timing header. */
export function benchTiming(name: string, ms: number) {
  store.getStore()?.push({ name, ms });
}

export async function withServerTiming(handler: () => Promise<Response>) {
  const timings: Timings = [];
  const res = await store.run(timings, handler);
  if (res.status === 101 || timings.length === 0) return res;
  const out = new Response(res.body, res);
  out.headers.set(
    "Server-Timing",
    timings.map((t) => `${t.name.replace(/[^A-Za-z0-9_-]/g, "-")};dur=${t.ms.toFixed(1)}`).join(", "),
  );
  return out;
}
