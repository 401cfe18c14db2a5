// Today's five challenges and the member's daily task (spec sections 4 and 9).
import type { Difficulty } from "../../db/constants";
import { daysBetween } from "~/calendar/days";

export const DAILY_CHALLENGE_COUNT = 5;
export const DAILY_TASK_BONUS: Record<Difficulty, number> = { easy: 50, medium: 100, hard: 200 };

type Challenge = { id: string; difficulty: Difficulty; xpReward: number };

/** Day of the year, 1 on 1 January. */
export function dayOfYear(day: string): number {
  return daysBetween(`${day.slice(0, 4)}-01-01`, day) + 1;
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Today's five: a shuffle of the active daily challenges (sorted by id first, so the
 * database's row order does not matter) seeded by the year and day of the year.
 * Everyone gets the same five on the same day.
 */
export function dailyFive<T extends { id: string }>(active: readonly T[], day: string): T[] {
  const sorted = [...active].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seed = Number(day.slice(0, 4)) * 1000 + dayOfYear(day);
  return shuffled(sorted, seed).slice(0, DAILY_CHALLENGE_COUNT);
}

/**
 * The member's daily task: one active challenge picked by the member and the day, so
 * it is the same on every device and needs nothing stored. It avoids today's five
 * when there are others to pick from.
 */
export function dailyTaskFor<T extends { id: string }>(
  userId: string,
  day: string,
  active: readonly T[],
  five: readonly { id: string }[],
): T | null {
  const sorted = [...active].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const others = sorted.filter((c) => !five.some((f) => f.id === c.id));
  const pool = others.length > 0 ? others : sorted;
  if (pool.length === 0) return null;
  return pool[hash(`${userId}|${day}`) % pool.length];
}

/** XP for completing the daily task: the challenge's reward plus the difficulty bonus. */
export function dailyTaskXp(challenge: Challenge): number {
  return challenge.xpReward + DAILY_TASK_BONUS[challenge.difficulty];
}

/** The challenge card's bar: half when started, full when completed. */
export function challengePercent(state: "new" | "started" | "completed"): number {
  return state === "completed" ? 100 : state === "started" ? 50 : 0;
}
