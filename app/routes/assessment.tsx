import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AssessmentFlow } from "~/assessment/ui/assessment-view";
import { assessmentStep } from "~/assessment/form";
import { type AssessmentView, firstQuestion } from "~/assessment/result";
import { requestTimeZone } from "~/calendar/zone.server";
import { readForm } from "~/forms/parse";
import { DEEDS, recordDeed, unlockHeaders } from "~/game/index.server";
import { viewerWith } from "~/page-read.server";
import { checkoutHref, isTier, TRIAL_TIER } from "~/billing/plans";
import { keepChoices, planQuery, planSummary, readPlan, savePlan } from "~/plan/index.server";
import { PlanSummaryCard } from "~/plan/ui";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Personal Assessment | Glowup" },
  { name: "description", content: "Five quick questions to find the plan and focus that fit you." },
];

// No hydration: every step works as a plain form post, and a small island script
// (app/assessment/island.ts, built to /islands/assessment.js) makes Next/Previous instant.

/** A member's current plan (decision 074) with the viewer, in the page's one D1 round trip. */
async function currentPlan(request: Request, context: LoaderFunctionArgs["context"]) {
  const { viewer, results } = await viewerWith(request, context, (db, me) => [planQuery(db, me)] as const);
  const plan = results ? readPlan(results[0][0]) : null;
  return { viewer, plan: plan ? planSummary(plan) : null, zone: requestTimeZone(request, context) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer, plan, zone } = await currentPlan(request, context);
  // After sign-up with kept choices (decision 075): the plan, then on to checkout. The trial is
  // only asked for here; checkout decides who gets it.
  const tier = new URL(request.url).searchParams.get("continue");
  const next = viewer && plan && isTier(tier) ? { tier, href: checkoutHref(tier, tier === TRIAL_TIER) } : null;
  return { signedIn: Boolean(viewer), plan, zone, next };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const view = assessmentStep(form);
  let saved = false;
  let headers = new Headers();
  const { viewer, plan, zone } = await currentPlan(request, context);
  // A member's new result replaces their plan only once they confirm it (the result's "Replace my plan").
  const replacing = view.kind === "result" && plan !== null && form.get("replace") !== "yes";
  // A visitor's answers are kept through sign-up in a signed cookie (decision 075).
  if (view.kind === "result" && !viewer)
    headers.append("Set-Cookie", await keepChoices(request, context.cloudflare.env, { answers: view.answers }));
  if (view.kind === "result" && viewer && !replacing) {
    const env = context.cloudflare.env;
    await savePlan(env, viewer.id, view.answers);
    saved = true;
    // Counts toward the assessment achievements (once a day); an unlock toasts on the next page.
    headers = await unlockHeaders(request, (await recordDeed(env, viewer.id, DEEDS.assessment(new Date()))).unlocked);
  }
  // A step that needs fixing (no answer, tampered fields) is a 400 with its message.
  const status = view.kind === "question" && view.message ? 400 : 200;
  return data({ view, saved, replacing: replacing ? { madeAt: plan.madeAt, zone } : null }, { status, headers });
}

const START: AssessmentView = firstQuestion();

export default function AssessmentRoute() {
  const { signedIn, plan, zone, next } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  // A member with a plan sees it first; Retake (a post) starts the questions.
  const showPlan = plan && !posted;
  return (
    <Page title="Personal Assessment" subtitle="Five quick questions to find the plan and focus that fit you.">
      {showPlan ? (
        <PlanSummaryCard plan={plan} zone={zone} next={next} />
      ) : (
        <AssessmentFlow
          view={posted?.view ?? START}
          saved={posted?.saved ?? false}
          signedIn={signedIn}
          replacing={posted?.replacing ?? null}
        />
      )}
      <script type="module" src="/islands/assessment.js" />
    </Page>
  );
}
