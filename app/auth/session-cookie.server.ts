// better-auth's signed session cookie: the token, if its signature verifies. No D1 read.
import { macMatches } from "~/security/signing.server";

/**
 * The session token from better-auth's cookie, if its signature verifies. Only the
 * configured cookie name counts (in production the __Host- one, which a sibling
 * subdomain or a plain-http page cannot set); should the header carry that name more
 * than once, the first whose signature verifies is the one.
 */
export async function sessionToken(request: Request, secret: string, cookieName: string): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      continue;
    }
    const dot = value.lastIndexOf(".");
    if (dot <= 0) continue;
    const token = value.slice(0, dot);
    if (await macMatches(token, value.slice(dot + 1), secret)) return token;
  }
  return null;
}
