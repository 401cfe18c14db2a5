// Prepares local state for `npm run dev` / `npm start` / tests, idempotently:
// .dev.vars with a random auth secret, D1 migrations, the seed, and (outside
// production) the demo members (scripts/seed/demo.mjs).
// GLOWUP_PERSIST picks the state folder (default .wrangler/state); GLOWUP_DEMO_ZONE the
// demo accounts' time zone (default: this machine's).
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gameRules } from "./bundle-ts.mjs";
import { localStatements } from "./seed/demo.mjs";
import { LOCAL_PRICES, persist, quietEnv as env } from "./wrangler-env.mjs";

if (!existsSync(".dev.vars")) {
  writeFileSync(
    ".dev.vars",
    `# Local secrets (never commit). Created by scripts/prepare-local.mjs.\nBETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}\n`,
  );
  console.log("created .dev.vars with a random BETTER_AUTH_SECRET");
}
// Web Push's VAPID keys for this machine (decision 080): a browser subscribes with the public
// one; outside production pushes are recorded in the dev mailbox, never sent.
if (!/^VAPID_PUBLIC_KEY=/m.test(readFileSync(".dev.vars", "utf8"))) {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pub = publicKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x, "base64url"), Buffer.from(pub.y, "base64url")]);
  appendFileSync(
    ".dev.vars",
    `VAPID_PUBLIC_KEY=${point.toString("base64url")}\nVAPID_PRIVATE_KEY=${privateKey.export({ format: "jwk" }).d}\nVAPID_SUBJECT=mailto:dev@glowup.test\n`,
  );
  console.log("added local VAPID keys to .dev.vars");
}

const wrangler = (...args) =>
  execFileSync("npx", ["wrangler", ...args, "--local", "--persist-to", persist], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  }).toString();

wrangler("d1", "migrations", "apply", "DB");
mkdirSync(".wrangler/tmp", { recursive: true });
const seedFile = ".wrangler/tmp/seed.sql";
// Demo members only ever exist in local state (this script never touches production).
const appEnv = process.env.APP_ENV ?? "development";
// The demo accounts live in this machine's zone (the one its browsers report), unless
// GLOWUP_DEMO_ZONE names another (the end-to-end tests pin it with the browser's).
const zone = process.env.GLOWUP_DEMO_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
const statements = localStatements({
  appEnv,
  prices: LOCAL_PRICES,
  rules: appEnv === "production" ? null : await gameRules(),
  zone,
});
writeFileSync(seedFile, statements.join("\n") + "\n");
wrangler("d1", "execute", "DB", "--file", seedFile, "--yes");
console.log(`local database ready (${persist})`);
