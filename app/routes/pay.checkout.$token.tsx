// The local provider's hosted checkout (development, no Stripe key): looks and behaves
// like Stripe Checkout and accepts Stripe's test cards.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { usesLocalPayments } from "~/billing/payments.server";
import { CardForm } from "~/billing/forms";
import { completeLocalCheckout, readLocalSession } from "~/billing/local.server";
import { getPlan, TRIAL_DAYS } from "~/billing/plans";
import { parseForm, readForm } from "~/forms/parse";
import { Field, FormError } from "~/ui/form";

export const meta: MetaFunction = () => [
  { title: "Pay Glowup | Test checkout" },
  { name: "robots", content: "noindex" },
];

const EXPIRED = "This checkout session has expired. Go back and start again.";

async function session(
  params: LoaderFunctionArgs["params"],
  context: LoaderFunctionArgs["context"],
  evenIfClosed = false,
) {
  const env = context.cloudflare.env;
  if (!usesLocalPayments(env)) throw new Response("Not Found", { status: 404 });
  const s = await readLocalSession(env, params.token ?? "", { evenIfClosed });
  if (!s) throw new Response(EXPIRED, { status: 410 });
  return s;
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const s = await session(params, context);
  const plan = getPlan(s.tier);
  return { email: s.email, plan: { name: plan.name, price: plan.priceUsd }, trial: s.trial, cancelUrl: s.cancelUrl };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // A paid checkout submitted again lands on the success page (a replay, applied once).
  const s = await session(params, context, true);
  const card = parseForm(await readForm(request), CardForm, ["cvc"]);
  if (!card.ok) return data({ errors: card.errors, values: card.values }, { status: 402 });
  const claim = await completeLocalCheckout(context.cloudflare.env, s, { number: card.value.cardNumber });
  if (claim === "expired") throw new Response(EXPIRED, { status: 410 });
  return redirect(s.successUrl, 303);
}

export default function LocalCheckout() {
  const { email, plan, trial, cancelUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const err = (field: string) => result?.errors[field];
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 md:grid-cols-2">
      <section aria-labelledby="pay-summary">
        <a href={cancelUrl} className="text-sm text-slate-600 underline">
          ← Back to Glowup
        </a>
        <h1 id="pay-summary" className="mt-3 text-lg font-medium text-slate-600">
          Subscribe to Glowup {plan.name}
        </h1>
        <p className="mt-1 text-3xl font-bold">
          {trial ? `${TRIAL_DAYS} days free` : `$${plan.price}.00`}
          {!trial ? <span className="text-base font-normal text-slate-600"> per month</span> : null}
        </p>
        {trial ? (
          <p className="text-slate-600">{`Then $${plan.price}.00 per month starting in ${TRIAL_DAYS} days`}</p>
        ) : null}
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Test mode: this is the local payment provider. Use card 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to
          see a decline. Any future expiry and any CVC.
        </p>
      </section>
      <section className="card" aria-label="Payment details">
        <Form method="post" className="space-y-4">
          <p className="text-sm">
            <span className="text-slate-500">Email</span>
            <br />
            <span className="font-medium">{email}</span>
          </p>
          <FormError message={err("form")} />
          <Field
            label="Card number"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            required
            defaultValue={result?.values.cardNumber}
            error={err("cardNumber")}
          />
          <div className="grid grid-cols-2 gap-3">
            <Field
              label="Expiry"
              name="expiry"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              maxLength={7}
              required
              defaultValue={result?.values.expiry}
              error={err("expiry")}
            />
            <Field
              label="CVC"
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              maxLength={4}
              required
              error={err("cvc")}
            />
          </div>
          <button type="submit" className="btn w-full bg-slate-900 py-3 text-base text-white hover:bg-slate-800">
            {trial ? "Start trial" : "Subscribe"}
          </button>
          <p className="text-center text-xs text-slate-500">No real payment is taken in test mode.</p>
        </Form>
      </section>
    </div>
  );
}
