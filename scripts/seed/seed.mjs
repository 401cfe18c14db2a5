// Idempotent seed: every statement is an upsert keyed by a stable id, so running it
// twice leaves the same rows. Used by scripts/prepare-local.mjs and the Worker tests.
import { achievements, challenges, chatChannels, programmeChallenges } from "../../db/seed-data.mjs";

const q = (v) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "boolean"
      ? v
        ? "1"
        : "0"
      : typeof v === "number"
        ? String(v)
        : `'${String(v).replaceAll("'", "''")}'`;

function upsert(table, key, row) {
  const cols = Object.keys(row);
  const sets = cols.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
  return `INSERT INTO ${table} (${cols.join(", ")}) VALUES (${cols.map((c) => q(row[c])).join(", ")}) ON CONFLICT(${key}) DO UPDATE SET ${sets.join(", ")};`;
}

/** The reference data as SQL statements (one per row). */
export function seedStatements() {
  return [
    ...[...challenges, ...programmeChallenges].map((c) =>
      upsert("challenges", "id", {
        id: c.id,
        title: c.title,
        description: c.description,
        difficulty: c.difficulty,
        category: c.category,
        xp_reward: c.xpReward,
        is_active: c.isActive,
        frequency: c.frequency,
      }),
    ),
    ...achievements.map((a) =>
      upsert("achievements", "id", {
        id: a.id,
        title: a.title,
        description: a.description,
        category: a.category,
        icon: a.icon,
        rarity: a.rarity,
        xp_reward: a.xpReward,
        requirement_type: a.requirementType,
        requirement_value: a.requirementValue,
      }),
    ),
    ...chatChannels.map((c) =>
      upsert("chat_channels", "id", { id: c.id, name: c.name, description: c.description, is_vip: c.isVip }),
    ),
  ];
}
