// What a deploy needs of wrangler.toml's top level (the production Worker `wrangler
// deploy` ships): every binding the Worker uses (app/env.ts), a real D1 database id (not
// the all-zeros placeholder the repository ships), the hourly Cron Trigger, and
// production settings. Pure: `scripts/deploy.mjs` runs it before building, and the
// production tests run it in workerd (tests/worker/production-deploy.test.ts).

/** The bindings the Worker reads, where wrangler.toml declares each. */
export const REQUIRED_BINDINGS = [
  { binding: "DB", what: "the D1 database", section: "[[d1_databases]]" },
  { binding: "PHOTOS", what: "the R2 bucket of photos", section: "[[r2_buckets]]" },
  { binding: "IMAGES", what: "the Images binding that resizes photos", section: "[images]" },
  { binding: "AI", what: "Workers AI", section: "[ai]" },
  { binding: "ChatRoom", what: "the chat rooms' Durable Object", section: "[[durable_objects.bindings]]" },
  { binding: "ASSETS", what: "the static assets", section: "[assets]" },
];

const PLACEHOLDER_ID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The bindings a parsed wrangler.toml declares at its top level, by name. */
function declared(config) {
  const found = new Map();
  for (const db of config.d1_databases ?? []) found.set(db.binding, { kind: "d1", ...db });
  for (const bucket of config.r2_buckets ?? []) found.set(bucket.binding, { kind: "r2", ...bucket });
  if (config.images?.binding) found.set(config.images.binding, { kind: "images" });
  if (config.ai?.binding) found.set(config.ai.binding, { kind: "ai" });
  for (const object of config.durable_objects?.bindings ?? []) found.set(object.name, { kind: "do", ...object });
  if (config.assets?.binding) found.set(config.assets.binding, { kind: "assets", ...config.assets });
  return found;
}

/** Why this configuration must not be deployed: one sentence each (none: it may go). */
export function deployProblems(config) {
  const problems = [];
  const found = declared(config);
  for (const need of REQUIRED_BINDINGS) {
    if (!found.has(need.binding))
      problems.push(`${need.binding} (${need.what}) is not bound: add it under ${need.section} in wrangler.toml.`);
  }
  const db = found.get("DB");
  if (db?.kind === "d1") {
    const id = String(db.database_id ?? "");
    if (!id || PLACEHOLDER_ID.test(id))
      problems.push(
        `DB's database_id is ${id ? "the all-zeros placeholder" : "missing"}: create the database (npx wrangler d1 create ${db.database_name ?? "glowup"}) and put the id it prints in wrangler.toml [[d1_databases]].`,
      );
    else if (!UUID.test(id)) problems.push(`DB's database_id "${id}" is not a D1 database id (a UUID).`);
  }
  const bucket = found.get("PHOTOS");
  if (bucket?.kind === "r2" && !bucket.bucket_name) problems.push("PHOTOS has no bucket_name in wrangler.toml.");
  const room = found.get("ChatRoom");
  if (room?.kind === "do" && room.script_name)
    problems.push(
      `ChatRoom is bound to another Worker (script_name = "${room.script_name}"): production hosts the rooms itself.`,
    );
  if (!(config.triggers?.crons ?? []).length)
    problems.push('No Cron Trigger: the streak reminders need [triggers] crons = ["0 * * * *"] in wrangler.toml.');
  const appEnv = config.vars?.APP_ENV;
  if (appEnv !== undefined && appEnv !== "production")
    problems.push(
      `[vars] APP_ENV is "${appEnv}": a deploy is production (development pages and the local payment provider would be open).`,
    );
  return problems;
}
