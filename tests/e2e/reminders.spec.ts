// `npm run reminders` as the README documents it (issue #34): the command's own script,
// run against the started server, fires the streak reminders as if it were 19:05 in a
// chosen zone; a member of that zone whose streak would end gets the mail, a member of
// a zone where it is still night does not.
import { execFileSync } from "node:child_process";
import { E2E_PORT, localD1 } from "./local-state";
import { expect, test, uniqueName } from "./fixtures";

const EVENING_ZONE = "Pacific/Auckland";
const NIGHT_ZONE = "America/New_York"; // 19:05 in Auckland is about 01:05 or 02:05 there

/** The zone's calendar day of `instant`, YYYY-MM-DD. */
const dayIn = (zone: string, instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );

/** The day before a YYYY-MM-DD day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** A member signed up through the form, then given a 3-day streak last played yesterday in `zone`
 * (written through the test server's /dev/sql, as no page can make a streak in one day). */
async function streaker(request: import("@playwright/test").APIRequestContext, baseURL: string, zone: string) {
  const username = uniqueName("remind");
  const email = `${username}@e2e.test`;
  const res = await request.post("/auth", {
    form: { mode: "signup", email, username, password: "secret123", confirmPassword: "secret123" },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const yesterday = dayBefore(dayIn(zone, new Date()));
  await localD1(
    `UPDATE user_profiles SET time_zone = '${zone}', current_streak = 3, longest_streak = 3, last_activity_date = '${yesterday}' WHERE user_id = (SELECT id FROM user WHERE email = '${email}')`,
  );
  return email;
}

test("npm run reminders -- --evening --zone=… mails the members whose evening it is there @once", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const evening = await streaker(request, baseURL!, EVENING_ZONE);
  const night = await streaker(request, baseURL!, NIGHT_ZONE);

  const out = execFileSync("npm", ["run", "-s", "reminders", "--", "--evening", `--zone=${EVENING_ZONE}`], {
    env: { ...quiet, PORT: String(E2E_PORT) },
  }).toString();
  expect(out).toMatch(new RegExp(`streak reminders at .+ \\(.+, 19:05 in ${EVENING_ZONE}\\): [1-9]\\d* sent`));

  await page.goto("/dev/mailbox");
  const mails = (to: string) => page.getByTestId("mail").filter({ hasText: `To ${to}` });
  await expect(mails(evening).filter({ hasText: "Your 3-day streak ends at midnight" })).toHaveCount(1);
  await expect(mails(night).filter({ hasText: "streak ends at midnight" })).toHaveCount(0);
});
