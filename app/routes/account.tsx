import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { changeUsername, usernameTakenQuery } from "~/auth/accounts.server";
import { AccountView } from "~/account/ui/account-view";
import { UsernameEdit } from "~/auth/forms";
import { requireMember } from "~/auth/guards.server";
import { requireMemberWith } from "~/page-read.server";
import { memberOverview, memberOverviewReads } from "~/account/overview.server";
import { parseForm, readForm } from "~/forms/parse";
import { redirectWithToast } from "~/toast/toast.server";

export const meta: MetaFunction = () => [{ title: "My Account | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { results } = await requireMemberWith(request, context, memberOverviewReads);
  return memberOverview(context.cloudflare.env, results);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await readForm(request), UsernameEdit);
  if (!parsed.ok) {
    await requireMember(request, context);
    return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  }
  const { username } = parsed.value;
  // Whether the name is free is read with the session; the rename is the one write.
  const { member, results } = await requireMemberWith(
    request,
    context,
    (db, me) => [usernameTakenQuery(db, username, me)] as const,
  );
  const outcome = await changeUsername(context.cloudflare.env, member.id, username, results[0]);
  if (outcome === "taken") {
    return data(
      { errors: { username: "That username is already taken" }, values: { username: parsed.value.username } },
      { status: 400 },
    );
  }
  if (outcome === "failed") {
    return redirectWithToast(request, "/account", {
      title: "Error",
      description: "Failed to update username",
      kind: "error",
    });
  }
  return redirectWithToast(request, "/account", { title: "Success", description: "Username updated successfully." });
}

export default function Account() {
  return <AccountView me={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}
