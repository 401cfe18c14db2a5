// What the TCP connections to the local Worker's port look like (for the report and the
// trace when a page does not load): counts per state, and per owning process.
import { execFileSync } from "node:child_process";

export function socketStates(port) {
  let out;
  try {
    out = execFileSync("ss", ["-tanpH", `( sport = :${port} or dport = :${port} )`], {
      stdio: ["ignore", "pipe", "ignore"],
    }).toString();
  } catch {
    return null; // no `ss` on this machine
  }
  const states = {};
  for (const line of out.split("\n").filter(Boolean)) {
    const [state, , , local, peer] = line.split(/\s+/);
    const proc = line.match(/users:\(\("([^"]+)"/)?.[1] ?? "?";
    const side = local.endsWith(`:${port}`) ? "server" : peer?.endsWith(`:${port}`) ? "client" : "?";
    const key = `${state} ${side} ${proc}`;
    states[key] = (states[key] ?? 0) + 1;
  }
  return states;
}

export const formatStates = (states) =>
  states
    ? Object.entries(states)
        .map(([k, n]) => `${k} ×${n}`)
        .join(", ") || "no connections"
    : "ss not available";
