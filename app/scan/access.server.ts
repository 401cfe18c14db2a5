// Who may scan: the scanner's results need pro (trial members hold pro). Decided from
// the viewer and the stored subscription before any photo is read, stored or analysed.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getMember } from "~/auth/index.server";
import { viewerSubscription } from "~/billing/index.server";
import { gateFor, type Gate, type Tier } from "~/billing";
import type { Member } from "~/auth";

export const SCANNER_TIER: Tier = "pro";

export type ScannerAccess =
  | { open: true; gate: Gate; viewer: Member; tier: Tier }
  | { open: false; gate: Exclude<Gate, { kind: "open" }>; viewer: Member | null };

export async function scannerAccess(request: Request, context: AppLoadContext): Promise<ScannerAccess> {
  const [viewer, state] = await Promise.all([getMember(request, context), viewerSubscription(request, context)]);
  const gate = gateFor(Boolean(viewer), state, SCANNER_TIER);
  if (gate.kind === "open" && viewer && state.tier) return { open: true, gate, viewer, tier: state.tier };
  return { open: false, gate: gate.kind === "open" ? { kind: "plans", needed: SCANNER_TIER } : gate, viewer };
}
