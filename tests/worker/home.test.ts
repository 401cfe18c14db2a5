// The home page: visitors get the marketing page, members their own day first; the
// home's challenge forms go through the same progress actions as /progress.
import { describe, expect, it } from "vitest";
import { achievements, challenges as seedChallenges } from "../../db/seed-data.mjs";
import { dailyFive, dailyTaskFor, dailyTaskXp } from "~/game/daily";
import { calendarDay } from "~/calendar/days";
import { Browser, signIn, signUp } from "./helpers";
import { member } from "./factories";
import { awardCount, awardsOf, loggedXp, profileOf } from "./readers";

const today = () => calendarDay(new Date(), "UTC");
const xpOf = async (id: string) => (await profileOf(id)).xp;
const text = (html: string) => html.replace(/<!-- -->/g, "");

describe("the home page", () => {
  it("a visitor gets the marketing home with Get Started, and no member home", async () => {
    const html = await (await new Browser().get("/")).text();
    expect(html).toContain('id="hero-heading"');
    expect(html).toContain("Get Started");
    expect(html).not.toContain('data-testid="member-home"');
  });

  it("a member sees their own day first: greeting, level and streak, today's five, the daily task, the plan's next step", async () => {
    const m = await member();
    const html = text(await (await m.b.get("/")).text());
    expect(html).toContain('data-testid="member-home"');
    expect(html).toContain(`Welcome, ${m.username}`);
    expect(html).not.toContain('id="hero-heading"');
    expect(html).not.toContain("Get Started");
    expect(html).toContain('data-testid="level-card"');
    expect(html).toContain("Complete one challenge today to start a streak.");
    const five = dailyFive(seedChallenges, today());
    // Titles as the page escapes them ("Plan Tomorrow&#x27;s Outfit" is one of the five on some days).
    for (const c of five) expect(html).toContain(`Start ${c.title.replaceAll("'", "&#x27;")}`);
    const task = dailyTaskFor(m.id, today(), seedChallenges, five)!;
    expect(html).toContain(`+${dailyTaskXp(task)} XP (bonus included)`);
    // Forms post to the home route itself (plain HTML, no JavaScript needed).
    expect(html).toContain('action="/?index"');
    // Free plan: choose a plan, or the trial.
    expect(html).toMatch(/data-testid="plan-card"[\s\S]*Choose a plan[\s\S]*Try Pro free for 7 days/);
    // The member's day comes before the rest (categories).
    expect(html.indexOf("Today&#x27;s challenges")).toBeLessThan(html.indexOf("Keep exploring"));
  });

  it("start and complete from the home page: back on the home with the toast, XP once, the same log as /progress", async () => {
    const m = await member();
    const c = dailyFive(seedChallenges, today())[0];
    const start = await m.b.post("/?index", { intent: "start", challengeId: c.id });
    expect(start.status).toBe(303);
    // Back at the card that was pressed (a page without JavaScript lands on it).
    expect(start.headers.get("Location")).toBe(`/#challenge-${c.id}`);
    expect(await (await m.b.follow(start)).text()).toContain("Challenge Started");
    const done = await m.b.post("/?index", { intent: "complete", challengeId: c.id });
    // A first completion unlocks First Step: it lands on the celebrations (decision 071).
    expect(done.headers.get("Location")).toBe("/#moments");
    const page = text(await (await m.b.follow(done)).text());
    expect(page).toContain("Challenge Complete!");
    expect(page).toContain("1 of 5 done");
    const xp = await xpOf(m.id);
    expect(xp).toBeGreaterThanOrEqual(c.xpReward);
    // A second completion, from home or from /progress, changes nothing.
    await m.b.post("/?index", { intent: "complete", challengeId: c.id });
    await m.b.post("/progress?tab=challenges", { intent: "complete", challengeId: c.id });
    expect(await xpOf(m.id)).toBe(xp);
    expect(await loggedXp(m.id)).toBe(xp);
    expect(await awardCount(m.id, `challenge:${c.id}:${today()}`)).toBe(1);
  });

  it("the daily task from the home page pays its bonus once", async () => {
    const m = await member();
    const five = dailyFive(seedChallenges, today());
    const task = dailyTaskFor(m.id, today(), seedChallenges, five)!;
    const res = await m.b.post("/?index", { intent: "daily-task" });
    // The first completion unlocks First Step: it lands on the celebrations (decision 071).
    expect(res.headers.get("Location")).toBe("/#moments");
    expect(text(await (await m.b.follow(res)).text())).toContain("Done for today");
    await m.b.post("/?index", { intent: "daily-task" });
    const [taskRow] = await awardsOf(m.id, { keyPrefix: `daily-task:${today()}` });
    expect(taskRow.xp).toBe(dailyTaskXp(task));
    expect(await xpOf(m.id)).toBe(await loggedXp(m.id));
  });

  it("bad input on the home page is a message with the page, never a 500; signed out, a post goes to sign-in", async () => {
    const m = await member();
    const bad = await m.b.post("/?index", { intent: "complete", challengeId: "not-a-challenge" });
    expect(bad.status).toBe(303);
    expect(await (await m.b.follow(bad)).text()).toContain("not one of today");
    const junk = await m.b.post("/?index", { intent: "explode" });
    expect(junk.status).toBe(400);
    expect(await junk.text()).toContain("That request was not understood");
    const visitor = await new Browser().post("/?index", { intent: "daily-task" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth/);
  });

  it("signing in without a redirect lands on the home page", async () => {
    const b = new Browser();
    await signUp(b, "land@home.test", "Lander");
    const res = await b.post("/auth", { mode: "signin", email: "land@home.test", password: "secret123" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(await (await b.follow(res)).text()).toContain("Welcome, Lander");
    // And the helper's explicit "/" does the same.
    expect((await signIn(new Browser(), "land@home.test")).headers.get("Location")).toBe("/");
  });

  it("the plan card: trial days left; a paid tier's next step; Elite has none", async () => {
    const trial = await member({
      prefix: "trial",
      subscription: { tier: "pro", trial: true, endsAt: Date.now() + 5 * 86_400_000 - 60_000 },
    });
    expect(text(await (await trial.b.get("/")).text())).toMatch(
      /data-testid="trial-days-left"[^>]*>5 days left of your Pro trial/,
    );

    const starter = await member({ prefix: "starter", subscription: { tier: "starter" } });
    const html = text(await (await starter.b.get("/")).text());
    expect(html).toContain("You&#x27;re on Starter.");
    expect(html).toContain("Upgrade to Pro");
    expect(html).toContain('href="/checkout?plan=pro"');
    expect(html).toContain("AI face scanner results");

    const elite = await member({ prefix: "elite", subscription: { tier: "elite" } });
    const top = text(await (await elite.b.get("/")).text());
    expect(top).toContain("You&#x27;re on Elite.");
    expect(top).not.toContain("Upgrade to");
    expect(top).toContain('href="/elite-content"');
  });

  it("shows the closest locked achievements with progress, and pending invitations", async () => {
    // Four completed challenges on past days (not fitness): 4 of 5 for 'Getting Going'.
    const past = ["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04"];
    const m = await member({
      history: {
        completed: past.map((day) => ({ challengeId: "journal-3", day })),
        achievements: ["first-step", "assess-1", "social-first", "glow-starter"],
      },
    });
    const other = await member();
    await other.b.post("/progress?tab=battles", {
      intent: "invite",
      username: m.username,
      challengeId: dailyFive(seedChallenges, today())[0].id,
    });
    const html = text(await (await m.b.get("/")).text());
    const next = html.slice(html.indexOf('data-testid="next-achievements"'));
    const gettingGoing = achievements.find((a) => a.id === "getting-going")!;
    expect(next).toContain(`${gettingGoing.title} · +${gettingGoing.xpReward} XP`);
    expect(next).toContain("4 / 5 challenges");
    expect(html).toContain("1 invitation waits for you");
  });
});
