import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { requireMember } from "~/auth/guards.server";
import { getSubscription } from "~/billing/subscription.server";
import { Icon } from "~/ui/icon";
import { Page } from "~/ui/page";
import { SubscriptionCard } from "~/ui/subscription-card";

export const meta: MetaFunction = () => [{ title: "Settings | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireMember(request, context);
  const subscription = await getSubscription(context.cloudflare.env, member.id);
  return { username: member.username, email: member.email, subscription };
}

export default function Settings() {
  const { username, email, subscription } = useLoaderData<typeof loader>();
  return (
    <Page title="Settings" subtitle="Your profile and subscription">
      <div className="space-y-4">
        <section className="card" aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="text-lg font-semibold">
            Profile
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-500">Username</dt>
              <dd className="font-medium" data-testid="settings-username">{username}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">Email</dt>
              <dd className="font-medium break-all">{email}</dd>
            </div>
          </dl>
        </section>
        <SubscriptionCard subscription={{ ...subscription, subscriptionEnd: subscription.subscriptionEnd ? new Date(subscription.subscriptionEnd) : null }} />
        <Form method="post" action="/auth/sign-out">
          <button type="submit" className="btn-secondary w-full sm:w-auto">
            <Icon name="logout" /> Sign Out
          </button>
        </Form>
      </div>
    </Page>
  );
}
