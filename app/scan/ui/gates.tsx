// What a visitor without the scanner gets after choosing a photo: signed out, a short
// simulated analysis (CSS only) then the sign-up gate; signed in without Pro, the plans.
import type { CSSProperties } from "react";
import { Link } from "@remix-run/react";
import { checkoutHref } from "~/billing";
import type { Gate } from "~/billing";
import { GateCard } from "~/ui/gate-card";
import { SIMULATED_SCAN_MS } from "../rules";

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

function PlansGate({ gate, afterUpload }: { gate: Exclude<Gate, { kind: "open" | "signin" }>; afterUpload: boolean }) {
  return (
    <section className="mx-auto max-w-md card text-center" aria-labelledby="scanner-gate-heading">
      <GateCard
        icon="crown"
        title={gate.kind === "upgrade" ? "Upgrade to see your results" : "Face scan results are a Pro feature"}
        text={`Your rating, analysis and recommendations come with Pro and Elite.${afterUpload ? NOT_KEPT : ""}`}
        testId="scanner-gate"
        headingId="scanner-gate-heading"
      >
        <Link to={checkoutHref("pro")} className="btn-primary">
          Get Pro
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
}: {
  gate: Exclude<Gate, { kind: "open" }>;
  afterUpload?: boolean;
}) {
  return gate.kind === "signin" ? <SignUpGate /> : <PlansGate gate={gate} afterUpload={afterUpload} />;
}
