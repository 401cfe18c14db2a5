import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auth } from "~/auth/auth.server";
import { appFetch, ORIGIN } from "./helpers";
import { userIdOf } from "./factories";
import { assessmentOf, rowCount } from "./readers";
import { schema } from "~/db.server";
import { appEnv } from "./app-env";

const get = (query: string) => appFetch(`http://localhost/calculator${query}`);

/** What a person reads: tags and React's text separators removed, entities decoded. */
function textOf(html: string) {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}
const pageText = async (res: Response) => textOf(await res.text());
const accountText = async (cookie: string) =>
  pageText(await appFetch("http://localhost/account", { headers: { Cookie: cookie } }));
const savedRow = assessmentOf;

/** The <input> tag for one radio option, to check whether it is checked. */
const radioTag = (html: string, name: string, value: string) =>
  (html.match(/<input[^>]*type="radio"[^>]*>/g) ?? []).find(
    (tag) => tag.includes(`name="${name}"`) && tag.includes(`value="${value}"`),
  ) ?? "";

describe("calculator: results computed on the server", () => {
  it.each([
    ["?tab=bmi&height=175&weight=70", ["22.9", "Normal"]],
    ["?tab=bmi&height=180&weight=81", ["25.0", "Overweight"]],
    ["?tab=bmi&units=imperial&heightFt=5&heightIn=9&weight=154.3", ["22.8", "Normal"]],
    ["?tab=bodyfat&sex=male&height=180&neck=38&waist=85", ["16.2%", "Navy method, male formula"]],
    ["?tab=bodyfat&sex=female&height=165&neck=32&waist=70&hip=95", ["25.1%", "Navy method, female formula"]],
    [
      "?tab=calories&sex=male&age=30&height=180&weight=80&activity=sedentary",
      ["2,136 kcal", "1,709 kcal", "2,350 kcal"],
    ],
    ["?tab=calories&sex=female&age=30&height=180&weight=80&activity=very_active", ["3,067 kcal"]],
  ])("GET %s shows %j", async (query, expected) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    const text = await pageText(res);
    for (const e of expected) expect(text).toContain(e);
  });

  it("keeps the typed values in the form", async () => {
    const html = await (await get("?tab=bmi&height=175&weight=70.5")).text();
    expect(html).toMatch(/name="height"[^>]*value="175"/);
    expect(html).toMatch(/name="weight"[^>]*value="70.5"/);
  });

  it("a tab is addressable by URL and marked current", async () => {
    const html = await (await get("?tab=calories")).text();
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/calculator\?tab=calories"|href="\/calculator\?tab=calories"[^>]*aria-current="page"/,
    );
    expect(html).toContain('name="activity"');
  });

  it("a fresh visit shows the form without messages", async () => {
    const res = await get("");
    expect(res.status).toBe(200);
    // The page's inline CSS (decision 027) may style [aria-invalid="true"]; the markup has none.
    const markup = (await res.text()).replace(/<style>[\s\S]*?<\/style>/g, "");
    expect(markup).not.toContain('aria-invalid="true"');
  });
});

