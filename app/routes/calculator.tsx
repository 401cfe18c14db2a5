import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { calculate } from "~/calculator/calculate";
import { CalculatorPanel, CalculatorTabs } from "~/calculator/ui/calculator-view";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Health Calculators: BMI, Body Fat, Calories | Glowup" },
  { name: "description", content: "Free BMI, US Navy body fat and daily calorie calculators, in metric or imperial." },
];

// No hydration: the GET form works on its own, and a small island script
// (app/calculator/island.ts, built to /islands/calculator.js) adds instant results.

export function loader({ request }: LoaderFunctionArgs) {
  // Bad input is a message beside its field (status 200), never an error page.
  return calculate(new URL(request.url).searchParams);
}

export default function CalculatorRoute() {
  const outcome = useLoaderData<typeof loader>();
  return (
    <Page title="Health Calculators" subtitle="BMI, body fat and daily calories, in metric or imperial units.">
      <CalculatorTabs tab={outcome.tab} units={outcome.units} />
      {/* A new query (tab, units or a submit) starts a fresh form with the server's answer. */}
      <CalculatorPanel key={JSON.stringify(outcome)} outcome={outcome} />
      <script type="module" src="/islands/calculator.js" />
    </Page>
  );
}
