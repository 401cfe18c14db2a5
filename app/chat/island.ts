// The chat island (bundled to /islands/chat.js): plain TypeScript, no React. The page is
// server-rendered and works without it (forms post, Refresh reloads). This keeps the room
// live: messages arrive and leave through the room's socket (app/chat/live.ts), what a
// dropped connection missed is read back from D1, times follow the browser's zone, the
// composer and the Delete buttons post in the background (to LIVE_ACTION_PATH, answered as
// JSON), Enter sends and Shift+Enter starts a new line. New messages are cut from the
// page's <template>s of the same MessageItem the server renders, and their text is set as
// text, never as HTML.
import { connectLive, type LiveView } from "./live";
import { chatFailure, type ChatActionResult, type ChatFailure } from "./replies";
import type { ChatMessageWire, RoomEvent, StandingWire } from "./rooms/protocol";
import { MODERATION_MESSAGES, mutedText } from "./moderation";
import { formatMessageTime } from "~/calendar/format";
import { applyCatchUp, LIVE_ACTION_PATH, MESSAGES, mergeMessages } from "./rules";

/** A message on screen (`el`), or one to put there (`message`). */
type Item = { id: number; el?: HTMLLIElement; message?: ChatMessageWire };

const room = document.querySelector<HTMLElement>("section[data-chat-room]");
if (room) enhance(room);

