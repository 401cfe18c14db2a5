// `npm run staff -- grant EMAIL ROLE` / `revoke EMAIL ROLE` / `list`: staff roles from the
// command line (decision 068), through the same statements as the admin console
// (app/staff/staff.server.ts: the change and its audit row, once). Local state by default,
// offline; `--remote` for the deployed database. Roles: support, coach, moderator, admin.
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { d1Execute } from "./wrangler-env.mjs";

const [command, email, role] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const usage = "usage: npm run staff -- grant EMAIL ROLE | revoke EMAIL ROLE | list   [--remote]";

mkdirSync(".wrangler/tmp", { recursive: true });
const bundle = resolve(".wrangler/tmp/staff-cli.mjs");
await build({
  entryPoints: ["app/staff/cli.server.ts"],
  bundle: true,
  format: "esm",
  platform: "node",
  packages: "external",
  alias: { "~": "./app" },
  outfile: bundle,
  logLevel: "warning",
});
const { database, roleChangeStatements, STAFF_ROLES, userIdByEmail } = await import(pathToFileURL(bundle).href);

const query = (sql) => JSON.parse(d1Execute("--json", "--command", sql))[0].results;
const literal = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
const inline = ({ sql, params }) => {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++]));
};
const where = process.argv.includes("--remote") ? "the deployed database" : "local state";

if (command === "list") {
  const rows = query(
    "SELECT u.email, group_concat(r.role, ', ') AS roles FROM staff_roles r JOIN user u ON u.id = r.user_id GROUP BY u.email ORDER BY u.email",
  );
  if (rows.length === 0) console.log(`nobody holds a staff role (${where})`);
  for (const r of rows) console.log(`${r.email}: ${r.roles}`);
  process.exit(0);
}
if (!["grant", "revoke"].includes(command) || !email || !role) {
  console.error(usage);
  process.exit(2);
}
if (!STAFF_ROLES.includes(role)) {
  console.error(`unknown role "${role}": one of ${STAFF_ROLES.join(", ")}`);
  process.exit(2);
}
const address = email.trim().toLowerCase();
if (query(`SELECT 1 FROM user WHERE lower(email) = ${literal(address)}`).length === 0) {
  console.error(`no member has the address ${address} (${where}): they sign up first`);
  process.exit(1);
}

// Statements are only built here, never run through this (unbound) database.
const db = database({ DB: {} });
const target = { id: userIdByEmail(address), email: address };
const statements = roleChangeStatements(db, null, target, role, command, new Date()).map(
  (s) => `${inline(s.toSQL())};`,
);
const file = ".wrangler/tmp/staff-role.sql";
writeFileSync(file, statements.join("\n") + "\n");
const before = query("SELECT COUNT(*) AS n FROM staff_audit")[0].n;
d1Execute("--file", file, "--yes");
const changed = query("SELECT COUNT(*) AS n FROM staff_audit")[0].n > before;
const held = query(
  `SELECT role FROM staff_roles WHERE user_id = (SELECT id FROM user WHERE lower(email) = ${literal(address)}) ORDER BY role`,
).map((r) => r.role);
console.log(
  `${changed ? (command === "grant" ? "granted" : "revoked") : "nothing changed:"} ${role} ${command === "grant" ? "to" : "from"} ${address} (${where}); roles now: ${held.join(", ") || "none"}`,
);
