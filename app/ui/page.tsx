import type { ReactNode } from "react";
import { Link } from "@remix-run/react";

/** A page's heading block and body width. */
export function Page({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto px-4 py-6 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The 404 page's title and robots tag (the splat route's, and any route's thrown 404). */
export const NOT_FOUND_META = [{ title: "Page Not Found | Glowup" }, { name: "robots", content: "noindex" }];

export function NotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className="mt-6 btn-primary">
        Return to Home
      </Link>
    </div>
  );
}

export function UnexpectedError({ message }: { message?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-2 text-slate-600">
        Something went wrong on our side. {message ?? "Please try again in a moment."}
      </p>
      <a href="/" className="mt-6 btn-primary">
        Return to Home
      </a>
    </div>
  );
}
