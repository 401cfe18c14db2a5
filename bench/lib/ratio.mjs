// Pages against a static asset under the same load: the bench's settings (bench/run.mjs LOAD),
// several rounds with the paths alternated, so a burst of load elsewhere on the machine falls
// on all of them alike. Each figure is the median of the rounds' own medians.
import { measure } from "./load.mjs";

export const RATIO_LOAD = { c1: { connections: 1, amount: 20 }, c20: { connections: 20, amount: 80 } };
export const RATIO_GOAL = 1.3;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** { c1: { path: ms }, c20: { path: ms } } for `staticPath` and every path, after a warm-up. */
export async function medianTimes(base, staticPath, paths, rounds = 3) {
  const all = [staticPath, ...paths];
  for (const path of all) for (let i = 0; i < 5; i++) await (await fetch(`${base}${path}`)).arrayBuffer();
  const runs = {};
  for (let round = 0; round < rounds; round++)
    for (const c of Object.keys(RATIO_LOAD))
      for (const path of all) {
        const r = await measure(`${base}${path}`, RATIO_LOAD[c]);
        ((runs[c] ??= {})[path] ??= []).push(r.p50);
      }
  const out = {};
  for (const c of Object.keys(RATIO_LOAD))
    out[c] = Object.fromEntries(all.map((path) => [path, median(runs[c][path])]));
  return out;
}
