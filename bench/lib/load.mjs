// Server time per request with autocannon over loopback: median and p95 at a given
// concurrency, from each response's own time (autocannon's summary has no p95).
import autocannon from "autocannon";

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;

export async function measure(url, { connections, amount, cookie }) {
  const times = [];
  const statuses = {};
  const inst = autocannon({
    url,
    connections,
    amount,
    timeout: 30,
    headers: cookie ? { cookie } : {},
  });
  inst.on("response", (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await inst;
  times.sort((a, b) => a - b);
  return {
    connections,
    requests: times.length,
    errors: result.errors + result.timeouts,
    statuses,
    p50: pct(times, 50),
    p95: pct(times, 95),
    rps: result.requests.average,
  };
}
