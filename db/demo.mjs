// Demo accounts for local development only (never seeded in production): one per
// kind of member, all with the password `demo1234`. Subscriptions are refreshed on
// every run so a demo plan never expires under a developer.
import { randomBytes, scryptSync } from "node:crypto";

export const DEMO_PASSWORD = "demo1234";
const DAY = 24 * 60 * 60 * 1000;

export const demoAccounts = [
  { id: "demo-free", email: "free@demo.test", username: "FreeFinn", tier: null, trial: false },
  { id: "demo-starter", email: "starter@demo.test", username: "StarterSam", tier: "starter", trial: false },
  { id: "demo-pro", email: "pro@demo.test", username: "ProPriya", tier: "pro", trial: false },
  { id: "demo-elite", email: "elite@demo.test", username: "EliteEli", tier: "elite", trial: false },
  { id: "demo-trial", email: "trial@demo.test", username: "TrialTess", tier: "pro", trial: true },
];

/** better-auth's scrypt format (salt:key, N=16384 r=16 p=1, 64 bytes). */
export function hashPassword(password) {
  const salt = randomBytes(16).toString("hex");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 });
  return `${salt}:${key.toString("hex")}`;
}

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/** SQL that creates the demo members if missing and refreshes their plans. */
export function demoStatements(prices, now = Date.now()) {
  const out = [];
  for (const a of demoAccounts) {
    out.push(
      `INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (${q(a.id)}, ${q(a.username)}, ${q(a.email)}, 1, ${now}, ${now}) ON CONFLICT(id) DO NOTHING;`,
      `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (${q(`${a.id}-credential`)}, ${q(a.id)}, 'credential', ${q(a.id)}, ${q(hashPassword(DEMO_PASSWORD))}, ${now}, ${now}) ON CONFLICT(id) DO NOTHING;`,
      `INSERT INTO user_profiles (user_id, username, created_at) VALUES (${q(a.id)}, ${q(a.username)}, ${now}) ON CONFLICT(user_id) DO NOTHING;`,
    );
    const sub = a.tier
      ? {
          subscribed: 1,
          product_id: `prod_local_${a.tier}`,
          price_id: prices[a.tier],
          subscription_end: now + (a.trial ? 7 : 30) * DAY,
          is_trial: a.trial ? 1 : 0,
          status: a.trial ? "trialing" : "active",
          trial_used: a.trial ? 1 : 0,
        }
      : { subscribed: 0, product_id: null, price_id: null, subscription_end: null, is_trial: 0, status: null, trial_used: 0 };
    const cols = Object.keys(sub);
    out.push(
      `INSERT INTO user_subscriptions (user_id, ${cols.join(", ")}, customer_id, last_event_at, updated_at) VALUES (${q(a.id)}, ${cols.map((c) => q(sub[c])).join(", ")}, ${q(`cus_demo_${a.id}`)}, 0, ${now}) ON CONFLICT(user_id) DO UPDATE SET ${cols.map((c) => `${c} = excluded.${c}`).join(", ")}, updated_at = excluded.updated_at;`,
    );
  }
  return out;
}
