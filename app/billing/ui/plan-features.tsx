// A plan's benefits as a ticked list, each one a link to the page that delivers it (the
// pricing cards, the course portal, checkout, the success page and the assessment's pick).
import { Link } from "@remix-run/react";
import { CheckList } from "~/ui/check-list";
import type { PlanFeature } from "../plans";

export function PlanFeatures({ features, className }: { features: readonly PlanFeature[]; className?: string }) {
  return (
    <CheckList
      className={className}
      items={features.map((f) => (
        <Link
          key={f.href + f.label}
          to={f.href}
          className="underline decoration-brand-300 underline-offset-2 hover:text-brand-700"
        >
          {f.label}
        </Link>
      ))}
    />
  );
}
