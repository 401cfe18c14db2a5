import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { viewerWith } from "~/page-read.server";
import { AccessGate } from "~/billing/ui";
import type { FieldErrors } from "~/forms/parse";
import { mealAccess } from "~/meals/access.server";
import { MealQuery } from "~/meals/forms";
import { mealPost } from "~/meals/meal-actions.server";
import { mealReads, mealView } from "~/meals/meals.server";
import { swapOptions } from "~/meals/plan";
import { shoppingList } from "~/meals/shopping";
import { BuildButton, PreferencesForm, ShoppingList, TargetCard } from "~/meals/ui/plan-panels";
import { WeekView } from "~/meals/ui/week-view";
import { planView, swapView } from "~/meals/views";
import { redirectWithToast } from "~/toast/toast.server";
import { FormError } from "~/ui/form";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Meal Plan | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = MealQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  // The saved answer, preferences and plan in the viewer's one round trip; only an open gate lets them out.
  const [{ results }, access] = await Promise.all([
    viewerWith(request, context, (db, me) => mealReads(db, me)),
    mealAccess(request, context),
  ]);
  if (access.gate.kind !== "open" || !results)
    return { gate: access.gate, elite: false, query, view: null, swap: null, shopping: null };
  const view = mealView(results, access.elite);
  const plan = view.plan;
  const swap =
    plan && query.day !== undefined && query.meal !== undefined && plan.days[query.day]?.meals[query.meal]
      ? { day: query.day, meal: query.meal, options: swapView(swapOptions(plan, query.day, query.meal)) }
      : null;
  const shopping = plan && query.tab === "shopping" ? shoppingList(plan) : null;
  // The recipes' content leaves only through this data (never in the page's code).
  return {
    gate: access.gate,
    elite: access.elite,
    query,
    view: { ...view, plan: plan ? planView(plan) : null },
    swap,
    shopping,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const access = await mealAccess(request, context);
  if (access.gate.kind !== "open") {
    const refused: { errors: FieldErrors } = { errors: { form: "Meal plans are part of Pro and Elite." } };
    return data(refused, { status: 403 });
  }
  const posted = await mealPost(request, context, member.id, access.elite);
  if (!posted.ok) return data({ errors: posted.errors }, { status: posted.status });
  return redirectWithToast(request, posted.to, posted.toasts);
}

export default function MealPlan() {
  const { gate, elite, query, view, swap, shopping } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (gate.kind !== "open" || !view)
    return (
      <Page title="Meal Plan" subtitle="A week of meals sized to your own calories.">
        <AccessGate gate={gate.kind === "open" ? { kind: "signin" } : gate} />
      </Page>
    );
  const { saved, inputs, plan } = view;
  return (
    <Page title="Meal Plan" subtitle="A week of meals sized to your own calories.">
      <div className="space-y-4">
        <FormError message={failed?.errors.form} />
        {!saved || !inputs ? (
          <section className="card text-center" data-testid="no-target">
            <h2 className="text-lg font-bold">First, your calories</h2>
            <p className="mt-1 text-slate-700">
              Work out your daily calories in the calculator and save them with your goal. Your week is sized to them.
            </p>
            <Link to="/calculator?tab=calories" className="mt-3 btn-primary">
              Open the calorie calculator
            </Link>
          </section>
        ) : (
          <>
            <TargetCard saved={saved} inputs={inputs} />
            <PreferencesForm preferences={view.preferences} elite={elite} />
            {!plan ? (
              <section className="card text-center">
                <p className="text-slate-700">
                  Seven days of breakfasts, lunches, dinners and snacks from 50+ recipes.
                </p>
                <div className="mt-3">
                  <BuildButton label="Build my week" />
                </div>
              </section>
            ) : (
              <>
                {view.outdated ? (
                  <div className="rounded-2xl border border-sun-300 bg-sun-50 p-3 text-sm text-sun-800" role="status">
                    <p>Your calories or preferences changed since this week was built.</p>
                    <div className="mt-2">
                      <BuildButton label="Rebuild my week" />
                    </div>
                  </div>
                ) : null}
                <nav aria-label="Meal plan sections" className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1">
                  {(
                    [
                      ["week", "/meal-plan", "The week"],
                      ["shopping", "/meal-plan?tab=shopping", "Shopping list"],
                    ] as const
                  ).map(([tab, to, label]) => (
                    <Link
                      key={tab}
                      to={to}
                      aria-current={query.tab === tab ? "page" : undefined}
                      className="rounded-xl py-2 text-center text-sm font-semibold text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
                    >
                      {label}
                    </Link>
                  ))}
                </nav>
                {shopping ? <ShoppingList sections={shopping} /> : <WeekView plan={plan} swap={swap} />}
                {view.outdated || shopping ? null : (
                  <details className="text-sm">
                    <summary className="cursor-pointer text-brand-700">Start a fresh week</summary>
                    <div className="mt-2">
                      <BuildButton label="Rebuild my week" />
                    </div>
                  </details>
                )}
              </>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
