// /support/:id: one of the member's own requests: the thread, a reply form and a close
// button. Anyone else's request (or none) is a 404, as if it did not exist.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireMemberWith } from "~/page-read.server";
import { viewerSubscription } from "~/billing/index.server";
import { parseForm, readForm } from "~/forms/parse";
import {
  MESSAGE_MAX,
  Reply,
  screenshotPath,
  SUPPORT_PATHS,
  SupportIntent,
  supportThreadPath,
  TOPIC_NAMES,
} from "~/support";
import { memberClose, memberReply, memberRequestQuery, memberThreadQuery } from "~/support/index.server";
import { BackLink, CloseForm, ReplyForm, StatusChip, Thread } from "~/support/ui";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export const meta: MetaFunction = () => [
  { title: "Your support request | Glowup" },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });
const requestId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = requestId(params.id);
  if (!id) throw notFound();
  const { results } = await requireMemberWith(
    request,
    context,
    (db, me) => [memberRequestQuery(db, me, id), memberThreadQuery(db, me, id)] as const,
  );
  const [[found], messages] = results;
  if (!found) throw notFound();
  const { screenshotKey, userId: _, closedBy: __, ...shown } = found;
  return { request: { ...shown, hasScreenshot: Boolean(screenshotKey) }, messages };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = requestId(params.id) ?? 0;
  // One read batch (the session, the request if it is the member's), then one write.
  const [{ member, results }, subscription] = await Promise.all([
    requireMemberWith(request, context, (db, me) => [memberRequestQuery(db, me, id)] as const),
    viewerSubscription(request, context),
  ]);
  const [[found]] = results;
  if (!found) throw notFound();
  const env = context.cloudflare.env;
  const form = await readForm(request);
  if (SupportIntent.parse(form.get("intent")) === "close") {
    await memberClose(env, member.id, id);
    return redirectWithToast(request, supportThreadPath(id), {
      title: "Request closed",
      description: "Glad it is sorted. Open a new request whenever you need us.",
      kind: "success",
    });
  }
  const parsed = parseForm(form, Reply, { keys: ["message"], maxEcho: MESSAGE_MAX });
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const sent = await memberReply(
    env,
    { id: member.id, name: member.name },
    id,
    parsed.value.message,
    subscription.tier,
  );
  if (!sent)
    return data(
      { errors: { form: "This request is closed. Please open a new one." }, values: parsed.values },
      { status: 409 },
    );
  return redirectWithToast(request, supportThreadPath(id), {
    title: "Reply sent",
    description: "We mail you when the team answers.",
    kind: "success",
  });
}

export default function SupportRequest() {
  const { request, messages } = useLoaderData<typeof loader>();
  const zone = useMemberZone();
  const failed = useActionData<typeof action>();
  const open = request.closedAt === null;
  return (
    <Page
      title={TOPIC_NAMES[request.topic]}
      subtitle={`Request #${request.id} · asked ${formatDateTime(request.createdAt, zone)}`}
    >
      <div className="space-y-4">
        <BackLink to={SUPPORT_PATHS.list}>Your requests</BackLink>
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip request={request} />
          {open && request.awaiting === "staff" ? (
            <span className="text-sm text-slate-600">Answer due by {formatDateTime(request.dueAt, zone)}</span>
          ) : null}
        </div>
        <Thread messages={messages} />
        {request.hasScreenshot ? (
          <a href={screenshotPath(request.id)} className="btn-secondary inline-flex w-full sm:w-auto">
            View your screenshot
          </a>
        ) : null}
        {open ? (
          <>
            <ReplyForm errors={failed?.errors ?? {}} value={failed?.values?.message} />
            <CloseForm />
          </>
        ) : (
          <p className="card text-slate-700">
            This request is closed.{" "}
            <a href={SUPPORT_PATHS.ask} className="font-semibold text-brand-700 underline">
              Open a new one
            </a>{" "}
            if you need more help.
          </p>
        )}
      </div>
    </Page>
  );
}
