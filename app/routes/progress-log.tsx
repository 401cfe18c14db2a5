// /progress-log (Elite): daily entries of weight, waist, sleep, workouts, water and mood,
// in metric or imperial, each charted with its weekly average; entries are edited and
// deleted with plain forms. The Elite page's Progress Log tab.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireMemberWith, viewerWith } from "~/page-read.server";
import { FEATURE_TIER, type Gate } from "~/billing";
import { checkTier } from "~/billing/index.server";
import { AccessGate } from "~/billing/ui";
import { isDay, weekdayDay } from "~/calendar/periods";
import { zoneHints } from "~/calendar/zone.server";
import { tierShell } from "~/content/pages.server";
import { TierContentPage } from "~/content/ui/tier-page";
import { parseForm, readForm } from "~/forms/parse";
import { DeleteEntry, ENTRY_KEYS, entryForm, LogIntent, UnitsChoice } from "~/logbook/forms";
import {
  deleteEntry,
  logPageReads,
  logPageView,
  memberLog,
  memberLogReads,
  saveEntry,
  setUnits,
} from "~/logbook/index.server";
import { LOG_PATH } from "~/logbook/paths";
import { EntryForm, formValues, UnitsForm } from "~/logbook/ui/entry-form";
import { EntryList, LogChartsGrid } from "~/logbook/ui/log-charts";
import { redirectWithToast } from "~/toast/toast.server";

export const meta: MetaFunction = () => [
  { title: "Progress Log | Elite Content | Glowup" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("day");
  const day = isDay(asked) ? asked : null;
  const [{ results }, gate] = await Promise.all([
    viewerWith(request, context, (db, me) => logPageReads(db, me, now, day)),
    checkTier(request, context, FEATURE_TIER.progressLog),
  ]);
  const shell = tierShell("elite", "progress-log");
  if (gate.kind !== "open" || !results) return { shell, gate, log: null, day };
  return { shell, gate, log: logPageView(results, zoneHints(request, context), now), day };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const now = new Date();
  const [{ member, results }, gate] = await Promise.all([
    requireMemberWith(request, context, (db, me) => memberLogReads(db, me)),
    checkTier(request, context, FEATURE_TIER.progressLog),
  ]);
  if (gate.kind !== "open")
    return data({ errors: { form: "The progress log is part of the Elite plan." }, values: {} }, { status: 403 });
  const env = context.cloudflare.env;
  const form = await readForm(request);
  const { today, units } = memberLog(results, zoneHints(request, context), now);
  switch (LogIntent.parse(form.get("intent"))) {
    case "units": {
      const parsed = parseForm(form, UnitsChoice);
      if (!parsed.ok) return data({ errors: parsed.errors, values: {} }, { status: 400 });
      await setUnits(env, member.id, parsed.value.units);
      return redirectWithToast(request, LOG_PATH, {
        title: "Units saved",
        description:
          parsed.value.units === "metric"
            ? "Your log is in kg, cm and litres."
            : "Your log is in lb, inches and fl oz.",
      });
    }
    case "delete": {
      const parsed = parseForm(form, DeleteEntry);
      if (!parsed.ok) return data({ errors: parsed.errors, values: {} }, { status: 400 });
      const gone = await deleteEntry(env, member.id, parsed.value.day);
      return redirectWithToast(
        request,
        LOG_PATH,
        gone
          ? { title: "Entry deleted", description: `${weekdayDay(parsed.value.day)} is no longer in your log.` }
          : { title: "Nothing to delete", description: "That day has no entry.", kind: "info" },
      );
    }
    case "save": {
      const parsed = parseForm(form, entryForm(units, today), { keys: ENTRY_KEYS, maxEcho: 20 });
      if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
      const { day, values } = parsed.value;
      await saveEntry(env, member.id, day, values, form.get("mode") === "edit" ? "replace" : "add");
      return redirectWithToast(request, LOG_PATH, {
        title: "Entry saved",
        description: `${weekdayDay(day)} is in your log.`,
        kind: "success",
      });
    }
  }
}

export default function ProgressLog() {
  const { shell, gate, log, day } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  if (!log)
    return (
      <TierContentPage {...shell}>
        <AccessGate gate={gate as Exclude<Gate, { kind: "open" }>} />
      </TierContentPage>
    );
  const values =
    failed?.values && Object.keys(failed.values).length
      ? failed.values
      : formValues(log.edited, log.units, day && day <= log.today ? day : log.today);
  return (
    <TierContentPage {...shell}>
      <div className="space-y-4" data-testid="progress-log">
        <div>
          <h2 className="text-2xl font-extrabold text-ink">Your progress log</h2>
          <p className="mt-1 text-slate-700">
            A minute a day: log what you measured, and each chart shows the day and the week&apos;s average. On the 1st
            of each month your review is written from it.
          </p>
        </div>
        <EntryForm
          units={log.units}
          today={log.today}
          edited={log.edited}
          values={values}
          errors={failed?.errors ?? {}}
        />
        <div className="card">
          <UnitsForm units={log.units} />
        </div>
        <LogChartsGrid charts={log.charts} units={log.units} />
        <EntryList entries={log.entries} units={log.units} />
      </div>
    </TierContentPage>
  );
}
