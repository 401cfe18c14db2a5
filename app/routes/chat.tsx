import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { requireMember } from "~/auth/guards.server";
import { ComingSoon, Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Chat | Glowup" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return null;
}

export default function Placeholder() {
  return (
    <Page title="Chat">
      <ComingSoon what="Community chat" />
    </Page>
  );
}
