import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon, Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Checkout | Glowup" }];

export default function Placeholder() {
  return (
    <Page title="Checkout">
      <ComingSoon what="Checkout" />
    </Page>
  );
}
