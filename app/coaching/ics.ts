// A calendar invitation (RFC 5545) for a coaching session: one VEVENT, times in UTC with
// Z, text escaped, lines folded at 75 octets, CRLF line endings. METHOD:REQUEST invites,
// METHOD:CANCEL withdraws the same UID (a higher SEQUENCE). Pure: the mails and tests use it.

export type Invitation = {
  method: "REQUEST" | "CANCEL";
  uid: string;
  /** When the invitation was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url?: string | null;
  organizer: string;
  attendee: string;
};

/** 20261127T150500Z: an instant in UTC, to the second. */
export const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export const icsText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/** A content line folded so no line is longer than 75 octets, never splitting a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

export function buildInvitation(i: Invitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Glowup//Coaching//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${i.method}`,
    "BEGIN:VEVENT",
    `UID:${i.uid}`,
    `DTSTAMP:${icsTime(i.stamp)}`,
    `DTSTART:${icsTime(i.start)}`,
    `DTEND:${icsTime(i.end)}`,
    `SEQUENCE:${i.method === "CANCEL" ? 1 : 0}`,
    `STATUS:${i.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${icsText(i.summary)}`,
    `DESCRIPTION:${icsText(i.description)}`,
    ...(i.url ? [`URL:${i.url}`, `LOCATION:${icsText(i.url)}`] : []),
    `ORGANIZER:mailto:${i.organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${i.attendee}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
