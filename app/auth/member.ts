// Who is signed in, as auth knows them: the account behind the request's session. Read by
// getMember (session.server.ts); the page adds the profile's figures (app/viewer.ts).
export type Member = {
  id: string;
  email: string;
  /** The account's name: the username it signed up with or last changed to. */
  name: string;
  /** The member opened their verification link (app/auth/verification.server.ts). */
  emailVerified: boolean;
};
