// `npm run deploy` and `npm run deploy:check` refuse a half-configured wrangler.toml
// before building anything, with a clear message and a failing exit code. (The rules
// themselves are proven on the repository's wrangler.toml in tests/worker/production-deploy.test.ts.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const shipped = readFileSync("wrangler.toml", "utf8");
const REAL_ID = "3f2c9a4e-5b1d-4c7e-9a0f-1e2d3c4b5a69";

function run(script: "deploy" | "deploy:check", toml: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "glowup-deploy-")), "wrangler.toml");
  writeFileSync(file, toml);
  const res = spawnSync("npm", ["run", "-s", script, "--", "--config", file], { encoding: "utf8", timeout: 30_000 });
  return { status: res.status, stderr: res.stderr, stdout: res.stdout };
}

const withId = (id: string) => shipped.replace(/^database_id = ".*"$/m, `database_id = "${id}"`);

describe("the deploy commands", () => {
  for (const script of ["deploy", "deploy:check"] as const) {
    it(`npm run ${script} refuses the all-zeros database id before building`, () => {
      const { status, stderr, stdout } = run(script, withId("00000000-0000-0000-0000-000000000000"));
      expect(status).toBe(1);
      expect(stderr).toContain("deploy refused");
      expect(stderr).toContain("DB's database_id is the all-zeros placeholder");
      expect(stdout).not.toContain("vite"); // nothing was built
    });
  }

  it("npm run deploy refuses a configuration without the R2 binding, naming it", () => {
    const noBucket = withId(REAL_ID).replace(
      /\[\[r2_buckets\]\]\nbinding = "PHOTOS"\nbucket_name = "glowup-photos"\n/,
      "",
    );
    expect(noBucket).not.toMatch(/^\[\[r2_buckets\]\]$/m);
    const { status, stderr } = run("deploy", noBucket);
    expect(status).toBe(1);
    expect(stderr).toContain(
      "PHOTOS (the R2 bucket of photos) is not bound: add it under [[r2_buckets]] in wrangler.toml.",
    );
  });
});
