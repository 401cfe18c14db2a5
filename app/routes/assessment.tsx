import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { saveAssessmentResult } from "~/assessment/assessment.server";
import { AssessmentFlow } from "~/assessment/ui/assessment-view";
import { assessmentStep } from "~/assessment/form";
import { type AssessmentView, firstQuestion } from "~/assessment/result";
import { getMember } from "~/auth/index.server";
import { readForm } from "~/forms/parse";
import { DEEDS, recordDeed, unlockHeaders } from "~/game/index.server";
import type { loader as rootLoader } from "~/root";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [
  { title: "Personal Assessment | Glowup" },
  { name: "description", content: "Five quick questions to find the plan and focus that fit you." },
];

// No hydration: every step works as a plain form post, and a small island script
// (app/assessment/island.ts, built to /islands/assessment.js) makes Next/Previous instant.

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const view = assessmentStep(form);
  let saved = false;
  let headers = new Headers();
  if (view.kind === "result") {
    const env = context.cloudflare.env;
    const viewer = await getMember(request, context);
    if (viewer) {
      await saveAssessmentResult(env, viewer.id, { ...view.result, answers: view.answers });
      saved = true;
      // Counts toward the assessment achievements (once a day); an unlock toasts on the next page.
      headers = await unlockHeaders(request, (await recordDeed(env, viewer.id, DEEDS.assessment(new Date()))).unlocked);
    }
  }
  // A step that needs fixing (no answer, tampered fields) is a 400 with its message.
  const status = view.kind === "question" && view.message ? 400 : 200;
  return data({ view, saved }, { status, headers });
}

const START: AssessmentView = firstQuestion();

export default function AssessmentRoute() {
  const posted = useActionData<typeof action>();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.viewer);
  return (
    <Page title="Personal Assessment" subtitle="Five quick questions to find the plan and focus that fit you.">
      <AssessmentFlow view={posted?.view ?? START} saved={posted?.saved ?? false} signedIn={signedIn} />
      <script type="module" src="/islands/assessment.js" />
    </Page>
  );
}
