// Replays the authorization matrix (./matrix.ts) through the Worker for every kind of
// visitor: the status and redirect each must get, gated text present only when the
// answer is "page" (in the HTML and in the `.data` stream), nothing changed by a refused
// action, and the owner's private data never in anyone else's bytes.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challenges as seedChallenges } from "../../../db/seed-data.mjs";
import { dailyFive } from "~/game/daily";
import { newPhotoKeys } from "~/scan/keys";
import { appFetch, Browser, ORIGIN } from "../helpers";
import {
  chatHistory,
  grantStaff,
  member,
  monthlyReview,
  progressEntries,
  storedScan,
  userIdOf,
  type SubscriptionOptions,
} from "../factories";
import { battleOfInvitation, chatMessages, invitationsFrom, snapshot } from "../readers";
import { addDays, calendarDay } from "~/calendar/days";
import { addMonths, monthOf } from "~/calendar/periods";
import { reviewFigures } from "~/logbook/review-figures";
import { reviewText } from "~/logbook/review-text";
import { CATEGORY_TITLES } from "~/content";
import { normalPng } from "../scan-images";
import { MATRIX, VISITORS, type Outcome, type Probe, type Visitor, type World } from "./matrix";

// Every route module, read when the test is built (the pool has no file system).
const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>("/app/routes/*.{ts,tsx}", { eager: true });
const routeName = (file: string) => file.replace(/^.*\/routes\//, "").replace(/\.tsx?$/, "");

const DAY = 86_400_000;
/** Each visitor's stored plan. */
const PLANS: Partial<Record<Visitor, SubscriptionOptions>> = {
  starter: { tier: "starter" },
  pro: { tier: "pro" },
  elite: { tier: "elite" },
  trial: { tier: "pro", endsAt: Date.now() + 7 * DAY, trial: true },
  cancelling: { tier: "pro", endsAt: Date.now() + 5 * DAY, cancelAtPeriodEnd: true },
  // The period ran out; the row still says subscribed (the provider's last word was "active").
  ended: { tier: "elite", endsAt: Date.now() - DAY },
  stranger: { tier: "elite" },
  owner: { tier: "elite" },
};
/** The staff visitor's roles (a member without a plan). */
const STAFF_ROLES = ["support", "moderator", "admin", "coach"] as const;

const memberWith = (tag: string, subscription?: SubscriptionOptions) =>
  member({ username: tag, email: `${tag}@matrix.test`, subscription });

const visitors = {} as Record<Visitor, Browser>;
let world: World;

async function seedWorld(): Promise<World> {
  const owner = { b: visitors.owner, id: await userIdOf("owner@matrix.test"), email: "owner@matrix.test" };
  const partner = await memberWith("partner");
  const post = async (b: Browser, path: string, fields: Record<string, string>) => {
    const res = await b.post(path, fields);
    if (res.status !== 303) throw new Error(`${path} ${JSON.stringify(fields)}: ${res.status}`);
  };
  const generalMessage = "Owner general chat marker kept for members";
  const vipMessage = "Owner VIP lounge marker only elite members read";
  for (const [channel, message] of [
    ["general", generalMessage],
    ["vip", vipMessage],
    ["general", "Owner message that the owner deletes"],
  ]) {
    await post(owner.b, `/chat?channel=${channel}`, {
      intent: "send",
      channel,
      message,
      clientId: crypto.randomUUID(),
    });
  }
  // An hour old, so it counts against no rate limit: the owner still posts in the rows.
  await chatHistory(owner.id, "general", [
    {
      username: "owner",
      message: "Owner message that the island deletes",
      createdAt: new Date(Date.now() - 3_600_000),
    },
  ]);
  const msg = async (text: string) => (await chatMessages({ text }))[0].id;

  // A pending invitation (owner to partner) and a running battle between them.
  const [first, second] = dailyFive(seedChallenges, calendarDay(new Date(), "UTC"));
  await post(owner.b, "/progress", { intent: "invite", username: "partner", challengeId: first.id });
  await post(owner.b, "/progress", { intent: "invite", username: "partner", challengeId: second.id });
  const invitations = await invitationsFrom(owner.id);
  const pending = invitations.find((r) => r.challengeId === first.id)!.id;
  const accepted = invitations.find((r) => r.challengeId === second.id)!.id;
  await post(partner.b, "/progress", { intent: "accept", invitationId: String(accepted) });
  const battle = (await battleOfInvitation(accepted)).id;

  // Two stored scans of the owner (one to delete), their photos in R2.
  const scanAnalysis = "Owner scan analysis marker that nobody else may read";
  const scanIds: number[] = [];
  for (const hash of ["a1", "b2"]) {
    const keys = newPhotoKeys(owner.id);
    for (const key of [keys.photoKey, keys.thumbKey])
      await env.PHOTOS.put(key, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]));
    scanIds.push(
      await storedScan(owner.id, {
        photoKey: keys.photoKey,
        thumbKey: keys.thumbKey,
        photoHash: hash,
        ratingTenths: 74,
        analysis: scanAnalysis,
      }),
    );
  }

  // An open local checkout of the partner (the link is its key).
  const start = await partner.b.post("/checkout?plan=pro", { plan: "pro" });
  const checkoutPath = new URL(start.headers.get("Location")!).pathname;

  // A day of the owner's progress log and a review of last month.
  const ownerLogDay = addDays(calendarDay(new Date(), "UTC"), -3);
  await progressEntries(owner.id, [{ day: ownerLogDay, weightG: 123_400 }]);
  const ownerReviewMonth = addMonths(monthOf(calendarDay(new Date(), "UTC")), -1);
  const figures = reviewFigures({
    month: ownerReviewMonth,
    zone: "UTC",
    days: [
      {
        day: `${ownerReviewMonth}-12`,
        weight: 123_400,
        waist: null,
        sleep: null,
        workouts: 7,
        water: null,
        mood: null,
      },
    ],
    completions: [],
    xp: [],
    scans: [],
  });
  await monthlyReview(owner.id, ownerReviewMonth, figures);

  // The owner's support request, with a screenshot (a multipart form, as the page sends it).
  const ownerSupportMarker = "Owner support question marker only staff may read";
  const ask = new FormData();
  ask.append("topic", "account");
  ask.append("message", ownerSupportMarker);
  ask.append("screenshot", new Blob([normalPng(320, 240) as BlobPart], { type: "image/png" }), "shot.png");
  const asked = await appFetch(`${ORIGIN}/support/new`, {
    method: "POST",
    body: ask,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookieHeader(owner.b), "cf-connecting-ip": owner.b.ip },
  });
  if (asked.status !== 303) throw new Error(`support request: ${asked.status}`);
  const supportRequestId = Number(asked.headers.get("Location")!.split("/").pop());

  return {
    ownerLogDay,
    ownerLogMarker: "123.4 kg",
    ownerReviewMonth,
    ownerReviewMarker: reviewText(figures, "metric", CATEGORY_TITLES).sections[0].lines[1],
    supportRequestId,
    ownerSupportMarker,
    scanId: scanIds[0],
    deletableScanId: scanIds[1],
    scanAnalysis,
    ownerEmail: owner.email,
    invitationId: pending,
    battleId: battle,
    vipMessage,
    generalMessage,
    deletableMessageId: await msg("Owner message that the owner deletes"),
    islandMessageId: await msg("Owner message that the island deletes"),
    vipMessageId: await msg(vipMessage),
    checkoutPath,
  };
}

