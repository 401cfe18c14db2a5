// /support/new: a member asks for help: a topic, a message and, if they like, a screenshot
// (read by the scanner's upload reader: same limits and checks, stored privately in R2).
// The request is due by the reply time the member's plan promises at this moment.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { SUPPORT_PROMISE } from "~/billing";
import { viewerSubscription } from "~/billing/index.server";
import { parseForm } from "~/forms/parse";
import {
  FREE_REPLY_HOURS,
  MESSAGE_MAX,
  NewRequest,
  SCREENSHOT_FIELD,
  SUPPORT_PATHS,
  supportThreadPath,
  TOPIC_NAMES,
} from "~/support";
import { openRequest, readAskForm } from "~/support/index.server";
import { BackLink } from "~/support/ui";
import { redirectWithToast } from "~/toast/toast.server";
import { FieldError, FormError } from "~/ui/form";
import { Page } from "~/ui/page";
import { SUPPORT_TOPICS } from "../../db/constants";

export const meta: MetaFunction = () => [{ title: "Ask for help | Glowup" }, { name: "robots", content: "noindex" }];

const promiseOf = (tier: keyof typeof SUPPORT_PROMISE | null) =>
  tier ? SUPPORT_PROMISE[tier].label : `Support within ${FREE_REPLY_HOURS} hours`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const subscription = await viewerSubscription(request, context);
  const topic = new URL(request.url).searchParams.get("topic");
  return {
    promise: promiseOf(subscription.tier),
    topic: (SUPPORT_TOPICS as readonly string[]).includes(topic ?? "") ? topic : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const [member, subscription] = await Promise.all([
    requireMember(request, context),
    viewerSubscription(request, context),
  ]);
  const read = await readAskForm(request, member.id);
  const form = new FormData();
  for (const [k, v] of read.fields) form.set(k, v);
  if (!read.ok)
    return data(
      { errors: { [SCREENSHOT_FIELD]: read.message }, values: Object.fromEntries(read.fields) },
      { status: read.status },
    );
  const parsed = parseForm(form, NewRequest, { keys: ["topic", "message"], maxEcho: MESSAGE_MAX });
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const id = await openRequest(
    context.cloudflare.env,
    { id: member.id, name: member.name },
    parsed.value,
    subscription.tier,
    read.screenshot,
  );
  return redirectWithToast(request, supportThreadPath(id), {
    title: "Request sent",
    description: `${promiseOf(subscription.tier)}: we mail you when the team answers.`,
    kind: "success",
  });
}

export default function AskForHelp() {
  const { promise, topic } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = failed?.errors ?? {};
  const values: Record<string, string | undefined> = failed?.values ?? {};
  return (
    <Page title="Ask for help" subtitle={`${promise}. A person on the team answers.`}>
      <div className="space-y-4">
        <BackLink to={SUPPORT_PATHS.list}>Your requests</BackLink>
        <Form method="post" encType="multipart/form-data" className="space-y-4 card" data-testid="ask-form">
          <div>
            <label htmlFor="topic" className="label">
              What is it about?
            </label>
            <select
              id="topic"
              name="topic"
              className="field"
              required
              defaultValue={values.topic ?? topic ?? ""}
              aria-invalid={errors.topic ? true : undefined}
              aria-describedby={errors.topic ? "topic-error" : undefined}
            >
              <option value="" disabled>
                Choose a topic
              </option>
              {SUPPORT_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {TOPIC_NAMES[t]}
                </option>
              ))}
            </select>
            <FieldError id="topic-error" message={errors.topic} alert />
          </div>
          <div>
            <label htmlFor="message" className="label">
              Your message
            </label>
            <textarea
              id="message"
              name="message"
              rows={6}
              required
              minLength={10}
              maxLength={MESSAGE_MAX}
              className="field"
              defaultValue={values.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "message-error" : "message-hint"}
            />
            <p id="message-hint" className="mt-1 text-sm text-slate-500">
              What happened, and what you expected. The more we know, the faster we can help.
            </p>
            <FieldError id="message-error" message={errors.message} alert />
          </div>
          <div>
            <label htmlFor="screenshot" className="label">
              Screenshot (optional)
            </label>
            <input
              id="screenshot"
              name={SCREENSHOT_FIELD}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="field"
              aria-invalid={errors[SCREENSHOT_FIELD] ? true : undefined}
              aria-describedby={errors[SCREENSHOT_FIELD] ? "screenshot-error" : "screenshot-hint"}
            />
            <p id="screenshot-hint" className="mt-1 text-sm text-slate-500">
              A JPEG, PNG or WebP up to 10 MB. Only you and the support team can see it.
            </p>
            <FieldError id="screenshot-error" message={errors[SCREENSHOT_FIELD]} alert />
          </div>
          <FormError message={errors.form} />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Send request
          </button>
        </Form>
      </div>
    </Page>
  );
}
