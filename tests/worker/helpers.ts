// Worker-test helpers: submit forms the way a browser does and carry cookies along.
import { SELF } from "cloudflare:test";

export const ORIGIN = "http://localhost";

let ipCounter = 0;
/** A fresh client IP, so rate limits of one test never leak into another. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export class Browser {
  cookies = new Map<string, string>();
  constructor(
    public ip = freshIp(),
    public origin = ORIGIN,
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async get(path: string) {
    return this.remember(
      await SELF.fetch(`${this.origin}${path}`, {
        redirect: "manual",
        headers: { Cookie: this.cookieHeader(), "cf-connecting-ip": this.ip },
      }),
    );
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.remember(
      await SELF.fetch(`${this.origin}${path}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams(fields),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: this.origin,
          Host: new URL(this.origin).host,
          Cookie: this.cookieHeader(),
          "cf-connecting-ip": this.ip,
          ...headers,
        },
      }),
    );
  }

  /** Follow one redirect and return the page it lands on. */
  async follow(res: Response) {
    const to = res.headers.get("Location");
    if (!to) throw new Error(`expected a redirect, got ${res.status}`);
    return this.get(to.replace(this.origin, ""));
  }

  signedIn() {
    return [...this.cookies.keys()].some((k) => k.includes("session_token"));
  }
}

export async function signUp(
  b: Browser,
  email: string,
  username: string,
  password = "secret123",
  extra: Record<string, string> = {},
) {
  return b.post("/auth", { mode: "signup", email, username, password, confirmPassword: password, ...extra });
}

export async function signIn(b: Browser, email: string, password = "secret123", redirect = "/") {
  return b.post("/auth", { mode: "signin", email, password, redirect });
}

/** A new member, signed in. */
export async function newMember(email: string, username: string, origin = ORIGIN) {
  const b = new Browser(freshIp(), origin);
  const up = await signUp(b, email, username);
  if (up.status !== 303) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  const res = await signIn(b, email);
  if (res.status !== 303 || !b.signedIn()) throw new Error(`sign-in failed: ${res.status}`);
  return b;
}
