// What a visitor without the scanner gets: signed out, after choosing a photo, a short
// simulated analysis (CSS only) then the sign-up gate; signed in without Pro, the plans,
// on the page before any upload, with the trial offered while billing says it is open.
import type { CSSProperties } from "react";
import { Link } from "@remix-run/react";
import { checkoutHref, FEATURE_TIER, tierName, TRIAL_DAYS, TRIAL_TIER } from "~/billing";
import type { Gate } from "~/billing";
import { GateCard } from "~/ui/gate-card";
import { SIMULATED_SCAN_MS } from "../rules";

const SCANNER_TIER = FEATURE_TIER.scanner;

const NOT_KEPT = " Your photo was not stored or analysed.";

function SignUpGate() {
  return (
    <section
      className="mx-auto max-w-md card text-center"
      aria-live="polite"
      style={{ "--scan-ms": `${SIMULATED_SCAN_MS}ms` } as CSSProperties}
    >
      <div className="scan-fake" data-testid="simulated-scan">
        <p className="font-semibold">Analyzing your photo…</p>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200">
          <div className="scan-fake-bar h-full bg-brand-600" />
        </div>
      </div>
      <div className="scan-after-fake">
        <GateCard
          icon="lock"
          title="Sign up to see your results"
          text={`Create a free account, then choose Pro or Elite to get your rating, analysis and recommendations.${NOT_KEPT}`}
          testId="scanner-gate"
          headingId="scanner-gate-heading"
        >
          <Link to="/auth?redirect=/face-scanner" className="btn-primary">
            Sign Up
          </Link>
        </GateCard>
      </div>
    </section>
  );
}

function PlansGate({
  gate,
  afterUpload,
  trial,
}: {
  gate: Exclude<Gate, { kind: "open" | "signin" }>;
  afterUpload: boolean;
  trial: boolean;
}) {
  return (
    <section className="mx-auto max-w-md card text-center" aria-labelledby="scanner-gate-heading">
      <GateCard
        icon="crown"
        title={gate.kind === "upgrade" ? "Upgrade to see your results" : "Face scan results are a Pro feature"}
        text={`Your rating, analysis and recommendations come with ${tierName(SCANNER_TIER)} and Elite.${
          trial ? ` Try ${tierName(TRIAL_TIER)} free for ${TRIAL_DAYS} days.` : ""
        }${afterUpload ? NOT_KEPT : ""}`}
        testId="scanner-gate"
        headingId="scanner-gate-heading"
      >
        {/* The trial where billing says the member may still start one; else the plan itself. */}
        <Link to={trial ? checkoutHref(TRIAL_TIER, true) : checkoutHref(SCANNER_TIER)} className="btn-primary">
          {trial ? `Try ${tierName(TRIAL_TIER)} free` : `Get ${tierName(SCANNER_TIER)}`}
        </Link>
        <Link to={checkoutHref("elite")} className="btn-secondary">
          Get Elite
        </Link>
      </GateCard>
    </section>
  );
}

export function ScannerGate({
  gate,
  afterUpload = true,
  trial = false,
}: {
  gate: Exclude<Gate, { kind: "open" }>;
  afterUpload?: boolean;
  /** The member may still start the free trial (billing's answer). */
  trial?: boolean;
}) {
  return gate.kind === "signin" ? <SignUpGate /> : <PlansGate gate={gate} afterUpload={afterUpload} trial={trial} />;
}
