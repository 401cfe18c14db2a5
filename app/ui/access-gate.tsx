// The polite version of the server's "no": shown instead of gated content.
import { Link, useLocation } from "@remix-run/react";
import type { Gate } from "~/billing/tiers";
import { Icon } from "./icon";

const NAMES = { starter: "Starter", pro: "Pro", elite: "Elite" } as const;

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
            text: `This content is part of the ${NAMES[gate.needed]} plan and above. Choose a plan to unlock it.`,
            action: { to: `/checkout?plan=${gate.needed}`, label: "View Plans" },
          }
        : {
            title: "Upgrade Required",
            text: `This content needs the ${NAMES[gate.needed]} plan or higher. You're on ${NAMES[gate.held]}.`,
            action: { to: `/checkout?plan=${gate.needed}`, label: "Upgrade Plan" },
          };
  return (
    <section className="card mx-auto max-w-md text-center" data-testid="access-gate" aria-labelledby="gate-heading">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon name="lock" className="size-6" />
      </span>
      <h2 id="gate-heading" className="mt-3 text-xl font-bold">
        {content.title}
      </h2>
      <p className="mt-2 text-slate-600">{content.text}</p>
      <Link to={content.action.to} className="btn-primary mt-4">
        {content.action.label}
      </Link>
    </section>
  );
}
