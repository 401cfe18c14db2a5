// /staff: the staff home: the roles this staff member holds, what each may do, and the
// pages they open. Members without a staff role get 404 (app/staff/guard.server.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { holds, ROLE_DUTIES, ROLE_NAMES, STAFF_PATHS } from "~/staff";
import { requireStaff } from "~/staff/index.server";
import { StaffNav } from "~/staff/ui";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Staff | Glowup" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff } = await requireStaff(request, context, "any");
  return { roles: staff.roles, name: staff.actor.name };
}

export default function StaffHome() {
  const { roles, name } = useLoaderData<typeof loader>();
  return (
    <Page title="Staff" subtitle={`Signed in as ${name}. What you do here is written to the audit log.`}>
      <div className="space-y-4">
        <StaffNav roles={roles} active={STAFF_PATHS.home} />
        <section className="space-y-3 card" aria-labelledby="roles-heading">
          <h2 id="roles-heading" className="text-lg font-semibold">
            Your roles
          </h2>
          <ul className="space-y-2" data-testid="staff-roles">
            {roles.map((r) => (
              <li key={r}>
                <span className="font-semibold text-ink">{ROLE_NAMES[r]}</span>
                <span className="block text-sm text-slate-600">{ROLE_DUTIES[r]}</span>
              </li>
            ))}
          </ul>
        </section>
        {holds(roles, "support") ? (
          <Link to={STAFF_PATHS.queue} className="btn-primary inline-flex w-full sm:w-auto">
            Open the support queue
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
