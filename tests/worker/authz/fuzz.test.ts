// Property-based fuzzing (fast-check) of every form action and every query-string reader:
// random and hostile values must get a 4xx or a re-rendered form, never a 5xx, and a
// refused request changes nothing in D1. The pure parsers take most of the cases; every
// action and reader also gets real requests through the Worker.
// Replay a failure with the seed it prints: FUZZ_SEED=<seed> npx vitest run --config vitest.worker.config.ts tests/worker/authz/fuzz.test.ts
import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeleteAccount } from "~/account/forms";
import { parseAssessmentForm } from "~/assessment/form";
import { ForgotPassword, ResetPassword, safeRedirect, SignIn, SignUp, UsernameEdit } from "~/auth/forms";
import { readPlanChoice } from "~/billing/checkout";
import { TIERS } from "~/billing/plans";
import { calculate } from "~/calculator/calculate";
import { ChatAction } from "~/chat/schemas";
import { parseForm } from "~/forms/parse";
import { readTab } from "~/game/achievements";
import { ProgressAction, readProgressTab, SearchQuery } from "~/game/progress-forms";
import { sniffPhoto } from "~/scan/sniff";
import { appFetch, Browser, ORIGIN } from "../helpers";
import { member, storedScan, subscribe } from "../factories";
import { tableRows } from "../readers";

const SEED = Number(env.FUZZ_SEED || 20261122);
let cases = 0;
const run = <T>(property: fc.IProperty<T> | fc.IAsyncProperty<T>, numRuns: number) => {
  cases += numRuns;
  return fc.assert(property as fc.IAsyncProperty<T>, { seed: SEED, numRuns, endOnFailure: true });
};
afterAll(() => console.log(`fuzzing: ${cases} cases with seed ${SEED} (set FUZZ_SEED to replay another)`));

// ---- hostile values -----------------------------------------------------------------

const NASTY = [
  "",
  " ",
  "\u0000",
  "\u0000\u0001\u001f",
  "\r\n",
  "\u202e",
  "\uffff",
  "\ud800",
  "😀👍🏽",
  "Ω≈ç√",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'; DROP TABLE user; --",
  "%",
  "%00",
  "_",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "-1e309",
  "9007199254740993",
  "1.5",
  "0x10",
  "2147483648",
  "[]",
  "{}",
  "null",
  "true",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "../../etc/passwd",
];
const big = fc.constantFrom("x".repeat(100 * 1024), "é".repeat(60 * 1024), "<".repeat(100 * 1024));
const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: big },
);
/** Field lists: known names and junk, values hostile, duplicates and missing fields included. */
const fieldsOf = (known: readonly string[], valid: Record<string, fc.Arbitrary<string>> = {}) =>
  fc.array(
    fc.oneof(
      {
        weight: 5,
        arbitrary: fc
          .constantFrom(...known)
          .chain((k) => fc.tuple(fc.constant(k), valid[k] ? fc.oneof(valid[k], hostile) : hostile)),
      },
      { weight: 1, arbitrary: fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY)), hostile) },
    ),
    { maxLength: 8 },
  );
const formOf = (pairs: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of pairs) f.append(k, v);
  return f;
};

// ---- the pure readers: most of the cases, cheaply ---------------------------------------

