// Settings' push island (bundled to /islands/push.js; decision 080): shows "Turn on push"
// where the browser can subscribe, asks for permission, subscribes with the server's VAPID
// public key and posts the subscription through the card's own form.
import { fromB64url } from "./web-push";

const form = document.querySelector<HTMLFormElement>("form[data-push-subscribe]");
const note = form?.querySelector<HTMLElement>("[data-push-note]");

async function subscribe(key: string) {
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromB64url(key),
  });
  const json = subscription.toJSON();
  const fields = { endpoint: json.endpoint ?? "", p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" };
  for (const [name, value] of Object.entries(fields))
    form!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
  form!.submit();
}

if (form && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window) {
  form.hidden = false;
  form.addEventListener("submit", (event) => {
    if (form.querySelector<HTMLInputElement>('input[name="endpoint"]')!.value) return;
    event.preventDefault();
    void (async () => {
      if ((await Notification.requestPermission()) !== "granted") {
        if (note) note.textContent = "Notifications are blocked for this site: reminders keep coming by email.";
        return;
      }
      await subscribe(form.dataset.pushSubscribe!).catch(() => {
        if (note) note.textContent = "This browser could not turn push on. Reminders keep coming by email.";
      });
    })();
  });
}
