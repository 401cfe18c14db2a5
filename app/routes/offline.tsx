// The page the service worker shows for a page never opened while online (decision 079). The
// worker keeps the visitor's version of it (fetched without cookies) and lists the member's
// saved pages in its slot; opened online it just explains what works offline.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { SAVED_LIST_SLOT } from "~/offline/pages";
import { Page } from "~/ui/page";

export const meta: MetaFunction = () => [{ title: "Offline | Glowup" }, { name: "robots", content: "noindex" }];

// The worker fills `<ul id="offline-pages"></ul>` (SAVED_LIST_SLOT); keep the element empty.
const SLOT_ID = /id="([^"]+)"/.exec(SAVED_LIST_SLOT)?.[1];

export default function Offline() {
  return (
    <Page title="You are offline" subtitle="This page has not been saved on this device yet.">
      <div className="space-y-3 card">
        <p>
          Pages you open while online are saved on this device as you read them: your home, your progress, the guides
          and your plan&apos;s lessons. They show here when the connection drops.
        </p>
        <h2 className="text-lg font-semibold">Saved on this device</h2>
        <ul id={SLOT_ID}></ul>
        <p className="text-sm text-slate-600">
          Nothing listed? Open a page once while online and it will be here next time. Starting or completing a
          challenge while offline is kept and sent when you are back online.
        </p>
        <p>
          <Link to="/" className="font-semibold text-brand-700 underline">
            Try the home page again
          </Link>
        </p>
      </div>
    </Page>
  );
}