beforeAll(async () => {
  visitors.signedOut = new Browser();
  for (const v of VISITORS) if (v !== "signedOut") visitors[v] = (await memberWith(v, PLANS[v])).b;
  await grantStaff(await userIdOf("staff@matrix.test"), [...STAFF_ROLES]);
  world = await seedWorld();
}, 60_000);

const cookieHeader = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
const dataPath = (path: string) => {
  const u = new URL(path, ORIGIN);
  return `${u.pathname === "/" ? "/_root" : u.pathname}.data${u.search}`;
};

async function send(b: Browser, probe: Probe, path: string, asData: boolean) {
  if (!probe.form) return b.get(asData ? dataPath(path) : path);
  const fields = typeof probe.form === "function" ? probe.form(world) : probe.form;
  if (!probe.multipart) return b.post(path, fields);
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, new Blob([v], { type: "text/plain" }), "photo.jpg");
  return appFetch(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: ORIGIN, Host: "localhost", Cookie: cookieHeader(b), "cf-connecting-ip": b.ip },
  });
}

const refused = (o: Outcome) =>
  o === "gate" || o === "auth" || (typeof o === "object" && "status" in o && o.status >= 400);

/** What one visitor got for one request, checked against the row; returns the problems found. */
async function check(visitor: Visitor, probe: Probe, asData: boolean): Promise<string[]> {
  const path = typeof probe.path === "function" ? probe.path(world) : probe.path;
  const outcome = probe.expect[visitor];
  const label = `${visitor} ${probe.form ? "POST" : "GET"} ${asData ? dataPath(path) : path}`;
  const answer = (async () => {
    const res = await send(visitors[visitor], probe, path, asData);
    return { res, body: new TextDecoder().decode(await res.arrayBuffer()) };
  })();
  const timeout = new Promise<null>((r) => setTimeout(() => r(null), 30_000));
  const got = await Promise.race([answer, timeout]);
  if (!got) return [`${label}: no answer within 30 s`];
  const { res, body } = got;
  const problems: string[] = [];
  const fail = (what: string) =>
    problems.push(
      `${label}: ${what} (got ${res.status}${res.headers.get("Location") ? ` to ${res.headers.get("Location")}` : ""})`,
    );
  const secrets = probe.secrets?.(world) ?? [];
  if (probe.secrets && secrets.length === 0) fail("the row names secrets but none were found");
  const location =
    asData && res.status === 202 ? (body.match(/"redirect","([^"]*)"/)?.[1] ?? null) : res.headers.get("Location");
  const isRedirect = asData ? res.status === 202 : [301, 302, 303].includes(res.status);

  if (outcome === "page" || outcome === "gate") {
    if (res.status !== 200) fail(`expected 200 (${outcome})`);
    for (const s of probe.shown?.(world) ?? []) if (!body.includes(s)) fail(`missing ${JSON.stringify(s)}`);
    for (const s of secrets)
      if (body.includes(s) !== (outcome === "page"))
        fail(`${outcome === "page" ? "missing" : "LEAKED"} ${JSON.stringify(s)}`);
    if (outcome === "gate" && !asData && !body.includes(probe.gateMarker ?? 'data-testid="access-gate"'))
      fail("no gate shown");
  } else if (outcome === "auth") {
    if (!isRedirect || location !== `/auth?redirect=${encodeURIComponent(path)}`)
      fail(`expected a redirect to sign in and back to ${path}, got ${location}`);
  } else if ("redirect" in outcome) {
    const ok =
      isRedirect &&
      location !== null &&
      (typeof outcome.redirect === "string" ? location === outcome.redirect : outcome.redirect.test(location));
    if (!ok) fail(`expected a redirect to ${outcome.redirect}, got ${location}`);
  } else if (res.status !== outcome.status) {
    fail(`expected ${outcome.status}`);
  }
  if (outcome !== "page") for (const s of secrets) if (body.includes(s)) fail(`LEAKED ${JSON.stringify(s)}`);
  // Whatever the route, the owner's private data reaches the owner only, VIP talk elite members only.
  // Staff read the owner's support request and address on the staff pages, nowhere else.
  const staffReads = visitor === "staff" && probe.staffReads;
  if (visitor !== "owner")
    for (const s of [
      world.scanAnalysis,
      world.ownerLogMarker,
      world.ownerReviewMarker,
      ...(staffReads ? [] : [world.ownerSupportMarker]),
      ...(probe.listsEveryonesMail || staffReads ? [] : [world.ownerEmail]),
    ])
      if (body.includes(s)) fail(`LEAKED the owner's ${JSON.stringify(s)}`);
  // A moderator reads reported messages of every channel, the VIP Lounge's too (decision 076).
  const moderates = visitor === "staff" && probe.moderates;
  if (!["elite", "stranger", "owner"].includes(visitor) && !moderates && body.includes(world.vipMessage))
    fail("LEAKED a VIP message");
  return problems;
}

