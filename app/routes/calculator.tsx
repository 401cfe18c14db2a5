import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { getViewer } from "~/page-read.server";
import { FEATURE_TIER } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { calculate } from "~/calculator/calculate";
import { saveCaloriesPost } from "~/calculator/save-post.server";
import { CalculatorPanel, CalculatorTabs } from "~/calculator/ui/calculator-view";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";
import { formatNumber } from "~/calendar/numbers";

export const meta: MetaFunction = () => [
  { title: "Health Calculators: BMI, Body Fat, Calories | Glowup" },
  { name: "description", content: "Free BMI, US Navy body fat and daily calorie calculators, in metric or imperial." },
];

// No hydration: the GET form works on its own, and a small island script
// (app/calculator/island.ts, built to /islands/calculator.js) adds instant results.

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Bad input is a message beside its field (status 200), never an error page. A member
  // (read in the page's one viewer batch) may save the calories answer to their profile.
  const signedIn = Boolean(await getViewer(request, context));
  return { outcome: calculate(new URL(request.url).searchParams), signedIn };
}

/** Saves the calories answer (with the goal pressed) to the member's profile. */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context, { title: "Sign in to save your calories", kind: "info" });
  const saved = await saveCaloriesPost(context.cloudflare.env, request, member.id);
  if (!saved.ok)
    // Back to the form with what was typed: the loader puts each message beside its field.
    return redirectWithToast(request, saved.back, {
      title: "Not saved",
      description: "Fix the highlighted fields, then save again.",
      kind: "error",
    });
  // Members with meal plans go to theirs, sized to the new answer; the others stay here.
  const plans = (await checkTier(request, context, FEATURE_TIER.mealPlans)).kind === "open";
  return redirectWithToast(request, plans ? "/meal-plan" : saved.back, {
    title: "Saved to your profile",
    description: `${formatNumber(saved.calories)} kcal a day to ${saved.goalLabel.toLowerCase()}.`,
    kind: "success",
  });
}

export default function CalculatorRoute() {
  const { outcome, signedIn } = useLoaderData<typeof loader>();
  return (
    <Page title="Health Calculators" subtitle="BMI, body fat and daily calories, in metric or imperial units.">
      <CalculatorTabs tab={outcome.tab} units={outcome.units} />
      {/* A new query (tab, units or a submit) starts a fresh form with the server's answer. */}
      <CalculatorPanel key={JSON.stringify(outcome)} outcome={outcome} signedIn={signedIn} />
      <script type="module" src="/islands/calculator.js" />
    </Page>
  );
}
