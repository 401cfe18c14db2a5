import { describe, expect, it } from "vitest";
import { Browser, freshIp, signIn, signUp } from "./helpers";
import { expireVerifications, newMember, removeProfile, userIdOf } from "./factories";
import { accountsWithEmail, latestMail, profileOf, profilesNamed, rowCount } from "./readers";
import { schema } from "~/db.server";

const html = (res: Response) => res.text();
const profile = async (email: string) => profileOf(await userIdOf(email));

describe("sign-up", () => {
  it.each([
    [{ email: "a@x.test", username: "ann", password: "secret1", confirmPassword: "secret2" }, "Passwords do not match"],
    [{ email: "a@x.test", username: "   ", password: "secret1", confirmPassword: "secret1" }, "Username is required"],
    [
      { email: "a@x.test", username: "x".repeat(21), password: "secret1", confirmPassword: "secret1" },
      "Username must be 20 characters or less",
    ],
    [
      { email: "a@x.test", username: "ann", password: "12345", confirmPassword: "12345" },
      "Password must be at least 6 characters",
    ],
    [{ email: "", username: "ann", password: "secret1", confirmPassword: "secret1" }, "Email is required"],
    [
      { email: "not-an-email", username: "ann", password: "secret1", confirmPassword: "secret1" },
      "Enter a valid email address",
    ],
    [{ email: "a@x.test", username: "ann", password: "", confirmPassword: "" }, "Password is required"],
  ])("rejects %o with '%s' and keeps the input", async (fields, message) => {
    const res = await new Browser().post("/auth", { mode: "signup", ...fields });
    expect(res.status).toBe(400);
    const page = await html(res);
    expect(page).toContain(message);
    if (fields.email) expect(page).toContain(`value="${fields.email}"`);
    // passwords are never echoed back
    if (fields.password) expect(page).not.toContain(`value="${fields.password}"`);
  });

  it("missing fields altogether give messages, not a 500", async () => {
    const res = await new Browser().post("/auth", { mode: "signup" });
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("Email is required");
  });

  it("creates the account and profile, then asks the new member to sign in (sign-up signs nobody in)", async () => {
    const b = new Browser();
    const res = await signUp(b, "new@x.test", "Newbie");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/auth?mode=signin");
    expect(b.signedIn()).toBe(false);
    const page = await html(await b.follow(res));
    expect(page).toContain("Account created successfully. You can now sign in.");
    expect(await profile("new@x.test")).toMatchObject({ username: "Newbie", xp: 0, level: 1 });
    const welcome = await signIn(b, "new@x.test");
    expect(welcome.status).toBe(303);
    expect(await html(await b.follow(welcome))).toContain("Newbie");
  });

  it("sign-up returns to the sign-in pane, which goes on to the page it was asked for", async () => {
    const b = new Browser();
    const res = await b.post("/auth", {
      mode: "signup",
      email: "onward@x.test",
      username: "Onward",
      password: "secret123",
      confirmPassword: "secret123",
      redirect: "/progress",
    });
    expect(res.headers.get("Location")).toBe("/auth?mode=signin&redirect=%2Fprogress");
    expect(await html(await b.follow(res))).toContain('name="redirect" value="/progress"');
    expect((await signIn(b, "onward@x.test", "secret123", "/progress")).headers.get("Location")).toBe("/progress");
  });

  it("a registered email creates nothing, does not sign the stranger in, and nothing changes for its owner", async () => {
    await signUp(new Browser(), "dupe@x.test", "Dupe");
    const b = new Browser();
    const again = await signUp(b, "DUPE@x.test", "Other", "another-password");
    expect(again.status).toBe(303);
    expect(b.signedIn()).toBe(false);
    const page = await html(await b.follow(again));
    expect(page).not.toContain("already exists");
    // no second account, no profile for the would-be username, the owner's password unchanged
    expect(await accountsWithEmail("dupe@x.test")).toBe(1);
    expect(await profilesNamed("Other")).toBe(0);
    expect((await signIn(new Browser(), "dupe@x.test", "another-password")).status).toBe(400);
    expect((await signIn(new Browser(), "dupe@x.test")).status).toBe(303);
  });

  it("refuses a username taken in another case", async () => {
    await signUp(new Browser(), "named@x.test", "Named");
    const name = await signUp(new Browser(), "named2@x.test", "nAMED");
    expect(name.status).toBe(400);
    expect(await html(name)).toContain("That username is already taken");
    expect(await accountsWithEmail("named2@x.test")).toBe(0);
  });

  it("rate-limits repeated sign-ups from one address, whatever the email", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // A new browser each time: one address, many visitors.
    for (let i = 0; i < 11; i++)
      statuses.push((await signUp(new Browser(ip), i % 2 ? "dupe@x.test" : `flood${i}@x.test`, `Flood${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    const limited = await signUp(new Browser(ip), "flood-last@x.test", "FloodLast");
    expect(limited.status).toBe(429);
    expect(await html(limited)).toContain("Too many attempts");
  });

  it("with trial=pro returns to the sign-in pane that goes on to the trial checkout", async () => {
    const b = new Browser();
    const res = await signUp(b, "trial@x.test", "Trialist", "secret123", { trial: "pro" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/auth?mode=signin&trial=pro");
    expect(b.signedIn()).toBe(false);
    const page = await html(await b.follow(res));
    expect(page).toContain(
      "Account created! Open the link we mailed you to verify your address, then sign in to start your 7-day Pro trial.",
    );
    const signedIn = await b.post("/auth", {
      mode: "signin",
      email: "trial@x.test",
      password: "secret123",
      trial: "pro",
    });
    expect(signedIn.headers.get("Location")).toBe("/checkout?plan=pro&trial=true");
  });
});

describe("sign-in and sessions", () => {
  // Each test registers the member it signs in as, so any one of them runs on its own.
  let registeredCount = 0;
  async function registered() {
    const n = ++registeredCount;
    const email = `sam${n}@x.test`;
    const res = await signUp(new Browser(), email, `Sam${n}`);
    if (res.status !== 303) throw new Error(`sign-up failed: ${res.status}`);
    return email;
  }

  it("wrong credentials say so without telling which part was wrong", async () => {
    const email = await registered();
    const wrongPassword = await html(await signIn(new Browser(), email, "nope-nope"));
    const wrongEmail = await html(await signIn(new Browser(), "nobody@x.test", "nope-nope"));
    for (const page of [wrongPassword, wrongEmail]) {
      expect(page).toContain("Error");
      expect(page).toContain("Invalid email or password");
    }
    expect(wrongPassword).toContain(`value="${email}"`);
  });

  it("signs in with the welcome toast and an HttpOnly, SameSite=Lax session cookie", async () => {
    const email = await registered();
    const b = new Browser();
    const res = await signIn(b, email, "secret123", "/progress");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/progress");
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const page = await html(await b.follow(res));
    expect(page).toContain("Welcome back!");
    expect(page).toContain("Successfully signed in.");
    expect(page).toContain('data-testid="viewer-badges"');
  });

  it.each([
    ["https://evil.example/steal", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/chat?x=1", "/chat?x=1"],
  ])("redirect=%s goes to %s", async (target, expected) => {
    const email = await registered();
    const res = await signIn(new Browser(), email, "secret123", target);
    expect(res.headers.get("Location")).toBe(expected);
  });

  it("a signed-in member opening /auth goes straight to the redirect target", async () => {
    const email = await registered();
    const b = new Browser();
    await signIn(b, email);
    const res = await b.get("/auth?redirect=%2Frankings");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/rankings");
    expect((await b.get("/auth?redirect=https%3A%2F%2Fevil.example")).headers.get("Location")).toBe("/");
  });

  it.each(["/progress", "/settings", "/account", "/chat", "/achievements", "/rankings"])(
    "%s sends a signed-out visitor to sign in and back",
    async (path) => {
      const res = await new Browser().get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/auth?redirect=${encodeURIComponent(path)}`);
    },
  );

  it("sign-out clears the session, says so and returns home", async () => {
    const email = await registered();
    const b = new Browser();
    await signIn(b, email);
    const res = await b.post("/auth/sign-out", {});
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(b.signedIn()).toBe(false);
    expect(await html(await b.follow(res))).toContain("Signed out");
    expect((await b.get("/account")).status).toBe(302);
  });

  it("a session cookie whose signature does not verify is ignored", async () => {
    const email = await registered();
    const b = new Browser();
    await signIn(b, email);
    const name = [...b.cookies.keys()].find((k) => k.includes("session_token"))!;
    const [token] = decodeURIComponent(b.cookies.get(name)!).split(".");
    b.cookies.set(name, encodeURIComponent(`${token}.${btoa("x".repeat(32))}`));
    expect((await b.get("/account")).status).toBe(302);
  });

  it("concurrent requests with different cookies each see their own member, strangers see nobody", async () => {
    const ann = await newMember("ann-concurrent@x.test", "AnnConcurrent");
    const bob = await newMember("bob-concurrent@x.test", "BobConcurrent");
    const stranger = new Browser();
    // Interleave them so a viewer cached across requests would show up as a mix-up.
    const rounds = await Promise.all(
      Array.from({ length: 4 }, () =>
        Promise.all([ann.get("/account"), stranger.get("/account"), bob.get("/account")]),
      ),
    );
    for (const [a, s, b] of rounds) {
      const [annPage, bobPage] = await Promise.all([html(a), html(b)]);
      expect(a.status).toBe(200);
      expect(annPage).toContain("AnnConcurrent");
      expect(annPage).not.toContain("BobConcurrent");
      expect(b.status).toBe(200);
      expect(bobPage).toContain("BobConcurrent");
      expect(bobPage).not.toContain("AnnConcurrent");
      expect(s.status).toBe(302);
      expect(s.headers.get("Location")).toBe("/auth?redirect=%2Faccount");
    }
  });

  it("a GET never signs anyone out", async () => {
    const email = await registered();
    const b = new Browser();
    await signIn(b, email);
    await b.get("/auth/sign-out");
    expect((await b.get("/account")).status).toBe(200);
  });

  it("refuses a state-changing request from another site", async () => {
    const email = await registered();
    const res = await new Browser().post(
      "/auth",
      { mode: "signin", email: email, password: "secret123" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });

  it("rate-limits repeated sign-in attempts from one address", async () => {
    const email = await registered();
    const b = new Browser(freshIp());
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(b, email, "wrong-password")).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await signIn(b, email, "secret123");
    expect(limited.status).toBe(429);
    expect(await html(limited)).toContain("Too many attempts");
    // another address is unaffected
    expect((await signIn(new Browser(), email)).status).toBe(303);
  });

  it("a member whose profile went missing gets one on the next page", async () => {
    const b = await newMember("ghost@x.test", "Ghosty");
    await removeProfile(await userIdOf("ghost@x.test"));
    const page = await html(await b.get("/account"));
    expect(page).toMatch(/Lvl (<!-- -->)?1</);
    expect(await profile("ghost@x.test")).toMatchObject({ username: "Ghosty", xp: 0, level: 1 });
  });
});

describe("account page", () => {
  it("shows the member's details and edits the username with every rule", async () => {
    await signUp(new Browser(), "sam@x.test", "Sam"); // holds the name the edit below tries
    const b = await newMember("edit@x.test", "Editor");
    const page = await html(await b.get("/account"));
    expect(page).toContain("Member since");
    for (const href of ["/settings", "/pricing", "/progress", "/assessment"]) expect(page).toContain(`href="${href}"`);

    const empty = await b.post("/account", { username: "   " });
    expect(empty.status).toBe(400);
    expect(await html(empty)).toContain("Username cannot be empty");

    const long = await b.post("/account", { username: "y".repeat(21) });
    expect(await html(long)).toContain("Username must be 20 characters or less");

    const taken = await b.post("/account", { username: "SAM" });
    expect(await html(taken)).toContain("That username is already taken");

    const ok = await b.post("/account", { username: "  Edited  " });
    expect(ok.status).toBe(303);
    const after = await html(await b.follow(ok));
    expect(after).toContain("Username updated successfully.");
    expect(await profile("edit@x.test")).toMatchObject({ username: "Edited" });
    // keeping your own name (in another case) is fine
    expect((await b.post("/account", { username: "EDITED" })).status).toBe(303);
  });

  it("settings shows username and email", async () => {
    const b = await newMember("set@x.test", "Setter");
    const page = await html(await b.get("/settings"));
    expect(page).toContain("Setter");
    expect(page).toContain("set@x.test");
    expect(page).toContain("No Active Subscription");
    expect(page).toContain('href="/pricing"');
  });
});

describe("password reset", () => {
  async function requestLink(email: string) {
    const res = await new Browser().post("/auth/forgot", { email });
    expect(res.status).toBe(200);
    expect(await html(res)).toContain("Check your email");
    const mail = await latestMail(email);
    const token = mail?.text.match(/\/auth\/reset\?token=([^\s]+)/)?.[1];
    return token ? decodeURIComponent(token) : null;
  }

  it("a link sets a new password once; the old password stops working", async () => {
    await signUp(new Browser(), "reset@x.test", "Resetter", "oldpass1");
    const token = await requestLink("reset@x.test");
    expect(token).toBeTruthy();
    const form = await new Browser().get(`/auth/reset?token=${encodeURIComponent(token!)}`);
    expect(await html(form)).toContain("Choose a new password");

    const mismatch = await new Browser().post("/auth/reset", {
      token: token!,
      password: "newpass1",
      confirmPassword: "other11",
    });
    expect(await html(mismatch)).toContain("Passwords do not match");

    const done = await new Browser().post("/auth/reset", {
      token: token!,
      password: "newpass1",
      confirmPassword: "newpass1",
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/auth");

    const again = await new Browser().post("/auth/reset", {
      token: token!,
      password: "newpass2",
      confirmPassword: "newpass2",
    });
    expect(again.status).toBe(400);
    expect(await html(again)).toContain("invalid or has expired");

    expect((await signIn(new Browser(), "reset@x.test", "oldpass1")).status).toBe(400);
    expect((await signIn(new Browser(), "reset@x.test", "newpass1")).status).toBe(303);
  });

  it("an expired link is refused", async () => {
    await signUp(new Browser(), "late@x.test", "Latecomer", "oldpass1");
    const token = await requestLink("late@x.test");
    await expireVerifications(`%${token}%`);
    const res = await new Browser().post("/auth/reset", {
      token: token!,
      password: "newpass1",
      confirmPassword: "newpass1",
    });
    expect(res.status).toBe(400);
    expect(await html(res)).toContain("invalid or has expired");
  });

  it("an unknown address gets the same answer and no mail", async () => {
    const before = await rowCount(schema.devMailbox);
    const res = await new Browser().post("/auth/forgot", { email: "nobody-here@x.test" });
    expect(await html(res)).toContain("Check your email");
    expect(await rowCount(schema.devMailbox)).toBe(before);
  });

  it("the dev mailbox lists the mail in development", async () => {
    const page = await html(await new Browser().get("/dev/mailbox"));
    expect(page).toContain("Reset your Glowup password");
  });
});
