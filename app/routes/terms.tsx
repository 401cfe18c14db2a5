import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { siteOrigin } from "~/config.server";
import { legalPageData } from "~/content/pages.server";
import { seo } from "~/content/seo";
import { LegalPage } from "~/content/ui/legal-page";

export function loader({ context }: LoaderFunctionArgs) {
  return legalPageData(siteOrigin(context.cloudflare.env), "terms");
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  seo({ title: data?.doc.title, description: data?.doc.description ?? "", path: "/terms", origin: data?.origin });

export default function TermsRoute() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalPage doc={doc} />;
}
