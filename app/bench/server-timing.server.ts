import { collectServerTimings } from "../server-timing.server";

// Benchmark only (on with `BENCH_COUNT_D1=1`, which only bench/run.mjs sets; never in
// production): the durations a request recorded (app/server-timing.server.ts) go out in
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
