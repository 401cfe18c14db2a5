import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { NotFound } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Page Not Found | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404: no page at ${pathname}`);
  return data({ pathname }, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
