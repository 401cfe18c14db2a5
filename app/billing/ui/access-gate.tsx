// The polite version of the server's "no": shown instead of gated content.
import { Link, useLocation } from "@remix-run/react";
import { GateCard } from "~/ui/gate-card";
import { checkoutHref, tierName } from "../plans";
import type { Gate } from "../tiers";

export function AccessGate({ gate }: { gate: Exclude<Gate, { kind: "open" }> }) {
  const { pathname, search } = useLocation();
  const content =
    gate.kind === "signin"
      ? {
          title: "Sign In Required",
          text: "Sign in to your Glowup account to read this content.",
          action: { to: `/auth?redirect=${encodeURIComponent(pathname + search)}`, label: "Sign In" },
        }
      : gate.kind === "plans"
        ? {
            title: "Premium Content",
            text: `This content is part of the ${tierName(gate.needed)} plan and above. Choose a plan to unlock it.`,
            // All the plans side by side (the shared pricing page), not one plan's checkout.
            action: { to: "/pricing", label: "View Plans" },
          }
        : {
            title: "Upgrade Required",
            text: `This content needs the ${tierName(gate.needed)} plan or higher. You're on ${tierName(gate.held)}.`,
            action: { to: checkoutHref(gate.needed), label: "Upgrade Plan" },
          };
  return (
    <section className="mx-auto max-w-md card text-center" aria-labelledby="gate-heading">
      <GateCard icon="lock" title={content.title} text={content.text} testId="access-gate" headingId="gate-heading">
        <Link to={content.action.to} className="btn-primary">
          {content.action.label}
        </Link>
      </GateCard>
    </section>
  );
}
