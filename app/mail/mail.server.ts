// A small mail-sender interface. Development writes to the console and the dev mailbox
// (/dev/mailbox); production sends through an HTTP mail provider (Resend-compatible API)
// configured by MAIL_API_KEY and MAIL_FROM. Many mails go out in one call of the
// provider's batch endpoint (at most MAIL_BATCH_MAX each).
import { desc } from "drizzle-orm";
import { database, schema } from "~/db.server";
import { isProduction, type Env } from "~/env";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe ...). */
  headers?: Record<string, string>;
  /** Files sent with the mail (a calendar invitation); small text only. */
  attachments?: MailAttachment[];
};
export type MailAttachment = { filename: string; contentType: string; content: string };
export interface MailSender {
  send(mail: Mail): Promise<void>;
  /** Sends every mail in one provider call; all of them or none (throws). */
  sendBatch(mails: Mail[]): Promise<void>;
}

/** The provider's batch endpoint takes at most this many mails a call. */
export const MAIL_BATCH_MAX = 100;
const PROVIDER = "https://api.resend.com";

export function mailer(env: Env): MailSender {
  if (env.MAIL_API_KEY) return httpMailer(env.MAIL_API_KEY, env.MAIL_FROM ?? "Glowup <no-reply@glowup.app>");
  if (isProduction(env)) {
    // The configuration check refuses production without a key; the address is never logged.
    const drop = (mail: Mail) => console.error(`mail not sent (MAIL_API_KEY is not set): "${mail.subject}"`);
    return {
      send(mail) {
        drop(mail);
        return Promise.resolve();
      },
      sendBatch(mails) {
        mails.forEach(drop);
        return Promise.resolve();
      },
    };
  }
  return devMailbox(env);
}

/** The dev mailbox's newest mail (development only; the caller checks). */
export async function recentDevMail(env: Env, limit = 50) {
  return database(env).select().from(schema.devMailbox).orderBy(desc(schema.devMailbox.id)).limit(limit);
}

function devMailbox(env: Env): MailSender {
  const row = (mail: Mail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
  });
  return {
    async send(mail) {
      console.log(`[dev mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
      await database(env).insert(schema.devMailbox).values(row(mail));
    },
    async sendBatch(mails) {
      if (mails.length === 0) return;
      console.log(`[dev mail] ${mails.length} mails: ${mails[0].subject} ...`);
      const db = database(env);
      // One statement per mail in one batch: D1 binds at most 100 values a statement.
      const [first, ...rest] = mails.map((m) => db.insert(schema.devMailbox).values(row(m)));
      await db.batch([first, ...rest]);
    },
  };
}

function httpMailer(apiKey: string, from: string): MailSender {
  const body = (mail: Mail) => ({
    from,
    to: [mail.to],
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
            content: base64(a.content),
          })),
        }
      : {}),
  });
  const post = async (path: string, payload: unknown) => {
    const res = await fetch(`${PROVIDER}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
    if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
  };
  return {
    send: (mail) => post("/emails", body(mail)),
    async sendBatch(mails) {
      if (mails.length > MAIL_BATCH_MAX) throw new Error(`at most ${MAIL_BATCH_MAX} mails a batch`);
      if (mails.length > 0) await post("/emails/batch", mails.map(body));
    },
  };
}

/** UTF-8 text as base64 (the provider takes attachments so). */
function base64(text: string) {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
