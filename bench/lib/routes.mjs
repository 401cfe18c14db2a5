// The routes the benchmark measures (the spec's list) and who visits each.
// kind "public": budgets for public pages apply (no JS for the job, byte budget, Lighthouse).
// as: the demo account signed in for the visit (null = anonymous first visit).
export const ROUTES = [
  { path: "/", label: "home", kind: "public", as: null, budgetKB: 35 },
  {
    path: "/calculator",
    kind: "public",
    as: null,
    hydrates: "instant results while typing; the GET form works without it",
    needsForm: true,
  },
  {
    path: "/assessment",
    kind: "public",
    as: null,
    hydrates: "instant results; the POST form works without it",
    needsForm: true,
  },
  { path: "/skincare", kind: "public", as: null },
  { path: "/fitness", kind: "public", as: null },
  { path: "/grooming", kind: "public", as: null },
  { path: "/style", kind: "public", as: null },
  { path: "/nutrition", kind: "public", as: null },
  { path: "/mindset", kind: "public", as: null },
  { path: "/checkout", kind: "member", as: "free" },
  { path: "/auth", kind: "public", as: null, needsForm: true },
  // Its island ships only while the subscription is being activated (the trial member's is active).
  {
    path: "/success",
    kind: "member",
    as: "trial",
    jsBudgetKB: 5,
    hydrates: "an island that re-checks the activation in place; the <noscript> refresh works without it",
  },
  {
    path: "/face-scanner",
    kind: "member",
    as: "pro",
    hydrates: "an island that previews, downsizes and shows progress; the multipart form works without it",
  },
  {
    path: "/progress",
    kind: "member",
    as: "free",
    hydrates: "an island that keeps the scroll position after a post",
  },
  { path: "/settings", kind: "member", as: "free" },
  { path: "/account", kind: "member", as: "free" },
  { path: "/starter-content", kind: "member", as: "starter" },
  { path: "/pro-content", kind: "member", as: "pro" },
  { path: "/elite-content", kind: "member", as: "elite" },
  { path: "/analytics", kind: "member", as: "pro", budgetKB: 25 },
  { path: "/progress-log", kind: "member", as: "elite", budgetKB: 25 },
  { path: "/reviews", kind: "member", as: "elite", budgetKB: 25 },
  { path: "/programmes", kind: "member", as: "pro" },
  { path: "/meal-plan", kind: "member", as: "pro" },
  { path: "/meal-plan?tab=shopping", label: "/meal-plan (shopping)", kind: "member", as: "elite" },
  {
    path: "/chat",
    kind: "member",
    as: "free",
    hydrates: "the live room's island (socket, catch-up, composer, presence); the forms and Refresh work without it",
  },
  { path: "/achievements", kind: "member", as: "free" },
  { path: "/rankings", kind: "member", as: "free" },
  { path: "/course", kind: "public", as: null },
  { path: "/terms", kind: "public", as: null },
  { path: "/privacy", kind: "public", as: null },
  { path: "/no/such/page", label: "404", kind: "public", as: null, status: 404 },
];

for (const r of ROUTES) {
  r.label ??= r.path;
  r.status ??= 200;
  r.budgetKB ??= r.kind === "public" ? 25 : null;
}

export const ACCOUNTS = {
  free: "free@demo.test",
  starter: "starter@demo.test",
  pro: "pro@demo.test",
  elite: "elite@demo.test",
  trial: "trial@demo.test",
};
export const DEMO_PASSWORD = "demo1234";

/** Budgets (README "Benchmark" / issue 7). */
export const BUDGET = {
  homeKB: 35,
  /** Home's first visit with everything: fonts and illustrations too. */
  homeFirstVisitKB: 100,
  publicKB: 25,
  /** Members' pages run islands, never React hydration (decisions 009, 055); a route may set a lower jsBudgetKB. */
  memberJsKB: 25,
  lighthousePerf: 95,
  lighthouseA11y: 95,
  homeFcpMs: 1500,
  d1RoundTrips: 1,
};
