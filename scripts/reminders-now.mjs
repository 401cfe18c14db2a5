// `npm run reminders`: runs the hourly streak reminders once against a running local
// server (`npm start`, or `npm run dev` with PORT=5173), through its development-only
// /dev/reminders (production answers 404). Local cron triggers always run at the current
// time, so the time is posted instead:
//   npm run reminders                                   now
//   npm run reminders -- --evening                      19:05 today in this machine's zone
//   npm run reminders -- --evening --zone=Asia/Tokyo    19:05 today in Tokyo
//   npm run reminders -- --at=2026-11-24T10:00:00Z      any instant
// Members whose own 19:00 has come by then are due; the mail lands in /dev/mailbox.
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const port = process.env.PORT ?? "8787";
const base = `http://localhost:${port}`;
const zone = arg("zone") ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

try {
  new Intl.DateTimeFormat("en-US", { timeZone: zone });
} catch {
  console.error(`unknown time zone: ${zone} (use an IANA name such as Europe/Paris)`);
  process.exit(2);
}

/** The zone's wall clock at `instant`, read as if it were UTC (ms). */
function wallClock(instant) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** 19:05 of today's date in the zone, as an instant. */
function eveningInZone(now = new Date()) {
  const today = new Date(wallClock(now));
  const wanted = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 19, 5);
  // The zone's offset at a first guess, then again at the result (a DST change in between).
  let at = wanted - (wallClock(new Date(wanted)) - wanted);
  at = wanted - (wallClock(new Date(at)) - at);
  return new Date(at);
}

const given = arg("at");
const at = given ? new Date(given) : process.argv.includes("--evening") ? eveningInZone() : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`--at must be an ISO 8601 instant, e.g. 2026-11-24T10:00:00Z (got ${given})`);
  process.exit(2);
}

let res;
try {
  res = await fetch(`${base}/dev/reminders`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ at: at.toISOString() }),
    redirect: "manual",
  });
} catch {
  console.error(`nothing answers on port ${port}: start the app with \`npm start\` first (PORT picks the port)`);
  process.exit(1);
}
const body = await res.text();
if (!res.ok) {
  console.error(`the reminders did not run: ${res.status} ${body.slice(0, 300)}`);
  if (res.status === 404) console.error("(/dev/reminders exists only outside production)");
  process.exit(1);
}
const run = JSON.parse(body);
const local = new Intl.DateTimeFormat("en-GB", { timeZone: zone, dateStyle: "medium", timeStyle: "short" }).format(at);
console.log(`streak reminders at ${run.at} (${local} in ${zone}): ${run.sent} sent, ${run.released} released`);
console.log(`mail: ${base}/dev/mailbox`);
