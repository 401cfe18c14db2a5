// "Verify your address to start the free trial", with the button that mails a new link.
// A plain form (works without JavaScript); it posts to /auth/resend-verification, which
// comes back to `back` with a toast.
import { Form } from "@remix-run/react";

export function VerifyNotice({ email, back }: { email: string; back: string }) {
  return (
    <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="verify-notice">
      <p>
        {`The free trial starts from a verified email address. Open the link we mailed to ${email}, then come back here.`}
      </p>
      <Form method="post" action="/auth/resend-verification" className="mt-2">
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="btn-secondary">
          Send a new link
        </button>
      </Form>
    </div>
  );
}
