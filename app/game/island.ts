// The /progress and member-home island (bundled to /islands/progress.js): a Start or
// Complete is a plain form post and a full page load, which would put the page back at its
// top. Before the post it notes where the page was; on the page that answers, it returns
// there. Without JavaScript the redirect's fragment lands on the pressed card instead.
const KEY = "glowup:keep-scroll";
/** A note older than this is from another visit, not from the post that just happened. */
const FRESH_MS = 30_000;

type Note = { path: string; y: number; at: number };

function take(): Note | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const note = raw ? (JSON.parse(raw) as Partial<Note>) : null;
    if (!note || typeof note.path !== "string" || typeof note.y !== "number" || typeof note.at !== "number")
      return null;
    return note as Note;
  } catch {
    return null;
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-keep-scroll")) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, y: window.scrollY, at: Date.now() }));
  } catch {
    // Storage refused (private mode, quota): the fragment still lands on the card.
  }
});

const note = take();
// A page that celebrates (decision 071) opens at its moments, as it does without JavaScript.
const celebrates = location.hash === "#moments";
if (note && !celebrates && note.path === location.pathname && Date.now() - note.at < FRESH_MS) {
  const back = () => window.scrollTo({ top: note.y, behavior: "instant" });
  back();
  // The browser may scroll to the fragment again once the page has loaded: come back after it.
  window.addEventListener("load", () => requestAnimationFrame(back), { once: true });
}
