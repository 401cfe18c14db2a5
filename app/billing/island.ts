// The payment success island (bundled to /islands/success.js): while the subscription is
// being activated, it asks for the page's next check once a second and puts the answer in
// place (without JavaScript the page reloads itself through its <noscript> refresh). The
// server's page decides what to say and when to stop; the live region stays the same
// element, so screen readers hear the news.
/** Once a second (spec: Payment success); the server page carries how many checks are left. */
const POLL_MS = 1000;
const VIEW = "[data-success-view]";

const view = document.querySelector<HTMLElement>(VIEW);
if (view?.dataset.attempt) poll(view, Number(view.dataset.attempt), Number(view.dataset.max));

function poll(view: HTMLElement, attempt: number, max: number) {
  if (attempt >= max) return;
  setTimeout(() => {
    const next = attempt + 1;
    void check(next).then((fresh) => {
      if (!fresh) return poll(view, next, max);
      // Keep the live region's element and move the fresh news into it.
      const live = view.querySelector("[aria-live]");
      const news = fresh.querySelector("[aria-live]");
      if (live && news) {
        live.replaceChildren(...news.childNodes);
        news.replaceWith(live);
      }
      view.replaceWith(fresh);
      if (fresh.dataset.attempt) poll(fresh, next, max);
    });
  }, POLL_MS);
}

/** The page's view at this check, or null when the check failed (the next one tries again). */
async function check(attempt: number): Promise<HTMLElement | null> {
  try {
    const res = await fetch(`${location.pathname}?attempt=${attempt}`, { credentials: "same-origin" });
    if (!res.ok) return null;
    const fresh = new DOMParser().parseFromString(await res.text(), "text/html").querySelector<HTMLElement>(VIEW);
    // Parsed without scripting, <noscript> holds a real refresh <meta>: in this page it would reload it.
    for (const n of fresh?.querySelectorAll("noscript") ?? []) n.remove();
    return fresh;
  } catch {
    return null;
  }
}
