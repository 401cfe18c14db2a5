import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon, Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Face Scanner | Glowup" }];

export default function Placeholder() {
  return (
    <Page title="Face Scanner">
      <ComingSoon what="The face scanner" />
    </Page>
  );
}
