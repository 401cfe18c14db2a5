// /staff/support/:id: one request as staff see it (support role): the member, their plan
// when they asked, the due time, the thread and the screenshot; staff reply (the member
// is mailed a link back) or close it. Each action is audited in its own batch.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { tierName, type Tier } from "~/billing";
import { parseForm, readForm } from "~/forms/parse";
import { STAFF_PATHS } from "~/staff";
import { requireStaffWith } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { MESSAGE_MAX, Reply, screenshotPath, SupportIntent, TOPIC_NAMES } from "~/support";
import { staffClose, staffReply, staffRequestQuery, staffThreadQuery } from "~/support/index.server";
import { BackLink, CloseForm, overdue, ReplyForm, StatusChip, Thread } from "~/support/ui";
import { redirectWithToast } from "~/toast/toast.server";
import { Page } from "~/ui/page";
import { formatDateTime } from "~/calendar/format";
import { useMemberZone } from "~/calendar/member-zone";

export const meta: MetaFunction = () => [
  { title: "Support request | Staff | Glowup" },
  { name: "robots", content: "noindex" },
];

const notFound = () => new Response("Not Found", { status: 404 });
const requestId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = requestId(params.id);
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "support",
    (db) => [staffRequestQuery(db, id), staffThreadQuery(db, id)] as const,
  );
  const [[found], messages] = results;
  if (!found) throw notFound();
  const { screenshotKey, userId: _, ...shown } = found;
  return {
    roles: staff.roles,
    request: { ...shown, hasScreenshot: Boolean(screenshotKey), overdue: overdue(found, new Date()) },
    messages,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = requestId(params.id);
  // The role first: a member's forged form is refused before the body is read.
  const { staff, results } = await requireStaffWith(
    request,
    context,
    "support",
    (db) => [staffRequestQuery(db, id)] as const,
  );
  const [[found]] = results;
  if (!found) throw notFound();
  const env = context.cloudflare.env;
  const form = await readForm(request);
  if (SupportIntent.parse(form.get("intent")) === "close") {
    const closed = await staffClose(env, staff.actor, id);
    return redirectWithToast(
      request,
      STAFF_PATHS.queue,
      closed
        ? { title: `Request #${id} closed`, kind: "success" }
        : { title: "Already closed", description: `Request #${id} was closed before.`, kind: "info" },
    );
  }
  const parsed = parseForm(form, Reply, { keys: ["message"], maxEcho: MESSAGE_MAX });
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const sent = await staffReply(env, staff.actor, found, parsed.value.message);
  if (sent === "closed")
    return data(
      { errors: { form: "This request is closed: the member can open a new one." }, values: parsed.values },
      { status: 409 },
    );
  const who = found.username ?? "The member";
  return redirectWithToast(
    request,
    STAFF_PATHS.request(id),
    sent === "sent"
      ? { title: "Reply sent", description: `${who} was mailed a link to the thread.`, kind: "success" }
      : {
          title: "Reply saved, mail not sent",
          description: `The mail to ${who} could not be sent. They see the reply in their thread; tell them another way if it is urgent.`,
          kind: "error",
        },
  );
}

export default function StaffSupportRequest() {
  const { roles, request, messages } = useLoaderData<typeof loader>();
  const zone = useMemberZone();
  const failed = useActionData<typeof action>();
  const open = request.closedAt === null;
  return (
    <Page
      title={`#${request.id} ${TOPIC_NAMES[request.topic]}`}
      subtitle={`Asked ${formatDateTime(request.createdAt, zone)}`}
    >
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.queue} />
        <BackLink to={STAFF_PATHS.queue}>Support queue</BackLink>
        <section className="space-y-2 card" aria-label="The member">
          <p>
            <span className="font-semibold text-ink">{request.username ?? "A member"}</span>{" "}
            <span className="break-all text-slate-600">{request.email}</span>
          </p>
          <p className="text-sm text-slate-700">
            Plan when they asked: {request.tier ? tierName(request.tier as Tier) : "No plan"}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <StatusChip request={request} overdue={request.overdue} />
            {open && request.awaiting === "staff" ? (
              <span className="text-sm text-slate-700">Due {formatDateTime(request.dueAt, zone)}</span>
            ) : null}
          </div>
        </section>
        <Thread messages={messages} staffView />
        {request.hasScreenshot ? (
          <a href={screenshotPath(request.id)} className="btn-secondary inline-flex w-full sm:w-auto">
            View the member&apos;s screenshot
          </a>
        ) : null}
        {open ? (
          <>
            <ReplyForm errors={failed?.errors ?? {}} value={failed?.values?.message} label="Reply to the member" />
            <CloseForm label="Close the request" />
          </>
        ) : (
          <p className="card text-slate-700">Closed {formatDateTime(request.closedAt!, zone)}.</p>
        )}
      </div>
    </Page>
  );
}
