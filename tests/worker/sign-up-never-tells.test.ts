// Sign-up never tells who is registered (issue #34, decision 049): a registered address
// gets the same answer, the same redirect and, within noise, the same time as a new one,
// with the database at a distance (each D1 round trip waits, as for a member far from
// the primary, where a new account's extra writes would show); its owner gets a mail.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../worker-entry";
import { PACE_SAMPLES } from "~/auth/sign-up-pace";
import { appEnv } from "./app-env";
import { latestMail, mailsTo } from "./readers";
import { Browser, freshIp, ORIGIN, signIn } from "./helpers";
import { watchedD1 } from "./watched-d1";

/** Every D1 round trip (a statement or a batch) waits `ms` first. */
const distant = (db: D1Database, ms: number) =>
  watchedD1(db, { roundTrip: () => new Promise((resolve) => setTimeout(resolve, ms)) });

/** Far enough that a new account's extra round trips stand out of this machine's noise. */
const DISTANCE_MS = 60;
const far = { ...appEnv, DB: distant(appEnv.DB, DISTANCE_MS) };

/** A sign-up form post through the Worker with the distant database, and how long it took. */
async function timedSignUp(email: string, username: string, extra: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/auth`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      mode: "signup",
      email,
      username,
      password: "attempt-pass-1",
      confirmPassword: "attempt-pass-1",
      ...extra,
    }),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Host: "localhost",
      "cf-connecting-ip": freshIp(),
    },
  });
  const started = Date.now();
  const res = await worker.fetch(request, far, ctx);
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { res, ms };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cookieNames = (res: Response) => res.headers.getSetCookie().map((c) => c.split("=")[0]);

/** The page a sign-up's answer lands on, as the browser that sent it sees it. */
async function landing(res: Response) {
  const b = new Browser();
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    b.cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return (await b.follow(res)).text();
}

const ROUNDS = 10;
const OWNERS_PASSWORD = "owner-pass-1";
const owners: { email: string }[] = [];

beforeAll(async () => {
  // Signed up through the distant database too: this isolate's pace is learnt from them.
  for (let i = 0; i <= ROUNDS; i++) {
    const email = `owner${i}@quiet.test`;
    const own = { password: OWNERS_PASSWORD, confirmPassword: OWNERS_PASSWORD };
    expect((await timedSignUp(email, `Owner${i}`, own)).res.status).toBe(303);
    owners.push({ email });
  }
}, 90_000);

describe("sign-up with a registered address", () => {
  it("gets the same answer and redirect as a new address, neither signed in, and its owner gets a mail", async () => {
    const owner = owners[ROUNDS];
    const fresh = await timedSignUp("brand-new@quiet.test", "BrandNew");
    const taken = await timedSignUp(owner.email.toUpperCase(), "Impostor");
    for (const { res } of [fresh, taken]) {
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/auth?mode=signin");
      expect(cookieNames(res).some((n) => n.includes("session_token"))).toBe(false);
    }
    expect(cookieNames(taken.res)).toEqual(cookieNames(fresh.res));
    const [freshPage, takenPage] = [await landing(fresh.res), await landing(taken.res)];
    expect(takenPage).toContain("Account created successfully. You can now sign in.");
    // The same page, byte for byte, but for each response's own CSP nonce.
    const unnonced = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(unnonced(takenPage)).toBe(unnonced(freshPage));
    // The owner is told, through the one mailer, with a way to sign in or reset.
    const mail = await latestMail(owner.email, "Someone tried to create a Glowup account");
    expect(mail?.text).toContain("Someone tried to create a new Glowup account with your email address.");
    expect(mail?.text).toContain(`${ORIGIN}/auth`);
    expect(mail?.text).toContain(`${ORIGIN}/auth/forgot`);
    expect(await mailsTo("brand-new@quiet.test", "Someone tried")).toHaveLength(0);
    expect(await latestMail("brand-new@quiet.test", "Verify your Glowup email address")).not.toBeNull();
    // Nothing changed for the owner; the new member signs in with the password chosen.
    expect((await signIn(new Browser(), owner.email, "attempt-pass-1")).status).toBe(400);
    expect((await signIn(new Browser(), owner.email, OWNERS_PASSWORD)).status).toBe(303);
    expect((await signIn(new Browser(), "brand-new@quiet.test", "attempt-pass-1")).status).toBe(303);
  });

  it("with the trial, both go back to the sign-in pane that continues to the trial", async () => {
    const fresh = await timedSignUp("trial-new@quiet.test", "TrialNew", { trial: "pro" });
    const taken = await timedSignUp(owners[0].email, "TrialImpostor", { trial: "pro" });
    for (const { res } of [fresh, taken]) expect(res.headers.get("Location")).toBe("/auth?mode=signin&trial=pro");
    expect(await landing(taken.res)).toContain("then sign in to start your 7-day Pro trial");
  });

  it(`takes as long as a new address's, with every D1 round trip ${DISTANCE_MS} ms away`, async () => {
    // This isolate's recent new accounts set the pace: all of them made at this distance.
    for (let i = 0; i < PACE_SAMPLES - ROUNDS; i++) await timedSignUp(`warm${i}@quiet.test`, `Warm${i}`);
    const times = { fresh: [] as number[], taken: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      times.fresh.push((await timedSignUp(`new${i}@quiet.test`, `Newcomer${i}`)).ms);
      times.taken.push((await timedSignUp(owners[i].email, `Copycat${i}`)).ms);
    }
    const [fresh, taken] = [median(times.fresh), median(times.taken)];
    // A new account is several round trips more work: without pacing it is far slower.
    expect(Math.abs(taken - fresh), JSON.stringify(times)).toBeLessThan(fresh * 0.25);
  }, 90_000);
});