describe("pure form and query readers never throw and always answer with a message", () => {
  const schemas = [
    ["SignIn", SignIn, ["email", "password", "redirect", "mode"], ["password"]],
    ["SignUp", SignUp, ["email", "username", "password", "confirmPassword", "mode"], ["password", "confirmPassword"]],
    ["UsernameEdit", UsernameEdit, ["username"], []],
    ["ForgotPassword", ForgotPassword, ["email"], []],
    ["ResetPassword", ResetPassword, ["token", "password", "confirmPassword"], ["password", "confirmPassword"]],
    ["ChatAction", ChatAction, ["intent", "channel", "message", "clientId", "messageId", "live"], []],
    ["ProgressAction", ProgressAction, ["intent", "challengeId", "username", "invitationId", "battleId"], []],
    ["SearchQuery", SearchQuery, ["q", "tab"], []],
    ["DeleteAccount", DeleteAccount, ["password"], ["password"]],
  ] as const;
  for (const [name, schema, known, secret] of schemas) {
    it(`parseForm with ${name}`, () =>
      run(
        fc.property(fieldsOf(known), fc.boolean(), (pairs, asQuery) => {
          const input = asQuery ? new URLSearchParams(pairs) : formOf(pairs);
          const parsed = parseForm(input, schema as never, secret);
          if (!parsed.ok) {
            expect(Object.keys(parsed.errors).length).toBeGreaterThan(0);
            for (const m of Object.values(parsed.errors)) expect(typeof m === "string" && m.length > 0).toBe(true);
            for (const s of secret) expect(parsed.values).not.toHaveProperty(s);
          }
        }),
        800,
      ));
  }

  it("safeRedirect keeps every redirect on this site", () =>
    run(
      fc.property(
        fc.oneof(
          hostile,
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (to) => {
          const out = safeRedirect(to);
          expect(out.startsWith("/")).toBe(true);
          expect(out.startsWith("//") || out.startsWith("/\\")).toBe(false);
          expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
      1000,
    ));

  it("the plan choice is always a known plan", () =>
    run(
      fc.property(fieldsOf(["plan", "trial"]), fieldsOf(["plan", "trial"]), fc.boolean(), (query, form, withForm) => {
        const choice = readPlanChoice(new URLSearchParams(query), withForm ? formOf(form) : undefined);
        expect(TIERS).toContain(choice.plan);
        expect(typeof choice.trial).toBe("boolean");
      }),
      500,
    ));

  it("the calculator reads any query", () =>
    run(
      fc.property(
        fieldsOf([
          "tab",
          "units",
          "sex",
          "height",
          "weight",
          "age",
          "waist",
          "neck",
          "hip",
          "activity",
          "feet",
          "inches",
          "goal",
        ]),
        (pairs) => {
          calculate(new URLSearchParams(pairs));
        },
      ),
      1000,
    ));

  it("the assessment reads any form", () =>
    run(
      fc.property(fieldsOf(["step", "intent", "q0", "q1", "q2", "q3", "q4", "q5", "q6", "q7"]), (pairs) => {
        parseAssessmentForm(formOf(pairs));
      }),
      500,
    ));

  it("tabs fall back to a known tab", () =>
    run(
      fc.property(fc.option(hostile), (v) => {
        expect(["challenges", "inbox", "battles"]).toContain(readProgressTab(v));
        expect(typeof readTab(v)).toBe("string");
      }),
      300,
    ));

  it("photo sniffing reads any bytes", () =>
    run(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.uint8Array({ maxLength: 16 }).map((b) => Uint8Array.from([0xff, 0xd8, 0xff, ...b])),
        ),
        (bytes) => {
          sniffPhoto(bytes);
        },
      ),
      500,
    ));
});

// ---- through the Worker: every action and query reader ------------------------------------

const TABLES = [
  "user",
  "account",
  "user_subscriptions",
  "checkout_sessions",
  "billing_events",
  "user_profiles",
  "user_challenges",
  "challenge_invitations",
  "battle_matches",
  "user_achievements",
  "activity_log",
  "chat_messages",
  "assessment_results",
  "face_scans",
  "programme_runs",
  "workout_sessions",
  "workout_sets",
  "calorie_targets",
  "meal_preferences",
  "meal_plans",
];
const snapshot = async () => JSON.stringify(await tableRows(TABLES));

const ENCODINGS = ["urlencoded", "multipart", "json", "text", "none", "broken-multipart", "bad-encoding"] as const;
function body(
  encoding: (typeof ENCODINGS)[number],
  pairs: [string, string][],
): { body: BodyInit; type: string | null } {
  switch (encoding) {
    case "urlencoded":
      return { body: new URLSearchParams(pairs).toString(), type: "application/x-www-form-urlencoded" };
    case "multipart":
      return { body: formOf(pairs), type: null };
    case "json":
      return { body: JSON.stringify(Object.fromEntries(pairs)), type: "application/json" };
    case "text":
      return { body: pairs.map(([k, v]) => `${k}=${v}`).join("\n"), type: "text/plain" };
    case "none":
      return { body: new URLSearchParams(pairs).toString(), type: null };
    case "broken-multipart":
      return {
        body: `--zzz\r\nContent-Disposition: form-data; name="${pairs[0]?.[0] ?? "x"}"\r\n\r\n${pairs[0]?.[1] ?? ""}`,
        type: "multipart/form-data; boundary=zzz",
      };
    case "bad-encoding":
      return { body: `${pairs.map(([k]) => k).join("=%E0%A4%A&")}=%`, type: "application/x-www-form-urlencoded" };
  }
}

let fuzzer: Browser;
let scanId = 0;
let checkoutPath = "";
beforeAll(async () => {
  const signedUp = await member({ username: "Fuzzer", email: "fuzzer@fuzz.test" });
  fuzzer = signedUp.b;
  const start = await fuzzer.post("/checkout?plan=pro", { plan: "pro" });
  checkoutPath = new URL(start.headers.get("Location")!).pathname;
  await subscribe(signedUp.id, { tier: "pro" });
  scanId = await storedScan(signedUp.id, {
    photoKey: "members/x/a.jpg",
    thumbKey: "members/x/a-thumb.jpg",
    photoHash: "h",
    analysis: "fuzz",
  });
}, 60_000);

const cookie = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** Each action with the field names it knows, and a few valid values so the fuzzer gets past the first check. */
const ACTIONS: {
  name?: string;
  path: () => string;
  known: string[];
  valid?: Record<string, fc.Arbitrary<string>>;
  signedOut?: true;
}[] = [
  {
    path: () => "/auth",
    known: ["mode", "email", "password", "confirmPassword", "username", "redirect"],
    valid: { mode: fc.constantFrom("signin", "signup") },
    signedOut: true,
  },
  { path: () => "/auth/forgot", known: ["email"], signedOut: true },
  { path: () => "/auth/reset", known: ["token", "password", "confirmPassword"], signedOut: true },
  { path: () => "/auth/sign-out", known: ["x"], signedOut: true },
  { path: () => "/account", known: ["username"] },
  {
    path: () => "/checkout?plan=elite",
    known: ["plan", "trial"],
    valid: { plan: fc.constantFrom("starter", "pro", "elite") },
  },
  { path: () => "/billing/refresh", known: ["return"] },
  { path: () => "/billing/portal", known: ["return"] },
  {
    path: () => "/pay/portal",
    known: ["intent", "tier", "return"],
    valid: { intent: fc.constantFrom("cancel", "resume", "switch"), tier: fc.constantFrom(...TIERS) },
  },
  {
    name: "/pay/checkout/<token>",
    path: () => checkoutPath,
    known: ["cardNumber", "expiry", "cvc"],
    valid: { cardNumber: fc.constantFrom("4242 4242 4242 4241", "4000000000000002") },
  },
  {
    path: () => "/assessment",
    known: ["step", "intent", "q0", "q1", "q2"],
    valid: { intent: fc.constantFrom("next", "previous", "results", "retake") },
  },
  {
    path: () => "/progress",
    known: ["intent", "challengeId", "username", "invitationId", "battleId"],
    valid: {
      intent: fc.constantFrom("start", "complete", "invite", "accept", "decline"),
      invitationId: fc.integer().map(String),
      battleId: fc.integer().map(String),
    },
  },
  {
    path: () => "/chat?channel=general",
    known: ["intent", "channel", "message", "clientId", "messageId", "live"],
    valid: { intent: fc.constantFrom("send", "delete"), channel: fc.constantFrom("general", "vip") },
  },
  { path: () => "/face-scanner", known: ["photo"] },
  { path: () => "/face-scanner/upload", known: ["photo"] },
  {
    name: "/face-scanner/scans/<id>",
    path: () => `/face-scanner/scans/${scanId}`,
    known: ["intent"],
    valid: { intent: fc.constantFrom("keep", "Delete", "delete ") },
  },
  { path: () => "/api/stripe/webhook", known: ["type", "id", "data"] },
  { path: () => "/settings", known: ["password"] },
  {
    path: () => "/?index",
    known: ["intent", "challengeId", "username", "invitationId", "battleId"],
    valid: {
      intent: fc.constantFrom("start", "complete", "daily-task", "accept"),
      invitationId: fc.integer().map(String),
    },
  },
  { path: () => "/trial-offer", known: ["x"] },
  {
    path: () => "/calculator?tab=calories",
    known: ["tab", "units", "sex", "age", "height", "weight", "activity", "goal", "heightFt", "heightIn"],
    valid: { goal: fc.constantFrom("lose", "maintain", "gain"), sex: fc.constantFrom("male", "female") },
  },
  {
    path: () => "/programmes",
    known: ["intent", "programmeId", "day", "equipment", "sessionNo", "zone", "reps-0-0", "load-0-0"],
    valid: {
      intent: fc.constantFrom("start", "end", "adapt", "log"),
      programmeId: fc.constantFrom("beginner-none", "advanced-gym"),
      sessionNo: fc.constantFrom("0", "1"),
    },
  },
  {
    path: () => "/meal-plan",
    known: ["intent", "version", "day", "meal", "recipe", "diet", "excluded", "mealsPerDay"],
    valid: {
      intent: fc.constantFrom("build", "swap", "preferences"),
      version: fc.constantFrom("1", "2"),
      recipe: fc.constantFrom("berry-overnight-oats", "beef-chilli"),
    },
  },
];

describe("every action through the Worker: never a 5xx, nothing changed on refusal", () => {
  for (const action of ACTIONS) {
    it(`POST ${action.name ?? action.path()}`, async () => {
      await run(
        fc.asyncProperty(
          fieldsOf(action.known, action.valid),
          fc.constantFrom(...ENCODINGS),
          async (pairs, encoding) => {
            const who = action.signedOut ? new Browser() : fuzzer;
            const { body: payload, type } = body(encoding, pairs);
            const headers: Record<string, string> = {
              Origin: ORIGIN,
              Host: "localhost",
              Cookie: cookie(who),
              "cf-connecting-ip": who.ip,
            };
            if (type) headers["Content-Type"] = type;
            const before = await snapshot();
            const res = await appFetch(`${ORIGIN}${action.path()}`, {
              method: "POST",
              body: payload,
              headers,
              redirect: "manual",
            });
            await res.arrayBuffer();
            expect(res.status, `${encoding} ${JSON.stringify(pairs).slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) expect(await snapshot(), "a refused request changed the database").toBe(before);
          },
        ),
        12,
      );
    }, 120_000);
  }
});

const READERS: { name?: string; path: () => string; known: string[] }[] = [
  { path: () => "/calculator", known: ["tab", "units", "sex", "height", "weight", "age", "waist", "neck", "activity"] },
  { path: () => "/checkout", known: ["plan", "trial"] },
  { path: () => "/success", known: ["attempt"] },
  { path: () => "/auth", known: ["redirect", "mode", "trial"] },
  { path: () => "/auth/reset", known: ["token"] },
  { path: () => "/progress", known: ["tab", "q"] },
  { path: () => "/achievements", known: ["category"] },
  { path: () => "/chat", known: ["channel"] },
  { path: () => "/chat/missed", known: ["channel", "from", "after"] },
  { path: () => "/chat/ticket", known: ["channel"] },
  { path: () => "/pay/portal", known: ["return"] },
  { path: () => "/pro-content", known: ["tab"] },
  { path: () => "/programmes", known: ["tab", "level", "equipment"] },
  { path: () => "/meal-plan", known: ["tab", "day", "meal"] },
  { name: "/meal-plan/recipes/<id>", path: () => "/meal-plan/recipes/beef-chilli", known: ["x"] },
  { name: "/face-scanner/photos/<id>", path: () => `/face-scanner/photos/${scanId}`, known: ["size"] },
];

describe("every query-string reader through the Worker: never a 5xx", () => {
  for (const reader of READERS) {
    it(`GET ${reader.name ?? reader.path()}?...`, async () => {
      await run(
        fc.asyncProperty(fieldsOf(reader.known), fc.boolean(), async (pairs, asData) => {
          const query = new URLSearchParams(pairs).toString();
          const path = `${reader.path()}${asData && !reader.path().includes("/chat/") ? ".data" : ""}?${query}`;
          const res = await appFetch(`${ORIGIN}${path}`, {
            headers: { Cookie: cookie(fuzzer), "cf-connecting-ip": fuzzer.ip },
            redirect: "manual",
          });
          await res.arrayBuffer();
          expect(res.status, path.slice(0, 300)).toBeLessThan(500);
        }),
        10,
      );
    }, 120_000);
  }
});
