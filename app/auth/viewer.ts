// Who is asking, as every layer sees them: the signed-in member with the numbers the
// header badges show. Read by getViewer (viewer.server.ts); the UI only renders it.
export type Viewer = {
  id: string;
  email: string;
  /** The member opened their verification link (app/auth/verification.server.ts). */
  emailVerified: boolean;
  username: string;
  xp: number;
  level: number;
};
