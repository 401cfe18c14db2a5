// Deploying cannot go out half-configured (issue #34): the rules `npm run deploy` and
// `deploy:check` apply to wrangler.toml before building (scripts/deploy-rules.mjs), run
// on the repository's own wrangler.toml. The command itself is run in
// tests/unit/deploy-command.test.ts.
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import shipped from "../../wrangler.toml?raw";
import { deployProblems, REQUIRED_BINDINGS } from "../../scripts/deploy-rules.mjs";

const REAL_ID = "3f2c9a4e-5b1d-4c7e-9a0f-1e2d3c4b5a69";
const PLACEHOLDER = "00000000-0000-0000-0000-000000000000";

/** The repository's top-level (production) configuration, with the database id given. */
function configWith(databaseId: string) {
  const config = parse(shipped) as Record<string, unknown> & { d1_databases: { database_id: string }[] };
  config.d1_databases[0].database_id = databaseId;
  return config;
}

describe("what a deploy needs of wrangler.toml", () => {
  it("the shipped configuration binds everything the Worker uses: with a real database id it may go", () => {
    expect(deployProblems(configWith(REAL_ID))).toEqual([]);
  });

  it("the all-zeros placeholder database id is refused, with what to do", () => {
    expect(deployProblems(configWith(PLACEHOLDER))).toEqual([
      "DB's database_id is the all-zeros placeholder: create the database (npx wrangler d1 create glowup) and put the id it prints in wrangler.toml [[d1_databases]].",
    ]);
  });

  it.each(REQUIRED_BINDINGS.map((b) => [b.binding, b.section]))(
    "a configuration without %s is refused, naming where it goes (%s)",
    (binding, section) => {
      const config = configWith(REAL_ID) as Record<string, unknown>;
      const without: Record<string, () => void> = {
        DB: () => (config.d1_databases = []),
        PHOTOS: () => (config.r2_buckets = []),
        IMAGES: () => delete config.images,
        AI: () => delete config.ai,
        ChatRoom: () => (config.durable_objects = { bindings: [] }),
        ASSETS: () => delete config.assets,
      };
      without[binding]();
      expect(deployProblems(config)).toContainEqual(
        expect.stringMatching(
          `^${binding} \\(.+\\) is not bound: add it under ${section.replace(/[[\].]/g, "\\$&")} in wrangler.toml\\.$`,
        ),
      );
    },
  );

  it("development settings, a room bound to another Worker or no Cron Trigger are refused", () => {
    const config = configWith(REAL_ID) as unknown as Record<string, unknown> & {
      vars: Record<string, string>;
      durable_objects: { bindings: { script_name?: string }[] };
    };
    config.vars.APP_ENV = "development";
    config.durable_objects.bindings[0].script_name = "glowup-party";
    delete config.triggers;
    const problems = deployProblems(config);
    expect(problems).toHaveLength(3);
    expect(problems.join("\n")).toContain('APP_ENV is "development"');
    expect(problems.join("\n")).toContain('script_name = "glowup-party"');
    expect(problems.join("\n")).toContain("No Cron Trigger");
  });
});
