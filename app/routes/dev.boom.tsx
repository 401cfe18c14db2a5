// Development only: a route that fails on purpose, to show (and test) the error fallback.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isProduction } from "~/env";

export function loader({ context }: LoaderFunctionArgs) {
  if (isProduction(context.cloudflare.env)) throw new Response("Not Found", { status: 404 });
  throw new Error("Deliberate failure for the error fallback");
}

export default function Boom() {
  return null;
}
