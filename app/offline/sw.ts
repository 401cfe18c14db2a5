// The service worker (bundled by scripts/build-sw.mjs to /sw.js after the app's build; decision 079).
//
// - The shell of THIS build (stylesheet, font, icon sprite, the islands a saved page uses, the
//   offline page) is precached under a name holding the build's version; activating a new
//   build deletes every older cache, so an old shell never meets new HTML or the reverse.
// - A member page on the saved list (app/offline/pages.ts) is fetched network first; when the
//   network fails or takes longer than NETWORK_TIMEOUT_MS, the copy saved at the member's last
//   visit is shown with an "Offline — saved at HH:MM" banner. Copies live in a cache named by
//   the member's marker (a hash the server sends in a header); a page answered for anyone else,
//   or for nobody (signed out), deletes them first.
// - A page never saved, offline, shows the offline page listing what is saved.
// - Nothing else is touched: POSTs, visitors' pages, other files go to the network as before.
import {
  isMarker,
  isSavedPage,
  MEMBER_HEADER,
  NETWORK_TIMEOUT_MS,
  OFFLINE_PATH,
  pageTitle,
  PAGES_PREFIX,
  pagesCache,
  savedAt,
  shellCache,
  withBanner,
  withSavedList,
  type SavedPage,
} from "./pages";
import { flushQueue, SYNC_TAG } from "./queue";

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type SyncEvent = ExtendableEvent & { tag: string };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: { close(): void; data: unknown } };
type Scope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; openWindow(url: string): Promise<unknown> };
  registration: { showNotification(title: string, options: object): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: SyncEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
};
const sw = self as unknown as Scope;

const VERSION = __SW_VERSION__;
const SHELL = shellCache(VERSION);
const PRECACHED = new Set(__SW_PRECACHE__);
const SAVED_AT = "Glowup-Saved-At";
const SAVED_TITLE = "Glowup-Saved-Title";

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll([...PRECACHED]);
      // The offline page as a visitor sees it: no member's name in a shared cache.
      const offline = await fetch(OFFLINE_PATH, { credentials: "omit" });
      if (offline.ok) await shell.put(OFFLINE_PATH, offline);
      // The next navigation is served by this build (its pages and its shell together).
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name !== SHELL && !name.startsWith(pagesCache(VERSION, ""))) await caches.delete(name);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, url));
    return;
  }
  if (PRECACHED.has(url.pathname))
    event.respondWith(caches.match(request, { cacheName: SHELL }).then((hit) => hit ?? fetch(request)));
});

// Background Sync (Chromium): the page registered it when it queued an action offline.
sw.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(currentMember().then((member) => flushQueue(member)));
});

// The streak reminder by push (decision 080): the server's JSON { title, body, url }.
sw.addEventListener("push", (event) => {
  const message = (event.data?.json() ?? {}) as { title?: string; body?: string; url?: string };
  event.waitUntil(
    sw.registration.showNotification(message.title ?? "Glowup", {
      body: message.body ?? "",
      icon: "/icon-192.png",
      data: { url: message.url ?? "/progress" },
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const url = new URL(data?.url ?? "/progress", sw.location.origin);
  // Only this site's pages open from a notification.
  event.waitUntil(sw.clients.openWindow(url.origin === sw.location.origin ? url.href : "/progress"));
});

/** The marker of the member whose pages are saved (their cache's name), or null. */
async function currentMember() {
  const prefix = pagesCache(VERSION, "");
  const name = (await caches.keys()).find((n) => n.startsWith(prefix));
  return name ? name.slice(prefix.length) : null;
}

const timeout = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));

async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const network = fetch(event.request).then(
    (response) => {
      event.waitUntil(remember(url, response.clone()));
      return response;
    },
    () => null,
  );
  const saved = isSavedPage(url.pathname);
  const first = saved ? await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]) : await network;
  if (first !== null && first !== "timeout") return first;
  const copy = saved ? await savedCopy(event.request) : null;
  if (copy) return copy;
  // Slow but no copy: keep waiting for the network; failed: the offline page.
  const late = first === "timeout" ? await network : null;
  return late ?? offlinePage();
}

/** A network answer: forget another member's pages; save this one when it is on the list. */
async function remember(url: URL, response: Response) {
  const html = response.headers.get("Content-Type")?.startsWith("text/html");
  if (response.type !== "basic" || !html) return;
  const header = response.headers.get(MEMBER_HEADER);
  const member = isMarker(header) ? header : null;
  const mine = member ? pagesCache(VERSION, member) : null;
  for (const name of await caches.keys()) if (name.startsWith(PAGES_PREFIX) && name !== mine) await caches.delete(name);
  if (!mine || response.status !== 200 || response.redirected || !isSavedPage(url.pathname)) return;
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  headers.set(SAVED_TITLE, encodeURIComponent(pageTitle(body, url.pathname)));
  await (await caches.open(mine)).put(url.href, new Response(body, { status: 200, headers }));
}

async function savedCopy(request: Request) {
  const member = await currentMember();
  if (!member) return null;
  const cache = await caches.open(pagesCache(VERSION, member));
  const hit = (await cache.match(request.url)) ?? (await cache.match(request.url, { ignoreSearch: true }));
  if (!hit) return null;
  const at = Number(hit.headers.get(SAVED_AT)) || Date.now();
  return new Response(withBanner(await hit.text(), savedAt(at)), { status: 200, headers: hit.headers });
}

async function savedPages(): Promise<SavedPage[]> {
  const member = await currentMember();
  if (!member) return [];
  const cache = await caches.open(pagesCache(VERSION, member));
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const hit = await cache.match(request);
    if (!hit) continue;
    const url = new URL(request.url);
    pages.push({
      url: url.pathname + url.search,
      title: decodeURIComponent(hit.headers.get(SAVED_TITLE) ?? url.pathname),
      at: Number(hit.headers.get(SAVED_AT)) || 0,
    });
  }
  return pages;
}

async function offlinePage() {
  const page = await caches.match(OFFLINE_PATH, { cacheName: SHELL });
  if (!page)
    return new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(withSavedList(await page.text(), await savedPages()), { status: 503, headers: page.headers });
}
