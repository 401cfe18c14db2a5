// Fills user_profiles.username_skeleton for rows written before it existed (a data change,
// so not in a migration). Local state by default; `--remote` for the deployed database.
// Where two older names already look alike, the earlier member keeps the skeleton and the
// later ones are listed (their name stays; renaming to anything free fixes it).
import { mkdirSync, writeFileSync } from "node:fs";
import { importTs } from "./bundle-ts.mjs";
import { d1Execute } from "./wrangler-env.mjs";

const { usernameSkeleton } = await importTs("app/auth/username-skeleton.ts");

const d1 = d1Execute;
const query = (sql) => JSON.parse(d1("--json", "--command", sql))[0].results;
const q = (v) => `'${String(v).replaceAll("'", "''")}'`;

const taken = new Set(
  query("SELECT username_skeleton AS s FROM user_profiles WHERE username_skeleton IS NOT NULL").map((r) => r.s),
);
const rows = query("SELECT user_id, username FROM user_profiles WHERE username_skeleton IS NULL ORDER BY created_at");
const updates = [];
const clashes = [];
for (const { user_id: id, username } of rows) {
  const skeleton = usernameSkeleton(username);
  if (taken.has(skeleton)) {
    clashes.push(username);
    continue;
  }
  taken.add(skeleton);
  updates.push(
    `UPDATE user_profiles SET username_skeleton = ${q(skeleton)} WHERE user_id = ${q(id)} AND username_skeleton IS NULL;`,
  );
}
if (updates.length) {
  mkdirSync(".wrangler/tmp", { recursive: true });
  writeFileSync(".wrangler/tmp/username-skeletons.sql", updates.join("\n") + "\n");
  d1("--file", ".wrangler/tmp/username-skeletons.sql", "--yes");
}
console.log(`username skeletons: ${updates.length} filled, ${clashes.length} look-alikes left as they are`);
for (const name of clashes) console.log(`  look-alike of an earlier name: ${name}`);
