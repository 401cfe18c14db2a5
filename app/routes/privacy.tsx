import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { siteOrigin } from "~/config.server";
import { legalPageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { LegalPage } from "~/content/ui/legal-page";

export function loader({ context }: LoaderFunctionArgs) {
  return legalPageData(siteOrigin(context.cloudflare.env), "privacy");
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: data?.doc.title, description: data?.doc.description ?? "", path: "/privacy", origin: data?.origin });

export default function PrivacyRoute() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalPage doc={doc} />;
}
