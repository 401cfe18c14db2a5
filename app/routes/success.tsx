import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { getViewer } from "~/auth/viewer.server";
import { refreshSubscription, usesLocalPayments } from "~/billing/billing.server";
import { getSubscription } from "~/billing/subscription.server";
import type { RouteHandle } from "~/root";
import { Icon } from "~/ui/icon";

/** Once a second, at most 60 times (spec: Payment success). */
const POLL_MS = 1000;
const MAX_CHECKS = 60;
const TIER_NAMES = { starter: "Starter", pro: "Pro", elite: "Elite" } as const;

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = () => [{ title: "Payment Successful! | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const attempt = Math.min(MAX_CHECKS, Math.max(0, Number.parseInt(url.searchParams.get("attempt") ?? "0", 10) || 0));
  const viewer = await getViewer(request, context);
  if (!viewer) return { signedIn: false, subscribed: false, tier: null, attempt };
  let state = await getSubscription(env, viewer.id);
  // With Stripe, ask it directly while the webhook has not landed yet (bounded per member).
  if (!state.subscribed && !usesLocalPayments(env)) state = await refreshSubscription(env, viewer.id);
  return { signedIn: true, subscribed: state.subscribed, tier: state.tier, attempt };
}

export default function PaymentSuccess() {
  const { signedIn, subscribed, tier, attempt } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [checks, setChecks] = useState(0);
  const hydrated = useRef(false);

  // With JavaScript: re-check in place once a second until active or 60 checks.
  useEffect(() => {
    hydrated.current = true;
    if (subscribed || !signedIn || checks >= MAX_CHECKS) return;
    const t = setTimeout(() => {
      setChecks((n) => n + 1);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(t);
  }, [subscribed, signedIn, checks, revalidator]);

  const polling = signedIn && !subscribed && (hydrated.current ? checks < MAX_CHECKS : attempt < MAX_CHECKS);

  return (
    <div className="mx-auto max-w-lg px-4 py-8 text-center">
      {/* Without JavaScript: the page reloads itself once a second, 60 times at most. */}
      {polling ? (
        <noscript>
          <meta httpEquiv="refresh" content={`1;url=/success?attempt=${attempt + 1}`} />
        </noscript>
      ) : null}
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
      <div aria-live="polite" className="mt-2">
        {subscribed && tier ? (
          <p className="text-lg text-slate-700" data-testid="welcome">
            {`Welcome to Glowup ${TIER_NAMES[tier]}! Your subscription is active.`}
          </p>
        ) : polling ? (
          <p className="flex items-center justify-center gap-2 text-slate-600">
            <Icon name="refresh" className="size-4 animate-spin" /> Activating your subscription...
          </p>
        ) : signedIn ? (
          <p className="text-slate-600">Your payment went through, but the subscription is not active yet.</p>
        ) : (
          <p className="text-slate-600">Sign in to see your subscription.</p>
        )}
      </div>

      <section className="card mt-6 text-left" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="font-semibold">
          What you get
        </h2>
        <ul className="mt-3 space-y-2">
          {[
            "All 6 transformation modules",
            "Personalized assessments and tracking",
            "Advanced calculators and analytics",
            "Weekly expert tips",
          ].map((b) => (
            <li key={b} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-600" /> {b}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        {signedIn && !subscribed && !polling ? (
          <Form method="post" action="/billing/refresh">
            <input type="hidden" name="return" value="/success" />
            <button type="submit" className="btn-secondary w-full">
              <Icon name="refresh" className="size-4" /> Refresh Subscription Status
            </button>
          </Form>
        ) : null}
        {!signedIn ? (
          <Link to="/auth?redirect=%2Fsuccess" className="btn-secondary">
            Sign In
          </Link>
        ) : null}
        <Link to="/" className="btn-secondary">
          Return to Home
        </Link>
        <Link to="/course" className="btn-primary">
          View My Content
        </Link>
      </div>
    </div>
  );
}
