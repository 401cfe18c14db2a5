// Every mail the app sends has the same shape: a plain-text body and a small HTML body in
// the brand (inline styles only: mail clients drop <style> and web fonts), one button,
// and a footer that says why the member got it. Pure: unit-tested without a runtime.

export type MailContent = {
  subject: string;
  /** "Hi Name," and the first lines of the mail. */
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Lines after the button (an expiry, "ignore this if it was not you"). */
  after?: string[];
  /** Why the member got this mail (the footer's first line). */
  reason: string;
  /** Footer links (unsubscribe, settings), shown in both bodies. */
  footerLinks?: { label: string; url: string }[];
};

export type RenderedMail = { subject: string; text: string; html: string };

const BRAND = "#7c3aed"; // brand-600 (app/styles/app.css): white text on it reads at 5.7:1
const INK = "#1c1530";
const MUTED = "#5b5570";
const CANVAS = "#faf8fd";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function renderMail(mail: MailContent): RenderedMail {
  const footer = [mail.reason, ...(mail.footerLinks ?? []).map((l) => `${l.label}: ${l.url}`)];
  const text = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    `${mail.action.label}: ${mail.action.url}`,
    "",
    ...(mail.after ?? []).flatMap((p) => [p, ""]),
    "--",
    "Glowup",
    ...footer,
    "",
  ].join("\n");

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(s)}</p>`;
  const small = (s: string) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${MUTED}">${s}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:${CANVAS};font-family:'Plus Jakarta Sans',Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:28px 24px">
<p style="margin:0 0 20px;font-size:20px;font-weight:800;color:${BRAND}">Glowup</p>
${p(mail.greeting)}
${mail.paragraphs.map(p).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:12px">${escapeHtml(mail.action.label)}</a></p>
${(mail.after ?? []).map(p).join("\n")}
</div>
<div style="max-width:520px;margin:16px auto 0;padding:0 24px">
${small(escapeHtml(mail.reason))}
${(mail.footerLinks ?? []).map((l) => small(`<a href="${escapeHtml(l.url)}" style="color:${MUTED}">${escapeHtml(l.label)}</a>`)).join("\n")}
</div>
</body></html>
`;
  return { subject: mail.subject, text, html };
}
