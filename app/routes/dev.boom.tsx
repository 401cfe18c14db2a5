// Development only: a route that fails on purpose, to show (and test) the error fallback.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { devOnly } from "~/ops/dev-only.server";

export function loader({ context }: LoaderFunctionArgs) {
  devOnly(context.cloudflare.env);
  throw new Error("Deliberate failure for the error fallback");
}

export default function Boom() {
  return null;
}