function enhance(room: HTMLElement) {
  const $ = <T extends Element>(selector: string) => room.querySelector<T>(selector);
  const channelId = room.dataset.chatRoom!;
  const scroller = $<HTMLElement>('[data-testid="message-list"]')!;
  const list = $<HTMLOListElement>("ol[data-messages]")!;
  const empty = $<HTMLElement>("[data-empty]");
  const composer = $<HTMLFormElement>("form[data-composer]")!;
  const box = composer.querySelector<HTMLTextAreaElement>("textarea[name=message]")!;
  const clientId = composer.querySelector<HTMLInputElement>("input[name=clientId]")!;
  const send = composer.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  // ---- the message list: the DOM is the model
  const shown = (): Item[] =>
    [...list.querySelectorAll<HTMLLIElement>(":scope > li[data-message-id]")].map((el) => ({
      id: Number(el.dataset.messageId),
      el,
    }));

  const render = (m: ChatMessageWire) => {
    const template = $<HTMLTemplateElement>(`template[data-message-template="${m.mine ? "own" : "theirs"}"]`)!;
    const li = (template.content.firstElementChild as HTMLLIElement).cloneNode(true) as HTMLLIElement;
    li.id = `message-${m.id}`;
    li.dataset.messageId = String(m.id);
    li.querySelector("[data-username]")!.textContent = m.username;
    const time = li.querySelector("time")!;
    time.dateTime = new Date(m.createdAt).toISOString();
    time.textContent = formatMessageTime(m.createdAt, Date.now(), zone);
    li.querySelector('[data-testid="message-text"]')!.textContent = m.message;
    for (const id of li.querySelectorAll<HTMLInputElement>("input[name=messageId]")) id.value = String(m.id);
    const select = li.querySelector("select");
    const label = li.querySelector<HTMLLabelElement>("label[for]");
    if (select && label) label.htmlFor = select.id = `reason-${m.id}`;
    return li;
  };

  /** Puts `next` on screen in its order; a message already there keeps its element. */
  const show = (next: Item[]) => {
    const current = shown();
    const onScreen = new Map(current.map((x) => [x.id, x.el!]));
    const keep = new Set(next.map((x) => x.id));
    for (const { id, el } of current) if (!keep.has(id)) el!.remove();
    let previous: Element | null = null;
    for (const item of next) {
      const el = onScreen.get(item.id) ?? render(item.message!);
      const here: Element | null = previous ? previous.nextElementSibling : list.firstElementChild;
      if (here !== el) list.insertBefore(el, here);
      previous = el;
    }
    list.hidden = next.length === 0;
    if (empty) empty.hidden = next.length > 0;
    if (next.at(-1)?.id !== current.at(-1)?.id) settle();
  };
  const asItems = (messages: ChatMessageWire[]) => messages.map((message) => ({ id: message.id, message }));

  /** Times in the browser's own zone, as of now; the newest message slides into view. */
  function settle() {
    const now = Date.now();
    for (const time of list.querySelectorAll("time"))
      time.textContent = formatMessageTime(Date.parse(time.dateTime), now, zone);
    scroller.scrollTo({ top: scroller.scrollHeight, behavior: "smooth" });
  }

  // ---- the live status beside Refresh
  const state = $<HTMLElement>("[data-live-state]");
  const dot = $<HTMLElement>("[data-live-dot]");
  const text = $<HTMLElement>("[data-live-text]");
  const paint = ({ status, online, loading }: LiveView) => {
    if (!state || !dot || !text) return;
    state.hidden = false;
    dot.hidden = loading || status !== "live";
    text.textContent = loading
      ? "Loading..."
      : status === "live"
        ? `${online ?? 1} online`
        : status === "stopped"
          ? "Live updates stopped."
          : status === "reconnecting"
            ? "Reconnecting..."
            : "Connecting...";
  };

  // ---- a moderator's mute, ban or lift, told live (decision 076)
  const notice = composer.querySelector<HTMLElement>("[data-muted]");
  const standing = (s: StandingWire) => {
    const text = s.kind === "muted" ? mutedText(s.until, zone) : s.kind === "banned" ? MODERATION_MESSAGES.banned : "";
    if (notice) {
      notice.textContent = text;
      notice.hidden = !text;
    }
    box.disabled = send.disabled = Boolean(text);
    const row = composer.querySelector<HTMLElement>("[data-compose-row]");
    if (row) row.hidden = Boolean(text);
  };

  connectLive({
    channelId,
    ticket: room.dataset.ticket ?? null,
    range: () => {
      const items = shown();
      return { from: items[0]?.id ?? 0, after: items.at(-1)?.id ?? 0 };
    },
    onEvent: (event: RoomEvent) => {
      if (event.type === "message" && event.message.channelId === channelId)
        show(mergeMessages(shown(), asItems([event.message])));
      else if (event.type === "deleted" && event.channelId === channelId)
        show(shown().filter((x) => x.id !== event.id));
      else if (event.type === "standing") standing(event.standing);
    },
    // The range the server checked, not the one on screen now (decision 041).
    onCaughtUp: (missed) => show(applyCatchUp(shown(), { ...missed, messages: asItems(missed.messages) })),
    onChange: paint,
  });
  settle();

  // ---- posting: the composer and the Delete buttons
  /** Posts a form to the island's endpoint; null when the page's own post must take over. */
  async function post(form: HTMLFormElement): Promise<ChatActionResult | null> {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    try {
      const res = await fetch(LIVE_ACTION_PATH, { method: "POST", body, credentials: "same-origin" });
      // Signed out meanwhile: the plain post signs in and comes back.
      if (res.status === 401) return null;
      return await res.json<ChatActionResult>();
    } catch {
      return chatFailure({ form: MESSAGES.failed });
    }
  }

  /** The composer's message beside the field (the server renders the same on a failed plain post). */
  const fieldError = (message: string | undefined) => {
    let error = document.getElementById("chat-message-error");
    if (message && !error) {
      error = document.createElement("p");
      error.id = "chat-message-error";
      error.className = "field-error";
      error.setAttribute("role", "alert");
      composer.appendChild(error);
    }
    if (error) {
      error.textContent = message ?? "";
      error.hidden = !message;
    }
    if (message) {
      box.setAttribute("aria-invalid", "true");
      box.setAttribute("aria-describedby", "chat-message-error");
    } else {
      box.removeAttribute("aria-invalid");
      box.removeAttribute("aria-describedby");
    }
  };

  /** The failure's toast, cut from the page's own Toaster markup (its description is the last paragraph). */
  let toast: Element | null = null;
  const showToast = (failure: ChatFailure | null) => {
    toast?.remove();
    toast = null;
    if (!failure) return;
    const template = composer.querySelector<HTMLTemplateElement>("template[data-toast-template]")!;
    toast = (template.content.firstElementChild as Element).cloneNode(true) as Element;
    toast.querySelector('[data-testid="toast-item"] p')!.textContent = failure.toast.title;
    toast.querySelector('[data-testid="toast-item"] p:last-of-type')!.textContent = failure.toast.description;
    // Where the server puts it: first in the form, above the message box (decision 073).
    composer.insertBefore(toast, composer.firstChild);
  };

  let sends = 0;
  const draftId = clientId.value;
  composer.addEventListener("submit", (event) => {
    event.preventDefault();
    if (send.disabled) return;
    send.disabled = true;
    // What goes out now: the box may hold the next draft by the time the answer lands.
    const sent = box.value;
    void post(composer)
      .then((reply) => {
        if (!reply) return composer.submit();
        showToast(reply.ok ? null : reply);
        if (!reply.ok) return fieldError(reply.errors.message ?? reply.errors.form ?? reply.errors.clientId);
        fieldError(undefined);
        if (!("sent" in reply)) return;
        show(mergeMessages(shown(), asItems([reply.sent])));
        if (box.value === sent) box.value = "";
        // The next draft is a new message (a retry of this one would be the same).
        clientId.value = `${draftId}-${++sends}`;
      })
      .finally(() => (send.disabled = box.disabled));
  });

  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });

  list.addEventListener("submit", (event) => {
    const form = event.target;
    // Reports and blocks post as they are, and land back here with a toast.
    if (!(form instanceof HTMLFormElement) || form.dataset.plain !== undefined) return;
    event.preventDefault();
    const button = form.querySelector("button");
    if (button?.disabled) return;
    if (button) button.disabled = true;
    void post(form)
      .then((reply) => {
        if (!reply) return form.submit();
        showToast(reply.ok ? null : reply);
        if (reply.ok && "deleted" in reply) show(shown().filter((x) => x.id !== reply.deleted));
      })
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}
