import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { getViewer, viewerWith } from "~/page-read.server";
import { EDGE_CACHED_PATHS } from "~/edge-cache.server";
import { DEFAULT_TIME_ZONE, TIME_ZONE_SCRIPT } from "~/calendar/days";
import { MemberZoneProvider } from "~/calendar/member-zone";
import { memberTimeZone } from "~/calendar/zone.server";
import { useRequestId } from "~/ops/request-id";
import { useNonce } from "~/security/nonce";
import { unseenQuery, victoriesToShow } from "~/game/victories.server";
import { toastList } from "~/toast/toast";
import { takeToasts } from "~/toast/toast.server";
import { BackButton, BottomNav, TopNav } from "~/shell/frame";
import { NOT_FOUND_META, NotFound, UnexpectedError } from "~/ui/page";
import { Moments, splitMoments } from "~/ui/moments";
import styles from "./styles/app.css?url";
import { FONT_PRELOAD } from "./styles/fonts";
import { MEMBER_META, memberMarker } from "~/offline/pages";

export const links: LinksFunction = () => [
  FONT_PRELOAD,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

// A thrown 404 renders the root's boundary, so the root's meta names it too.
export const meta: MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_META : SITE_META;

const SITE_META = [
  { title: "Glowup: skincare, fitness, style and mindset coaching" },
  { name: "description", content: "Guides, tools and daily challenges to improve your looks, habits and wellness." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const now = new Date();
  // A win decided while the member was away is news on the pages where they play (decision 044),
  // read in the viewer's D1 round trip (decision 045); claiming it is a write of its own.
  const playing = request.method === "GET" && PLAY_PAGES.has(url.pathname);
  const [viewer, { toasts, headers }, wins] = await Promise.all([
    getViewer(request, context),
    takeToasts(request),
    playing ? viewerWith(request, context, (db, me) => [unseenQuery(db, me, now)] as const) : null,
  ]);
  const news =
    viewer && wins?.results ? await victoriesToShow(context.cloudflare.env, viewer.id, wins.results[0], now) : [];
  // A visitor's public page paints its first screen from the HTML alone (decision 027).
  const pageCss = !viewer && EDGE_CACHED_PATHS.has(url.pathname);
  // Whose page this is, for the service worker's per-member saved pages (decision 079).
  const member = viewer ? await memberMarker(viewer.id) : null;
  // The zone the member's dates are written in (decision 083); a visitor's pages show no instant.
  const zone = viewer ? memberTimeZone(request, context, viewer.timeZone) : DEFAULT_TIME_ZONE;
  return data({ viewer, toasts: toastList([...toasts, ...news]), pageCss, member, zone }, { headers });
}

/** Where a member opens the app and plays: the member home and /progress. */
const PLAY_PAGES = new Set(["/", "/progress"]);

/**
 * No page hydrates React: a page that needs the browser renders its own island script
 * (docs/decisions/009, 055). `reportsZone` adds the time-zone report (signed-in pages always have it).
 */
export type RouteHandle = { reportsZone?: boolean };

function useReportsZone() {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.reportsZone);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const viewer = root?.viewer ?? null;
  const reportsZone = useReportsZone();
  const nonce = useNonce();
  const pageCss = root?.pageCss ?? false;
  // Celebrations are cards at the top of the page (where the action lands); the rest pass as toasts.
  const { moments, toasts } = splitMoments(root?.toasts ?? []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        {root?.member ? <meta name={MEMBER_META} content={root.member} /> : null}
        <Meta />
        {/* The full stylesheet blocks the first paint, except on a visitor's public page:
            there the rules the page uses are inline (entry.server) and the full sheet comes last. */}
        {pageCss ? <style data-page-css="" /> : <link rel="stylesheet" href={styles} />}
        <Links />
      </head>
      <body className="min-h-dvh pb-20 lg:pb-8">
        <MemberZoneProvider value={root?.zone ?? DEFAULT_TIME_ZONE}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
          >
            Skip to content
          </a>
          <TopNav viewer={viewer} toasts={toasts} />
          <main id="main">
            <Moments moments={moments} />
            <BackButton />
            {children}
          </main>
          <BottomNav signedIn={Boolean(viewer)} />
        </MemberZoneProvider>
        {pageCss ? <link rel="stylesheet" href={styles} /> : null}
        {viewer || reportsZone ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TIME_ZONE_SCRIPT }} /> : null}
        {/* Members' pages: the service worker and the offline queue, started after the page loads (decision 079).
            Visitors' pages ship no script (decision 008). */}
        {root?.member ? <script type="module" src="/islands/offline.js" /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The server logged it already (entry.server.tsx handleError, one JSON line); the browser logs its own.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return <UnexpectedError message={requestId ? `Please try again in a moment. Reference: ${requestId}` : undefined} />;
}
