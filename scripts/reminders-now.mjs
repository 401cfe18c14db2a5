// `npm run reminders`: fires the Worker's scheduled handler (the hourly streak reminders)
// once, now, against the local database of a running `npm start` (PORT, default 8787).
// `-- --evening` fires it as if it were 19:05 today on this machine's clock, so members
// in this zone (the five demo accounts) are due whatever the hour. Mail lands in /dev/mailbox.
const port = process.env.PORT ?? "8787";
const evening = process.argv.includes("--evening");
const at = new Date();
if (evening) at.setHours(19, 5, 0, 0);
const url = `http://localhost:${port}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 * * * *")}&time=${at.getTime()}`;
try {
  const res = await fetch(url);
  console.log(`scheduled handler at ${at.toISOString()}: ${res.status} ${await res.text()}`);
  console.log(`mail: http://localhost:${port}/dev/mailbox`);
  process.exit(res.ok ? 0 : 1);
} catch {
  console.error(`nothing answers on port ${port}: start the app with \`npm start\` first`);
  process.exit(1);
}
