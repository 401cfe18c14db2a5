// A support request's screenshot, served only to the member who asked and to staff with
// the support role; anyone else gets 404, as if it did not exist. Never cached.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireMemberWith } from "~/page-read.server";
import { holds } from "~/staff";
import { rolesOf, rolesQuery } from "~/staff/index.server";
import { screenshotFor } from "~/support/index.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { member, results } = await requireMemberWith(request, context, (db, me) => [rolesQuery(db, me)] as const);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id)) return notFound();
  const staff = holds(rolesOf(results[0]), "support");
  const object = await screenshotFor(context.cloudflare.env, id, { id: member.id, staff });
  if (!object) return notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    },
  });
}