describe("calculator: hostile or malformed queries get a 200 page with field messages", () => {
  it.each([
    ["?tab=bmi&height=&weight=", ["Enter your height", "Enter your weight"]],
    ["?tab=bmi&weight=70", ["Enter your height"]],
    ["?tab=bmi&height=abc&weight=seventy", ["Height must be a whole number", "Weight must be a number"]],
    [
      "?tab=bmi&height=-175&weight=-70",
      ["Height must be between 100 and 250 cm", "Weight must be between 30 and 300 kg"],
    ],
    ["?tab=bmi&height=1e308&weight=1e999", ["Height must be a whole number", "Weight must be a number"]],
    [`?tab=bmi&height=${"9".repeat(5000)}&weight=70`, ["Height must be a whole number"]],
    ["?tab=bmi&height=175&height=180&weight=70", ["Height was given more than once"]],
    ["?tab=bmi&height=0&weight=0", ["Height must be between", "Weight must be between"]],
    ["?tab=bmi&units=imperial&heightFt=5&heightIn=15&weight=150", ["Inches must be between 0 and 11"]],
    ["?tab=bodyfat&sex=male&height=180&neck=40&waist=40", ["Waist must be larger than neck"]],
    ["?tab=bodyfat&sex=male&height=180&neck=45&waist=41", ["Waist must be larger than neck"]],
    ["?tab=bodyfat&sex=male&height=180&neck=40&waist=41", ["realistic body fat"]],
    ["?tab=bodyfat&sex=female&height=165&neck=32&waist=70&hip=", ["Enter your hip measurement"]],
    ["?tab=bodyfat&sex=robot&height=165&neck=32&waist=70", ["Choose male or female"]],
    [
      "?tab=calories&sex=&age=&height=&weight=&activity=",
      ["Choose male or female", "Enter your age", "Enter your height", "Enter your weight", "Choose an activity level"],
    ],
    [
      "?tab=calories&sex=male&age=12.5&height=180&weight=80&activity=couch",
      ["Age must be a whole number", "Choose an activity level"],
    ],
    [
      "?tab=calories&sex=male&age=200&height=180&weight=80&activity=__proto__",
      ["Age must be between 13 and 100", "Choose an activity level"],
    ],
    ["?tab=bmi&height=%00%FF&weight=%3Cscript%3E", ["Height must be a whole number", "Weight must be a number"]],
  ])("GET %s", async (query, messages) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('aria-invalid="true"');
    const text = textOf(html);
    for (const message of messages) expect(text).toContain(message);
    expect(text).not.toMatch(/NaN|Infinity/);
  });

  it("unknown units get a message beside the unit switch", async () => {
    const res = await get("?tab=bmi&height=175&weight=70&units=furlongs");
    expect(res.status).toBe(200);
    expect(await pageText(res)).toContain("Choose metric or imperial units");
  });

  it("echoes hostile text back escaped, never as markup", async () => {
    const html = await (await get("?tab=bmi&height=175&weight=%22%3E%3Cscript%3Ealert(1)%3C/script%3E")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("Weight must be a number");
  });

  it("an unknown tab falls back to BMI", async () => {
    const res = await get("?tab=../../etc/passwd&height=175&weight=70");
    expect(res.status).toBe(200);
    expect(await pageText(res)).toContain("22.9");
  });
});

function post(body: Record<string, string> | URLSearchParams, headers: Record<string, string> = {}) {
  return appFetch("http://localhost/assessment", {
    method: "POST",
    // A browser's form post carries the page's Origin (a write without one is refused).
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      Host: new URL(ORIGIN).host,
      ...headers,
    },
    body: new URLSearchParams(body).toString(),
  });
}

