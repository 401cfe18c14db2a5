// Settings' push card (decision 080): the streak reminder on this device instead of by email.
// Subscribing needs the browser's push API, so the island (app/push/island.ts) fills the form's
// hidden fields and posts it; without JavaScript the card says the email stays, and Turn off
// is a plain form. It also tells iPhone owners how to add the app to the Home Screen.
import { Form } from "@remix-run/react";

export function PushCard({ devices, publicKey }: { devices: number; publicKey: string | null }) {
  return (
    <section className="space-y-3 card" aria-labelledby="push-heading">
      <h2 id="push-heading" className="text-lg font-semibold">
        Reminders on this phone
      </h2>
      <p className="text-sm text-slate-600">
        Get the streak reminder as a notification instead of an email. Email stays the fallback: one reminder a day,
        never both.
      </p>
      <p className="font-medium" data-testid="push-state">
        {devices === 0
          ? "Push is off: reminders come by email"
          : `Push is on for ${devices} ${devices === 1 ? "device" : "devices"}`}
      </p>
      {publicKey ? (
        <Form method="post" action="/settings/push" data-push-subscribe={publicKey} hidden>
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="endpoint" />
          <input type="hidden" name="p256dh" />
          <input type="hidden" name="auth" />
          <button type="submit" className="btn-primary">
            Turn on push on this device
          </button>
          <p className="mt-2 text-sm text-slate-600" role="status" data-push-note></p>
        </Form>
      ) : null}
      {devices > 0 ? (
        <Form method="post" action="/settings/push">
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="btn-secondary">
            Turn push off everywhere
          </button>
        </Form>
      ) : null}
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-semibold">On an iPhone or iPad</summary>
        <p className="mt-2">
          iOS shows notifications only for apps on the Home Screen: open Glowup in Safari, tap Share, then Add to Home
          Screen, open Glowup from there and turn push on here.
        </p>
      </details>
    </section>
  );
}
