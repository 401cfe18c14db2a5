import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { viewerWith } from "~/page-read.server";
import { AccessGate } from "~/billing/ui";
import { zoneHints } from "~/calendar/zone.server";
import type { FieldErrors, FieldValues } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";
import { FormError } from "~/ui/form";
import { Page } from "~/ui/page";
import { programmeAccess } from "~/training/access.server";
import { PROGRAMME_TABS, ProgrammeQuery } from "~/training/forms";
import { programmePost } from "~/training/programme-actions.server";
import { runReads, runView } from "~/training/runs.server";
import { PROGRAMMES } from "~/training/programmes";
import { programmeCard } from "~/training/views";
import { Catalogue, filtered } from "~/training/ui/catalogue";
import { PlanPanel, ProgressPanel, RunHeader, TodayPanel } from "~/training/ui/run-view";

export const meta: MetaFunction = () => [
  { title: "Workout Programmes | Glowup" },
  { name: "robots", content: "noindex" },
];

const TAB_LABELS = { today: "Today", plan: "Plan", progress: "Progress" } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = ProgrammeQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  // The run is read in the viewer's one round trip; only an open gate lets it out.
  const [{ results }, access] = await Promise.all([
    viewerWith(request, context, (db, me) => runReads(db, me)),
    programmeAccess(request, context),
  ]);
  if (access.gate.kind !== "open" || !results)
    return { gate: access.gate, elite: false, query, view: null, catalogue: [] };
  const view = runView(results, zoneHints(request, context), new Date());
  // The programmes' content leaves only through this data (never in the page's code).
  const catalogue = view.run ? [] : filtered(PROGRAMMES, query).map(programmeCard);
  return { gate: access.gate, elite: access.elite, query, view, catalogue };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireMember(request, context);
  const access = await programmeAccess(request, context);
  if (access.gate.kind !== "open") {
    const refused: { errors: FieldErrors; values: FieldValues } = {
      errors: { form: "Workout programmes are part of Pro and Elite." },
      values: {},
    };
    return data(refused, { status: 403 });
  }
  const posted = await programmePost(request, context, member.id, access.elite);
  if (!posted.ok) return data({ errors: posted.errors, values: posted.values }, { status: posted.status });
  if (Array.isArray(posted.toasts) && posted.toasts.length === 0) return redirect(posted.to, { status: 303 });
  return redirectWithToast(request, posted.to, posted.toasts);
}

export default function Programmes() {
  const { gate, elite, query, view, catalogue } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const run = view?.run ?? null;
  return (
    <Page title="Workout Programmes" subtitle="Follow a programme, log every set, and watch your lifts climb.">
      {gate.kind !== "open" || !view ? (
        <AccessGate gate={gate.kind === "open" ? { kind: "signin" } : gate} />
      ) : !run ? (
        <div className="space-y-4">
          <FormError message={failed?.errors.form} />
          <Catalogue
            programmes={catalogue}
            filter={query}
            elite={elite}
            failed={{ programmeId: failed?.values.programmeId, days: failed?.errors.days }}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <RunHeader run={run} />
          <nav aria-label="Programme sections" className="grid grid-cols-3 gap-1 rounded-2xl bg-slate-100 p-1">
            {PROGRAMME_TABS.map((t) => (
              <Link
                key={t}
                to={t === "today" ? "/programmes" : `/programmes?tab=${t}`}
                aria-current={t === query.tab ? "page" : undefined}
                className="rounded-xl py-2 text-center text-sm font-semibold text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-sm"
              >
                {TAB_LABELS[t]}
              </Link>
            ))}
          </nav>
          {query.tab === "plan" ? (
            <>
              <FormError message={failed?.errors.form} />
              <PlanPanel run={run} today={view.today} elite={elite} error={failed?.errors.days} />
            </>
          ) : query.tab === "progress" ? (
            <ProgressPanel run={run} />
          ) : (
            <TodayPanel run={run} today={view.today} zone={view.zone} values={failed?.values} errors={failed?.errors} />
          )}
        </div>
      )}
    </Page>
  );
}