describe("assessment: every step is a form post", () => {
  it("starts on question 1 of 5 with Previous disabled", async () => {
    const res = await appFetch("http://localhost/assessment");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Question 1 of 5");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Previous/s);
    expect(html).toContain('aria-valuenow="1"');
  });

  it("Next carries the answer to question 2 in a hidden field", async () => {
    const res = await post({ step: "0", intent: "next", q0: "1" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Question 2 of 5");
    expect(html).toMatch(/type="hidden" name="q0" value="1"/);
    expect(html).toContain('aria-valuenow="2"');
  });

  it("Next without an answer stays with a message", async () => {
    const res = await post({ step: "0", intent: "next" });
    expect(res.status).toBe(400);
    const text = await pageText(res);
    expect(text).toContain("Question 1 of 5");
    expect(text).toContain("Choose an answer to continue.");
  });

  it("Previous goes back keeping the answer checked", async () => {
    const html = await (await post({ step: "2", intent: "previous", q0: "1", q1: "2" })).text();
    expect(html).toContain("Question 2 of 5");
    expect(radioTag(html, "q1", "2")).toContain("checked");
    expect(radioTag(html, "q1", "1")).not.toContain("checked");
  });

  it("the last question offers See Results", async () => {
    const html = await (await post({ step: "3", intent: "next", q0: "0", q1: "1", q2: "1", q3: "1" })).text();
    expect(html).toContain("Question 5 of 5");
    expect(html).toContain("See Results");
  });

  it.each([
    [{ q0: "0", q1: "0" }, "Starter", "Skincare & Grooming", "/checkout?plan=starter"],
    // A visitor is offered Pro's trial (checkout decides whether they get it).
    [{ q0: "1", q1: "1" }, "Pro", "Fitness & Nutrition", "/checkout?plan=pro&amp;trial=true"],
    [{ q0: "2", q1: "3" }, "Elite", "Style & Grooming", "/checkout?plan=elite"],
    [{ q0: "3", q1: "2" }, "Pro", "Balanced Transformation", "/checkout?plan=pro&amp;trial=true"],
  ])("See Results with %j recommends %s, %s", async (first, plan, focus, href) => {
    const res = await post({ step: "4", intent: "results", ...first, q2: "0", q3: "1", q4: "2" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(textOf(html)).toContain(`We recommend the ${plan} plan`);
    expect(textOf(html)).toContain(focus);
    expect(html).toContain(`href="${href}"`);
    expect(html).toContain("Retake");
  });

  it("Retake returns to question 1 with no answers carried", async () => {
    const html = await (
      await post({ step: "4", intent: "retake", q0: "1", q1: "1", q2: "1", q3: "1", q4: "1" })
    ).text();
    expect(html).toContain("Question 1 of 5");
    expect(html).not.toMatch(/type="hidden" name="q\d"/);
  });

  it.each([
    [{ step: "4", intent: "results", q0: "1", q1: "9", q2: "1", q3: "1", q4: "1" }, "wasn't one of the options"],
    [{ step: "4", intent: "results", q0: "1", q2: "1", q3: "1", q4: "1" }, "An earlier answer was missing"],
    [{ step: "99", intent: "next", q0: "1" }, "We couldn't tell which question you were on"],
    [{ step: "-1", intent: "hack" }, "We couldn't tell which question you were on"],
    [{ step: "0", intent: "next", q0: "__proto__" }, "wasn't one of the options"],
    [{}, "We couldn't tell which question you were on"],
  ])("a tampered post %j gets a clear message, not a 500", async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await pageText(res)).toContain(message);
  });

  it("a post that is not a form at all gets a message, not a 500", async () => {
    const res = await appFetch("http://localhost/assessment", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Host: new URL(ORIGIN).host },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await pageText(res)).toContain("We couldn't tell which question you were on");
  });
});

describe("assessment: a member's latest result is saved", () => {
  async function signedInCookie(email: string) {
    const request = new Request("http://localhost/");
    const api = auth(appEnv, request).api;
    await api.signUpEmail({ body: { email, password: "secret123", name: email.split("@")[0] } });
    const res = await api.signInEmail({ body: { email, password: "secret123" }, asResponse: true });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  it("See Results saves the result (the member's plan) for a signed-in member, and a confirmed retake replaces it", async () => {
    const cookie = await signedInCookie("assess@example.test");
    const first = await post(
      { step: "4", intent: "results", q0: "0", q1: "0", q2: "0", q3: "0", q4: "0" },
      { Cookie: cookie },
    );
    expect(first.status).toBe(200);
    expect(await pageText(first)).toContain("Saved as your plan");

    const userId = await userIdOf("assess@example.test");
    expect(await savedRow(userId)).toEqual({ plan: "Starter", focus: "Skincare & Grooming", answers: "[0,0,0,0,0]" });
    expect(await accountText(cookie)).toContain("Recommended plan: Starter · Focus: Skincare & Grooming");

    // A retake asks before it replaces the plan (decision 074), then replaces it.
    const retake = { step: "4", intent: "results", q0: "1", q1: "3", q2: "2", q3: "1", q4: "0" };
    expect(await pageText(await post(retake, { Cookie: cookie }))).toContain("Replace my plan");
    expect((await savedRow(userId))?.plan).toBe("Starter");
    await post({ ...retake, replace: "yes" }, { Cookie: cookie });
    expect(await savedRow(userId)).toEqual({ plan: "Elite", focus: "Fitness & Nutrition", answers: "[1,3,2,1,0]" });
    expect(await accountText(cookie)).toContain("Recommended plan: Elite · Focus: Fitness & Nutrition");
    expect(await rowCount(schema.assessmentResults, eq(schema.assessmentResults.userId, userId))).toBe(1);
  });

  it("a visitor's result is shown but not saved", async () => {
    const before = await rowCount(schema.assessmentResults);
    const res = await post({ step: "4", intent: "results", q0: "2", q1: "1", q2: "0", q3: "0", q4: "0" });
    expect(await pageText(res)).toContain("your answers come with you");
    const after = await rowCount(schema.assessmentResults);
    expect(after).toBe(before);
  });

  it("a member who never finished it sees no assessment on /account", async () => {
    const cookie = await signedInCookie("never-assessed@example.test");
    const text = await accountText(cookie);
    expect(text).toContain("My Account");
    expect(text).not.toContain("Your latest assessment");
  });
});
