// The offline island (bundled to /islands/offline.js, loaded by every page after it is
// parsed; decisions 079 and 081). After the page has loaded it registers the service worker.
// While offline, a challenge's Start or Complete, the daily task and a guide's checklist tick
// are queued (app/offline/queue.ts) and shown as "Waiting to send"; they are sent when the
// connection returns, and the page reloads to show the server's answer. Chat is never
// queued: while offline its Send says so. Without JavaScript none of this runs.
import { MEMBER_META } from "./pages";
import { enqueue, flushQueue, newKey, queued, SYNC_TAG } from "./queue";

/** Forms the queue may hold: the progress intents, the guide checklist tick and the plan's tick. */
const QUEUED_INTENTS = new Set(["start", "complete", "daily-task"]);
const QUEUED_PATHS = new Set(["/guides/check", "/plan/tick"]);
const WAITING = "Waiting to send";

const member = document.querySelector<HTMLMetaElement>(`meta[name="${MEMBER_META}"]`)?.content || null;

function queueable(form: HTMLFormElement) {
  if (form.method.toLowerCase() !== "post") return false;
  const path = new URL(form.action, location.href).pathname;
  if (QUEUED_PATHS.has(path)) return true;
  const intent = new FormData(form).get("intent");
  return (path === "/progress" || path === "/") && typeof intent === "string" && QUEUED_INTENTS.has(intent);
}

const isChat = (form: HTMLFormElement) => new URL(form.action, location.href).pathname.startsWith("/chat");

/** The member's calendar day in the zone the page counted it in (the form's `zone`). */
function dayIn(zone: FormDataEntryValue | null) {
  if (typeof zone !== "string" || !zone) return undefined;
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(new Date());
  } catch {
    return undefined;
  }
}

/** A note after the form's button: what happened to the press. */
function note(form: HTMLFormElement, text: string) {
  let p = form.querySelector<HTMLElement>("[data-offline-note]");
  if (!p) {
    p = document.createElement("p");
    p.setAttribute("role", "status");
    p.dataset.offlineNote = "";
    p.className = "mt-2 text-sm font-semibold text-amber-800";
    form.appendChild(p);
  }
  p.textContent = text;
}

async function hold(form: HTMLFormElement, submitter: HTMLElement | null) {
  const data = new FormData(form);
  const fields = [...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string");
  const day = dayIn(data.get("zone"));
  if (day && !fields.some(([k]) => k === "day")) fields.push(["day", day]);
  const url = new URL(form.action, location.href);
  await enqueue({
    key: newKey(),
    member: member ?? "",
    url: url.pathname + url.search,
    fields,
    label: submitter?.textContent?.trim() || "Your action",
    at: Date.now(),
  });
  for (const button of form.querySelectorAll("button")) button.disabled = true;
  note(form, WAITING);
  // Background Sync where the browser has it: the worker sends even if this tab closes.
  const registration = await navigator.serviceWorker?.ready.catch(() => null);
  if (!registration || !("sync" in registration)) return;
  const sync = registration.sync as { register(tag: string): Promise<void> };
  await sync.register(SYNC_TAG).catch(() => undefined);
}

document.addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || navigator.onLine) return;
    if (isChat(form)) {
      // Chat is live: a message is sent now or not at all.
      event.preventDefault();
      event.stopImmediatePropagation();
      note(form, "You are offline: messages are not sent or saved. Try again when you are back online.");
      return;
    }
    if (!member || !queueable(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void hold(form, event.submitter);
  },
  { capture: true },
);

/** The queue's entries for this member, shown as one line at the top of the page. */
async function showWaiting() {
  const mine = (await queued().catch(() => [])).filter((e) => e.member === member);
  const main = document.getElementById("main");
  let line = document.querySelector<HTMLElement>("[data-offline-waiting]");
  if (mine.length === 0 || !main) {
    line?.remove();
    return;
  }
  if (!line) {
    line = document.createElement("p");
    line.setAttribute("role", "status");
    line.dataset.offlineWaiting = "";
    line.className = "mx-auto mt-3 w-fit rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900";
    main.insertBefore(line, main.firstChild);
  }
  line.textContent = `${WAITING}: ${mine.map((e) => e.label).join(", ")}`;
}

let flushing = false;
/** Sends what waits (when online); a page that sent something reloads to show the answer. */
async function flush() {
  if (!navigator.onLine || flushing) return;
  flushing = true;
  try {
    const sent = await flushQueue(member);
    if (sent > 0) location.reload();
  } catch {
    // IndexedDB refused (private mode): nothing was queued either.
  } finally {
    flushing = false;
  }
}

window.addEventListener("online", () => void flush());
window.addEventListener("offline", () => void showWaiting());

function start() {
  void showWaiting().then(flush);
  if ("serviceWorker" in navigator)
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No worker (development serves none; a browser may refuse): the page works as before.
    });
}

// After the page has loaded: the worker and its precache never compete with the first paint.
if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
