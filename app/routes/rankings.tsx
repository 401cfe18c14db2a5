import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { ComingSoon, Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Global Rankings | Glowup" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return null;
}

export default function Placeholder() {
  return (
    <Page title="Global Rankings">
      <ComingSoon what="The leaderboard" />
    </Page>
  );
}
