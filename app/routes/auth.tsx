import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon, Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Sign In | Glowup" }];

export default function Placeholder() {
  return (
    <Page title="Sign In">
      <ComingSoon what="Sign-in and sign-up" />
    </Page>
  );
}
