import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { changeUsername } from "~/auth/accounts.server";
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
  const member = await requireMember(request, context);
  const parsed = parseForm(await readForm(request), UsernameEdit);
  if (!parsed.ok) return data({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const outcome = await changeUsername(context.cloudflare.env, member.id, parsed.value.username);
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