describe("the authorization matrix", () => {
  it("has a row for every route module, and a request for every loader and action", () => {
    const names = Object.keys(ROUTE_MODULES).map(routeName).sort();
    expect(names.length).toBeGreaterThan(40);
    expect(
      names.filter((n) => !MATRIX[n]),
      "route modules without a row in tests/worker/authz/matrix.ts",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((n) => !names.includes(n)),
      "rows without a route module",
    ).toEqual([]);
    for (const file of Object.keys(ROUTE_MODULES)) {
      const mod = ROUTE_MODULES[file];
      const probes = MATRIX[routeName(file)];
      if ("loader" in mod)
        expect(
          probes.some((p) => !p.form),
          `${file}: its loader has no GET row`,
        ).toBe(true);
      if ("action" in mod)
        expect(
          probes.some((p) => p.form),
          `${file}: its action has no POST row`,
        ).toBe(true);
      if (!("loader" in mod))
        expect(
          probes.some((p) => !p.form),
          `${file}: a GET row (no loader: what does a GET answer?)`,
        ).toBe(true);
    }
  });

  const rows = Object.entries(MATRIX).flatMap(([route, probes]) => probes.map((p, i) => ({ route, p, i })));
  const ordered = [
    ...rows.filter((r) => !r.p.phase),
    ...rows.filter((r) => r.p.phase === "late"),
    ...rows.filter((r) => r.p.phase === "final"),
  ];
  let requests = 0;
  for (const { route, p, i } of ordered) {
    const what = `${p.form ? "POST" : "GET"} ${typeof p.path === "string" ? p.path : p.path.toString().replace(/^\(w\) => /, "")}`;
    it(`${route} #${i + 1}: ${what}`, async () => {
      const problems: string[] = [];
      for (const asData of p.data ? [false, true] : [false]) {
        // Refused visitors go at once, between two snapshots of what they must not change; then the others.
        const refusedBy = VISITORS.filter((v) => p.unchanged && refused(p.expect[v]));
        const guard = refusedBy.length ? p.unchanged!(world) : null;
        const before = guard ? await snapshot(guard) : null;
        problems.push(...(await Promise.all(refusedBy.map((v) => check(v, p, asData)))).flat());
        if (guard && (await snapshot(guard)) !== before)
          problems.push(`${refusedBy.join(", ")}: a refused ${what} changed ${guard}`);
        problems.push(
          ...(await Promise.all(VISITORS.filter((v) => !refusedBy.includes(v)).map((v) => check(v, p, asData)))).flat(),
        );
        requests += VISITORS.length;
      }
      expect(problems).toEqual([]);
    }, 90_000);
  }

  afterAll(() =>
    console.log(`authorization matrix: ${rows.length} rows x ${VISITORS.length} visitors: ${requests} requests`),
  );
});
