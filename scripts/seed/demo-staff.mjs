// The staff demo account (development only, like every demo account; production seeds no
// staff: roles there come from `npm run staff -- grant`). It holds every staff role so one
// sign-in shows every staff page; it has no plan and no game history.
export const STAFF_DEMO = { id: "demo-staff", email: "staff@demo.test", username: "StaffSasha" };
const ROLES = ["support", "coach", "moderator", "admin"];

const q = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`);

/**
 * @param {string} passwordHash better-auth's scrypt hash of the demo password
 * @param {(name: string) => string} usernameSkeleton the username rule (app/auth, through the demo's rules)
 */
export function staffDemoStatements(passwordHash, usernameSkeleton, now = Date.now()) {
  const { id, email, username } = STAFF_DEMO;
  return [
    `INSERT INTO user (id, name, email, email_verified, created_at, updated_at) VALUES (${q(id)}, ${q(username)}, ${q(email)}, 1, ${now}, ${now}) ON CONFLICT(id) DO NOTHING;`,
    `INSERT INTO user_profiles (user_id, username, username_skeleton, reminders, created_at) VALUES (${q(id)}, ${q(username)}, ${q(usernameSkeleton(username))}, 0, ${now}) ON CONFLICT(user_id) DO NOTHING;`,
    `INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at) VALUES (${q(`${id}-credential`)}, ${q(id)}, 'credential', ${q(id)}, ${q(passwordHash)}, ${now}, ${now}) ON CONFLICT(id) DO NOTHING;`,
    ...ROLES.map(
      (role) =>
        `INSERT INTO staff_roles (user_id, role, granted_by, granted_at) VALUES (${q(id)}, ${q(role)}, NULL, ${now}) ON CONFLICT DO NOTHING;`,
    ),
  ];
}
