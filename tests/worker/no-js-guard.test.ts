// Guard for the benchmark's first budget (docs/decisions/008-benchmark.md): public pages
// do their job without JavaScript. No public page hydrates; /calculator and /assessment
// only add one small island module script (docs/decisions/009-islands-instead-of-hydration.md),
// and every form on a public page must post without JavaScript.

import { describe, expect, it } from "vitest";
import { TIME_ZONE_SCRIPT } from "~/calendar/days";
import { appFetch } from "./helpers";

const PUBLIC = [
  "/",
  "/skincare",
  "/fitness",
  "/grooming",
  "/style",
  "/nutrition",
  "/mindset",
  "/course",
  "/terms",
  "/privacy",
];
// Where members arrive: only the inline time-zone report, so their first day is their own.
const ZONE_REPORT = ["/auth", "/auth?mode=signup"];
const ISLANDS: [string, string][] = [
  ["/calculator", "/islands/calculator.js"],
  ["/assessment", "/islands/assessment.js"],
];
// Pages whose job is a form.
const FORM_PAGES = ["/auth", "/auth?mode=signup", "/calculator", "/assessment"];

const formTags = (html: string) => html.match(/<form\b[^>]*>/gi) ?? [];
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

async function page(path: string, status = 200) {
  const res = await appFetch(`http://localhost${path}`, { redirect: "manual" });
  expect(res.status, path).toBe(status);
  return res.text();
}

function expectFormsWorkWithoutJs(path: string, html: string) {
  const forms = formTags(html);
  if (FORM_PAGES.includes(path)) expect(forms.length, `${path} has a form`).toBeGreaterThan(0);
  for (const tag of forms) {
    expect(attr(tag, "method"), `${path}: ${tag} needs a method`).toMatch(/^(get|post)$/i);
    expect(attr(tag, "action"), `${path}: ${tag} needs an action`).toBeTruthy();
  }
}

describe("public pages work without JavaScript", () => {
  it.each(PUBLIC)("%s ships no script and its forms post without JS", async (path) => {
    const html = await page(path);
    expect(html, `${path} ships a <script>`).not.toMatch(/<script\b/i);
    expect(html).toMatch(/<h1\b/i);
    expectFormsWorkWithoutJs(path, html);
  });

  it.each(ZONE_REPORT)("%s ships only the inline time-zone report and its forms post without JS", async (path) => {
    const html = await page(path);
    expect(html).not.toContain("__remixContext");
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain(TIME_ZONE_SCRIPT);
    expect(scripts[0]).not.toMatch(/\ssrc=/);
    expectFormsWorkWithoutJs(path, html);
  });

  it("the 404 page ships no script", async () => {
    const html = await page("/no/such/page", 404);
    expect(html).not.toMatch(/<script\b/i);
    expect(html).toMatch(/<h1\b/i);
  });

  it.each(ISLANDS)("%s does not hydrate: one island script (%s), and its form works without JS", async (path, src) => {
    const html = await page(path);
    expect(html).toMatch(/<h1\b/i);
    expect(html).not.toContain("__remixContext");
    expect(html).not.toMatch(/modulepreload/i);
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
    expect(scripts).toEqual([`<script type="module" src="${src}"></script>`]);
    expect(html.match(/<script\b/gi)).toHaveLength(1);
    expectFormsWorkWithoutJs(path, html);
  });
});
