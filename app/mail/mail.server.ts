// A small mail-sender interface. Development writes to the console and the dev mailbox
// (/dev/mailbox); production sends through an HTTP mail provider (Resend-compatible API)
// configured by MAIL_API_KEY and MAIL_FROM.
import { desc } from "drizzle-orm";
import { database, schema } from "~/db.server";
import { isProduction, type Env } from "~/env";

export type Mail = { to: string; subject: string; text: string };
export interface MailSender {
  send(mail: Mail): Promise<void>;
}

export function mailer(env: Env): MailSender {
  if (env.MAIL_API_KEY) return httpMailer(env.MAIL_API_KEY, env.MAIL_FROM ?? "Glowup <no-reply@glowup.app>");
  if (isProduction(env)) {
    return {
      send(mail) {
        console.error(`mail not sent (MAIL_API_KEY is not set): "${mail.subject}" to ${mail.to}`);
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
  return {
    async send(mail) {
      console.log(`[dev mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
      await database(env).insert(schema.devMailbox).values(mail);
    },
  };
}

function httpMailer(apiKey: string, from: string): MailSender {
  return {
    async send(mail) {
      const res = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text }),
      });
      if (!res.ok) throw new Error(`mail provider answered ${res.status}`);
    },
  };
}
