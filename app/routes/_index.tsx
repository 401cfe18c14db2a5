import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { HERO } from "~/content/marketing";
import { homePageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { HomePage } from "~/content/ui/home";

export async function loader({ request }: LoaderFunctionArgs) {
  return homePageData(request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ description: HERO.subheadline, path: "/", origin: data?.origin });

export default function Index() {
  const { quote } = useLoaderData<typeof loader>();
  // Billing: pass the subscription status card for signed-in members as `subscriptionCard`.
  return <HomePage quote={quote} subscriptionCard={null} />;
}
