import type { MetaFunction } from "@remix-run/cloudflare";
import { ComingSoon, Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Payment Successful! | Glowup" }];

export default function Placeholder() {
  return (
    <Page title="Payment Successful!">
      <ComingSoon what="The payment confirmation" />
    </Page>
  );
}
